// The samples pipeline's rules: each rule's documented examples are its tests, run through the
// article checker with the sample check plugged in.

import Corpus
import Diagnostics
import DocModel
import Drift
import SampleChecks
import Testing

/// Runs a rule example through the checker with the sample check, and every rule that is off by
/// default turned on at its default severity.
func sampleFindings(for example: RuleExample) -> [Finding] {
    let articles = example.sources.map { source in
        LocaleArticle(
            locale: source.locale, path: "\(source.locale)/article.md",
            document: Document(bytes: Array(source.markdown.utf8)))
    }
    var configuration = Configuration()
    for rule in SampleRules.rules where !rule.enabledByDefault {
        configuration.rules[rule.id] = .severity(rule.defaultSeverity)
    }
    // Expanded: a rule is triggered also where its finding is folded under its cause.
    return ArticleChecker(configuration: configuration, extraChecks: [SampleCheck()])
        .check(article: "article.md", articles).flatMap(\.expanded)
}

@Suite("Sample rule examples")
struct SampleRuleExampleTests {
    @Test("every sample rule has both examples")
    func examplesExist() {
        #expect(SampleRules.rules.allSatisfy { $0.triggering != nil && $0.nonTriggering != nil })
        #expect(
            SampleRules.rules.map(\.id) == [
                "sample.compile-error", "sample.behavior-drift", "sample.not-modeled", "sample.budget-exceeded",
            ])
    }

    @Test("the triggering example triggers the rule", arguments: SampleRules.rules)
    func triggers(rule: RuleDescriptor) throws {
        let found = sampleFindings(for: try #require(rule.triggering))
        #expect(found.contains { $0.ruleID == rule.id }, "\(rule.id) not triggered; got \(found.map(\.ruleID))")
    }

    @Test("sample.not-modeled is off by default: its example reports nothing unless configured")
    func notModelledOffByDefault() throws {
        let rule = try #require(SampleRules.rules.first { $0.id == "sample.not-modeled" })
        #expect(!rule.enabledByDefault)
        let example = try #require(rule.triggering)
        let articles = example.sources.map { source in
            LocaleArticle(
                locale: source.locale, path: "\(source.locale)/article.md",
                document: Document(bytes: Array(source.markdown.utf8)))
        }
        let check = SampleCheck()
        let found = ArticleChecker(extraChecks: [check]).check(article: "article.md", articles)
        #expect(!found.contains { $0.ruleID == rule.id })
        // The check still counts the samples that stopped at the API, for the run's closing note.
        #expect(check.tally.notModelled == example.sources.count)
    }

    @Test("the non-triggering example does not", arguments: SampleRules.rules)
    func doesNotTrigger(rule: RuleDescriptor) throws {
        let found = sampleFindings(for: try #require(rule.nonTriggering))
        #expect(!found.contains { $0.ruleID == rule.id }, "\(found.filter { $0.ruleID == rule.id }.map(\.message))")
    }
}

extension RuleDescriptor: CustomTestStringConvertible {
    /// The rule id, as the test name.
    public var testDescription: String { id.rawValue }
}

@Suite("Hostile samples as findings")
struct HostileFindingTests {
    static let cases: [(code: String, rule: RuleID)] = [
        ("while (true) { }", "sample.budget-exceeded"),
        (
            "class R { public int Down (int n) { return Down (n + 1); } }\nvar r = new R ();\nr.Down (0);",
            "sample.budget-exceeded"
        ),
        ("var big = new byte [int.MaxValue];", "sample.budget-exceeded"),
        ("var names = new string [1];\nvar q = from n in names select n;", "sample.not-modeled"),
    ]

    @Test("each hostile sample ends with a clear finding", arguments: 0..<cases.count)
    func finding(index: Int) {
        let code = Self.cases[index].code
        let markdown = "# Sample\n\n```csharp\n\(code)\n```\n"
        let found = sampleFindings(for: RuleExample([("en-US", markdown), ("fr-FR", markdown)]))
        #expect(
            found.contains { $0.ruleID == Self.cases[index].rule }, "\(found.map { "\($0.ruleID): \($0.message)" })")
    }
}
