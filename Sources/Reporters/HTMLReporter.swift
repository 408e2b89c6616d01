// HTMLReporter: one self-contained HTML file (no network, works from disk) — a summary of
// articles by locale with counts per severity and filters by rule, locale and severity; each
// finding with the reference's and the drifted locales' lines side by side, the differing words
// marked; and, for a behaviour drift, a filmstrip of the transition each locale group ran. Built
// with Plot (escaping is its business); findings are written to a spool as the articles come, and
// the summary, known only at the end, is written before them.

import Diagnostics
import Foundation
import Plot

/// Renders findings as one HTML page.
public struct HTMLReporter: Reporter {
    private typealias Body = Node<HTML.BodyContext>

    private var sections: ReportWriter?
    /// Counts per article and locale: errors, warnings, notes.
    private var counts: [(article: String, byLocale: [String: [Int]])] = []
    private var rules: Set<RuleID> = []
    private var locales: Set<String> = []
    /// Where docs/rules.md is published, if configured: rule ids link to their sections.
    private var rulesURL: String?

    /// Creates an HTML reporter.
    public init() {}

    /// Writes what comes before the first article.
    public mutating func begin(_ run: ReportRun, to out: ReportWriter) {
        sections = out.spool()
        rulesURL = run.rulesURL
    }

    /// Writes one article's findings.
    public mutating func article(_ article: ReportedArticle, to out: ReportWriter) {
        var byLocale: [String: [Int]] = [:]
        for locale in article.locales ?? [] { byLocale[locale] = [0, 0, 0] }
        for finding in article.findings {
            rules.insert(finding.ruleID)
            for locale in Set(finding.locations.map(\.locale)) where !locale.isEmpty {
                byLocale[locale, default: [0, 0, 0]][Self.severityIndex(finding.severity)] += 1
            }
        }
        locales.formUnion(byLocale.keys)
        counts.append((article.key, byLocale))
        guard !article.findings.isEmpty else { return }
        let section = Body.element(
            named: "section",
            nodes: [
                .class("article"), .id(Self.anchor(article.key)),
                .h2(.text(article.key)),
                .group(article.findings.map { Self.finding($0, rulesURL: rulesURL) }),
            ])
        sections?.write(section.render(indentedBy: nil) + "\n")
    }

    /// Writes what comes after the last article.
    public mutating func end(_ totals: ReportTotals, to out: ReportWriter) {
        let head = Node<HTML.DocumentContext>.head(
            .meta(.charset(.utf8)),
            .title("DocParity report"),
            .element(named: "style", nodes: [.raw(Self.style)]))
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n")
        out.write(head.render(indentedBy: nil) + "\n<body>\n")
        out.write(summary(totals).render(indentedBy: nil) + "\n")
        if let sections { out.append(sections) }
        out.write(Body.element(named: "script", nodes: [.raw(Self.script)]).render(indentedBy: nil))
        out.write("\n</body>\n</html>\n")
    }

    // MARK: Summary

    private func summary(_ totals: ReportTotals) -> Body {
        let localeList = locales.sorted()
        func select(_ name: String, _ values: [String]) -> Body {
            .element(
                named: "label",
                nodes: [
                    .text(name + " "),
                    .element(
                        named: "select",
                        nodes: [
                            .data(named: "filter", value: name),
                            .element(named: "option", nodes: [.attribute(named: "value", value: ""), .text("all")]),
                        ]
                            + values.map { value in
                                .element(
                                    named: "option", nodes: [.attribute(named: "value", value: value), .text(value)])
                            }),
                ])
        }
        let header = Self.row([Self.cell("th", [.text("article")])] + localeList.map { Self.cell("th", [.text($0)]) })
        let rows = counts.filter { row in row.byLocale.values.contains { $0 != [0, 0, 0] } }.map { row in
            Self.row(
                [
                    Self.cell(
                        "td",
                        [
                            .element(
                                named: "a",
                                nodes: [
                                    .attribute(named: "href", value: "#" + Self.anchor(row.article)),
                                    .text(row.article),
                                ])
                        ])
                ]
                    + localeList.map { locale in
                        Self.cell("td", [.class("counts"), .text(Self.countText(row.byLocale[locale] ?? [0, 0, 0]))])
                    })
        }
        return .header(
            .h1("DocParity report"),
            .p(
                .text(
                    "\(totals.summary) in \(totals.articles) article\(totals.articles == 1 ? "" : "s")"
                        + (totals.suppressed > 0 ? " (\(totals.suppressed) suppressed by the baseline)" : ""))),
            .element(
                named: "nav",
                nodes: [
                    .class("filters"), select("rule", rules.sorted().map(\.rawValue)), select("locale", localeList),
                    select("severity", ["error", "warning", "note"]),
                ]),
            .element(
                named: "details",
                nodes: [
                    .element(named: "summary", text: "Articles with findings, by locale (errors / warnings / notes)"),
                    .element(named: "table", nodes: [.class("matrix"), header] + rows),
                ]))
    }

    private static func countText(_ count: [Int]) -> String {
        count == [0, 0, 0] ? "·" : "\(count[0]) / \(count[1]) / \(count[2])"
    }

