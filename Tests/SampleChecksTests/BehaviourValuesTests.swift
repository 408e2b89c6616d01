// The per-locale values of a behaviour drift: what each locale group did, never an empty line,
// including when no locale presents anything and the traces differ elsewhere.

import Diagnostics
import DocModel
import Drift
import Testing

@testable import SampleChecks

@Suite("Behaviour drift values")
struct BehaviourValuesTests {
    static func drift(_ codes: [(locale: String, code: String)]) throws -> Finding {
        let articles = codes.map {
            LocaleArticle(
                locale: $0.locale, path: "\($0.locale)/a.md",
                document: Document(markdown: "# A\n\n```csharp\n\($0.code)\n```\n"))
        }
        // Expanded: a behaviour drift whose code differs in its block is folded under that difference.
        let findings = ArticleChecker(extraChecks: [SampleCheck()]).check(article: "a.md", articles).flatMap(\.expanded)
        return try #require(findings.first { $0.ruleID == "sample.behavior-drift" }, "\(findings.map(\.message))")
    }

    @Test("without presentations, each group shows its own event where the traces part")
    func eventsWhereTracesPart() throws {
        let finding = try Self.drift([
            ("es-ES", "View.Frame = new CGRect (0, 0, 1e30, 1);"),
            ("pl-PL", "View.Frame = new CGRect (0, 0, 10, 1);"),
        ])
        #expect(finding.groups.count == 2)
        #expect(finding.groups.allSatisfy { !$0.value.isEmpty }, "\(finding.groups)")
        #expect(finding.groups[0].locales == ["es-ES"])
        #expect(finding.groups[0].value.contains("1E+30"), "\(finding.groups[0].value)")
        #expect(!finding.groups[1].value.contains("1E+30"), "\(finding.groups[1].value)")
    }

    @Test("with presentations that differ, each group shows how it presents")
    func presentations() throws {
        let finding = try Self.drift([
            (
                "es-ES",
                "var two = new UIViewController ();\ntwo.ModalTransitionStyle = UIModalTransitionStyle.CrossDissolve;\nPresentViewController (two, true, null);"
            ),
            (
                "pl-PL",
                "var two = new UIViewController ();\ntwo.ModalTransitionStyle = UIModalTransitionStyle.CoverVertical;\nPresentViewController (two, true, null);"
            ),
        ])
        #expect(finding.groups.map(\.value).allSatisfy { $0.contains("presented") }, "\(finding.groups)")
        #expect(Set(finding.groups.map(\.value)).count == 2)
    }
}
