// ReportInput: everything a reporter needs, handed in — findings, the rule catalogue, and what
// was checked. Reporters read no global state.

import Diagnostics

/// The data a reporter renders.
public struct ReportInput: Sendable {
    /// The findings to report (after baseline suppression), in report order.
    public var findings: [Finding]
    /// The rule catalogue (for rule descriptions in SARIF and text).
    public var catalogue: RuleCatalogue
    /// The checked folder, absolute; report paths are relative to it.
    public var root: String
    /// Checked articles and their locales, by group key (for JUnit test cases).
    public var articles: [(key: String, locales: [String])]
    /// Findings suppressed by the baseline.
    public var suppressedCount: Int
    /// Tool version.
    public var toolVersion: String
    /// Where docs/rules.md is published, if configured (`ReportRun.rulesURL`).
    public var rulesURL: String?

    /// Creates a report input.
    public init(
        findings: [Finding], catalogue: RuleCatalogue, root: String, articles: [(key: String, locales: [String])],
        suppressedCount: Int = 0, toolVersion: String = DocParityVersion.current, rulesURL: String? = nil
    ) {
        self.rulesURL = rulesURL
        self.findings = findings
        self.catalogue = catalogue
        self.root = root
        self.articles = articles
        self.suppressedCount = suppressedCount
        self.toolVersion = toolVersion
    }
}

/// The tool's version, reported in outputs.
public enum DocParityVersion {
    /// Current version.
    public static let current = "0.1.0"
}
