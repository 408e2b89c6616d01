// SampleScenario: a whole scenario run for generated sample tests — a fresh engine, harness and
// recording doubles, the sample's launch, the clock run until idle, then the handlers attached to
// stand-ins fired, every registered handler fired, the first item of each collection view
// selected and each pinch played (`SampleHarness.exercise`). Returns the engine's trace text,
// which must equal the interpreter's byte for byte.

import Foundation
import TransitionEngine

/// Runs a generated sample's scenarios.
public enum SampleScenario {
    /// The result of one run.
    public struct Result {
        /// The engine's trace, one event a line.
        public var trace: String
        /// The harness steps taken after launch, in words.
        public var steps: [String]
    }

    /// Runs `launch` on a new engine (virtual time per run-until-idle capped at `maxVirtualTime`
    /// seconds, as the interpreter's budget does), then the harness steps. `launch` returns the
    /// objects that must stay alive during the run (C# fields hold them; the engine holds delegates
    /// weakly).
    public static func run(maxVirtualTime: Double = 120, _ launch: () -> [AnyObject]) -> Result {
        var configuration = EngineConfiguration()
        configuration.maxRunVirtualTime = min(configuration.maxRunVirtualTime, maxVirtualTime)
        let engine = TransitionEngine(configuration: configuration)
        let harness = SampleHarness()
        let doubles = RecordingDoubles(engine: engine)
        doubles.makeCurrent()
        let kept = launch()
        let settle = { _ = engine.runUntilIdle() }
        settle()
        // As the interpreter's `ScenarioRunner`: the handlers attached to stand-ins first.
        let steps = doubles.fireHandlers(settle: settle) + harness.exercise(engine, settle: settle)
        let trace = engine.trace.text
        doubles.tearDown()
        harness.reset()
        withExtendedLifetime(kept) {}
        return Result(trace: trace, steps: steps)
    }

    /// Writes `trace` to `$DOCPARITY_TRACE_DIR/<name>.trace` when that variable is set (the
    /// agreement test compares these files with the interpreter's traces).
    public static func record(_ trace: String, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["DOCPARITY_TRACE_DIR"], !folder.isEmpty else {
            return
        }
        let safe = String(
            name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(trace.utf8).write(to: URL(fileURLWithPath: folder + "/" + safe + ".trace"))
    }
}
