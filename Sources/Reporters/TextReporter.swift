// TextReporter: the terminal report — grouped by article, one block per finding with its
// position, rule, message, the locale groups that disagree, and the reference; ANSI colour when
// asked for.

import Diagnostics

/// Renders findings for people at a terminal.
public struct TextReporter: Sendable {
    /// Whether to use ANSI colours.
    public var color: Bool

    /// Creates a text reporter.
    public init(color: Bool) { self.color = color }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func label(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", "1;31")
        case .warning: paint("warning", "1;33")
        case .note: paint("note", "1;36")
        }
    }

    private static func place(_ location: FileLocation) -> String {
        "\(location.path):\(location.position.line):\(location.position.column)"
    }

    /// The report text.
    public func render(_ input: ReportInput) -> String {
        var out = ""
        var currentArticle: String?
        for finding in input.findings {
            if finding.article != currentArticle {
                if currentArticle != nil { out += "\n" }
                currentArticle = finding.article
                out += paint(finding.article, "1") + "\n"
            }
            let primary = finding.locations.first.map(Self.place) ?? finding.article
            let locales = finding.locations.map(\.locale).filter { !$0.isEmpty }
            let who = finding.kind == .defect ? "all locales" : locales.joined(separator: ", ")
            out += "  \(primary): \(label(finding.severity)): \(finding.message) \(paint("[\(finding.ruleID)]", "2"))\n"
            if !who.isEmpty { out += "    \(paint("in", "2")) \(who)\n" }
            for location in finding.locations.dropFirst() {
                out += "    \(paint("also", "2")) \(Self.place(location))\n"
            }
            for group in finding.groups {
                out += "    \(paint("│", "2")) \(group.summary)\n"
            }
            for reference in finding.related {
                out += "    \(paint("reference", "2")) \(reference.locale) \(Self.place(reference))\n"
            }
            for note in finding.notes {
                out += "    \(paint("note:", "2")) \(note)\n"
            }
        }
        if !input.findings.isEmpty { out += "\n" }
        var summary = "\(input.summary) in \(input.articles.count) article\(input.articles.count == 1 ? "" : "s")"
        if input.suppressedCount > 0 { summary += " (\(input.suppressedCount) suppressed by the baseline)" }
        out += paint(summary, "1") + "\n"
        return out
    }
}
