// TextReporter: the terminal report — grouped by article, one block per finding with its
// position, rule, message, the locale groups that disagree, and the reference; ANSI colour when
// asked for.

import Diagnostics

/// Renders findings for people at a terminal.
public struct TextReporter: Reporter {
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

    private var currentArticle: String?
    private var wroteFinding = false

    /// Writes what comes before the first article.
    public mutating func begin(_ run: ReportRun, to out: ReportWriter) {}

    /// Writes one article's findings.
    public mutating func article(_ article: ReportedArticle, to out: ReportWriter) {
        for finding in article.findings {
            if finding.article != currentArticle {
                if currentArticle != nil { out.write("\n") }
                currentArticle = finding.article
                out.write(paint(finding.article, "1") + "\n")
            }
            wroteFinding = true
            write(finding, to: out)
        }
    }

    /// Writes what comes after the last article.
    public mutating func end(_ totals: ReportTotals, to out: ReportWriter) {
        if wroteFinding { out.write("\n") }
        var summary = "\(totals.summary) in \(totals.articles) article\(totals.articles == 1 ? "" : "s")"
        if totals.suppressed > 0 { summary += " (\(totals.suppressed) suppressed by the baseline)" }
        out.write(paint(summary, "1") + "\n")
    }

    private func write(_ finding: Finding, to out: ReportWriter) {
        let primary = finding.locations.first.map(Self.place) ?? finding.article
        let locales = finding.locations.map(\.locale).filter { !$0.isEmpty }
        let who = finding.kind == .defect ? "all locales" : locales.joined(separator: ", ")
        var text = "  \(primary): \(label(finding.severity)): \(finding.message) \(paint("[\(finding.ruleID)]", "2"))\n"
        if !who.isEmpty { text += "    \(paint("in", "2")) \(who)\n" }
        for location in finding.locations.dropFirst() {
            text += "    \(paint("also", "2")) \(Self.place(location))\n"
        }
        for group in finding.groups {
            text += "    \(paint("│", "2")) \(group.summary)\n"
        }
        for reference in finding.related {
            text += "    \(paint("reference", "2")) \(reference.locale) \(Self.place(reference))\n"
        }
        for note in finding.notes {
            text += "    \(paint("note:", "2")) \(note)\n"
        }
        if !finding.consequences.isEmpty {
            text += "    \(paint("follows from it:", "2"))\n"
            for consequence in finding.consequences {
                let place = consequence.locations.first.map(Self.place) ?? consequence.article
                text += "      \(place): \(consequence.message) \(paint("[\(consequence.ruleID)]", "2"))\n"
            }
        }
        out.write(text)
    }
}
