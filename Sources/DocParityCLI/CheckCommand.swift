// CheckCommand: `docparity check` — scan, check, filter by baseline, report, and exit 0/1/2.

import ArgumentParser
import Corpus
import Diagnostics
import Drift
import Foundation
import Reporters

/// Output formats of `check`.
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Terminal text.
    case text
    /// Versioned JSON.
    case json
    /// SARIF 2.1.0.
    case sarif
    /// JUnit XML.
    case junit
}

/// When to colour text output.
public enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Colour when standard output is a terminal (and NO_COLOR is unset).
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
}

extension Severity: ExpressibleByArgument {}

/// `docparity check DIR`.
public struct CheckCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report translation drift across the locales of a docs folder.",
        discussion:
            "Exit status: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage, configuration or I/O error."
    )

    /// What to check.
    @OptionGroup public var options: CheckOptions

    /// Output format.
    @Option(help: "Output format: text, json, sarif, junit.")
    public var format: OutputFormat = .text

    /// Output file.
    @Option(help: "Write the report to this file instead of standard output (never inside the checked folder).")
    public var output: String?

    /// Colour.
    @Option(help: "Colour text output: auto, always, never.")
    public var color: ColorMode = .auto

    /// Gate severity.
    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error, warning, note.")
    public var failOn: Severity = .error

    /// Baseline file.
    @Option(help: "Suppress the findings recorded in this baseline file (see 'docparity baseline').")
    public var baseline: String?

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// Runs the check and returns the rendered report and the exit status.
    public func execute(isTerminal: Bool = false) throws -> (report: String, status: Int32) {
        if let output { try OutputGuard.ensureOutside(checked: options.path, output: output) }
        let loadedBaseline = try baseline.map { path in
            do { return try Baseline.load(path: path) } catch let error as BaselineError {
                throw ToolError(.io, error.message)
            }
        }
        let (report, catalogue) = try options.run()
        let (kept, suppressed) = loadedBaseline?.filter(report.findings) ?? (report.findings, 0)
        let articles = report.articleLocales
        let input = ReportInput(
            findings: kept, catalogue: catalogue, root: report.root, articles: articles, suppressedCount: suppressed)
        let useColor =
            color == .always
            || (color == .auto && isTerminal && output == nil
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let text: String
        switch format {
        case .text: text = TextReporter(color: useColor).render(input)
        case .json: text = JSONReporter().render(input)
        case .sarif: text = SARIFReporter().render(input)
        case .junit: text = JUnitReporter(failOn: failOn).render(input)
        }
        let status: Int32 = kept.contains { $0.severity >= failOn } ? 1 : 0
        return (text, status)
    }

    /// Runs from the command line.
    public func run() throws {
        let (text, status) = try execute(isTerminal: isatty(STDOUT_FILENO) != 0)
        try OutputGuard.write(text, to: output)
        if status != 0 { throw ExitCode(status) }
    }
}
