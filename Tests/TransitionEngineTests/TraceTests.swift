// Determinism, serialization and diffing of traces.

import Foundation
import Testing
import TransitionEngine

/// Every seed scenario in one run: default and custom presentation, layout-to-layout push, pinch.
func runAllSeedScenarios() -> [String] {
    var texts: [String] = []
    texts.append(runPresentationScenario(.plain).engine.trace.jsonLines)
    texts.append(runPresentationScenario(.custom({ TransitioningDelegate() })).engine.trace.jsonLines)
    let engine = TransitionEngine()
    let (_, root) = launchNavigationSample(engine: engine)
    engine.runUntilIdle()
    root.collectionView.simulateUserSelection(at: IndexPath(item: 0, section: 0))
    engine.runUntilIdle()
    texts.append(engine.trace.jsonLines)
    let pinchEngine = TransitionEngine()
    let sample = PinchSample()
    pinchEngine.runUntilIdle()
    pinchEngine.pinch(sample.pinch, fromDistance: 100, toDistance: 140, steps: 6, duration: 0.3, end: .ended)
    pinchEngine.runUntilIdle()
    texts.append(pinchEngine.trace.jsonLines)
    return texts
}

@Suite("Traces")
struct TraceTests {
    @Test("The same scenarios run twice give byte-identical traces")
    func determinism() {
        let first = runAllSeedScenarios()
        let second = runAllSeedScenarios()
        #expect(first == second)
        #expect(first.allSatisfy { !$0.isEmpty })
    }

    @Test("JSON Lines round-trip and have a fixed key order")
    func jsonLines() throws {
        let engine = runPresentationScenario(.custom({ TransitioningDelegate() })).engine
        let text = engine.trace.jsonLines
        let firstLine = try #require(text.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("{\"t\":0.000,\"kind\":\"view\",\"subject\":\"UIWindow#1\",\"message\":"))
        let parsed = Trace.parse(jsonLines: text)
        #expect(parsed.events == engine.trace.events)
        #expect(TraceDiff("a", parsed, "b", engine.trace).isIdentical)
        #expect(TraceDiff("a", parsed, "b", engine.trace).summary == "traces are identical")
    }

    @Test("A trace that stops early is reported as ending")
    func earlyEnd() {
        let full = runPresentationScenario(.plain).engine.trace
        let cut = Trace(events: Array(full.events.prefix(3)))
        let diff = TraceDiff("es-ES", full, "ja-JP", cut)
        #expect(diff.index == 3)
        #expect(diff.summary.hasSuffix("; ja-JP: trace ends"))
    }

    @Test("Console.writeLine goes to the trace of the current engine")
    func console() {
        let engine = TransitionEngine()
        Console.writeLine("transition completed")
        Console.writeLine(42)
        #expect(engine.trace.events(of: .console).map(\.message) == ["transition completed", "42"])
    }
}
