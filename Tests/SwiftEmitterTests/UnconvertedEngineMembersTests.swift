// The engine members whose values the Swift emitter does not convert from a double's: the list
// is the API model's, kept in step by this test.

import SampleCompiler
import SampleModel
import Testing

@testable import SwiftEmitter

@Suite("Engine members the emitter does not convert")
struct UnconvertedEngineMembersTests {
    @Test(
        "every member taking an enum, option set, protocol, insets, type or closure is listed with those positions, and only those"
    )
    func matchesTheAPIModel() {
        let model = APIModel.uikit
        let classes = Set(model.types.values.filter { $0.kind == .class }.map(\.swiftName))
        func converts(_ type: IRType) -> Bool {
            switch type {
            case .int, .float, .bool, .string: true
            case .named(let name):
                classes.contains(name) || ["CGRect", "CGSize", "CGPoint", "IndexPath"].contains(name)
            default: false
            }
        }
        var found: [IREngineMember: [Int: String]] = [:]
        func note(_ member: IREngineMember, _ taken: [IRType]) {
            for position in taken.indices where !converts(taken[position]) {
                found[member, default: [:]][position] =
                    switch taken[position] {
                    case .named(let name): name
                    case .closure: "closure"
                    default: taken[position].description
                    }
            }
        }
        for type in model.types.values {
            for member in type.members {
                switch member.kind {
                case .method, .staticMethod, .factory: note(member.swift, member.parameters)
                case .property where member.isSettable: note(member.swift, [member.type])
                default: continue
                }
            }
            for constructor in type.constructors { note(constructor.swift, constructor.parameters) }
        }
        // The console prints any value (`Console.WriteLine`), which the writer writes itself.
        found[IREngineMember("Console", "writeLine(_:)")] = nil
        #expect(found == RecordingDoubleWriter.unconvertedMembers)
    }

    @Test("a double's value handed where the emitter does not convert it is a gap; elsewhere the call is written")
    func gap() {
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: nil, member: "Styles.Next", arguments: nil))
        let program = EmitterCoverageTests.host([
            .assign(.property(.this, IREngineMember("UIViewController", "modalTransitionStyle")), recorded)
        ])
        #expect(EmitterCoverage.unsupported(program)?.kind == .recordingDouble)
        let call = EmitterCoverageTests.host([
            .expression(
                .method(
                    .this, IREngineMember("UIViewController", "present(_:animated:completion:)"),
                    [.this, .literal(.bool(true)), recorded]))
        ])
        #expect(EmitterCoverage.unsupported(call)?.kind == .recordingDouble)
        // A double's value where the engine converts it, an enum case written as it is.
        let title = EmitterCoverageTests.host([
            .expression(
                .method(
                    .this, IREngineMember("UIButton", "setTitle(_:for:)"),
                    [recorded, .typeProperty(IREngineMember("UIControl.State", "normal"))]))
        ])
        #expect(EmitterCoverage.unsupported(title) == nil)
        // A local or a string there is not written as it is.
        for state in [IRExpr.local("state"), .literal(.string("AnimalCell"))] {
            let call = EmitterCoverageTests.host([
                .declare(
                    "state", .named("UIControl.State"), .typeProperty(IREngineMember("UIControl.State", "normal"))),
                .expression(.method(.this, IREngineMember("UIButton", "setTitle(_:for:)"), [recorded, state])),
            ])
            #expect(EmitterCoverage.unsupported(call)?.kind == .recordingDouble)
        }
    }
}
