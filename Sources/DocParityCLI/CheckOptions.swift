// CheckOptions: the options `check` and `baseline` share — what to check and how to select it.

import ArgumentParser
import Corpus
import Diagnostics
import Drift
import Foundation
import SampleChecks

/// Options selecting what is checked.
public struct CheckOptions: ParsableArguments, Sendable {
    /// The docs folder (or one file).
    @Argument(help: "The localized docs folder to check (or a single Markdown file).")
    public var path: String

    /// Configuration file.
    @Option(help: "Configuration file (default: .docparity.yml in the checked folder, if present).")
    public var config: String?

    /// Reference locale.
    @Option(help: "Locale taken as right when locales disagree (default: newest source revision, else the majority).")
    public var reference: String?

    /// Locale filter.
    @Option(help: "Only these locales, comma-separated (e.g. es-ES,pl-PL).")
    public var locales: String?

    /// Forced layout.
    @Option(help: "Folder layout: auto, locale-root, locale-repository, locale-suffix, front-matter.")
    public var layout: String?

    /// Changed files.
    @Option(
        help:
            "Check only the articles with a file listed in this file, one path per line (`-` for standard input), e.g. from 'git diff --name-only'."
    )
    public var changed: String?

    /// Shard.
    @Option(help: "Check only shard K of N (e.g. 2/4): a stable share of the articles, for parallel CI jobs.")
    public var shard: String?

    /// Where docs/rules.md is published.
    @Option(
        help:
            "Address of your published copy of docs/rules.md (http, https or file): SARIF links each rule to its section there (helpUri). Overrides 'rules-url' in the configuration."
    )
    public var rulesURL: String?

    /// Worker threads.
    @Option(help: "Worker threads (default: all cores).")
    public var threads: Int?

    /// Articles to check, by key.
    @Option(
        name: .customLong("article"),
        help: "Check only this article (its key, as the report names it, e.g. 'docs/intro.md'); repeatable.")
    public var articles: [String] = []

    /// Creates default options (for ArgumentParser).
    public init() {}

