// RunCommand: `docparity run FILE [--sample N] [--trace text|json] [--ir]` — compiles one
// locale's article with its fixtures, runs every sample in its scenarios and prints, per sample,
// the compiler's findings, the harness steps, the verdict and the engine trace.

import ArgumentParser
import Corpus
import DocModel
import Foundation
import SampleChecks
import SampleModel
import SampleRuntime

/// `docparity run FILE`.
public struct RunCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Compile and run the C# samples of one Markdown file on the engine and print their traces.",
        discussion:
            "Fixtures come from --fixtures, else a fixtures/ folder next to the locale folder (samples/transitions/fixtures for samples/transitions/es-ES/transitions.md)."
    )

    /// The Markdown file.
    @Argument(help: "The Markdown file whose C# samples to run.")
    public var file: String

    /// One sample only.
    @Option(help: "Only the sample with this 1-based index among the file's C# blocks.")
    public var sample: Int?

    /// Trace format.
    @Option(help: "Trace format: text or json (JSON Lines).")
    public var trace: String = "text"

    /// Fixtures folder.
    @Option(help: "Folder of C# fixture files (default: fixtures/ next to the locale folder).")
    public var fixtures: String?

    /// Print the IR.
    @Flag(help: "Print each sample's compiled program (the Swift-like IR) too.")
    public var ir = false

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// Runs and prints.
    public func run() throws {
        print(try execute(), terminator: "")
    }

    /// The printed text.
    public func execute() throws -> String {
        guard trace == "text" || trace == "json" else { throw ToolError(.usage, "--trace must be text or json") }
        if let sample, sample < 1 { throw ToolError(.usage, "--sample counts from 1") }
        let path = FileSystem.absolute(file)
        let bytes = try FileSystem.read(path, limit: 64 << 20)
        let document = Document(bytes: bytes)
        // The file's folder stands for its locale folder: `fixtures/` is found beside it, as `check`
        // finds it.
        let folder =
            fixtures.map(FileSystem.absolute)
            ?? LocaleSamples.fixturesFolder(localeRoot: FileSystem.parent(of: path), configuration: Configuration())!
        // One compiler, its fixtures parsed once, for the samples and the fixtures' own errors.
        let compiler = LocaleCompiler(fixturesFolder: folder, fixtures: LocaleSamples.loadFixtures(folder))
        let result = LocaleSamples.run(document, compiler: compiler, only: sample, path: file)
        var out = ""
        // Broken fixtures change what the samples bind to: say so before the samples.
        for problem in compiler.compiler.fixtureProblems() {
            out += "fixture error: \(folder)/\(problem)\n"
        }
        for entry in result.samples where sample == nil || entry.compiled.index == sample {
            out += SampleReport.text(entry, file: file, traceFormat: trace, includeIR: ir)
        }
        if sample != nil && out.isEmpty { throw ToolError(.usage, "no C# sample \(sample!) in \(file)") }
        return out
    }
}
