// GenerateCommand: `docparity generate DIR --out OUT [--engine-path PATH | --engine-version V
// --engine-url URL]` — writes a SwiftPM package with the Swift models of every article's C#
// samples and one Swift Testing test per sample and locale, expecting the reference locale's
// trace (drifted locales as known issues). Never writes inside the docs tree.

import ArgumentParser
import Corpus
import DocModel
import Drift
import Foundation
import SampleChecks
import SwiftEmitter

/// `docparity generate DIR --out OUT`.
public struct GenerateCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a SwiftPM package of Swift models and Swift Testing tests from the docs' C# samples.",
        discussion:
            "The package depends on DocParity's TransitionEngine and SampleHarness libraries: by default the DocParity checkout this tool was built from, else --engine-path, or --engine-url with --engine-version. Run it with `swift test` in OUT."
    )

    /// The docs and how to read them.
    @OptionGroup public var options: CheckOptions

    /// The package folder.
    @Option(help: "The folder to write the package into (empty, new, or generated before).")
    public var out: String

    /// A local DocParity checkout.
    @Option(help: "Depend on the engine in this DocParity checkout.")
    public var enginePath: String?

    /// A released DocParity version.
    @Option(help: "Depend on this released DocParity version (with --engine-url).")
    public var engineVersion: String?

    /// The DocParity repository URL for --engine-version.
    @Option(help: "The DocParity repository URL to take --engine-version from.")
    public var engineURL: String?

    /// The package name.
    @Option(help: "The package name (default: DocSamples).")
    public var name = "DocSamples"

    /// Each disabled test listed.
    @Flag(
        help:
            "List every disabled test with its reason (by default each article says how many it has; the reasons are also in the generated tests)."
    )
    public var listDisabled = false

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// Generates and prints a summary.
    public func run() throws {
        print(try execute(), terminator: "")
    }

    /// Writes the package; returns the summary text.
    public func execute() throws -> String {
        try OutputGuard.ensureOutside(checked: options.path, output: out)
        let engine = try engineSource()
        let configuration = try options.configuration(catalogue: DocParityRules.catalogue)
        let corpus = try CorpusScanner(configuration: configuration).scan(options.path)
        var package = GeneratedPackage(name: name, engine: engine)
        package.addTest("ReferenceTraces.swift", GeneratedSuite.referenceTracesDeclaration)
        var out = ""
        var total = 0
        var unpaired = 0
        var disabled: [String: Int] = [:]
        var lacking: [String: Int] = [:]
        for group in corpus.groups {
            var articles: [LocaleArticle] = []
            for file in group.files {
                let bytes = try FileSystem.read(file.absolutePath, limit: configuration.maxFileSize)
                articles.append(
                    LocaleArticle(
                        locale: file.locale, path: file.path, document: Document(bytes: bytes),
                        absolutePath: file.absolutePath, localeRoot: file.localeRoot))
            }
            let summary = GeneratedSuite.add(
                article: group.key, articles: articles, configuration: configuration, to: &package)
            guard summary.tests > 0 || !summary.skipped.isEmpty || !summary.unpaired.isEmpty else { continue }
            total += summary.tests
            unpaired += summary.unpaired.count
            let disabledCount = summary.skipped.isEmpty ? "" : ", \(summary.skipped.count) disabled"
            out += "\(group.key): \(summary.tests) tests\(disabledCount) (reference \(summary.reference))\n"
            for issue in summary.knownIssues { out += "  known issue: \(issue)\n" }
            for sample in summary.unpaired { out += "  no test: \(sample)\n" }
            for skipped in summary.skipped {
                if listDisabled { out += "  disabled: \(skipped)\n" }
                disabled[skipped.category, default: 0] += 1
                for kind in skipped.lacking { lacking[kind, default: 0] += 1 }
            }
        }
        guard total > 0 || !out.isEmpty else {
            throw ToolError(.usage, "no C# samples found in '\(options.path)'; nothing to generate")
        }
        do {
            try package.write(to: FileSystem.absolute(self.out))
        } catch let error as GeneratedPackage.WriteError {
            throw ToolError(.io, error.description)
        }
        let unpairedLine =
            unpaired == 0
            ? ""
            : "\(unpaired) sample\(unpaired == 1 ? " has" : "s have") no counterpart that ran in the reference locale, and no test\n"
        return out + Self.tally(total: total, disabled: disabled) + Self.lackingTally(lacking) + unpairedLine
            + "wrote \(self.out): \(total) tests; run them with: cd \(self.out) && swift test\n"
    }

    /// How many samples got a test and how many a disabled one, by reason, most first: what
    /// the interpreter could not run, and what the Swift emitter does not cover yet.
    static func tally(total: Int, disabled: [String: Int]) -> String {
        let count = disabled.values.reduce(0, +)
        guard count > 0 else { return "" }
        let heading = "\(total) of \(total + count) samples got a test; \(count) got a disabled one"
        return heading + ", by the first reason each has:\n" + rows(disabled)
    }

    /// What the Swift emitter lacks, each kind with the number of samples that need it: the
    /// interpreter ran them to the end, and each gets a test only once every kind it needs is
    /// covered (the first-reason tally above hides how often the kinds come together).
    static func lackingTally(_ lacking: [String: Int]) -> String {
        guard !lacking.isEmpty else { return "" }
        return "what the Swift emitter lacks, by the samples that need it (a sample may need several):\n"
            + rows(lacking)
    }

    /// One indented line per count, most first (ties by name), the numbers right-aligned.
    static func rows(_ counts: [String: Int]) -> String {
        let width = String(counts.values.max() ?? 0).count
        var out = ""
        for (name, number) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            let text = String(number)
            out += "  " + String(repeating: " ", count: width - text.count) + text + "  \(name)\n"
        }
        return out
    }

    /// Where the generated package takes the engine from.
    func engineSource() throws -> GeneratedPackage.EngineSource {
        if let enginePath {
            if engineVersion != nil { throw ToolError(.usage, "use either --engine-path or --engine-version") }
            let path = FileSystem.absolute(enginePath)
            guard FileSystem.exists(path + "/Sources/TransitionEngine") else {
                throw ToolError(.usage, "'\(enginePath)' is not a DocParity checkout (no Sources/TransitionEngine)")
            }
            return .path(path)
        }
        if let engineVersion {
            guard let engineURL else {
                throw ToolError(.usage, "--engine-version needs --engine-url, the DocParity repository to take it from")
            }
            return .remote(url: engineURL, version: engineVersion)
        }
        if let checkout = Self.checkoutOfRunningTool() { return .path(checkout) }
        throw ToolError(
            .usage,
            "cannot find the DocParity checkout this tool was built from; pass --engine-path PATH or --engine-version V --engine-url URL"
        )
    }

    /// The DocParity checkout containing the running executable (built in its `.build*` folder).
    static func checkoutOfRunningTool() -> String? {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if !url.path.hasPrefix("/") { url = URL(fileURLWithPath: FileSystem.absolute(CommandLine.arguments[0])) }
        for _ in 0..<8 {
            url.deleteLastPathComponent()
            let candidate = url.path
            if FileSystem.exists(candidate + "/Package.swift"),
                FileSystem.exists(candidate + "/Sources/TransitionEngine"),
                FileSystem.exists(candidate + "/Sources/SampleHarness")
            {
                return candidate
            }
            if candidate == "/" { break }
        }
        return nil
    }
}
