// IRStandInTestTests: which `if` conditions test one value, and which branch runs more.

import SampleModel
import Testing

@Suite("Stand-in tests in if conditions")
struct IRStandInTestTests {
    static let value = IRExpr.recorded(IRRecordedAccess(receiver: nil, member: "File.Exists", arguments: []))

    @Test("null tests, flags and negated flags of a value are split; literals, this and made objects are not")
    func split() {
        let null = IRExpr.literal(.null)
        #expect(IRStandInTest.split(.binary(.equal, Self.value, null, .other))?.test == .isNull)
        #expect(IRStandInTest.split(.binary(.equal, null, Self.value, .other))?.test == .isNull)
        #expect(IRStandInTest.split(.binary(.notEqual, .local("cell"), null, .other))?.test == .isNotNull)
        #expect(IRStandInTest.split(.unary(.not, Self.value, .other))?.test == .isFalse)
        #expect(IRStandInTest.split(Self.value)?.test == .isTrue)
        #expect(IRStandInTest.split(Self.value)?.value == Self.value)
        // Two values, a comparison, a literal, `this`: no one value decides.
        #expect(IRStandInTest.split(.binary(.and, Self.value, Self.value, .other)) == nil)
        #expect(IRStandInTest.split(.binary(.greater, Self.value, .literal(.int(0)), .other)) == nil)
        #expect(IRStandInTest.split(.literal(.bool(true))) == nil)
        #expect(IRStandInTest.split(.binary(.equal, .this, null, .other)) == nil)
        // `!(x == null)`, and `x is not null` lowered so, test `x`; `!(a && b)` tests no one value.
        #expect(
            IRStandInTest.split(.unary(.not, .binary(.equal, Self.value, null, .other), .other))?.test == .isNotNull)
        #expect(IRStandInTest.split(.unary(.not, .unary(.not, Self.value, .other), .other))?.test == .isTrue)
        #expect(IRStandInTest.split(.unary(.not, .binary(.and, Self.value, Self.value, .other), .other)) == nil)
        for test in [IRStandInTest.isNull, .isNotNull, .isTrue, .isFalse] {
            #expect(IRStandInTest.split(test.condition(Self.value))?.test == test)
        }
    }

    @Test("the branch that goes on runs more than one that leaves; else the longer; else none")
    func preference() {
        let call = IRStmt.expression(Self.value)
        #expect(IRStandInTest.preference(then: [.return(nil)], otherwise: []) == false)
        #expect(IRStandInTest.preference(then: [call, .throw(nil)], otherwise: [call]) == false)
        #expect(IRStandInTest.preference(then: [call], otherwise: [.block([call, .break])]) == true)
        #expect(IRStandInTest.preference(then: [call, call], otherwise: [call]) == true)
        #expect(IRStandInTest.preference(then: [], otherwise: [.if(Self.value, [call], [call])]) == false)
        #expect(IRStandInTest.preference(then: [call], otherwise: [call]) == nil)
        #expect(IRStandInTest.preference(then: [.return(nil)], otherwise: [.continue]) == nil)
        // Inside a loop, an `if` with a branch that leaves gets none (the loop may end only by it).
        #expect(IRStandInTest.preference(then: [.break], otherwise: [], insideLoop: true) == nil)
        #expect(IRStandInTest.preference(then: [call, call], otherwise: [call], insideLoop: true) == true)
        // A `try` leaves when its body and every catch do.
        #expect(
            IRStandInTest.preference(
                then: [.try([.return(nil)], [IRCatch(type: nil, name: nil, body: [.return(nil)])], finally: [])],
                otherwise: [])
                == false)
        // An `if` leaves only when both its ways do.
        #expect(IRStandInTest.preference(then: [.if(Self.value, [.return(nil)], [])], otherwise: []) == true)
    }
}
