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

    /// Runs the check and returns the rendered report and the exit status. A worker of
    /// `CheckSupervisor` passes its role.
    func execute(isTerminal: Bool = false, worker: WorkerRole?) throws -> (report: String, status: Int32) {
        if let output { try OutputGuard.ensureOutside(checked: options.path, output: output) }
        let loadedBaseline = try baseline.map { path in
            do { return try Baseline.load(path: path) } catch let error as BaselineError {
                throw ToolError(.io, error.message)
            }
        }
        let (report, catalogue) = try options.run(worker: worker)
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

    /// Runs the check in this process and returns the rendered report and the exit status.
    public func execute(isTerminal: Bool = false) throws -> (report: String, status: Int32) {
        try execute(isTerminal: isTerminal, worker: nil)
    }

    /// Runs from the command line, in this process (as a worker of `CheckSupervisor` when the
    /// environment says so).
    public func run() throws {
        let worker = WorkerRole.current()
        let (text, status) = try execute(isTerminal: isatty(STDOUT_FILENO) != 0, worker: worker)
        try OutputGuard.write(text, to: output)
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs from the `docparity` executable: as the supervisor of a worker process that does the
    /// check, so that a crash in one article cannot take the report down (unless
    /// `DOCPARITY_IN_PROCESS` is set, or this process is itself a worker).
    public func runSupervised() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment[WorkerEnvironment.progress] == nil, environment[WorkerEnvironment.inProcess] == nil else {
            return try run()
        }
        // What can be refused before a worker starts is refused here, with the same message.
        if let output { try OutputGuard.ensureOutside(checked: options.path, output: output) }
        let status = try CheckSupervisor(arguments: try workerArguments()).run()
        if status != 0 { throw ExitCode(status) }
    }

    /// This process's arguments for a worker: standard input, when `--changed -` reads it, is read
    /// once here and handed to every worker as a file.
    func workerArguments() throws -> [String] {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard options.changed == "-" else { return arguments }
        let list = NSTemporaryDirectory() + "docparity-changed-\(UUID().uuidString)"
        try FileHandle.standardInput.readDataToEndOfFile().write(to: URL(fileURLWithPath: list))
        for index in arguments.indices {
            if arguments[index] == "--changed=-" {
                arguments[index] = "--changed=\(list)"
            } else if arguments[index] == "-", index > 0, arguments[index - 1] == "--changed" {
                arguments[index] = list
            }
        }
        return arguments
    }
}
