// LocaleSamples: one locale's document as a sample program — its C# blocks extracted, the
// fixtures loaded, every sample compiled and run. Both `docparity check` (through SampleCheck)
// and `docparity run` use it.

import ByteKeys
import CSharpSyntax
import Corpus
import DocModel
import Drift
import Foundation
import SampleCompiler
import SampleModel
import SampleRuntime
import TransitionEngine

/// One sample of a locale: what the compiler found and how it ran. A class: the comparison
/// passes each sample around in (locale, sample) entries that it groups and filters, and a
/// struct this size copied its dozen references with every entry.
public final class LocaleSample {
    /// The compiled sample (empty for a sample of another platform, which is not compiled).
    public let compiled: CompiledSample
    /// The run (nil when it was not run).
    public let run: SampleRun?
    /// The platform the sample is written for: only Apple platforms' samples are compiled and run.
    public let platform: SamplePlatform

    /// Whether the run stopped at an API the engine does not model, in a sample that parses and
    /// compiles (as `docparity samples --census` counts it).
    public var stoppedAtUnmodelledAPI: Bool {
        guard platform.runsOnEngine, compiled.syntaxErrors.isEmpty, compiled.diagnostics.isEmpty else { return false }
        if case .notModelled? = run?.verdict { return true }
        return false
    }

    /// A sample and its run.
    init(compiled: CompiledSample, run: SampleRun?, platform: SamplePlatform = .apple) {
        self.compiled = compiled
        self.run = run
        self.platform = platform
    }
}

/// Runs of identical programs, shared across the locales of one article: the interpreter and the
/// engine are deterministic, so locales whose samples compile to the same program (the usual case:
/// translations change prose, not code) run it once.
public final class SampleRunCache {
    /// A program's outline as an integer: its scenario, class names, member counts and method
    /// body lengths, and the statements of the method the scenario runs (a statement snippet's
    /// own code), hashed. Hashing a whole `IRProgram` costs more than running it; programs of one
    /// outline are compared in full. Without the snippet's statements, an article of many
    /// one-line snippets had all its programs in one outline, and comparing each with those was
    /// a tenth of its check.
    private static func outline(of program: IRProgram) -> Int {
        var hasher = Hasher()
        hasher.combine(program.scenario)
        hasher.combine(program.classes.count)
        for irClass in program.classes {
            hasher.combine(irClass.name)
            hasher.combine(irClass.fields.count)
            hasher.combine(irClass.initializers.count)
            hasher.combine(irClass.methods.count)
            for method in irClass.methods { hasher.combine(method.body.count) }
        }
        if case .hostStatements(let hostClass, let method) = program.scenario,
            let body = program.classes.first(where: { $0.name == hostClass })?.methods.first(where: {
                $0.name == method
            })?.body
        {
            hasher.combine(body)
        }
        return hasher.finalize()
    }

    /// The runs by program outline: the programs of an outline, each with its run. A lookup
    /// compares a program in full with those of its outline once, and a new run is appended
    /// without comparing again (a dictionary keyed by whole programs compares on the lookup and
    /// again on the insertion, and comparing two large programs of one shape costs as much as
    /// running one).
    private var runs: [Int: [(program: IRProgram, run: SampleRun)]] = [:]
    /// Compilations by fixtures folder and codes (an array: joining the codes would copy them),
    /// each with its number in `compiledRuns`.
    private var compilations: [[UTF8Key]: (samples: [CompiledSample], number: Int)] = [:]
    /// The runs of each compilation's samples by sample index. Locales that share a compilation
    /// share its programs, so they find their runs here without comparing whole programs.
    private var compiledRuns: [[Int: SampleRun]] = []

    /// The compilation of `sources` at line 1 and no indentation, computed once per code and
    /// fixtures (`fixturesKey` names the compiler's fixtures: locales may have fixtures folders of
    /// their own): a locale with the same code at other lines gets it shifted. `codes` are the
    /// sources' code as keys (their blocks' `contentKey`, hashed when the document was read).
    /// Also returns the compilation's number, which `run(_:budget:compilation:)` takes.
    func compile(_ sources: [SampleSource], codes: [UTF8Key], _ compiler: DocumentCompiler, fixturesKey: String)
        -> (samples: [CompiledSample], compilation: Int)
    {
        let key = [UTF8Key(fixturesKey)] + codes
        let (compiled, number) =
            compilations[key]
            ?? {
                let unshifted = sources.map { SampleSource(index: $0.index, code: $0.code, firstLine: 1) }
                let result = (
                    compiler.compile(unshifted, parsed: codes.map(snippets.syntax), verifying: false),
                    compiledRuns.count
                )
                compilations[key] = result
                compiledRuns.append([:])
                return result
            }()
        let samples = compiled.map { sample in
            var shifted = sample
            func offset(_ sampleIndex: Int?) -> (lines: Int, columns: Int) {
                guard let sampleIndex, sampleIndex >= 1, sampleIndex <= sources.count else { return (0, 0) }
                return (sources[sampleIndex - 1].firstLine - 1, sources[sampleIndex - 1].indentation)
            }
            /// Items of a sample moved by their own sample's line and column offset.
            func moved<Item>(
                _ items: [Item], _ sampleOf: KeyPath<Item, Int?>, _ line: WritableKeyPath<Item, Int>,
                _ column: WritableKeyPath<Item, Int>
            ) -> [Item] {
                items.map { item in
                    var moved = item
                    let by = offset(item[keyPath: sampleOf])
                    moved[keyPath: line] += by.lines
                    moved[keyPath: column] += by.columns
                    return moved
                }
            }
            shifted.diagnostics = moved(sample.diagnostics, \.sample, \.line, \.column)
            shifted.syntaxErrors = moved(sample.syntaxErrors, \.sample, \.line, \.column)
            shifted.notModelled = moved(sample.notModelled, \.sample, \.line, \.column)
            return shifted
        }
        return (samples, number)
    }

