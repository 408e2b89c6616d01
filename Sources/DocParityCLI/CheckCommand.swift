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
    /// One self-contained HTML page, with filmstrips of behaviour drift.
    case html
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
    @Option(help: "Output format: text, json, sarif, junit, html.")
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

    /// No progress line.
    @Flag(help: "Show no progress line on standard error (shown only at a terminal, for runs over a second).")
    public var quiet = false

    /// Consequences as findings of their own.
    @Flag(
        help:
            "List every finding on its own: what follows from another finding (the contents of a missing section, say) is otherwise listed under it."
    )
    public var expand = false

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// Checks and writes the report to `out` as the articles are checked; returns the exit
    /// status. A worker of `CheckSupervisor` passes its role.
    func check(into out: ReportWriter, isTerminal: Bool, worker: WorkerRole?, showsProgress: Bool = false) throws
        -> Int32
    {
        if let output { try OutputGuard.ensureOutside(checked: options.path, output: output) }
        var filter = try baseline.map { path in
            do { return BaselineFilter(try Baseline.load(path: path)) } catch let error as BaselineError {
                throw ToolError(.io, error.message)
            }
        }
        let prepared = try options.prepare(worker: worker)
        let useColor =
            color == .always
            || (color == .auto && isTerminal && output == nil
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        var reporter: any Reporter =
            switch format {
            case .text: TextReporter(color: useColor)
            case .json: JSONReporter()
            case .sarif: SARIFReporter()
            case .junit: JUnitReporter(failOn: failOn)
            case .html: HTMLReporter()
            }
        reporter.begin(
            ReportRun(
                catalogue: prepared.catalogue, root: prepared.corpus.root,
                rulesURL: prepared.configuration.rulesURL),
            to: out)
        var totals = ReportTotals()
        var failing = false
        var progress = ProgressLine(quiet: quiet || !showsProgress)
        var articles = 0
        var files = 0
        prepared.check.run(prepared.corpus, threads: prepared.threads) { checked in
            if let locales = checked.locales {
                articles += 1
                files += locales.count
                progress.update(
                    articles: articles, of: prepared.corpus.groups.count, files: files,
                    samples: prepared.samples.tally.count)
            }
            let findings = expand ? checked.findings.flatMap(\.expanded) : checked.findings
            let (kept, suppressed) = filter?.filter(findings) ?? (findings, 0)
            totals.suppressed += suppressed
            totals.add(kept)
            failing = failing || kept.contains { $0.severity >= failOn }
            reporter.article(ReportedArticle(key: checked.key, locales: checked.locales, findings: kept), to: out)
        }
        progress.finish()
        prepared.warnAboutFixtures()
        prepared.noteSamplesNotModelled()
        totals.articles = prepared.corpus.groups.count
        reporter.end(totals, to: out)
        out.flush()
        if let failure = out.failure { throw ToolError(.io, "cannot write the report: \(failure)") }
        return failing ? 1 : 0
    }

    /// Runs the check in this process and returns the rendered report and the exit status.
    public func execute(isTerminal: Bool = false) throws -> (report: String, status: Int32) {
        let out = ReportWriter()
        let status = try check(into: out, isTerminal: isTerminal, worker: nil)
        return (out.text, status)
    }

    /// Runs from the command line, in this process (as a worker of `CheckSupervisor` when the
    /// environment says so), writing the report as the check goes.
    public func run() throws {
        let worker = WorkerRole.current()
        let environment = ProcessInfo.processInfo.environment
        // A worker writes standard output's report to the supervisor's spool, which is copied out
        // only when the worker finishes: a crash leaves no half report behind.
        let spool = worker == nil ? nil : environment[WorkerEnvironment.output]
        let isTerminal = worker == nil ? isatty(STDOUT_FILENO) != 0 : environment[WorkerEnvironment.terminal] != nil
        let destination = try OutputGuard.open(output ?? spool)
        defer { if destination != STDOUT_FILENO { close(destination) } }
        let status = try check(
            into: ReportWriter(descriptor: destination), isTerminal: isTerminal, worker: worker, showsProgress: true)
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
