// Samples are paired across locales by content, through the alignment of their code blocks —
// never by their number in the file — and their behaviour is compared only where they ran to the
// end in every locale.

import Diagnostics
import DocModel
import Drift
import SampleChecks
import Testing

@Suite("Sample pairing")
struct SamplePairingTests {
    static let fade = "```csharp\nView.Alpha = 1;\nUIView.Animate (0.5, () => { View.Alpha = 0; });\n```\n"
    static let grow =
        "```csharp\nView.Frame = new CGRect (0, 0, 10, 10);\nUIView.Animate (1.0, () => { View.Frame = new CGRect (0, 0, 100, 100); });\n```\n"
    static let slowGrow =
        "```csharp\nView.Frame = new CGRect (0, 0, 10, 10);\nUIView.Animate (2.0, () => { View.Frame = new CGRect (0, 0, 100, 100); });\n```\n"

    static func findings(_ sources: [(String, String)]) -> [Finding] {
        let articles = sources.map { locale, markdown in
            LocaleArticle(locale: locale, path: "\(locale)/article.md", document: Document(bytes: Array(markdown.utf8)))
        }
        // Expanded: a behaviour drift whose code differs in its block is folded under that difference.
        return ArticleChecker(extraChecks: [SampleCheck()]).check(article: "article.md", articles).flatMap(\.expanded)
    }

    @Test("a block one locale lacks shifts no pairing: no behaviour drift, one missing block")
    func missingBlock() {
        let full = "# T\n\n## A\n\n" + Self.fade + "\n## B\n\n" + Self.grow
        let lacking = "# T\n\n## A\n\n## B\n\n" + Self.grow
        let found = Self.findings([("en-US", full), ("fr-FR", full), ("de-DE", lacking)])
        #expect(!found.contains { $0.ruleID == "sample.behavior-drift" }, "\(found.map(\.message))")
        #expect(found.contains { $0.ruleID == "code.block-missing" }, "\(found.map(\.ruleID))")
    }

    @Test("a changed sample after a missing one is compared with its own counterpart")
    func changedAfterMissing() {
        let full = "# T\n\n## A\n\n" + Self.fade + "\n## B\n\n" + Self.grow
        let drifted = "# T\n\n## A\n\n## B\n\n" + Self.slowGrow
        let found = Self.findings([("en-US", full), ("fr-FR", full), ("de-DE", drifted)])
        let drift = found.filter { $0.ruleID == "sample.behavior-drift" }
        #expect(drift.count == 1, "\(found.map(\.message))")
        #expect(drift.first?.locations.map(\.locale) == ["de-DE"])
        // de-DE's only sample (its code starts on line 8) is compared with the others' second.
        #expect(drift.first?.locations.first?.position.line == 8, "\(drift.map(\.locations))")
        #expect(drift.first?.related.first?.position.line == 13, "\(drift.map(\.related))")
    }

    @Test("a sample stopped by an API the engine does not model is not compared for behaviour")
    func notRan() {
        let a = "# T\n\n```csharp\nvar s = new int [1];\nvar q = from x in s select x;\nView.Alpha = 0;\n```\n"
        let b = "# T\n\n```csharp\nvar s = new int [1];\nvar q = from x in s select x;\nView.Alpha = 1;\n```\n"
        let found = Self.findings([("en-US", a), ("fr-FR", a), ("de-DE", b)])
        #expect(!found.contains { $0.ruleID == "sample.behavior-drift" }, "\(found.map(\.message))")
    }

    @Test("samples of other platforms are not run: no notes, no behaviour drift, but token drift stays")
    func otherPlatforms() {
        let android =
            "# T\n\n```csharp\nSetContentView (Resource.Layout.Main);\nvar b = FindViewById<Button> (Resource.Id.go);\n```\n"
        let drifted = android.replacingOccurrences(of: "Resource.Id.go", with: "Resource.Id.stop")
        let articles = [("en-US", android), ("fr-FR", android), ("de-DE", drifted)].map { locale, markdown in
            LocaleArticle(
                locale: locale, path: "\(locale)/docs/android/a.md", document: Document(bytes: Array(markdown.utf8)))
        }
        let found = ArticleChecker(extraChecks: [SampleCheck()]).check(article: "docs/android/a.md", articles)
        #expect(!found.contains { $0.ruleID.rawValue.hasPrefix("sample.") }, "\(found.map(\.message))")
        #expect(found.contains { $0.ruleID == "code.token-drift" }, "\(found.map(\.ruleID))")
    }

    @Test("the pairing follows the alignment, by position where a locale has no counterpart")
    func byPosition() {
        #expect(CodeBlockPairing.byPosition([2, 1]).columns == [[0, 0], [1, nil]])
    }
}
