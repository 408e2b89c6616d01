// JUnitReporter: JUnit XML for test dashboards — a test suite per article, a test case per
// locale (and one for article-wide defects), a failure per finding.

import Diagnostics

/// Renders findings as JUnit XML (the schema used by Jenkins' xUnit plugin).
public struct JUnitReporter: Sendable {
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

    /// The XML text.
    public func render(_ input: ReportInput) -> String {
        var byArticle: [String: [Finding]] = [:]
        for finding in input.findings { byArticle[finding.article, default: []].append(finding) }
        var keys = input.articles.map(\.key)
        for key in byArticle.keys.sorted() where !keys.contains(key) { keys.append(key) }
        let localesByArticle = Dictionary(input.articles.map { ($0.key, $0.locales) }, uniquingKeysWith: { a, _ in a })
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for key in keys {
            let findings = byArticle[key] ?? []
            var cases: [(name: String, findings: [Finding])] = (localesByArticle[key] ?? []).map { locale in
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
                    let lines = other.map { "\($0.severity.rawValue) [\($0.ruleID)] \($0.message)" }.joined(
                        separator: "\n")
                    body += "      <system-out>\(Self.escape(lines))</system-out>\n"
                }
                body += "    </testcase>\n"
            }
            totalTests += cases.count
            totalFailures += failures
            suites +=
                "  <testsuite name=\"\(Self.escape(key))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            suites += body
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"docparity\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" time=\"0\">\n"
            + suites + "</testsuites>\n"
    }
}