    /// The effective configuration: the file, then the command line.
    func configuration(catalogue: RuleCatalogue) throws -> Configuration {
        var configuration = Configuration()
        let root = FileSystem.absolute(path)
        if let config {
            configuration = try Configuration.load(path: config, knownRules: Set(catalogue.ids))
        } else if FileSystem.status(root)?.kind == .directory, FileSystem.exists(root + "/.docparity.yml") {
            configuration = try Configuration.load(path: root + "/.docparity.yml", knownRules: Set(catalogue.ids))
        }
        if let reference { configuration.reference = reference }
        if let locales {
            configuration.locales = locales.split(separator: ",").map { $0.trimmingBlanks() }.filter {
                !$0.isEmpty
            }
        }
        if let layout, layout != "auto" {
            guard let value = CorpusLayout(rawValue: layout) else {
                throw ToolError(
                    .usage,
                    "unknown layout '\(layout)'; expected auto, \(CorpusLayout.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            configuration.layout = value
        }
        if let rulesURL {
            do {
                configuration.rulesURL = try Configuration.rulesURL(rulesURL)
            } catch let error as ToolError {
                throw ToolError(.usage, error.message.replacingOccurrences(of: "'rules-url'", with: "--rules-url"))
            }
        }
        if let threads, threads < 1 { throw ToolError(.usage, "--threads must be at least 1") }
        return configuration
    }

    /// Scans and checks; returns the report and the catalogue used.
    func run() throws -> (CheckReport, RuleCatalogue) {
        let prepared = try prepare(worker: nil)
        let report = prepared.check.run(prepared.corpus, threads: prepared.threads)
        prepared.warnAboutFixtures()
        return (report, prepared.catalogue)
    }

    /// Scans and selects the corpus and configures its check. A worker of `CheckSupervisor`
    /// reports its progress and leaves out the articles found to crash.
    func prepare(worker: WorkerRole?) throws -> PreparedCheck {
        let catalogue = DocParityRules.catalogue
        let configuration = try configuration(catalogue: catalogue)
        let scanned = try CorpusScanner(configuration: configuration).scan(path)
        for wanted in configuration.locales where !scanned.locales.contains(where: { LocaleTag.same($0, wanted) }) {
            let found = scanned.locales.isEmpty ? "none" : scanned.locales.joined(separator: ", ")
            throw ToolError(.usage, "locale '\(wanted)' has no articles under '\(path)'; locales found: \(found)")
        }
        let corpus = try select(scanned)
        let samples = SampleCheck()
        let checker = ArticleChecker(configuration: configuration, catalogue: catalogue, extraChecks: [samples])
        var check = CorpusCheck(checker: checker)
        if let worker {
            check.replaced = internalErrors(worker.crashed, in: corpus)
            check.progress = { article, finished in worker.record(article, finished: finished) }
        }
        if let trapped = ProcessInfo.processInfo.environment[WorkerEnvironment.trapArticle] {
            let record = check.progress
            check.progress = { article, finished in
                record?(article, finished)
                if !finished, article == trapped { fatalError("\(WorkerEnvironment.trapArticle) names '\(article)'") }
            }
        }
        return PreparedCheck(
            corpus: corpus, check: check, catalogue: catalogue, samples: samples, configuration: configuration,
            threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The `input.internal-error` findings reported in place of the articles that crashed the
    /// check, with the command that reproduces each crash.
    func internalErrors(_ crashed: [String: Int32], in corpus: Corpus) -> [String: [Finding]] {
        var findings: [String: [Finding]] = [:]
        for group in corpus.groups {
            guard let signal = crashed[group.key] else { continue }
            findings[group.key] = [
                Finding(
                    ruleID: .inputInternalError, severity: .error, kind: .input, article: group.key,
                    message:
                        "the check crashed on this article (\(CheckSupervisor.name(signal))); it was left out, and the rest of the report stands",
                    locations: group.files.map { FileLocation(locale: $0.locale, path: $0.path, position: .start) },
                    notes: [
                        "reproduce: \(reproduction(of: group.key))",
                        "this is a bug in docparity: please report it with this article",
                    ])
            ]
        }
        return findings
    }

    /// The command that checks `article` alone, in-process, as this run was configured.
    func reproduction(of article: String) -> String {
        var words = ["\(WorkerEnvironment.inProcess)=1", "docparity", "check", path]
        if let config { words += ["--config", config] }
        if let reference { words += ["--reference", reference] }
        if let locales { words += ["--locales", locales] }
        if let layout { words += ["--layout", layout] }
        words += ["--article", article, "--threads", "1"]
        return words.enumerated().map { $0.offset < 3 ? $0.element : ShellWord.quoted($0.element) }.joined(
            separator: " ")
    }

    /// Applies `--article`, `--changed` and `--shard`.
    func select(_ corpus: Corpus) throws -> Corpus {
        var selected = corpus
        if !articles.isEmpty {
            let known = Set(corpus.groups.map(\.key))
            if let unknown = articles.first(where: { !known.contains($0) }) {
                throw ToolError(
                    .usage,
                    "no article '\(unknown)' under '\(path)'; keys are paths below the locale folder, as the report names them"
                )
            }
            let wanted = Set(articles)
            selected.groups = selected.groups.filter { wanted.contains($0.key) }
        }
        if let changed {
            let text: String
            if changed == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let data = FileManager.default.contents(atPath: changed) else {
                    throw ToolError(.io, "cannot read the list of changed files '\(changed)'")
                }
                text = String(decoding: data, as: UTF8.self)
            }
            let paths = text.split(whereSeparator: \.isNewline).map { $0.trimmingBlanks() }
            selected = selected.selecting(changed: paths, base: FileManager.default.currentDirectoryPath).corpus
        }
        if let shard {
            guard let value = Shard(shard) else {
                throw ToolError(.usage, "--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/4; got '\(shard)'")
            }
            selected = selected.selecting(shard: value)
        }
        return selected
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingBlanks() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// A scanned and selected corpus with its configured check, ready to run.
struct PreparedCheck {
    let corpus: Corpus
    let check: CorpusCheck
    let catalogue: RuleCatalogue
    let samples: SampleCheck
    let configuration: Configuration
    let threads: Int

    /// Prints the syntax errors of the fixtures the samples were compiled with, when the samples
    /// were checked (fixtures matter then; their compilers are the check's own).
    /// Says on standard error how many samples stopped at C# the samples compiler cannot run (APIs
    /// outside the engine run as recording doubles and stop nothing), when `sample.not-modeled` is
    /// off (its default): the report then does not say it.
    func noteSamplesNotModelled() {
        let stopped = samples.tally.notModelled
        guard stopped > 0, configuration.rules[.sampleNotModeled] == nil,
            check.checker.enabledExtraChecks.contains(where: { $0 is SampleCheck })
        else { return }
        let plural = stopped == 1 ? "sample" : "samples"
        FileHandle.standardError.write(
            Data(
                "docparity: note: \(stopped) of \(samples.tally.count) C# \(plural) stopped at C# the samples compiler cannot run yet, and their behaviour is not compared. 'docparity samples \(corpus.root) --census' lists what stopped them; 'rules: {\(RuleID.sampleNotModeled): note}' reports them.\n"
                    .utf8))
    }

    func warnAboutFixtures() {
        guard check.checker.enabledExtraChecks.contains(where: { $0 is SampleCheck }) else { return }
        let roots = corpus.groups.flatMap { $0.files.map(\.localeRoot) }
        for problem in samples.fixtureProblems(localeRoots: roots, configuration: configuration) {
            FileHandle.standardError.write(Data("docparity: warning: fixture error: \(problem)\n".utf8))
        }
    }
}
