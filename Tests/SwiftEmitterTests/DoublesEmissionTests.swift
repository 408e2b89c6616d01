// Recording doubles and assumed names in the generated Swift: the fixture article's samples are
// all covered, their Swift matches its golden file and type-checks against the harness, and the
// emitter refuses the shapes it does not write yet rather than writing Swift that would not build.

import DocModel
import Foundation
import SampleModel
import SwiftEmitter
import Testing

@Suite("Recording doubles in generated Swift")
struct DoublesEmissionTests {
    static let folder = EmitterTestSupport.repository + "/Tests/Fixtures/generate-doubles"

    static func swift(_ locale: String) throws -> String {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/\(locale)/doubles.md"))
        return EmitterTestSupport.emit(
            Document(bytes: Array(bytes)), path: "\(locale)/doubles.md", locale: locale, article: "doubles",
            fixtures: [])
    }

    @Test("every sample of the fixture is covered")
    func covered() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/de-DE/doubles.md"))
        let programs = EmitterTestSupport.programs(Document(bytes: Array(bytes)), fixtures: [])
        #expect(programs.count == 32)
        for sample in programs {
            #expect(EmitterCoverage.unsupported(sample.program) == nil, "sample \(sample.index)")
        }
    }

    @Test("the Swift matches its golden file and type-checks against the engine and harness")
    func goldenAndTypeCheck() throws {
        let swift = try Self.swift("de-DE")
        try EmitterTestSupport.expectGolden(swift, "doubles-de-DE.swift.txt")
        let errors = try EmitterTestSupport.typeCheck(["Doubles.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("an outlet's event handlers type-check: a lambda using its event arguments, a method group")
    func outletHandlers() throws {
        let markdown = """
            ```csharp
            void OnTouch (object sender, EventArgs args)
            {
                if (sender == first) Console.WriteLine ("first");
            }

            first.TouchDown += OnTouch;
            second.TouchUpInside += (s, e) => { Console.WriteLine (e == null); };
            ```
            """
        let document = Document(bytes: Array(markdown.utf8))
        let programs = EmitterTestSupport.programs(document, fixtures: [])
        #expect(programs.map(\.program.classes.first?.outlets.count) == [2])
        #expect(EmitterCoverage.unsupported(try #require(programs.first).program) == nil)
        let swift = EmitterTestSupport.emit(
            document, path: "en-US/handlers.md", locale: "en-US", article: "handlers", fixtures: [])
        #expect(swift.contains("var e: NSObject! = nil"))
        let errors = try EmitterTestSupport.typeCheck(["Handlers.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a double's value where Swift needs a type is a gap; a closure handed to one is a callback")
    func gaps() {
        let read = IRExpr.recorded(IRRecordedAccess(receiver: .assumed("label"), member: "Text", arguments: nil))
        let typedUse = EmitterCoverageTests.host([
            .expression(.increment(.recorded(.assumed("label"), "Count", []), .add, isPrefix: true, .integer))
        ])
        #expect(EmitterCoverage.unsupported(typedUse)?.kind == .recordingDouble)
        let closure = IRExpr.recorded(
            IRRecordedAccess(
                receiver: nil, member: "NSTimer.CreateScheduledTimer",
                arguments: [.closure(IRClosure(parameters: [], body: []))]))
        // A closure handed to a double is written as a callback; one whose body the emitter
        // cannot write keeps the program from being emitted.
        #expect(EmitterCoverage.unsupported(EmitterCoverageTests.host([.expression(closure)])) == nil)
        let increments = IRExpr.recorded(
            IRRecordedAccess(
                receiver: nil, member: "NSTimer.CreateScheduledTimer",
                arguments: [
                    .closure(
                        IRClosure(
                            parameters: [],
                            body: [
                                .loop(
                                    condition: .literal(.bool(true)),
                                    body: [.try([.continue], [], finally: [.declare("z", .int, .literal(.int(0)))])],
                                    step: [])
                            ]))
                ]))
        #expect(
            EmitterCoverage.unsupported(
                EmitterCoverageTests.host([.declare("count", .int, .literal(.int(0))), .expression(increments)]))?
                .kind == .exceptionHandling)
        // A property of an engine object is converted at run time as the interpreter holds it,
        // unless what it is computed from lacks something itself (an API not modelled).
        let property = IRExpr.property(.this, IREngineMember("UIViewController", "title"))
        let handed = IRExpr.recorded(IRRecordedAccess(receiver: read, member: "Append", arguments: [property]))
        #expect(EmitterCoverage.unsupported(EmitterCoverageTests.host([.expression(handed)])) == nil)
        let counted = IRExpr.binary(.add, .notModelled("Thing.Count"), .literal(.int(1)), .integer)
        let handedCount = IRExpr.recorded(IRRecordedAccess(receiver: read, member: "Append", arguments: [counted]))
        #expect(
            EmitterCoverage.unsupported(
                EmitterCoverageTests.host([.declare("count", .int, .literal(.int(0))), .expression(handedCount)]))?
                .kind == .notModelled)
        // A new array of a length is not converted.
        let array = IRExpr.newArray(.int, .literal(.int(2)))
        let handedArray = IRExpr.recorded(IRRecordedAccess(receiver: read, member: "Append", arguments: [array]))
        #expect(
            EmitterCoverage.unsupported(EmitterCoverageTests.host([.expression(handedArray)]))?.kind == .recordingDouble
        )
    }
}
