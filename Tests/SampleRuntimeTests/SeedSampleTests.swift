// The seed article's seven samples, compiled with the fixtures and run: golden reports per
// locale (compile findings, harness steps, verdicts, traces), the IR of the custom-transition
// sample, and the behaviour facts issue #5 asks for.

import SampleChecks
import SampleCompiler
import SampleModel
import SampleRuntime
import Testing

@Suite("Seed samples")
struct SeedSampleTests {
    static let locales = ["es-ES", "fr-FR", "ja-JP", "pl-PL", "zh-TW"]

    static func report(_ locale: String) throws -> String {
        let result = LocaleSamples.run(try SampleTestSupport.seed(locale), fixtures: SampleTestSupport.seedFixtures)
        return result.samples.map { SampleReport.text($0, file: "\(locale)/transitions.md") }.joined()
    }

    @Test("the fixtures compile without problems")
    func fixturesCompile() {
        #expect(SampleTestSupport.seedFixtures.count == 5)
        let compiled = DocumentCompiler(fixtures: SampleTestSupport.seedFixtures).compile([])
        #expect(compiled.isEmpty)
        let sample = DocumentCompiler(fixtures: SampleTestSupport.seedFixtures).compile([
            SampleSource(index: 1, code: "var x = 1;", firstLine: 1)
        ])
        #expect(sample[0].diagnostics.isEmpty && sample[0].notModelled.isEmpty && sample[0].verifierProblems.isEmpty)
    }

    @Test("every locale's report matches its golden file", arguments: ["es-ES", "fr-FR"])
    func golden(locale: String) throws {
        try SampleTestSupport.expectGolden(try Self.report(locale), "\(locale).txt")
    }

    @Test("the custom-transition sample's program prints as its golden IR")
    func goldenIR() throws {
        let result = LocaleSamples.run(try SampleTestSupport.seed("es-ES"), fixtures: SampleTestSupport.seedFixtures)
        let program = result.samples[1].compiled.program
        let text = IRPrinter.print(
            IRProgram(
                classes: program.classes.filter {
                    ["HostController", "TransitioningDelegate", "CustomTransitionAnimator"].contains($0.name)
                },
                scenario: program.scenario))
        try SampleTestSupport.expectGolden(text, "es-ES-sample2.ir.txt")
    }

    @Test("all seven samples run to the end without errors in every locale", arguments: locales)
    func allRun(locale: String) throws {
        let result = LocaleSamples.run(try SampleTestSupport.seed(locale), fixtures: SampleTestSupport.seedFixtures)
        #expect(result.samples.count == 7)
        for sample in result.samples {
            #expect(
                sample.run?.verdict == .ran,
                "sample \(sample.compiled.index): \(String(describing: sample.run?.verdict))")
            #expect(sample.run?.exceptions == [], "sample \(sample.compiled.index)")
            #expect(sample.compiled.verifierProblems.isEmpty, "\(sample.compiled.verifierProblems)")
            #expect(sample.run?.trace.text.contains(" error ") == false, "sample \(sample.compiled.index)")
        }
    }

    @Test("es-ES and pl-PL run CustomTransitionAnimator for 1 s to {20, 20, 280, 528}; the others cover vertically")
    func customTransition() throws {
        for locale in Self.locales {
            let result = LocaleSamples.run(try SampleTestSupport.seed(locale), fixtures: SampleTestSupport.seedFixtures)
            let trace = try #require(result.samples[1].run?.trace)
            let presentations = BehaviourSummary.presentations(in: trace)
            if ["es-ES", "pl-PL"].contains(locale) {
                #expect(
                    presentations.map(\.how) == [
                        "with CustomTransitionAnimator (1.0 s, final frame {20, 20, 280, 528})"
                    ])
                #expect(trace.text.contains("t=1.000 context TransitionContext#1 completeTransition(true)"))
            } else {
                #expect(presentations.map(\.how) == ["with the default cover-vertical animation"])
                #expect(result.samples[2].compiled.diagnostics.map(\.id) == ["CS0115"])
            }
        }
    }

    @Test("es-ES and pl-PL agree on every sample; the navigation and pinch samples agree in all five locales")
    func agreement() throws {
        var traces: [String: [String]] = [:]
        for locale in Self.locales {
            let result = LocaleSamples.run(try SampleTestSupport.seed(locale), fixtures: SampleTestSupport.seedFixtures)
            traces[locale] = result.samples.map { $0.run?.trace.text ?? "" }
        }
        #expect(traces["es-ES"] == traces["pl-PL"])
        for sample in [4, 5, 6] {
            let distinct = Set(Self.locales.map { traces[$0]![sample] })
            #expect(distinct.count == 1, "sample \(sample + 1) differs between locales")
        }
        for locale in ["fr-FR", "ja-JP", "zh-TW"] {
            #expect(traces[locale] == traces["fr-FR"])
            #expect(traces[locale]![1] != traces["es-ES"]![1])
        }
    }

    @Test("the navigation and pinch samples reach the end: layout-to-layout push, finished and cancelled pinches")
    func navigationAndPinch() throws {
        let result = LocaleSamples.run(try SampleTestSupport.seed("es-ES"), fixtures: SampleTestSupport.seedFixtures)
        let push = try #require(result.samples[5].run?.trace.text)
        #expect(push.contains("layout-to-layout push: UICollectionViewFlowLayout#1 -> CircleLayout#1"))
        #expect(push.contains("push completed: ImagesCollectionViewController#2 shown"))
        let pinch = try #require(result.samples[6].run?.trace.text)
        #expect(pinch.contains("finishInteractiveTransition"))
        #expect(pinch.contains("console console transition completed"))
        #expect(pinch.contains("state cancelled"))
    }
}

@Suite("Interpreter parity with the engine's Swift fixtures")
struct InterpreterParityTests {
    static func snapshot(_ name: String) throws -> String {
        try String(
            contentsOfFile: SampleTestSupport.repository + "/Tests/TransitionEngineTests/Snapshots/" + name,
            encoding: .utf8)
    }

    static func trace(_ locale: String, sample: Int) throws -> String {
        let result = LocaleSamples.run(try SampleTestSupport.seed(locale), fixtures: SampleTestSupport.seedFixtures)
        return try #require(result.samples[sample - 1].run?.trace.text)
    }

    @Test("the interpreted presentation samples trace byte for byte like their Swift translations")
    func presentations() throws {
        #expect(try Self.trace("es-ES", sample: 1) == Self.snapshot("seed-plain-presentation.txt"))
        #expect(try Self.trace("es-ES", sample: 2) == Self.snapshot("seed-custom-presentation.txt"))
        #expect(
            try Self.trace("fr-FR", sample: 2)
                == Self.snapshot("seed-misnamed-presentation.txt").replacingOccurrences(
                    of: "MisnamedTransitioningDelegate", with: "TransitioningDelegate"))
    }
}
