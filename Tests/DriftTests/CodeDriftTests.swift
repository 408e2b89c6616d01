// C# code drift: re-indenting or rewording comments is not drift; renaming an identifier,
// changing a number or a string, or deleting a line is — at the right line, with the groups.

import CSharpSyntax
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Code drift")
struct CodeDriftTests {
    static let original = """
        ```csharp
        // Create the controller
        var controller = new ControllerTwo ();
        controller.View.Alpha = 0.5f;
        Console.WriteLine ("presented");
        ```
        """

    private func check(_ drifted: String) -> [Finding] {
        let sources = [("en-US", Self.original), ("es-ES", Self.original), ("fr-FR", drifted)]
        return ArticleChecker().check(
            article: "a.md",
            sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) })
    }

    @Test("code and strings compared in place agree as the filtered token lists do")
    func inPlaceAgreement() {
        let variants = [
            #"Show ("Hello", 1); // greet"#, #"Show ("Hola", 1);"#, #"Show ("Hello", 2);"#, #"Show ("Hello");"#,
            #"Show (1, "Hello");"#, "Show ();", "", #""a" + "b""#, #""a" + "b" + "c""#,
        ]
        let tokens = variants.map { CSharpSnippet.parse($0).significantTokens }
        for left in tokens {
            for right in tokens {
                for stringLiterals in [false, true, nil] {
                    let filtered = [left, right].map { list in
                        list.filter { token in stringLiterals.map { (token.kind == .stringLiteral) == $0 } ?? true }
                            .map(\.text)
                    }
                    #expect(
                        CheckContext.textsAgree([left, right], stringLiterals: stringLiterals)
                            == (filtered[0] == filtered[1]))
                }
            }
        }
    }

    @Test("re-indenting and translating comments is not drift")
    func cosmetic() {
        let drifted = """
            ```csharp
                /* Créer le contrôleur */
                var controller   = new ControllerTwo ();   // le deuxième

                controller.View.Alpha = 0.5f;
            Console.WriteLine ("presented");
            ```
            """
        #expect(check(drifted).isEmpty)
    }

    @Test(
        "a changed identifier, number, string or a lost line is drift",
        arguments: [
            ("var controller = new ControllerThree ();", "ControllerThree", 3, "code.token-drift"),
            ("controller.View.Alpha = 0.7f;", "0.7f", 4, "code.token-drift"),
            ("Console.WriteLine (\"présenté\");", "présenté", 5, "code.string-drift"),
        ])
    func changed(line: String, word: String, expectedLine: Int, rule: RuleID) throws {
        var lines = Self.original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[expectedLine - 1] = line
        let found = check(lines.joined(separator: "\n"))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.ruleID == rule && finding.severity == (rule == "code.token-drift" ? .error : .warning))
        #expect(finding.locations.map(\.locale) == ["fr-FR"])
        #expect(finding.locations.first?.position.line == expectedLine)
        #expect(finding.groups.map(\.locales) == [["en-US", "es-ES"], ["fr-FR"]])
        #expect(finding.groups.last?.value.contains(word) == true, "\(finding.groups)")
    }

    @Test("a deleted line is drift")
    func deletedLine() throws {
        var lines = Self.original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.remove(at: 3)
        let finding = try #require(check(lines.joined(separator: "\n")).first)
        #expect(finding.ruleID == "code.token-drift")
        #expect(finding.groups.first?.value.contains("Alpha") == true, "\(finding.groups)")
    }

    @Test("tokens dropped in several places: the first place, where the gap is, and how many there are")
    func droppedSemicolons() throws {
        let declarations = """
            ```csharp
            // Cells
            UITableViewCell GetCell (UITableView tv);

            // Summary
            string Summary ();

            bool Matches (string text);
            ```
            """
        let dropped = declarations.replacingOccurrences(of: ");", with: ")")
        let found = checkArticle([("en-US", declarations), ("es-ES", declarations), ("fr-FR", dropped)])
        let finding = try #require(found.first { $0.ruleID == "code.token-drift" })
        #expect(
            finding.message
                == "C# code differs from the reference en-US in 3 places, first: ';' is missing after 'UITableViewCell GetCell (UITableView tv)'"
        )
        // At the end of the line that lacks it (line 3 of the file, after its 40 bytes).
        #expect(finding.primary?.position.line == 3)
        #expect(finding.primary?.position.column == 41)
    }

    @Test("lines a text block lacks are reported as missing, not as the next lines changed")
    func missingRule() throws {
        // A CSS rule the locale lacks (review 10): 'navigationpage' missing, not 'contentpage
        // instead of navigationpage'.
        let css = "```css\nnavigationpage {\n    color: red;\n}\n\ncontentpage {\n    color: blue;\n}\n```\n"
        let lacking = "```css\ncontentpage {\n    color: blue;\n}\n```\n"
        let found = checkArticle([("en-US", css), ("es-ES", css), ("fr-FR", lacking)])
        let finding = try #require(found.first { $0.ruleID == "code.text-drift" })
        #expect(
            finding.message
                == "css block differs from the reference en-US in 3 lines, first: (line missing) instead of 'navigationpage{'",
            "\(finding.message)")
    }

    @Test("a text block that differs in several places says how many, and names the first")
    func severalPlaces() throws {
        // maps-api.md (review 12): the SDK versions, and permissions further down.
        let manifest = "```ini\nmin = 23\ntarget = 28\nkeep = 1\nlibrary = legacy\n```\n"
        let older = "```ini\nmin = 14\ntarget = 17\nkeep = 1\npermission = internet\n```\n"
        let found = checkArticle([("es-ES", manifest), ("ja-JP", manifest), ("pl-PL", older)])
        let finding = try #require(found.first { $0.ruleID == "code.text-drift" })
        #expect(
            finding.message == "ini block differs from the reference es-ES in 2 places, first: 14 instead of 23",
            "\(finding.message)")
    }

    @Test("a text block broken on several lines in a row says how many")
    func severalLines() throws {
        // monotouch.dialog-json-markup.md (reviews 15-16): two keys lost their closing quote.
        let json = "```json\n{\n\"ontap\": \"Show\",\n\"accessory\": \"checkmark\",\n\"caption\": \"C\"\n}\n```\n"
        let broken = "```json\n{\n\"ontap:  \"Show\",\n\"accessory:  \"checkmark\",\n\"caption\": \"C\"\n}\n```\n"
        let found = checkArticle([("de-DE", json), ("zh-TW", json), ("fr-FR", broken)])
        let finding = try #require(found.first { $0.ruleID == "code.text-drift" })
        #expect(
            finding.message.hasPrefix("json block differs from the reference de-DE in 2 lines, first: "),
            "\(finding.message)")
    }

    @Test("the first differing stretch: one line against one is one stretch, as the diff finds it")
    func firstDifferenceOfOneLine() {
        #expect(CheckContext.firstDifference(["a", "x", "c"], ["a", "y", "c"]) == (1..<2, 1..<2, 1))
        #expect(CheckContext.firstDifference(["x"], ["y"]) == (0..<1, 0..<1, 1))
        // Against two lines, the diff may keep one of them and find two stretches.
        let twoStretches = CheckContext.firstDifference(["x", "k", "y"], ["k"])
        #expect(twoStretches.count == 2)
        #expect(twoStretches.a == 0..<1 && twoStretches.b == 0..<0)
    }
}
