// What a `new` of a type outside the model reads like: the type's name, never a dump of its
// syntax tree — whose positions made the same code at another column look like drift between
// locales. And not-modelled constructs listed once per group of locales.

import Corpus
import Diagnostics
import DocModel
import Drift
import Testing

@testable import SampleChecks

@Suite("Not-modelled text")
struct NotModelledTextTests {
    /// A checker that reports `sample.not-modeled` (off by default).
    static let checker: ArticleChecker = {
        var configuration = Configuration()
        configuration.rules["sample.not-modeled"] = .severity(.note)
        return ArticleChecker(configuration: configuration, extraChecks: [SampleCheck()])
    }()

    @Test("'new Editor' is recorded by its type's name, and indenting it differently is no drift")
    func creationOfAnUnknownType() {
        let articles = [
            ("es-ES", "# A\n\n```csharp\nvar editor = new Editor();\n```\n"),
            ("pl-PL", "# A\n\n```csharp\nvar editor =    new Editor();\n```\n"),
        ].map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) }
        let findings = Self.checker.check(article: "a.md", articles)
        let samples = findings.filter { $0.ruleID.rawValue.hasPrefix("sample.") }
        #expect(samples.allSatisfy { $0.kind != .drift }, "\(samples.map(\.message))")
        #expect(!samples.contains { $0.ruleID == "sample.not-modeled" }, "\(samples.map(\.message))")
        let run = LocaleSamples.run(articles[1].document, fixtures: [])
        let events = run.samples.first?.run?.trace.events.map(\.plainWords) ?? []
        #expect(events.contains("recorded Editor new()"), "\(events)")
        #expect(!events.contains { $0.contains("NameType") })
    }

    @Test("samples using the same unmodelled constructs a different number of times are one group")
    func repeatsAreNoDrift() {
        let query = "from n in names select n"
        let articles = [
            ("es-ES", "# A\n\n```csharp\nvar names = new int [1];\nvar a = \(query);\nvar b = \(query);\n```\n"),
            ("pl-PL", "# A\n\n```csharp\nvar names = new int [1];\nvar a = \(query);\n```\n"),
            // Compiled apart from pl-PL (other code), with the same list as pl-PL's.
            ("ja-JP", "# A\n\n```csharp\nvar names = new int [1];\nvar b = \(query);\n```\n"),
        ].map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) }
        let findings = Self.checker.check(article: "a.md", articles)
        let notModelled = findings.filter { $0.ruleID == "sample.not-modeled" }
        #expect(notModelled.count == 1, "\(notModelled.map(\.message))")
        #expect(notModelled.allSatisfy { $0.kind == .defect })
    }

    @Test("API lists compare and show as their joined lines")
    func apiLists() {
        let plain = SampleComparison.APIList(["a", "b", "a"])
        #expect(plain.lines == ["a", "b"])
        #expect(plain == SampleComparison.APIList(["a", "b", "b"]))
        #expect(plain != SampleComparison.APIList(["b", "a"]))
        // An API with a line break reads as two lines, as the joined text did.
        let broken = SampleComparison.APIList(["a\nb"])
        #expect(broken.lines == ["a", "b"])
        #expect(broken == SampleComparison.APIList(["a", "b"]))
        #expect(SampleComparison.APIList([""]).lines.isEmpty)
        #expect(SampleComparison.APIList([]).lines.isEmpty)
    }
}
