// The recording doubles on their own, as any back end drives them: what each access records, what
// it gives back, and what a run's teardown forgets. (The interpreter's use of them is tested
// through samples in SampleRuntimeTests/RecordingDoubleTests.)

import SampleHarness
import Testing
import TransitionEngine

@Suite("Recording doubles")
struct RecordingDoublesTests {
    /// A closure that notes its calls and answers `result`.
    final class NotingClosure: SampleClosure {
        let callbackParameters: [(name: String, value: SampleValue)]
        var calls: [[String]] = []
        let result: SampleValue

        init(parameters: [(name: String, value: SampleValue)], result: SampleValue = .null) {
            callbackParameters = parameters
            self.result = result
        }

        func call(_ arguments: [SampleValue]) throws -> SampleValue {
            calls.append(arguments.map(\.text))
            return result
        }

        func callBack(_ arguments: [SampleValue]) { calls.append(arguments.map(\.text)) }
    }

    static func recorded(_ engine: TransitionEngine) -> [String] {
        engine.trace.events.filter { $0.kind == .recorded || $0.kind == .assumption }.map {
            "\($0.subject) \($0.message)"
        }
    }

    @Test("a static property is one stand-in; a call gives a new one each time, the first true, the later false")
    func accesses() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        let center = try doubles.access(nil, "NSNotificationCenter.DefaultCenter", nil)
        let again = try doubles.access(nil, "NSNotificationCenter.DefaultCenter", nil)
        #expect(SampleValue.equal(center, again))
        let first = try doubles.access(center, "Read", [])
        let second = try doubles.access(center, "Read", [])
        #expect(try first.bool() && !(try second.bool()))
        #expect(try first.int() == 1 && second.int() == 0)
        let alert = try doubles.access(nil, "new NSAlert", [.string("Hi \"you\""), .int(2), .float(0.5), .null])
        #expect(
            Self.recorded(engine) == [
                "NSNotificationCenter get DefaultCenter", "NSNotificationCenter get DefaultCenter",
                "DefaultCenter#1 Read()", "DefaultCenter#1 Read()", #"NSAlert new("Hi \"you\"", 2, 0.5, null)"#,
            ])
        #expect(first.text == "Read#1" && second.text == "Read#2" && alert.text == "NSAlert#1")
    }

    @Test("a member set is recorded and read back; an indexer remembers by its arguments")
    func members() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        let defaults = try doubles.access(nil, "NSUserDefaults.StandardUserDefaults", nil)
        try doubles.set(defaults, "Title", [], .string("x"))
        #expect(try doubles.access(defaults, "Title", nil).string() == "x")
        try doubles.set(defaults, "[]", [.string("key")], .int(3))
        #expect(try doubles.access(defaults, "[]", [.string("key")]).int() == 3)
        let view = UIView()
        try doubles.set(.object(view), "Tag2", [], .int(7))
        #expect(try doubles.access(.object(view), "Tag2", nil).int() == 7)
        #expect(
            Self.recorded(engine) == [
                "NSUserDefaults get StandardUserDefaults", #"StandardUserDefaults#1 set Title = "x""#,
                "StandardUserDefaults#1 get Title", #"StandardUserDefaults#1 set ["key"] = 3"#,
                #"StandardUserDefaults#1 get ["key"]"#, "UIView#1 set Tag2 = 7", "UIView#1 get Tag2",
            ])
        doubles.tearDown()
        // Forgotten: the next read of the member is a new stand-in.
        #expect(try doubles.access(defaults, "Title", nil).text == "Title#1")
    }

    @Test("generated Swift's callback is called back and invoked as the interpreter's closures are")
    func callbacks() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        var calls: [String] = []
        let callback = SampleCallback([("granted", .null), ("count", .int(0))]) { arguments in
            calls.append(arguments.map(\.text).joined(separator: ", "))
            return .int(arguments.count)
        }
        let center = try doubles.access(nil, "UNUserNotificationCenter.Current", nil)
        _ = try doubles.access(center, "RequestAuthorization", [.closure(callback)])
        #expect(calls == ["granted#1, 0"])
        #expect(try doubles.access(.closure(callback), "Invoke", [.string("a")]).int() == 1)
        #expect(calls == ["granted#1, 0", "a"])
    }

    @Test("a closure among the arguments is called back once with stand-ins; Invoke calls a delegate")
    func closures() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        let center = try doubles.access(nil, "UNUserNotificationCenter.Current", nil)
        let handler = NotingClosure(parameters: [("granted", .bool(false)), ("error", .null)])
        _ = try doubles.access(center, "RequestAuthorization", [.int(3), .closure(handler)])
        #expect(handler.calls == [["False", "error#1"]])
        let delegate = NotingClosure(parameters: [], result: .int(4))
        #expect(try doubles.access(.closure(delegate), "Invoke", [.string("a")]).int() == 4)
        #expect(delegate.calls == [["a"]])
        #expect(
            Self.recorded(engine) == [
                "UNUserNotificationCenter get Current", "Current#1 RequestAuthorization(3, closure)",
            ])
    }

    @Test("handlers attached to a stand-in's event fire once after the launch, in order; one taken off does not")
    func handlers() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        let button = doubles.assumedValue("button")
        let tap = NotingClosure(parameters: [])
        let down = NotingClosure(parameters: [])
        try doubles.handler(button, "TouchUpInside", adding: true, .closure(tap))
        try doubles.handler(button, "TouchDown", adding: true, .closure(down))
        var settled = 0
        let steps = doubles.fireHandlers(settle: { settled += 1 })
        #expect(steps == ["fire button.TouchUpInside", "fire button.TouchDown"] && settled == 2)
        #expect(tap.calls == [["button", ""]] && down.calls == [["button", ""]])
        #expect(
            Self.recorded(engine) == [
                "button assumed: not declared by the article", "button TouchUpInside += closure",
                "button TouchDown += closure", "button raise TouchUpInside", "button raise TouchDown",
            ])
        #expect(doubles.fireHandlers(settle: {}, stopped: { true }).isEmpty)
        // Taken off (the same closure object): not fired again.
        try doubles.handler(button, "TouchDown", adding: false, .closure(down))
        #expect(doubles.fireHandlers(settle: {}) == ["fire button.TouchUpInside"])
    }

    @Test("an assumed name is assumed once, keeps what is assigned, and a comparison is recorded")
    func assumedNames() throws {
        let engine = TransitionEngine()
        let doubles = RecordingDoubles(engine: engine, maxAccesses: 100)
        #expect(doubles.assumedValue("label").text == "label")
        doubles.assignAssumed("label", .string("set"))
        doubles.assignAssumed("count", .int(2))
        #expect(try doubles.assumedValue("label").string() == "set")
        _ = try doubles.equal(doubles.assumedValue("other"), .string("en-US"))
        #expect(
            Self.recorded(engine) == [
                "label assumed: not declared by the article", "count assumed: not declared by the article",
                "other assumed: not declared by the article", #"other compared with "en-US""#,
            ])
    }

    @Test("null receivers throw C#'s exception; accesses past the budget stop the run")
    func limits() throws {
        let doubles = RecordingDoubles(engine: TransitionEngine(), maxAccesses: 2)
        #expect(throws: SampleInterruption.self) { try doubles.access(.null, "Title", nil) }
        #expect(throws: SampleInterruption.self) { try doubles.set(.null, "Title", [], .int(1)) }
        _ = try doubles.access(nil, "A.B", nil)
        _ = try doubles.access(nil, "A.C", nil)
        do {
            _ = try doubles.access(nil, "A.D", nil)
            Issue.record("a third access within a budget of two")
        } catch SampleInterruption.budget(let what) {
            #expect(what == "more than 2 accesses to recording doubles")
        }
        #expect(doubles.accesses == 3)
    }
}
