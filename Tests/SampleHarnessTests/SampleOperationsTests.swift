// C#'s operators on sample values, as both the interpreter and generated Swift apply them.
// (The interpreter's use is tested through samples in SampleRuntimeTests.)

import Foundation
import SampleHarness
import Testing
import TransitionEngine

@Suite("Sample operations")
struct SampleOperationsTests {
    let doubles = RecordingDoubles(engine: TransitionEngine(), maxAccesses: 100)

    func apply(_ op: SampleOperator, _ a: SampleValue, _ b: SampleValue, integer: Bool = false) throws -> String {
        try doubles.binary(op, a, b, integer: integer).text
    }

    @Test("integers wrap and divide with truncation; a division by zero is C#'s exception")
    func integers() throws {
        #expect(try apply(.divide, .int(7), .int(2), integer: true) == "3")
        #expect(try apply(.remainder, .int(-7), .int(2), integer: true) == "-1")
        #expect(try apply(.add, .int(Int.max), .int(1), integer: true) == String(Int.min))
        #expect(try apply(.shiftLeft, .int(1), .int(65), integer: true) == "2")
        #expect(throws: SampleInterruption.self) { try apply(.divide, .int(1), .int(0), integer: true) }
        // Not typed as integers by the compiler: floating arithmetic.
        #expect(try apply(.divide, .int(7), .int(2)) == "3.5")
    }

    @Test("a string on either side concatenates the other's text, within the budget")
    func strings() throws {
        #expect(try apply(.add, .string("n = "), .int(3)) == "n = 3")
        #expect(try apply(.add, .float(1.5), .string("!")) == "1.5!")
        #expect(throws: SampleInterruption.self) {
            try doubles.binary(.add, .string("abc"), .string("def"), integer: false, maxStringBytes: 5)
        }
    }

    @Test("flags of one engine enum combine into a value naming both; comparisons of numbers")
    func flagsAndComparisons() throws {
        let both = try doubles.binary(
            .bitOr, .enumValue("UIView.AutoresizingMask", "flexibleWidth"),
            .enumValue("UIView.AutoresizingMask", "flexibleHeight"), integer: false)
        guard case .enumValue(let type, let name) = both else {
            Issue.record("not an enum value: \(both.text)")
            return
        }
        #expect(type == "UIView.AutoresizingMask" && name == "flexibleWidth|flexibleHeight")
        #expect(try apply(.less, .int(2), .float(2.5)) == "True")
        #expect(try apply(.bitXor, .bool(true), .bool(true)) == "False")
        #expect(try doubles.unary(.negate, .int(3)).text == "-3")
        #expect(try doubles.unary(.not, .bool(false)).text == "True")
    }

    @Test("an array's length and elements; a double's collection has one element, read through its indexer")
    func collections() throws {
        let array = SampleValue.array(SampleArray([.int(4), .string("b")]))
        #expect(try doubles.count(array).text == "2")
        #expect(try doubles.element(array, .int(1)).text == "b")
        #expect(throws: SampleInterruption.self) { try doubles.element(array, .int(2)) }
        #expect(throws: SampleInterruption.self) { try doubles.count(.null) }
        let list = try doubles.access(nil, "NSUserDefaults.StandardUserDefaults", nil)
        #expect(try doubles.count(list).text == "1")
        _ = try doubles.element(list, .int(0))
        #expect(doubles.engine.trace.events.contains { $0.message == "get [0]" })
    }

    @Test("a stand-in's member is recorded; an engine value's is read by the engine")
    func reads() throws {
        var engineReads = 0
        let path = SampleValue.indexPath(IndexPath(item: 3, section: 1))
        let item = try doubles.read(path, "item") {
            engineReads += 1
            return .int(try path.indexPath().item)
        }
        #expect(item.text == "3" && engineReads == 1)
        let standIn = try doubles.access(nil, "NSUserDefaults.StandardUserDefaults", nil)
        let recorded = try doubles.read(standIn, "item") {
            engineReads += 1
            return .null
        }
        #expect(recorded.isStandIn && engineReads == 1)
        #expect(doubles.engine.trace.events.contains { $0.message == "get item" })
    }

    @Test("a stand-in is a number (1 for the first) and its comparison is recorded")
    func standIns() throws {
        let first = try doubles.access(nil, "NSUserDefaults.StandardUserDefaults", nil)
        #expect(try apply(.add, first, .int(1)) == "2")
        #expect(try apply(.equal, first, .int(1)) == "True")
        #expect(doubles.engine.trace.events.contains { $0.message.contains("StandardUserDefaults") })
    }
}
