// LocaleSamples: one locale's document as a sample program — its C# blocks extracted, the
// fixtures loaded, every sample compiled and run. Both `docparity check` (through SampleCheck)
// and `docparity run` use it.

import Corpus
import DocModel
import Foundation
import SampleCompiler
import SampleModel
import SampleRuntime
import TransitionEngine

/// One sample of a locale: what the compiler found and how it ran.
public struct LocaleSample {
    /// The compiled sample.
    public var compiled: CompiledSample
    /// The run (nil when it was not run).
    public var run: SampleRun?
}

/// The samples of one locale's document, compiled and run.
public struct LocaleSamples {
    /// The samples in document order.
    public var samples: [LocaleSample]

    /// The C# blocks of a document as sample sources (1-based index among C# blocks).
    public static func sources(of document: Document) -> [SampleSource] {
        var sources: [SampleSource] = []
        for element in document.elements {
            guard case .code(let block) = element.kind, block.normalizedLanguage == "csharp" else { continue }
            sources.append(
                SampleSource(
                    index: sources.count + 1, code: block.content, firstLine: block.contentLine,
                    indentation: block.indentation))
        }
        return sources
    }

    /// Compiles and runs every sample of `document` with `fixtures`.
    public static func run(
        _ document: Document, fixtures: [FixtureSource], budget: SampleBudget = SampleBudget(),
        only: Int? = nil
    ) -> LocaleSamples {
        let compiler = DocumentCompiler(fixtures: fixtures)
        let compiled = compiler.compile(sources(of: document))
        return LocaleSamples(
            samples: compiled.map { sample in
                guard only == nil || only == sample.index else { return LocaleSample(compiled: sample, run: nil) }
                return LocaleSample(compiled: sample, run: ScenarioRunner.run(sample.program, budget: budget))
            })
    }

    /// The fixtures folder for a locale: the configured one (relative to the configuration file's
    /// folder, or absolute), else `fixtures/` next to the locale folder.
    public static func fixturesFolder(localeRoot: String?, configuration: Configuration) -> String? {
        if let configured = configuration.fixtures {
            if configured.hasPrefix("/") { return configured }
            if let source = configuration.sourcePath {
                return (source as NSString).deletingLastPathComponent + "/" + configured
            }
            return localeRoot.map { ($0 as NSString).deletingLastPathComponent + "/" + configured }
        }
        return localeRoot.map { ($0 as NSString).deletingLastPathComponent + "/fixtures" }
    }

    /// The `.cs` files of a folder, sorted by name; empty when the folder does not exist.
    public static func loadFixtures(_ folder: String?) -> [FixtureSource] {
        guard let folder, let names = try? FileSystem.entries(of: folder) else { return [] }
        return names.filter { $0.hasSuffix(".cs") }.sorted().compactMap { name in
            guard let bytes = try? FileSystem.read(folder + "/" + name, limit: 1 << 20) else { return nil }
            return FixtureSource(name: name, code: String(decoding: bytes, as: UTF8.self))
        }
    }
}
