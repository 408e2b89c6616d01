// Reporter: the streaming interface every output format implements. The check hands a reporter
// the run's description, then each article's findings as soon as the article (and every one
// before it) is checked, then the totals; memory is bounded by the largest article, not by the
// run. `render(_:)` drives the same calls from a whole `ReportInput`, for tests and golden files.

import Diagnostics

/// What a report says before its first article.
public struct ReportRun: Sendable {
    /// The rule catalogue (rule descriptions in SARIF).
    public var catalogue: RuleCatalogue
    /// The checked folder, absolute; report paths are relative to it.
    public var root: String
    /// Tool version.
    public var toolVersion: String
    /// Where docs/rules.md is published, if configured: rules link to their sections there.
    public var rulesURL: String?

    /// Creates a run description.
    public init(
        catalogue: RuleCatalogue, root: String, toolVersion: String = DocParityVersion.current, rulesURL: String? = nil
    ) {
        self.catalogue = catalogue
        self.root = root
        self.toolVersion = toolVersion
        self.rulesURL = rulesURL
    }
}

/// One article's part of a report.
public struct ReportedArticle: Sendable {
    /// The article's key (its path below the locale root).
    public var key: String
    /// The locales it was checked in; nil for findings of the corpus scan that belong to no
    /// checked article.
    public var locales: [String]?
    /// Its findings after baseline suppression, in report order.
    public var findings: [Finding]

    /// Creates an article's part.
    public init(key: String, locales: [String]?, findings: [Finding]) {
        self.key = key
        self.locales = locales
        self.findings = findings
    }
}

/// What a report says after its last article.
public struct ReportTotals: Sendable, Equatable {
    /// Articles checked.
    public var articles = 0
    /// Findings reported, per severity.
    public var errors = 0
    /// Warnings reported.
    public var warnings = 0
    /// Notes reported.
    public var notes = 0
    /// Findings suppressed by the baseline.
    public var suppressed = 0

    /// No articles, no findings.
    public init() {}

    /// Counts `findings`.
    public mutating func add(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// `N errors, N warnings, N notes`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note"))"
    }
}

/// An output format, written as the check goes.
public protocol Reporter {
    /// Writes what comes before the first article.
    mutating func begin(_ run: ReportRun, to out: ReportWriter)
    /// Writes one article's findings.
    mutating func article(_ article: ReportedArticle, to out: ReportWriter)
    /// Writes what comes after the last article.
    mutating func end(_ totals: ReportTotals, to out: ReportWriter)
}

extension Reporter {
    /// The whole report of `input`, in memory: the articles in `input.articles` order, each with
    /// its findings; then the findings of no checked article.
    public func render(_ input: ReportInput) -> String {
        var reporter = self
        let out = ReportWriter()
        reporter.begin(
            ReportRun(
                catalogue: input.catalogue, root: input.root, toolVersion: input.toolVersion, rulesURL: input.rulesURL),
            to: out)
        var byArticle: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in input.findings {
            if byArticle[finding.article] == nil { order.append(finding.article) }
            byArticle[finding.article, default: []].append(finding)
        }
        for (key, locales) in input.articles {
            reporter.article(ReportedArticle(key: key, locales: locales, findings: byArticle[key] ?? []), to: out)
        }
        let checked = Set(input.articles.map(\.key))
        for key in order where !checked.contains(key) {
            reporter.article(ReportedArticle(key: key, locales: nil, findings: byArticle[key] ?? []), to: out)
        }
        var totals = ReportTotals()
        totals.articles = input.articles.count
        totals.suppressed = input.suppressedCount
        totals.add(input.findings)
        reporter.end(totals, to: out)
        return out.text
    }
}
