// BaselineCommand: `docparity baseline DIR --output FILE` — records today's findings as accepted.

import ArgumentParser
import Diagnostics
import Foundation

/// `docparity baseline DIR --output FILE`.
public struct BaselineCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record the current findings in a baseline file, to be suppressed by 'check --baseline'.")

    /// What to check.
    @OptionGroup public var options: CheckOptions

    /// Baseline file to write.
    @Option(help: "The baseline file to write (outside the checked folder).")
    public var output: String

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// Computes the baseline text and the number of findings it holds.
    public func execute() throws -> (text: String, count: Int) {
        try OutputGuard.ensureOutside(checked: options.path, output: output)
        let (report, _) = try options.run()
        // Every finding, consequences too: the baseline then suppresses a cause in a report and
        // each of its consequences in an expanded one.
        let findings = report.findings.flatMap(\.expanded)
        return (Baseline(accepting: findings).encoded(), findings.count)
    }

    /// Runs from the command line.
    public func run() throws {
        let (text, count) = try execute()
        try OutputGuard.write(text, to: output)
        FileHandle.standardError.write(Data("wrote \(count) finding\(count == 1 ? "" : "s") to \(output)\n".utf8))
    }
}
