// ExplainCommand: `docparity explain [RULE]` — a rule's summary, severity, explanation and
// examples; `--markdown` renders the whole catalogue as docs/rules.md.

import ArgumentParser
import Corpus
import Diagnostics
import Foundation

/// `docparity explain [RULE]`.
public struct ExplainCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule, or list every rule.")

    /// The rule id.
    @Argument(help: "A rule id, e.g. structure.heading-missing. Without it, every rule is listed.")
    public var rule: String?

    /// Markdown output.
    @Flag(help: "Render the whole catalogue as Markdown (the source of docs/rules.md).")
    public var markdown = false

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// The text to print.
    public func execute() throws -> String {
        let catalogue = DocParityRules.catalogue
        if markdown { return RuleDocumentation.markdown(catalogue) }
        guard let rule else {
            let width = catalogue.ids.map(\.rawValue.count).max() ?? 0
            return catalogue.rules.map {
                "\($0.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(($0.enabledByDefault ? $0.defaultSeverity.rawValue : "off").padding(toLength: 7, withPad: " ", startingAt: 0))  \($0.summary)"
            }
            .joined(separator: "\n") + "\n"
        }
        guard let descriptor = catalogue[RuleID(rule)] else {
            let close = catalogue.ids.map(\.rawValue).filter {
                $0.contains(rule) || rule.contains($0.split(separator: ".").last.map(String.init) ?? "")
            }
            let hint =
                close.isEmpty
                ? "'docparity explain' lists the rules"
                : "did you mean \(close.map { "'\($0)'" }.joined(separator: ", "))?"
            throw ToolError(.usage, "unknown rule '\(rule)'; \(hint)")
        }
        return RuleDocumentation.text(descriptor)
    }

    /// Runs from the command line.
    public func run() throws {
        FileHandle.standardOutput.write(Data(try execute().utf8))
    }
}
