// SampleBenchmark: `docparity-bench --samples` — sample-scenario runs per second on one thread.
// Every locale's samples are compiled once (compilation is measured separately); then each
// sample's program is run in its scenarios on a fresh engine, round-robin, for a fixed time.

import Corpus
import DocModel
import Foundation
import SampleChecks
import SampleCompiler
import SampleModel
import SampleRuntime

enum SampleBenchmark {
    static func run(folder: String, seconds limit: Double) throws {
        let root = FileSystem.absolute(folder)
        let fixtures = LocaleSamples.loadFixtures(root + "/fixtures")
        var documents: [(locale: String, document: Document)] = []
        for locale in try FileSystem.entries(of: root).sorted() where locale.contains("-") {
            let path = "\(root)/\(locale)/transitions.md"
            guard FileSystem.exists(path) else { continue }
            documents.append((locale, Document(bytes: try FileSystem.read(path, limit: 64 << 20))))
        }
        guard !documents.isEmpty else { throw ToolError(.io, "no <locale>/transitions.md under '\(root)'") }
        var programs: [IRProgram] = []
        var compileRuns = 0
        let compileStart = Date()
        repeat {
            programs = documents.flatMap { entry in
                DocumentCompiler(fixtures: fixtures).compile(LocaleSamples.sources(of: entry.document)).map(\.program)
            }
            compileRuns += 1
        } while Date().timeIntervalSince(compileStart) < 0.5
        let compileTime = Date().timeIntervalSince(compileStart) / Double(compileRuns)
        for program in programs { _ = ScenarioRunner.run(program) }  // warm up
        var runs = 0
        var events = 0
        let start = Date()
        while Date().timeIntervalSince(start) < limit {
            for program in programs {
                events += ScenarioRunner.run(program).trace.events.count
                runs += 1
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        print("seed: \(root), \(documents.count) locales, \(programs.count) samples")
        print(
            "compile (all locales with fixtures): \(String(format: "%.2f", compileTime * 1000)) ms per pass"
        )
        print(
            "sample-scenario runs (1 thread): \(runs) in \(String(format: "%.2f", elapsed)) s = \(String(format: "%.0f", Double(runs) / elapsed)) runs/s (target ≥ 2000), \(String(format: "%.0f", Double(events) / elapsed)) trace events/s"
        )
    }
}
