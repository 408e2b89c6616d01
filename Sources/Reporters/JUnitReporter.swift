// JUnitReporter: JUnit XML for test dashboards — a test suite per article, a test case per
// locale (and one for article-wide defects), a failure per finding. Suites are written as the
// articles come, to a spool, since the root element's totals come first.

import Diagnostics

/// Renders findings as JUnit XML (the schema used by Jenkins' xUnit plugin).
public struct JUnitReporter: Reporter {
    /// Findings at or above this severity are failures; below it they are listed in system-out.
    public var failOn: Severity

    /// Creates a JUnit reporter.
    public init(failOn: Severity = .error) { self.failOn = failOn }

    /// Escapes text for XML attributes and content.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters even escaped.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private var suites: ReportWriter?
    private var totalTests = 0
    private var totalFailures = 0
    /// Findings of the corpus scan, by article, until their article's suite is written.
    private var pending: [String: [Finding]] = [:]
    private var pendingOrder: [String] = []

    /// Writes what comes before the first article.
    public mutating func begin(_ run: ReportRun, to out: ReportWriter) {
        // The root element carries the totals, known only at the end: suites are spooled.
        suites = out.spool()
    }

    /// Writes one article's findings.
    public mutating func article(_ article: ReportedArticle, to out: ReportWriter) {
        guard let locales = article.locales else {
            if pending[article.key] == nil { pendingOrder.append(article.key) }
            pending[article.key, default: []] += article.findings
            return
        }
        let findings = (pending.removeValue(forKey: article.key) ?? []) + article.findings
        suite(article.key, locales: locales, findings: findings)
    }

    /// Writes what comes after the last article.
    public mutating func end(_ totals: ReportTotals, to out: ReportWriter) {
        for key in pendingOrder.sorted() {
            guard let findings = pending.removeValue(forKey: key) else { continue }
            suite(key, locales: [], findings: findings)
        }
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write(
            "<testsuites name=\"docparity\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" time=\"0\">\n"
        )
        if let suites { out.append(suites) }
        out.write("</testsuites>\n")
    }

    /// One article's suite: a test case per locale, and one for what is not one locale's.
    private mutating func suite(_ key: String, locales: [String], findings: [Finding]) {
        var cases: [(name: String, findings: [Finding])] = locales.map { locale in
            (locale, findings.filter { $0.kind != .defect && $0.locations.first?.locale == locale })
        }
        let placed = Set(cases.flatMap { $0.findings.map(\.fingerprint) })
        cases.append(("article", findings.filter { !placed.contains($0.fingerprint) }))
        var body = ""
        var failures = 0
        for testCase in cases {
            let failing = testCase.findings.filter { $0.severity >= failOn }
            let other = testCase.findings.filter { $0.severity < failOn }
            body +=
                "    <testcase name=\"\(Self.escape(testCase.name))\" classname=\"\(Self.escape(key))\" time=\"0\">\n"
            for finding in failing {
                failures += 1
                let location =
                    finding.locations.first.map { "\($0.path):\($0.position.line):\($0.position.column)" } ?? key
                let details = ([location + ": " + finding.message] + finding.groups.map(\.summary) + finding.notes)
                    .joined(separator: "\n")
                body +=
                    "      <failure type=\"\(Self.escape(finding.ruleID))\" message=\"\(Self.escape(finding.message))\">\(Self.escape(details))</failure>\n"
            }
            if !other.isEmpty {
                let lines = other.map { "\($0.severity.rawValue) [\($0.ruleID)] \($0.message)" }.joined(separator: "\n")
                body += "      <system-out>\(Self.escape(lines))</system-out>\n"
            }
            body += "    </testcase>\n"
        }
        totalTests += cases.count
        totalFailures += failures
        suites?.write(
            "  <testsuite name=\"\(Self.escape(key))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        )
        suites?.write(body)
        suites?.write("  </testsuite>\n")
    }
}