    private let snippets: SnippetCache

    /// The platform `code` names, found once per code (locales mostly share their samples).
    func platformEvidence(_ code: UTF8Key) -> SamplePlatform? {
        if let known = evidence[code] { return known }
        let found = SamplePlatform.evidence(in: snippets.syntax(code))
        evidence[code] = found
        return found
    }

    private var evidence: [UTF8Key: SamplePlatform?] = [:]

    /// Creates an empty cache that parses through `snippets` (a fresh one by default).
    public init(snippets: SnippetCache = SnippetCache()) { self.snippets = snippets }

    /// The run of `program`, computed once.
    public func run(_ program: IRProgram, budget: SampleBudget) -> SampleRun {
        let outline = Self.outline(of: program)
        if let candidates = runs[outline] {
            for index in candidates.indices where candidates[index].program == program {
                return candidates[index].run
            }
        }
        let run = ScenarioRunner.run(program, budget: budget)
        if runs[outline, default: []].count < Self.programsPerOutline {
            runs[outline, default: []].append((program, run))
        }
        return run
    }

    /// The most programs kept for one outline. An article of thousands of one-line samples has
    /// thousands of programs of one outline; comparing each with all before it would cost their
    /// number squared, so past this many the others simply run.
    private static let programsPerOutline = 16

    /// The run of `sample` of compilation number `compilation` (from `compile`): taken from the
    /// compilation when a locale sharing it ran the sample, else as `run(_:budget:)` finds it.
    func run(_ sample: CompiledSample, budget: SampleBudget, compilation: Int) -> SampleRun {
        if let run = compiledRuns[compilation][sample.index] { return run }
        let run = run(sample.program, budget: budget)
        compiledRuns[compilation][sample.index] = run
        return run
    }
}

/// A document compiler and the folder its fixtures came from (nil for none or given fixtures).
public struct LocaleCompiler: Sendable {
    /// The fixtures folder.
    public var fixturesFolder: String?
    /// The compiler, with the fixtures parsed.
    public var compiler: DocumentCompiler

    /// A compiler for `fixtures`, read from `fixturesFolder`.
    public init(fixturesFolder: String?, fixtures: [FixtureSource]) {
        self.fixturesFolder = fixturesFolder
        self.compiler = DocumentCompiler(fixtures: fixtures)
    }
}

/// The samples of one locale's document, compiled and run.
public struct LocaleSamples {
    /// The samples in document order.
    public var samples: [LocaleSample]

    /// The C# blocks of a document as sample sources (1-based index among C# blocks).
    public static func sources(of document: Document) -> [SampleSource] {
        sources(of: csharpBlocks(of: document))
    }

    /// C# blocks as sample sources (1-based index among them).
    static func sources(of blocks: [CodeBlock]) -> [SampleSource] {
        blocks.enumerated().map { offset, block in
            SampleSource(
                index: offset + 1, code: block.content, firstLine: block.contentLine, indentation: block.indentation)
        }
    }

    /// The platform of each C# block of `document` (at `path`), as `run` decides it.
    public static func platforms(of document: Document, path: String?) -> [SamplePlatform] {
        SamplePlatform.of(
            csharpBlocks(of: document).map { CSharpSnippet.parse($0.content) },
            hint: path.flatMap(SamplePlatform.hint(forPath:)))
    }

    /// The code a sample of another platform is compiled as.
    static let emptyCode = UTF8Key("")

    /// The C# blocks of a document, in order.
    static func csharpBlocks(of document: Document) -> [CodeBlock] {
        document.elements.compactMap { element in
            guard case .code(let block) = element.kind, block.normalizedLanguage == "csharp" else { return nil }
            return block
        }
    }

    /// Compiles and runs every sample of `document` with `fixtures`.
    public static func run(
        _ document: Document, fixtures: [FixtureSource], budget: SampleBudget = SampleBudget(), only: Int? = nil
    ) -> LocaleSamples {
        run(document, compiler: LocaleCompiler(fixturesFolder: nil, fixtures: fixtures), budget: budget, only: only)
    }

