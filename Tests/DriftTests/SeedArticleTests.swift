// The seed article in five locales (samples/transitions) against its expected results
// (samples/transitions/expected-findings.txt: one line per finding, `rule | kind | path:line:column, …`).

import Corpus
import Diagnostics
import Foundation
import Testing

@testable import Drift

@Suite("Seed article")
struct SeedArticleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func check() throws -> CheckReport {
        let corpus = try CorpusScanner(configuration: Configuration()).scan(repository + "/samples/transitions")
        return CorpusCheck(checker: ArticleChecker()).run(corpus)
    }

    static func summary(_ finding: Finding) -> String {
        let locations = finding.locations.map { "\($0.path):\($0.position.line):\($0.position.column)" }
        return "\(finding.ruleID) | \(finding.kind.rawValue) | \(locations.joined(separator: ", "))"
    }

    @Test("findings of the drift rules match their lines of samples/transitions/expected-findings.txt")
    func expected() throws {
        let report = try Self.check()
        let actual = report.findings.map(Self.summary)
        let ownRules = Set(DriftRules.catalogue.ids)
        let expected = try String(
            contentsOfFile: Self.repository + "/samples/transitions/expected-findings.txt", encoding: .utf8
        )
        .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        .filter { line in ownRules.contains(RuleID(String(line.prefix { $0 != " " }))) }
        #expect(actual == expected)
    }

    @Test("the third C# block: one drift finding naming both groups and the method")
    func thirdBlock() throws {
        let findings = try Self.check().findings
        let drift = findings.filter { $0.ruleID.rawValue.hasPrefix("code.") }
        try #require(drift.count == 1)
        #expect(
            drift[0].groups.map(\.summary) == [
                "es-ES, pl-PL: GetAnimationControllerForPresentedController",
                "fr-FR, ja-JP, zh-TW: PresentingController",
            ])
    }

    @Test("the ';' in object initializers: one article defect per block, at the ';' in every locale")
    func initializerDefects() throws {
        let defects = try Self.check().findings.filter { $0.ruleID == "sample.syntax-error" }
        #expect(defects.count == 3 && defects.allSatisfy { $0.kind == .defect && $0.locations.count == 5 })
        let lines = try defects.map { finding in
            try finding.locations.map { location -> String in
                let text = try String(
                    contentsOfFile: Self.repository + "/samples/transitions/" + location.path, encoding: .utf8)
                let line = Array(
                    text.split(separator: "\n", omittingEmptySubsequences: false)[location.position.line - 1].utf8)
                return String(decoding: [line[location.position.column - 1]], as: UTF8.self)
            }
        }
        #expect(lines.allSatisfy { $0.allSatisfy { $0 == ";" } }, "\(lines)")
    }

    @Test("asset ids and stale source revisions are reported with their groups; prose is not")
    func metadata() throws {
        let findings = try Self.check().findings
        let asset = try #require(findings.first { $0.ruleID == "meta.asset-mismatch" })
        #expect(asset.groups.map(\.locales) == [["es-ES", "ja-JP", "pl-PL"], ["fr-FR", "zh-TW"]])
        let stale = try #require(findings.first { $0.ruleID == "meta.stale-source" })
        #expect(stale.groups.first?.locales == ["es-ES"] && stale.locations.count == 4)
        #expect(
            !findings.contains {
                $0.ruleID.rawValue.hasPrefix("inline.") || $0.ruleID.rawValue.hasPrefix("link.target")
            })
    }
}
