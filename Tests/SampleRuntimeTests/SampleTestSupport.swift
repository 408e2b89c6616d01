// Shared helpers: the repository's paths, compiling and running Markdown or C# in memory, and
// golden files re-recorded with DOCPARITY_RECORD=1.

import DocModel
import Foundation
import SampleChecks
import SampleCompiler
import SampleRuntime
import Testing

enum SampleTestSupport {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let seedFixtures = LocaleSamples.loadFixtures(repository + "/samples/transitions/fixtures")

    static func seed(_ locale: String) throws -> Document {
        let bytes = try Data(
            contentsOf: URL(fileURLWithPath: repository + "/samples/transitions/\(locale)/transitions.md"))
        return Document(bytes: Array(bytes))
    }

    /// Runs the samples of a Markdown document made of C# blocks.
    static func run(csharp blocks: [String], fixtures: [FixtureSource] = [], budget: SampleBudget = SampleBudget())
        -> LocaleSamples
    {
        let markdown = blocks.map { "```csharp\n\($0)\n```\n" }.joined(separator: "\n")
        return LocaleSamples.run(Document(bytes: Array(markdown.utf8)), fixtures: fixtures, budget: budget)
    }

    /// What `sample`'s run wrote to the console, in order.
    static func console(_ sample: LocaleSample) -> [String] {
        (sample.run?.trace.events ?? []).filter { $0.kind == .console }.map(\.message)
    }

    /// Compares `text` with a golden file under Tests/SampleRuntimeTests/Snapshots.
    static func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = repository + "/Tests/SampleRuntimeTests/Snapshots/" + name
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil
            || !FileManager.default.fileExists(atPath: path)
        {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text == golden, "\(name) differs from its golden file; re-record with DOCPARITY_RECORD=1",
            sourceLocation: sourceLocation)
    }
}