    /// Compiles and runs every sample of `document` with `compiler` (whose fixtures are parsed
    /// once for all the locales that share them), through `cache` when given. The document's
    /// `path` tells the platform of samples whose code does not (`SamplePlatform`).
    public static func run(
        _ document: Document, compiler: LocaleCompiler, budget: SampleBudget = SampleBudget(), only: Int? = nil,
        cache: SampleRunCache? = nil, path: String? = nil
    ) -> LocaleSamples {
        let blocks = csharpBlocks(of: document)
        // Samples of other platforms (Android, Xamarin.Forms, …) are compiled as empty snippets:
        // their classes stay out of the document's class table, and they are not run.
        // Without a cache, each block is parsed once here, for its platform and its compilation.
        let parses = cache == nil ? blocks.map { CSharpSnippet.parse($0.content) } : []
        let platforms = SamplePlatform.resolve(
            blocks.indices.map { index in
                // (Not `??`: a block naming no platform has nil evidence, cached or not.)
                if let cache {
                    cache.platformEvidence(blocks[index].contentKey)
                } else {
                    SamplePlatform.evidence(in: parses[index])
                }
            },
            hint: path.flatMap(SamplePlatform.hint(forPath:)))
        var sources = sources(of: blocks)
        var codes = blocks.map(\.contentKey)
        for index in blocks.indices where !platforms[index].runsOnEngine {
            sources[index].code = ""
            codes[index] = Self.emptyCode
        }
        let cached = cache?.compile(
            sources, codes: codes, compiler.compiler, fixturesKey: compiler.fixturesFolder ?? "")
        var compiled =
            cached?.samples
            ?? compiler.compiler.compile(
                sources,
                parsed: blocks.indices.map { platforms[$0].runsOnEngine ? parses[$0] : CSharpSnippet.parse("") })
        // The API model is UIKit's: AppKit's overrides (`ViewWillAppear ()` takes no argument on
        // macOS) are not errors in an article about Xamarin.Mac.
        if path.map(SamplePlatform.isMacArticle) == true {
            for index in compiled.indices {
                compiled[index].diagnostics.removeAll { $0.id == "CS0115" }
            }
        }
        return LocaleSamples(
            samples: compiled.map { sample in
                let platform = platforms[sample.index - 1]
                guard platform.runsOnEngine, only == nil || only == sample.index else {
                    return LocaleSample(compiled: sample, run: nil, platform: platform)
                }
                // Code recovered from syntax errors (prose or a log in a C# block, often) runs on a
                // hundredth of the steps (2,000 by default, plenty for what such a block does
                // before its loops): its loops are rarely what anyone wrote, its budget is not
                // reported, and the few that spun to a tenth of the steps were a tenth of the
                // samples' running time on corpus-ios.
                var budget = budget
                if !sample.syntaxErrors.isEmpty { budget.maxSteps /= 100 }
                let run =
                    if let cache, let cached {
                        cache.run(sample, budget: budget, compilation: cached.compilation)
                    } else {
                        ScenarioRunner.run(sample.program, budget: budget)
                    }
                return LocaleSample(compiled: sample, run: run)
            })
    }

    /// The fixtures folder for a locale: the configured one (relative to the configuration file's
    /// folder, or absolute), else `fixtures/` next to the locale folder.
    public static func fixturesFolder(localeRoot: String?, configuration: Configuration) -> String? {
        if let configured = configuration.fixtures {
            if configured.hasPrefix("/") { return configured }
            if let source = configuration.sourcePath {
                return FileSystem.parent(of: source) + "/" + configured
            }
            return localeRoot.map { FileSystem.parent(of: $0) + "/" + configured }
        }
        return localeRoot.map { FileSystem.parent(of: $0) + "/fixtures" }
    }

    /// Each locale's compiler: one per fixtures folder, taken from `fixtures`, so the fixtures
    /// are read and parsed once for all the locales and articles that share them (usually all).
    public static func compilers(
        for articles: [LocaleArticle], configuration: Configuration, fixtures: FixtureCompilers = FixtureCompilers()
    ) -> [LocaleCompiler] {
        articles.map { locale in
            guard let folder = fixturesFolder(localeRoot: locale.localeRoot, configuration: configuration) else {
                return LocaleCompiler(fixturesFolder: nil, fixtures: [])
            }
            return fixtures.compiler(for: folder)
        }
    }

    /// The errors of the fixtures that locales under `localeRoots` compile with, one line each
    /// (`folder/file:line:column: id message`), each fixtures folder once, in folder order, from
    /// the compilers in `fixtures` (a check passes its own: the folders are then not read again).
    /// A broken fixture silently changes what the samples bind to, so `check` warns about it.
    public static func fixtureProblems(
        localeRoots: [String], configuration: Configuration, fixtures: FixtureCompilers = FixtureCompilers()
    ) -> [String] {
        let folders = Set(localeRoots.compactMap { fixturesFolder(localeRoot: $0, configuration: configuration) })
        return folders.sorted().flatMap { folder in
            fixtures.compiler(for: folder).compiler.fixtureProblems().map { "\(folder)/\($0)" }
        }
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
