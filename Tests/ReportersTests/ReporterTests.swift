// Reporters: SARIF validates against the SARIF 2.1.0 schema (Python jsonschema), JUnit against
// the JUnit XSD (libxml2 through XMLShim), and the text report of the seed article matches its
// golden file (re-record with DOCPARITY_RECORD=1).

import Corpus
import Diagnostics
import Drift
import Foundation
import Testing
import XMLShim

@testable import Reporters

@Suite("Reporters")
struct ReporterTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// The SARIF and JUnit schemas, vendored beside the tests (see `Schemas/README.md`).
    static let schemas = repository + "/Tests/ReportersTests/Schemas"

    static func seedInput() throws -> ReportInput {
        let corpus = try CorpusScanner(configuration: Configuration()).scan(repository + "/samples/transitions")
        let report = CorpusCheck(checker: ArticleChecker()).run(corpus)
        var input = ReportInput(
            findings: report.findings, catalogue: DriftRules.catalogue, root: "/docs/samples/transitions",
            articles: report.articleLocales)
        // A finding with characters that need escaping in every format.
        input.findings.append(
            Finding(
                ruleID: "inline.code-mismatch", severity: .warning, kind: .drift, article: "a <&> \"b\".md",
                message: "'<T>' & \"x\" \u{1}",
                locations: [FileLocation(locale: "ja-JP", path: "ja JP/ä.md", position: .start)],
                // And a consequence folded under it, as every format lists one.
                consequences: [
                    Finding(
                        ruleID: "link.target-mismatch", severity: .warning, kind: .drift, article: "a <&> \"b\".md",
                        message: "link targets differ: 'b.md' instead of 'a.md'",
                        locations: [
                            FileLocation(
                                locale: "ja-JP", path: "ja JP/ä.md", position: SourceLocation(line: 3, column: 2))
                        ])
                ]))
        return input
    }

    @Test("SARIF validates against the 2.1.0 schema and carries rules, locations and fingerprints")
    func sarif() throws {
        let text = SARIFReporter().render(try Self.seedInput())
        let file = NSTemporaryDirectory() + "docparity-\(UUID().uuidString).sarif"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')",
            file, Self.schemas + "/sarif-schema-2.1.0.json",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "SARIF does not validate: \(output)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == DriftRules.catalogue.rules.count)
        let results = try #require(run["results"] as? [[String: Any]])
        let drift = try #require(results.first { $0["ruleId"] as? String == "code.token-drift" })
        let location = try #require(
            (drift["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "fr-FR/transitions.md" && artifact["uriBaseId"] as? String == "DOCROOT")
        #expect((drift["relatedLocations"] as? [[String: Any]])?.count == 1)
        #expect((drift["partialFingerprints"] as? [String: String])?["docparity/v1"]?.count == 16)
    }

    @Test("JUnit validates against junit-10.xsd")
    func junit() throws {
        let xml = JUnitReporter(failOn: .warning).render(try Self.seedInput())
        var errors: UnsafeMutablePointer<CChar>?
        let status = xml.withCString { dp_xml_validate_schema($0, strlen($0), Self.schemas + "/junit-10.xsd", &errors) }
        let report = errors.map { String(cString: $0) } ?? ""
        dp_free(errors)
        #expect(status == 0, "JUnit does not validate: \(report)")
        #expect(xml.contains("<failure type=\"code.token-drift\""))
    }

    @Test("SARIF marks a rule that is off by default as not enabled")
    func sarifRuleOffByDefault() {
        let rule = RuleDescriptor(
            id: "x.quiet", defaultSeverity: .note, summary: "s", explanation: "e", enabledByDefault: false)
        let text = SARIFReporter().render(
            ReportInput(findings: [], catalogue: RuleCatalogue([rule]), root: "/docs", articles: []))
        #expect(text.contains("\"defaultConfiguration\" : {\n                \"enabled\" : false,\n"))
        let on = SARIFReporter().render(
            ReportInput(findings: [], catalogue: DriftRules.catalogue, root: "/docs", articles: []))
        #expect(!on.contains("\"enabled\""))
    }

    @Test("with a rules address, SARIF rules and HTML rule ids link to each rule's section; without, neither does")
    func rulesURL() throws {
        var input = try Self.seedInput()
        input.rulesURL = "file:///srv/docparity/rules.md"
        let sarif = SARIFReporter().render(input)
        #expect(sarif.contains("\"helpUri\" : \"file:///srv/docparity/rules.md#codetoken-drift\""))
        let html = HTMLReporter().render(input)
        #expect(html.contains("<a class=\"rule\" href=\"file:///srv/docparity/rules.md#linktarget-mismatch\">"))
        input.rulesURL = nil
        #expect(!SARIFReporter().render(input).contains("helpUri"))
        #expect(!HTMLReporter().render(input).contains("<a class=\"rule\""))
    }

    @Test("JUnit escapes markup characters and replaces what XML 1.0 forbids even escaped")
    func junitEscaping() {
        #expect(
            JUnitReporter.escape("a&b<c>\"d'e\u{1}\t\n\r\u{FFFE}\u{FFFF}\u{FFFD}é\u{EFFFF}")
                == "a&amp;b&lt;c&gt;&quot;d&apos;e\u{FFFD}\t\n\r\u{FFFD}\u{FFFD}\u{FFFD}é\u{EFFFF}")
        #expect(JUnitReporter.escape("") == "" && JUnitReporter.escape("plain") == "plain")
    }

    @Test("SARIF Markdown escapes markup anywhere, and # or > only where a line starts")
    func markdownEscaping() {
        #expect(SARIFReporter.markdownEscaped("a*b_[c]<d`\\e") == "a\\*b\\_\\[c\\]\\<d\\`\\\\e")
        #expect(SARIFReporter.markdownEscaped("# h") == "\\# h" && SARIFReporter.markdownEscaped("> q") == "\\> q")
        #expect(SARIFReporter.markdownEscaped("a # b > c") == "a # b > c" && SARIFReporter.markdownEscaped("") == "")
    }

    @Test("JSON output is versioned and lists every finding")
    func json() throws {
        let input = try Self.seedInput()
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(input).utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(findings.count == input.findings.count)
        // Each finding lists its fixes (the token drift's: the reference's token, in three locales).
        #expect(findings.allSatisfy { $0["fixes"] is [Any] })
        let tokenFixes = findings.first { $0["rule"] as? String == "code.token-drift" }?["fixes"] as? [[String: Any]]
        #expect(tokenFixes?.count == 3)
        #expect(tokenFixes?.first?["inserted"] as? String == "GetAnimationControllerForPresentedController")
        #expect(tokenFixes?.first?["deleted"] as? String == "PresentingController")
    }

    @Test("the text report of the seed article matches its golden file")
    func textGolden() throws {
        var input = try Self.seedInput()
        input.findings.removeLast()
        let text = TextReporter(color: false).render(input)
        let golden = Self.repository + "/Tests/ReportersTests/Snapshots/transitions.txt"
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
        #expect(TextReporter(color: true).render(input).contains("\u{1B}[1;31merror"))
    }

    /// Each format's rendering of the seed input (with its escaping finding), by golden file name.
    static let formats: [(name: String, render: @Sendable (ReportInput) -> String)] = [
        ("transitions.json", { JSONReporter().render($0) }),
        ("transitions.sarif", { SARIFReporter().render($0) }),
        ("transitions.junit.xml", { JUnitReporter(failOn: .warning).render($0) }),
        ("transitions-color.txt", { TextReporter(color: true).render($0) }),
        ("transitions.html", { HTMLReporter().render($0) }),
    ]

    @Test("every format's report of the seed article matches its golden file", arguments: formats.map(\.name))
    func golden(name: String) throws {
        var input = try Self.seedInput()
        // The run's root differs between machines; the golden files name a fixed one.
        input.root = "/docs/samples/transitions"
        let render = try #require(Self.formats.first { $0.name == name }?.render)
        let text = render(input)
        let golden = Self.repository + "/Tests/ReportersTests/Snapshots/" + name
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(
            text == (try String(contentsOfFile: golden, encoding: .utf8)),
            "\(name) differs from its golden file; re-record with DOCPARITY_RECORD=1 and read the diff")
    }

    @Test("the baseline suppresses findings even after their lines move")
    func baseline() throws {
        let input = try Self.seedInput()
        let baseline = Baseline(accepting: input.findings)
        var moved = input.findings
        for index in moved.indices {
            for location in moved[index].locations.indices { moved[index].locations[location].position.line += 7 }
        }
        let (kept, suppressed) = baseline.filter(moved + [moved[0]])
        #expect(suppressed == input.findings.count && kept.count == 1)
    }
}
