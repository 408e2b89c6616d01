// Regression tests for problems found in code review: each failed before its fix.

import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Review regressions: reference and positions")
struct ReviewRegressionTests {
    private func check(_ sources: [(String, String)]) -> [Finding] {
        ArticleChecker().check(
            article: "a.md",
            sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) })
    }

    @Test("an absurd ms.lasthandoff year is not a date, and does not crash")
    func hugeDate() {
        #expect(ReferenceLocale.parseDate("01/01/922337203685477580") == nil)
        #expect(ReferenceLocale.parseDate("13/01/2018") == nil && ReferenceLocale.parseDate("06/05/2018") == 20_180_605)
        let found = check([("en-US", "---\nms.lasthandoff: 01/01/922337203685477580\n---\n# T\n"), ("fr-FR", "# T\n")])
        #expect(!found.contains { $0.kind == .drift && $0.ruleID.hasPrefix("structure") })
    }

    @Test("without dates the majority is the locale sharing most elements, whatever the translated text")
    func majority() throws {
        let full = "# Titre\n\n```bash\nmake\n```\n\n## Uno\n"
        let found = check([
            ("de-DE", "# Titel\n\n## Eins\n"), ("en-US", "# Title\n\n```bash\nmake\n```\n\n## One\n"), ("fr-FR", full),
        ])
        let missing = try #require(found.first { $0.ruleID == "code.block-missing" })
        #expect(missing.locations.map(\.locale) == ["de-DE"])
        #expect(!found.contains { $0.ruleID == "code.block-extra" })
    }

    @Test("the reference position comes from the reference's own file")
    func referencePosition() throws {
        let reference = "---\nms.lasthandoff: 06/05/2018\n---\n# T\n\n```csharp\nvar a = Foo ();\n```\n"
        let sameLower =
            "---\nms.lasthandoff: 01/01/2018\n---\n# T\n\nText.\n\nMore text.\n\n```csharp\nvar a = Foo ();\n```\n"
        let drifted = "---\nms.lasthandoff: 01/01/2018\n---\n# T\n\n```csharp\nvar a = Bar ();\n```\n"
        let found = check([("de-DE", sameLower), ("en-US", reference), ("fr-FR", drifted)])
        let drift = try #require(found.first { $0.ruleID == "code.token-drift" })
        #expect(drift.related.first?.locale == "en-US")
        #expect(drift.related.first?.position == SourceLocation(line: 7, column: 9))
    }

    @Test("front-matter key lines are right with CRLF line ends")
    func crlfFrontMatter() {
        let document = Document(markdown: "---\r\ntitle: T\r\nms.assetid: A\r\n---\r\n# T\r\n")
        #expect(document.frontMatter.entry("ms.assetid")?.line == 3)
    }
}
