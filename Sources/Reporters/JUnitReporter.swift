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
        var bytes: [UInt8] = []
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped for XML attributes and content: the five markup characters as
    /// entities, and what XML 1.0 forbids even escaped (control characters other than tab, line
    /// feed and carriage return; U+FFFE, U+FFFF) as U+FFFD. All of them are found by their bytes.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var plain = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let replacement: StaticString?
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case 0x09, 0x0A, 0x0D: replacement = nil
                case ..<0x20: replacement = "\u{FFFD}"
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                    replacement = "\u{FFFD}"
                    width = 3
                default: replacement = nil
                }
                if let replacement {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
                    bytes.append(
                        contentsOf: UnsafeBufferPointer(
                            start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                    plain = index + width
                }
                index += width
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
        }
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
        // Each finding in the case of its primary locale, else in the article's.
        var caseOf = findings.map { finding in
            finding.kind == .defect ? nil : finding.locations.first.flatMap { locales.firstIndex(of: $0.locale) }
        }
        for index in caseOf.indices where caseOf[index] == nil { caseOf[index] = locales.count }
        var body: [UInt8] = []
        var failures = 0
        func append(_ text: String) { body.append(contentsOf: text.utf8) }
        func appendEscaped(_ text: String) { Self.appendEscaped(text, to: &body) }
        for (number, name) in (locales + ["article"]).enumerated() {
            let members = findings.indices.filter { caseOf[$0] == number }
            append("    <testcase name=\"")
            appendEscaped(name)
            append("\" classname=\"")
            appendEscaped(key)
            append("\" time=\"0\">\n")
            var other: [Finding] = []
            for finding in members.map({ findings[$0] }) {
                guard finding.severity >= failOn else {
                    other.append(finding)
                    continue
                }
                failures += 1
                let location =
                    finding.locations.first.map { "\($0.path):\($0.position.line):\($0.position.column)" } ?? key
                append("      <failure type=\"")
                appendEscaped(finding.ruleID.rawValue)
                append("\" message=\"")
                appendEscaped(finding.message)
                append("\">")
                appendEscaped(location + ": " + finding.message)
                let consequences = finding.consequences.map { consequence in
                    "follows from it: "
                        + (consequence.locations.first.map { "\($0.path):\($0.position.line)" } ?? consequence.article)
                        + ": [\(consequence.ruleID)] \(consequence.message)"
                }
                for line in finding.groups.map(\.summary) + finding.notes + consequences {
                    append("\n")
                    appendEscaped(line)
                }
                append("</failure>\n")
            }
            if !other.isEmpty {
                append("      <system-out>")
                for (index, finding) in other.enumerated() {
                    if index > 0 { append("\n") }
                    appendEscaped("\(finding.severity.rawValue) [\(finding.ruleID)] \(finding.message)")
                }
                append("</system-out>\n")
            }
            append("    </testcase>\n")
        }
        totalTests += locales.count + 1
        totalFailures += failures
        suites?.write(
            "  <testsuite name=\"\(Self.escape(key))\" tests=\"\(locales.count + 1)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        )
        suites?.write(body)
        suites?.write("  </testsuite>\n")
    }
}
