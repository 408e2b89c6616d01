// What a not-modelled `new` reads like: the type's name, never a dump of its syntax tree — whose
// positions made the same code at another column look like drift between locales.

import Diagnostics
import DocModel
import Drift
import Testing

@testable import SampleChecks

@Suite("Not-modelled text")
struct NotModelledTextTests {
    @Test("'new Editor' is named by its type, and indenting it differently is no drift")
    func creationOfAnUnknownType() {
        let articles = [
            ("es-ES", "# A\n\n```csharp\nvar editor = new Editor();\n```\n"),
            ("pl-PL", "# A\n\n```csharp\nvar editor =    new Editor();\n```\n"),
        ].map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) }
        let findings = ArticleChecker(extraChecks: [SampleCheck()]).check(article: "a.md", articles)
        let samples = findings.filter { $0.ruleID.hasPrefix("sample.") }
        #expect(samples.allSatisfy { $0.kind != .drift }, "\(samples.map(\.message))")
        let notModelled = samples.first { $0.ruleID == "sample.not-modeled" }
        #expect(notModelled?.message.contains("'new Editor'") == true, "\(notModelled?.message ?? "none")")
        #expect(!samples.contains { $0.message.contains("NameType") })
    }
}
