// `docparity check samples/transitions` with the samples pipeline: every finding matches
// samples/transitions/expected-findings.txt, and the sample findings say what issue #5 asks.

import Corpus
import Diagnostics
import Drift
import Foundation
import Reporters
import SampleChecks
import Testing

@Suite("Seed article with samples")
struct SeedFindingsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func findings() throws -> [Finding] {
        let corpus = try CorpusScanner(configuration: Configuration()).scan(repository + "/samples/transitions")
        return CorpusCheck(checker: ArticleChecker(extraChecks: [SampleCheck()])).run(corpus).findings
    }

    @Test("all findings match samples/transitions/expected-findings.txt")
    func expected() throws {
        let actual = try Self.findings().map { finding in
            let locations = finding.locations.map { "\($0.path):\($0.position.line):\($0.position.column)" }
            return "\(finding.ruleID) | \(finding.kind.rawValue) | \(locations.joined(separator: ", "))"
        }
        let expected = try String(
            contentsOfFile: Self.repository + "/samples/transitions/expected-findings.txt", encoding: .utf8
        ).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(actual == expected)
    }

    @Test("fr-FR, zh-TW and ja-JP: CS0115 at the PresentingController line, noting the intended member")
    func compileError() throws {
        let errors = try Self.findings().filter { $0.ruleID == "sample.compile-error" }
        try #require(errors.count == 1)
        #expect(errors[0].locations.map(\.locale) == ["fr-FR", "ja-JP", "zh-TW"])
        #expect(errors[0].locations.allSatisfy { $0.lineText.contains("PresentingController") })
        #expect(errors[0].message.contains("(CS0115)"))
        #expect(errors[0].notes.contains { $0.contains("'GetAnimationControllerForPresentedController'") })
    }

    @Test("the custom-transition sample drifts: default cover-vertical there, CustomTransitionAnimator in es-ES, pl-PL")
    func behaviourDrift() throws {
        let drifts = try Self.findings().filter { $0.ruleID == "sample.behavior-drift" }
        let sample2 = try #require(drifts.first { $0.message.hasPrefix("C# sample 2 ") })
        #expect(
            sample2.message
                == "C# sample 2 behaves differently: ControllerTwo is presented with the default cover-vertical animation in fr-FR, ja-JP, zh-TW, while es-ES, pl-PL run CustomTransitionAnimator (1.0 s, final frame {20, 20, 280, 528})"
        )
        #expect(sample2.groups.map(\.locales) == [["es-ES", "pl-PL"], ["fr-FR", "ja-JP", "zh-TW"]])
        #expect(drifts.allSatisfy { Set($0.locations.map(\.locale)) == ["fr-FR", "ja-JP", "zh-TW"] })
        #expect(
            !drifts.contains {
                $0.message.hasPrefix("C# sample 5 ") || $0.message.hasPrefix("C# sample 6 ")
                    || $0.message.hasPrefix("C# sample 7 ")
            })
    }
}

@Suite("Seed text report with samples")
struct SeedTextReportTests {
    @Test("the text report of the seed article, samples pipeline included, matches its golden file")
    func textGolden() throws {
        let corpus = try CorpusScanner(configuration: Configuration()).scan(
            SeedFindingsTests.repository + "/samples/transitions")
        let report = CorpusCheck(checker: ArticleChecker(extraChecks: [SampleCheck()])).run(corpus)
        let input = ReportInput(
            findings: report.findings, catalogue: DriftRules.catalogue.merged(with: RuleCatalogue(SampleRules.rules)),
            root: "/docs/samples/transitions", articles: report.articleLocales)
        let text = TextReporter(color: false).render(input)
        let golden = SeedFindingsTests.repository + "/Tests/SampleChecksTests/Snapshots/transitions.txt"
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil
            || !FileManager.default.fileExists(atPath: golden)
        {
            try text.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)))
    }
}
