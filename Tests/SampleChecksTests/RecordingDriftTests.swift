// Recorded calls are behaviour: a changed argument or a missing call to an API the engine does
// not simulate is drift; the same calls written differently are not. A behaviour drift that a
// code difference in its block explains is folded under that difference.

import Diagnostics
import DocModel
import Drift
import Testing

@testable import SampleChecks

@Suite("Recording doubles in behaviour comparison")
struct RecordingDriftTests {
    static func markdown(_ code: String) -> String { "# T\n\n```csharp\n\(code)\n```\n" }

    static let save = "var center = NSNotificationCenter.DefaultCenter;\ncenter.PostNotificationName (\"saved\", null);"

    @Test("a changed argument of a recorded call is behaviour drift")
    func changedArgument() {
        let drifted = Self.save.replacingOccurrences(of: "\"saved\"", with: "\"stored\"")
        let found = SamplePairingTests.findings([
            ("en-US", Self.markdown(Self.save)), ("fr-FR", Self.markdown(Self.save)), ("de-DE", Self.markdown(drifted)),
        ])
        let drift = found.filter { $0.ruleID == "sample.behavior-drift" }
        #expect(drift.count == 1, "\(found.map(\.message))")
        #expect(drift.first?.locations.map(\.locale) == ["de-DE"])
        #expect(
            drift.first?.message.contains("PostNotificationName(\"stored\", null)") == true, "\(drift.map(\.message))")
    }

    @Test("a missing recorded call is behaviour drift")
    func missingCall() {
        let drifted = "var center = NSNotificationCenter.DefaultCenter;"
        let found = SamplePairingTests.findings([
            ("en-US", Self.markdown(Self.save)), ("fr-FR", Self.markdown(Self.save)), ("de-DE", Self.markdown(drifted)),
        ])
        #expect(found.contains { $0.ruleID == "sample.behavior-drift" }, "\(found.map(\.message))")
    }

    @Test("comments and spacing around recorded calls are no drift")
    func formatting() {
        let reformatted =
            "// centre de notifications\nvar center =  NSNotificationCenter.DefaultCenter;\ncenter.PostNotificationName(\"saved\",null);"
        let found = SamplePairingTests.findings([
            ("en-US", Self.markdown(Self.save)), ("fr-FR", Self.markdown(reformatted)),
        ])
        #expect(!found.contains { $0.ruleID.rawValue.hasPrefix("sample.") }, "\(found.map(\.message))")
    }
}

@Suite("Behaviour drift under its cause")
struct BehaviourCauseTests {
    @Test("a behaviour drift explained by a token drift in its block is folded under it, saying both")
    func foldedUnderTokenDrift() {
        let save = RecordingDriftTests.save
        let drifted = save.replacingOccurrences(of: "\"saved\"", with: "\"stored\"")
        let articles = [("en-US", save), ("fr-FR", save), ("de-DE", drifted)].map { locale, code in
            LocaleArticle(
                locale: locale, path: "\(locale)/article.md",
                document: Document(bytes: Array(RecordingDriftTests.markdown(code).utf8)))
        }
        let found = ArticleChecker(extraChecks: [SampleCheck()]).check(article: "article.md", articles)
        #expect(!found.contains { $0.ruleID == "sample.behavior-drift" }, "\(found.map(\.ruleID))")
        let cause = found.first { $0.ruleID == "code.string-drift" }
        #expect(cause?.consequences.map(\.ruleID) == ["sample.behavior-drift"], "\(found.map(\.ruleID))")
        #expect(cause?.consequences.first?.message.hasPrefix("C# sample 1 behaves differently") == true)
        #expect(found.flatMap(\.expanded).contains { $0.ruleID == "sample.behavior-drift" })
    }
}

extension BehaviourCauseTests {
    @Test("a behaviour drift of locales that lack another block of the article is folded under that finding")
    func foldedUnderMissingBlock() {
        let declaration =
            "```csharp\npublic class Greeter { public void Hello () { Console.WriteLine (\"hi\"); } }\n```\n"
        let use = "```csharp\nvar greeter = new Greeter ();\ngreeter.Hello ();\n```\n"
        let full = "# T\n\n## A\n\n" + declaration + "\n## B\n\n" + use
        let lacking = "# T\n\n## A\n\n## B\n\n" + use
        let articles = [("en-US", full), ("fr-FR", full), ("de-DE", lacking)].map { locale, markdown in
            LocaleArticle(
                locale: locale, path: "\(locale)/article.md", document: Document(bytes: Array(markdown.utf8)))
        }
        let found = ArticleChecker(extraChecks: [SampleCheck()]).check(article: "article.md", articles)
        #expect(!found.contains { $0.ruleID == "sample.behavior-drift" }, "\(found.map(\.ruleID))")
        let expanded = found.flatMap(\.expanded)
        #expect(
            expanded.contains { $0.ruleID == "sample.behavior-drift" && $0.locations.map(\.locale) == ["de-DE"] },
            "\(expanded.map(\.ruleID))")
    }
}
