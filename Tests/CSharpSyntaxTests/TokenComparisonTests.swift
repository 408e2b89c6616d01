// The significant-token API used to compare code across locales, and position shifting into the
// enclosing Markdown file.

import CSharpSyntax
import Testing

@Suite("Token comparison and positions")
struct TokenComparisonTests {
    @Test func significantTokensDropCommentsWhitespaceAndDirectives() {
        let french =
            "#region Démo\n// Crée le contrôleur\nvar c = new ControllerTwo (); /* fin */\nLabel.Text = \"Bonjour\";"
        let japanese = "#region デモ\n// コントローラーを作成\nvar c = new ControllerTwo();\nLabel.Text = \"こんにちは\";"
        let a = CSharpSnippet.significantTokens(french)
        let b = CSharpSnippet.significantTokens(japanese)
        #expect(a.map(\.kind) == b.map(\.kind))
        let code: (SignificantToken) -> String? = { $0.kind == .stringLiteral ? nil : $0.text }
        #expect(a.compactMap(code) == b.compactMap(code))
        #expect(a.filter { $0.kind == .stringLiteral }.map(\.text) == ["\"Bonjour\""])
        #expect(a.first?.description == "identifier 'var' @3:1")
    }

    @Test func kindsCoverTheComparisonClasses() {
        let kinds = CSharpSnippet.significantTokens("if (x == 1.5f) c = 'a'; s = $\"{x}\";").map(\.kind)
        #expect(
            kinds == [
                .keyword, .punctuation, .identifier, .punctuation, .numericLiteral, .punctuation, .identifier,
                .punctuation,
                .charLiteral, .punctuation, .identifier, .punctuation, .stringLiteral, .punctuation,
            ])
    }

    @Test func diagnosticsShiftIntoTheEnclosingFile() throws {
        // A fence on file line 40, content indented by 4 spaces in a list item (stripped before parsing).
        let snippet = CSharpSnippet.parse("x = new A { B = 1; };")
        let diagnostic = try #require(snippet.diagnostics.first)
        #expect(diagnostic.range.start == SourcePosition(offset: 17, line: 1, column: 18))
        let shift = SourceLocationShift(lineOffset: 40, columnOffset: 4, lineStartOffsets: [1000])
        let shifted = try #require(snippet.diagnostics(shiftedBy: shift).first)
        #expect(shifted.range.start == SourcePosition(offset: 1021, line: 41, column: 22))
        #expect(shifted.id == diagnostic.id)
    }

    @Test func perLineIndentationShift() {
        let shift = SourceLocationShift(lineOffset: 10, indentation: { line in line == 1 ? 2 : 6 })
        #expect(
            shift.map(SourcePosition(offset: 30, line: 2, column: 5))
                == SourcePosition(offset: 30, line: 12, column: 11))
        #expect(
            SourcePosition(offset: 0, line: 1, column: 1).shifted(lineOffset: 3, columnOffset: 2, byteOffset: 50)
                == SourcePosition(offset: 50, line: 4, column: 3))
    }

    @Test func snippetDumpIsDeterministicAndListsDiagnostics() {
        let source = "x = new A { B = 1; }\ny();"
        let first = CSharpSnippet.parse(source).dump()
        #expect(first == CSharpSnippet.parse(source).dump())
        #expect(first.hasPrefix("Snippet form=statements\nCompilationUnit [1:1-2:5]\n"))
        #expect(
            first.hasSuffix(
                """
                error 1:18-1:19 CS1003 unexpected ';' in object initializer; expected ',' or '}'
                error 1:21-1:21 CS1002 expected ';' after expression

                """))
    }
}