    private static func severityIndex(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// An element id for an article key.
    static func anchor(_ key: String) -> String {
        "article-"
            + String(
                key.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-" })
    }

    // MARK: Findings

    /// A rule id, linked to its section of the published rules page when there is one.
    private static func ruleLabel(_ rule: RuleID, rulesURL: String?) -> Body {
        guard let rulesURL else { return .span(.class("rule"), .text(rule.rawValue)) }
        return .a(.class("rule"), .href(RuleDocumentation.url(of: rule, rulesURL: rulesURL)), .text(rule.rawValue))
    }

    private static func finding(_ finding: Finding, rulesURL: String?) -> Body {
        let locales = finding.locations.map(\.locale).filter { !$0.isEmpty }
        let reference = finding.related.first
        var rows: [Body] = []
        if let reference {
            rows.append(excerptRow(reference, label: "reference \(reference.locale)", against: nil))
        }
        for location in finding.locations {
            rows.append(excerptRow(location, label: location.locale, against: reference))
        }
        return .div(
            .class("finding \(finding.severity.rawValue)"), .data(named: "rule", value: finding.ruleID.rawValue),
            .data(named: "severity", value: finding.severity.rawValue),
            .data(named: "locales", value: " " + locales.joined(separator: " ") + " "),
            .div(
                .class("headline"), .span(.class("severity"), .text(finding.severity.rawValue)), .text(" "),
                .text(finding.message), .text(" "), ruleLabel(finding.ruleID, rulesURL: rulesURL)),
            .if(
                !finding.groups.isEmpty,
                .ul(
                    .class("groups"),
                    .forEach(finding.groups) { group in
                        .li(
                            .strong(.text(group.locales.joined(separator: ", "))), .text(": "),
                            .code(.text(group.value)))
                    })),
            .element(named: "table", nodes: [.class("excerpts")] + rows),
            .if(!finding.notes.isEmpty, .ul(.class("notes"), .forEach(finding.notes) { .li(.text($0)) })),
            .if(
                !finding.fixes.isEmpty,
                .ul(
                    .class("fixes"),
                    .forEach(finding.fixes) { fix in
                        .li(
                            .text("fix in \(fix.location.path):\(fix.location.position.line): replace "),
                            .code(.text(fix.deleted)), .text(" with the reference's "), .code(.text(fix.inserted)))
                    })),
            .if(
                !finding.consequences.isEmpty,
                .div(
                    .class("consequences"), .text("Follows from it:"),
                    .ul(
                        .forEach(finding.consequences) { consequence in
                            .li(
                                .span(
                                    .class("place"),
                                    .text(
                                        consequence.locations.first.map { "\($0.path):\($0.position.line)" }
                                            ?? consequence.article)), .text(" "), .text(consequence.message),
                                .text(" "),
                                ruleLabel(consequence.ruleID, rulesURL: rulesURL))
                        }))),
            .group(finding.filmstrips.map(HTMLFilmstrip.strip)))
    }

    /// A line of a file: where, and its text with the words that differ from `other`'s marked.
    private static func excerptRow(_ location: FileLocation, label: String, against other: FileLocation?) -> Body {
        let text = location.lineText
        let marked = other.map { differingWords(text, $0.lineText) } ?? [(text, false)]
        return row([
            cell("th", [.text(label)]),
            cell(
                "td",
                [.class("place"), .text("\(location.path):\(location.position.line):\(location.position.column)")]),
            cell(
                "td",
                [
                    .code(
                        .group(
                            marked.map { part in
                                part.differs ? .element(named: "mark", text: part.text) : .text(part.text)
                            }))
                ]),
        ])
    }

    /// A table row of `cells`.
    private static func row(_ cells: [Body]) -> Body { .element(named: "tr", nodes: cells) }

    /// A table cell (`td` or `th`).
    private static func cell(_ kind: String, _ nodes: [Body]) -> Body { .element(named: kind, nodes: nodes) }

    /// `text` cut into runs, the middle that differs from `other` (after their common words at
    /// both ends) marked.
    static func differingWords(_ text: String, _ other: String) -> [(text: String, differs: Bool)] {
        let mine = words(text)
        let theirs = words(other)
        var prefix = 0
        while prefix < mine.count, prefix < theirs.count, mine[prefix] == theirs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < mine.count - prefix, suffix < theirs.count - prefix,
            mine[mine.count - 1 - suffix] == theirs[theirs.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = mine[prefix..<(mine.count - suffix)].joined()
        guard !middle.trimmingCharacters(in: .whitespaces).isEmpty, mine != theirs else { return [(text, false)] }
        return [
            (mine[..<prefix].joined(), false), (middle, true), (mine[(mine.count - suffix)...].joined(), false),
        ].filter { !$0.text.isEmpty }
    }

    /// Words, runs of other characters and spaces, in order (joined, they are the text).
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var currentKind = -1
        for character in text {
            let kind = character.isLetter || character.isNumber || character == "_" ? 0 : character.isWhitespace ? 1 : 2
            if kind != currentKind || kind == 2 {
                if !current.isEmpty { out.append(current) }
                current = ""
                currentKind = kind
            }
            current.append(character)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
