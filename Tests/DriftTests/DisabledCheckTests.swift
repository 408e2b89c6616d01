// Tests that checks whose rules are all turned off are not run at all (so a structural check can
// skip the samples pipeline), while a check with one rule still on runs.

import Corpus
import Diagnostics
import DocModel
import Foundation
import Testing

@testable import Drift

/// An extra check that only counts its calls.
private struct CountingCheck: ArticleCheck {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func increment() { lock.withLock { value += 1 } }
    }

    let calls = Calls()

    var rules: [RuleDescriptor] {
        ["test.first", "test.second"].map {
            RuleDescriptor(id: $0, defaultSeverity: .note, summary: "counted", explanation: "counted")
        }
    }

    func check(
        article: String, articles: [LocaleArticle], reference: Int, configuration: Configuration,
        snippets: SnippetCache,
        pairing: CodeBlockPairing
    ) -> [Finding] {
        calls.increment()
        return []
    }
}

@Suite("Disabled checks")
struct DisabledCheckTests {
    private let articles = [
        ("es-ES", "# A\n\n```csharp\nint x = 1;\n```\n"), ("pl-PL", "# A\n\n```csharp\nint x = 2;\n```\n"),
    ]
    .map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) }

    private func calls(off: [RuleID]) -> Int {
        var configuration = Configuration()
        for rule in off { configuration.rules[rule] = .off }
        let check = CountingCheck()
        _ = ArticleChecker(configuration: configuration, extraChecks: [check]).check(article: "a.md", articles)
        return check.calls.count
    }

    @Test("an extra check runs while any of its rules is on, and not at all when all are off")
    func extraChecks() {
        #expect(calls(off: []) == 1)
        #expect(calls(off: ["test.first"]) == 1)
        #expect(calls(off: ["test.first", "test.second"]) == 0)
    }

    @Test("sample.syntax-error off skips the C# syntax check")
    func syntaxCheck() {
        let broken = [("es-ES", "# A\n\n```csharp\nint x = ;\n```\n"), ("pl-PL", "# A\n\n```csharp\nint x = ;\n```\n")]
            .map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) }
        #expect(ArticleChecker().check(article: "a.md", broken).contains { $0.ruleID == "sample.syntax-error" })
        var configuration = Configuration()
        configuration.rules["sample.syntax-error"] = .off
        #expect(ArticleChecker(configuration: configuration).check(article: "a.md", broken).isEmpty)
    }
}
