// Engine calls and sample members made on values a sample holds, as both the interpreter and
// generated Swift make them: recorded on a stand-in, made by the engine (or the sample class)
// otherwise, with C#'s exceptions on null. (The interpreter's use is tested through samples in
// SampleRuntimeTests; generated code's in SwiftEmitterTests, type-checked.)

import Foundation
import SampleHarness
import Testing
import TransitionEngine

@Suite("Engine calls and sample members on held values")
struct EngineCallsTests {
    final class Person {
        var name = "Ann"
        func greet(_ other: String?) -> String { "hi \(other ?? "")" }
    }

    @Test("a stand-in receiver or argument is recorded; anything else goes to the engine")
    func engineCalls() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        let panel = try doubles.access(nil, "Panel", nil)
        var made = 0
        let recorded = try doubles.engineCall(panel, "addSubview", [.int(1)]) { _, _ in
            made += 1
            return .null
        }
        let withStandIn = try doubles.engineCall(nil, "new CGRect", [panel, .int(0)]) { _, _ in
            made += 1
            return .null
        }
        let rect = try doubles.engineCall(nil, "new CGRect", [.int(1), .float(2), .int(3), .int(4)]) { _, a in
            made += 1
            return .rect(CGRect(x: try a[0].engine() as CGFloat, y: try a[1].engine() as CGFloat, width: 3, height: 4))
        }
        #expect(made == 1 && rect.text == "{1, 2, 3, 4}")
        #expect(recorded.text == "addSubview#1" && withStandIn.text == "CGRect#1")
        var set: [String] = []
        try doubles.engineSet(panel, "alpha", .float(0.5)) { _, _ in set.append("engine") }
        try doubles.engineSet(.object(UIView()), "alpha", .float(0.5)) { _, value in set.append(value.text) }
        #expect(set == ["0.5"])
        #expect(
            RecordingDoublesTests.recorded(engine) == [
                "static get Panel", "Panel#1 addSubview(1)", "CGRect new(Panel#1, 0)", "Panel#1 set alpha = 0.5",
            ])
    }

    @Test("a value converts to the type an engine parameter has, as the bridge converts it")
    func conversions() throws {
        #expect(try SampleValue.int(2).engine() as CGFloat == 2)
        #expect(try SampleValue.float(2.9).engine() as Int == 2)
        #expect(try SampleValue.null.engine() as String? == nil)
        #expect(try SampleValue.string("a").engine() as String? == "a")
        let view = UIView()
        #expect(try SampleValue.object(view).engine() as UIView === view)
        #expect(try SampleValue.null.engine() as UIView? == nil)
        #expect(throws: SampleInterruption.self) { try SampleValue.string("x").engine() as CGRect }
        #expect(throws: SampleInterruption.self) { try SampleValue.float(1e12).engine() as CGFloat }
    }

    @Test("a sample member on a held value: a stand-in's call recorded, an object's run, null C#'s exception")
    func sampleMembers() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        let person = Person()
        func greet(_ target: SampleValue) throws -> SampleValue {
            try doubles.sampleCall(target, "Greet", [.string("Bo")]) { object, arguments in
                guard let typed = object as? Person else { return nil }
                return SampleValue.of(typed.greet(try arguments[0].engine()))
            }
        }
        #expect(try greet(.object(person)).text == "hi Bo")
        #expect(try greet(try doubles.access(nil, "Someone", nil)).text == "Greet#1")
        #expect(throws: SampleInterruption.self) { try greet(.null) }
        #expect(throws: SampleInterruption.self) { try greet(.object(UIView())) }
        func name(_ target: SampleValue) throws -> SampleValue {
            try doubles.sampleField(target, "name") { object in (object as? Person).map { SampleValue.of($0.name) } }
        }
        #expect(try name(.object(person)).text == "Ann")
        #expect(throws: SampleInterruption.self) { try name(.null) }
        #expect(throws: SampleInterruption.self) { try name(.object(UIView())) }
    }
}
