// Every rule's documented examples are its tests: the triggering example must produce a finding
// of that rule, the non-triggering one must not.

import Diagnostics
import DocModel
import Testing

@testable import Drift

/// The bytes of an example source: `\u{1}XX` stands for the raw byte 0xXX.
func exampleBytes(_ markdown: String) -> [UInt8] {
    var bytes: [UInt8] = []
    let scalars = Array(markdown.unicodeScalars)
    var index = 0
    while index < scalars.count {
        if scalars[index] == "\u{1}", index + 2 < scalars.count,
            let byte = UInt8(String(scalars[index + 1]) + String(scalars[index + 2]), radix: 16)
        {
            bytes.append(byte)
            index += 3
        } else {
            bytes += Array(String(scalars[index]).utf8)
            index += 1
        }
    }
    return bytes
}

/// Runs a rule example through the checker.
func findings(for example: RuleExample) -> [Finding] {
    var articles: [LocaleArticle] = []
    for source in example.sources {
        var exists: (@Sendable (String) -> Bool)?
        if let list = example.files[source.locale] {
            exists = { list.contains($0) }
        }
        articles.append(
            LocaleArticle(
                locale: source.locale, path: "\(source.locale)/article.md",
                document: Document(bytes: exampleBytes(source.markdown)),
                linkTargetExists: exists))
    }
    return ArticleChecker().check(article: "article.md", articles)
}

@Suite("Rule examples")
struct RuleExampleTests {
    static let rulesWithExamples = DriftRules.catalogue.rules.filter { $0.triggering != nil }

    @Test("every rule but the tree-wide ones, the file-system ones and the crash report has both examples")
    func examplesExist() {
        let missing = DriftRules.catalogue.rules.filter { $0.triggering == nil || $0.nonTriggering == nil }.map(\.id)
        #expect(
            missing == [
                "structure.article-missing", "structure.article-orphaned", "input.unreadable", "input.internal-error",
                "input.duplicate-locale",
            ])
    }

    @Test("the triggering example triggers the rule", arguments: rulesWithExamples)
    func triggers(rule: RuleDescriptor) throws {
        let found = findings(for: try #require(rule.triggering))
        #expect(found.contains { $0.ruleID == rule.id }, "\(rule.id) not triggered; got \(found.map(\.ruleID))")
    }

    @Test("the non-triggering example does not", arguments: rulesWithExamples)
    func doesNotTrigger(rule: RuleDescriptor) throws {
        let found = findings(for: try #require(rule.nonTriggering))
        #expect(
            !found.contains { $0.ruleID == rule.id },
            "\(rule.id) triggered: \(found.filter { $0.ruleID == rule.id }.map(\.message))")
    }
}

extension RuleDescriptor: CustomTestStringConvertible {
    /// The rule id, as the test name.
    public var testDescription: String { id.rawValue }
}
