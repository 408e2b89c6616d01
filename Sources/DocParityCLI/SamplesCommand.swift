// SamplesCommand: `docparity samples FILE|DIR` — the code samples DocParity extracts: locale,
// index, language, line range and parse status; `--ast` adds each C# sample's syntax tree.

import ArgumentParser
import CSharpSyntax
import Corpus
import DocModel
import Foundation
import SampleChecks
import SampleCompiler

/// `docparity samples FILE|DIR [--ast]`.
public struct SamplesCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "List the code samples of a docs folder or file, with their parse status.",
        discussion:
            "Positions are lines of the Markdown file. With --ast, C# trees are printed with ranges in the snippet's own coordinates (line 1 is the first line after the fence)."
    )

    /// What to list.
    @OptionGroup public var options: CheckOptions

    /// Print syntax trees.
    @Flag(help: "Print each C# sample's syntax tree with source ranges and diagnostics.")
    public var ast = false

    /// Only one sample.
    @Option(help: "Only the sample with this 1-based index in each file.")
    public var sample: Int?

    /// Verdict counts instead of the listing.
    @Flag(
        help:
            "Compile and run every C# sample and print the verdict counts (ran, not modelled, …) and the top reasons, per locale and in all."
    )
    public var census = false

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// The listing text.
    public func execute() throws -> String {
        let configuration = try options.configuration(catalogue: DocParityRules.catalogue)
        let corpus = try CorpusScanner(configuration: configuration).scan(options.path)
        if let sample, sample < 1 { throw ToolError(.usage, "--sample counts from 1") }
        if census { return try censusText(corpus, configuration: configuration) }
        var out = ""
        var total = 0
        let fixtures = FixtureCompilers()
        for group in corpus.groups {
            for file in group.files {
                let bytes: [UInt8]
                do {
                    bytes = try FileSystem.read(file.absolutePath, limit: configuration.maxFileSize)
                } catch {
                    out += "\(file.path): \(error)\n"
                    continue
                }
                let document = Document(bytes: bytes)
                let blocks = document.elements.compactMap { element -> (CodeBlock, Int)? in
                    if case .code(let block) = element.kind { return (block, element.endLine) }
                    return nil
                }
                guard !blocks.isEmpty else { continue }
                out += "\(file.path) (\(file.locale))\n"
                // Each C# block's platform, by block: only iOS/macOS samples are compiled and run.
                var platforms = LocaleSamples.platforms(of: document, path: file.path).makeIterator()
                let platformOfBlock = blocks.map { $0.0.normalizedLanguage == "csharp" ? platforms.next() : nil }
                // The outlets each C# sample's scenario assumes, compiled with the fixtures `check`
                // uses (a fixture may declare the name) and not run (`only: 0`).
                let compiler =
                    LocaleSamples.fixturesFolder(localeRoot: file.localeRoot, configuration: configuration).map(
                        fixtures.compiler(for:)) ?? LocaleCompiler(fixturesFolder: nil, fixtures: [])
                var outlets = LocaleSamples.run(document, compiler: compiler, only: 0, path: file.path).samples.map(
                    \.compiled.program.scenarioOutlets
                ).makeIterator()
                let outletsOfBlock = blocks.map { $0.0.normalizedLanguage == "csharp" ? outlets.next() ?? [] : [] }
                for (index, (block, endLine)) in blocks.enumerated() where sample == nil || sample == index + 1 {
                    total += 1
                    let language = block.language.isEmpty ? "(none)" : block.language
                    let lastContentLine = block.isFenced ? max(block.contentLine, endLine - 1) : endLine
                    var status = "not parsed"
                    var snippet: SnippetSyntax?
                    if block.normalizedLanguage == "csharp" {
                        let platform = platformOfBlock[index] ?? .apple
                        let parsed = CSharpSnippet.parse(block.content)
                        snippet = parsed
                        let errors = parsed.diagnostics.filter { $0.severity == .error }
                        status =
                            errors.isEmpty
                            ? "ok (\(parsed.form.rawValue))"
                            : "\(errors.count) syntax error\(errors.count == 1 ? "" : "s") (\(parsed.form.rawValue))"
                        if !platform.runsOnEngine {
                            status += "  [\(platform.displayName): parse and token checks only]"
                        }
                        for error in errors {
                            let line = block.contentLine + error.range.start.line - 1
                            status +=
                                "\n      \(line):\(error.range.start.column + block.indentation) \(error.id) \(error.message)"
                        }
                    } else if ["xml", "xaml"].contains(block.normalizedLanguage) {
                        let (tree, error) = MarkupTree.parse(block.content)
                        status = tree != nil ? "ok (xml)" : "not well-formed: \(error ?? "")"
                    }
                    for (className, outlet) in outletsOfBlock[index] {
                        status +=
                            "\n      assumed: \(outlet.name) is a \(outlet.type) outlet of \(className) (inferred from use)"
                    }
                    out += "  #\(index + 1)  \(language)  lines \(block.contentLine)-\(lastContentLine)  \(status)\n"
                    if ast, let snippet {
                        out +=
                            snippet.dump().split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
                    }
                }
            }
        }
        out += "\(total) sample\(total == 1 ? "" : "s")\n"
        return out
    }

    /// The census of every C# sample of `corpus`, per locale and in all (each file compiled as
    /// one program, without fixtures).
    func censusText(_ corpus: Corpus, configuration: Configuration) throws -> String {
        var byLocale: [String: SampleCensus] = [:]
        for group in corpus.groups {
            for file in group.files {
                guard let bytes = try? FileSystem.read(file.absolutePath, limit: configuration.maxFileSize) else {
                    continue
                }
                byLocale[file.locale, default: SampleCensus()].add(Document(bytes: bytes), path: file.path)
            }
        }
        var all = SampleCensus()
        var out = ""
        for locale in byLocale.keys.sorted() {
            let census = byLocale[locale]!
            // Files outside any locale folder (a README beside them) hold no samples to count.
            guard census.total > 0 || !census.otherPlatforms.isEmpty else { continue }
            all.merge(census)
            out += "== \(locale)\n" + census.summary(top: 8) + "\n"
        }
        out += "== all locales\n" + all.summary(top: 15)
        return out
    }

    /// Runs from the command line.
    public func run() throws {
        FileHandle.standardOutput.write(Data(try execute().utf8))
    }
}
