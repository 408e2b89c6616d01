// Lexer tests: token kinds and exact text for every literal form, keywords, operators, trivia,
// interpolated and raw strings, unicode identifiers, and lexical diagnostics.

import Testing

@testable import CSharpSyntax

@Suite("Lexer")
struct LexerTests {
    /// Kinds and texts of the significant tokens of `source`.
    static func lex(_ source: String) -> [String] {
        CSharpSnippet.tokenize(source).tokens.dropLast().map { "\($0.kind.rawValue):\($0.text)" }
    }

    @Test("reserved keywords are recognized as the keyword set says, and nothing else is")
    func reservedKeywords() {
        var words = Array(CSharpKeywords.reserved) + Array(CSharpKeywords.contextual)
        for keyword in CSharpKeywords.reserved {
            words += [String(keyword.dropLast()), keyword + "s", keyword.uppercased(), "_" + keyword, keyword + "1"]
        }
        words += ["a", "x", "abstracts", "stackallocs", "stackallo", "interfaces", "名前", "", "Int", "ifx", "i"]
        for word in words {
            #expect(Lexer.isReserved(ArraySlice(word.utf8)) == CSharpKeywords.reserved.contains(word), "\(word)")
        }
    }

    @Test(arguments: [
        ("1.0f", "realLiteral:1.0f"), ("0x1F", "integerLiteral:0x1F"), ("10UL", "integerLiteral:10UL"),
        ("1_000", "integerLiteral:1_000"), ("1e-3m", "realLiteral:1e-3m"), (".5", "realLiteral:.5"),
        ("0b1010_1010", "integerLiteral:0b1010_1010"), ("3D", "realLiteral:3D"), ("42lu", "integerLiteral:42lu"),
        ("'a'", "charLiteral:'a'"), ("'\\n'", "charLiteral:'\\n'"), ("'\\u0041'", "charLiteral:'\\u0041'"),
        ("\"a\\\"b\"", "stringLiteral:\"a\\\"b\""), ("@\"c:\\x\"\"y\"\"\"", "stringLiteral:@\"c:\\x\"\"y\"\"\""),
        ("$\"{a} {{b}}\"", "interpolatedStringLiteral:$\"{a} {{b}}\""),
        ("$@\"{a}\\\"", "interpolatedStringLiteral:$@\"{a}\\\""),
        ("@$\"{a}\"", "interpolatedStringLiteral:@$\"{a}\""),
        ("\"\"\"raw \"quoted\" text\"\"\"", "stringLiteral:\"\"\"raw \"quoted\" text\"\"\""),
        ("$$\"\"\"{{x}} {y}\"\"\"", "interpolatedStringLiteral:$$\"\"\"{{x}} {y}\"\"\""),
        ("@class", "identifier:@class"), ("données", "identifier:données"), ("変数", "identifier:変数"),
        ("var", "identifier:var"), ("override", "keyword:override"), ("...", "punctuator:..."), ("…", "punctuator:…"),
    ])
    func singleTokens(source: String, expected: String) {
        #expect(Self.lex(source) == [expected])
    }

    @Test func operatorsUseLongestMatchAndSplitShiftRight() {
        #expect(
            Self.lex("a ?. b ?? c ??= d => e :: f .. g <<= h >>= i >> j ?.5")
                == [
                    "identifier:a", "punctuator:?.", "identifier:b", "punctuator:??", "identifier:c", "punctuator:??=",
                    "identifier:d", "punctuator:=>", "identifier:e", "punctuator:::", "identifier:f", "punctuator:..",
                    "identifier:g", "punctuator:<<=", "identifier:h", "punctuator:>>=", "identifier:i", "punctuator:>",
                    "punctuator:>", "identifier:j", "punctuator:?", "realLiteral:.5",
                ])
        #expect(
            Self.lex("List<List<int>>") == [
                "identifier:List", "punctuator:<", "identifier:List", "punctuator:<", "keyword:int", "punctuator:>",
                "punctuator:>",
            ])
    }

    @Test func triviaIsAttachedAndDirectivesAreTrivia() throws {
        let source =
            "#region Setup\n/// <summary>doc</summary>\nint x; // trailing\n/* block\n comment */ #pragma not-a-directive\n#endregion\n"
        let tokens = CSharpSnippet.tokenize(source).tokens
        let int = try #require(tokens.first)
        #expect(int.text == "int")
        #expect(int.leadingTrivia(in: source).map(\.kind) == [.directive, .newline, .docComment, .newline])
        let semicolon = tokens[2]
        #expect(semicolon.trailingTrivia(in: source).map(\.kind) == [.whitespace, .lineComment])
        // `#` not at the start of a line is not a directive.
        #expect(tokens.contains { $0.kind == .unknown && $0.text == "#" })
        #expect(
            tokens.last?.leadingTrivia(in: source).contains { $0.kind == .directive && $0.text == "#endregion" } == true
        )
    }

    @Test func triviaIsLexedAgainWithItsPositions() throws {
        // Trivia after a line break, inside an interpolation hole, after CRLF and a multi-line
        // block comment: lexed again on demand, with the positions the lexer saw.
        let source = "a /* one\r\ntwo */ b\r\n  // ...\r\n  c;\nvar s = $\"{x /* in */ + y}\";"
        let tokens = CSharpSnippet.tokenize(source).tokens
        let b = try #require(tokens.first { $0.text == "b" })
        #expect(b.leadingTrivia(in: source).isEmpty)
        let a = try #require(tokens.first)
        let comment = try #require(a.trailingTrivia(in: source).first { $0.kind == .blockComment })
        #expect(comment.kind == .blockComment && comment.range.end == SourcePosition(offset: 16, line: 2, column: 7))
        let c = try #require(tokens.first { $0.text == "c" })
        #expect(c.startsLine && c.hasLeadingComment)
        #expect(
            c.leadingTrivia(in: source).map(\.kind) == [.newline, .whitespace, .lineComment, .newline, .whitespace])
        let elision = try #require(c.leadingTrivia(in: source).first { $0.kind == .lineComment })
        #expect(elision.text == "// ..." && elision.range.start == SourcePosition(offset: 22, line: 3, column: 3))
        #expect(!b.startsLine && !b.hasLeadingComment)
        let snippet = CSharpSnippet.parse(source)
        #expect(snippet.dump().contains("Elision"))
    }

    @Test func everyLineFeedIsALineBreakEvenEscapedInAString() throws {
        // `\` before a line feed in a regular string: the line still ends there, so the tokens
        // after it, and their trivia lexed again, have the columns of their own line.
        let source = "s = \"a\\\nb\";\r// ...\nt();"
        let tokens = CSharpSnippet.tokenize(source).tokens
        let bytes = Array(source.utf8)
        for token in tokens {
            for position in [token.range.start] + token.leadingTrivia(in: source).map(\.range.start) {
                let lineStart = (bytes[..<position.offset].lastIndex(of: 0x0A) ?? -1) + 1
                #expect(position.column == position.offset - lineStart + 1, "\(token.text) at \(position)")
                #expect(position.line == 1 + bytes[..<position.offset].filter { $0 == 0x0A }.count)
            }
        }
        let t = try #require(tokens.first { $0.text == "t" })
        #expect(t.range.start == SourcePosition(offset: 19, line: 3, column: 1))
    }

    @Test func elisionCommentsWithEitherMiddleDot() {
        for dots in ["\u{B7}\u{B7}", "\u{387}\u{387}", "...", "\u{2026}"] {
            let snippet = CSharpSnippet.parse("class C : UIViewController {\n    // \(dots)\n    void F() { }\n}")
            #expect(snippet.dump().contains("Elision"), "\(dots.unicodeScalars.map(\.value))")
        }
    }

    @Test func positionsBeyondThirtyTwoBitsAreClampedNotWrapped() {
        var position = SourcePosition(offset: Int(Int32.max) + 10, line: 3, column: -5_000_000_000)
        #expect(position.offset == Int(Int32.max) && position.line == 3 && position.column == Int(Int32.min))
        position.line += 1
        #expect(position == SourcePosition(offset: Int(Int32.max), line: 4, column: Int(Int32.min)))
    }

    @Test func positionsAreUtf8ByteColumns() throws {
        let tokens = CSharpSnippet.tokenize("s = \"é\";\n  données = 1;").tokens
        let semicolon = tokens[3]
        #expect(semicolon.range.start == SourcePosition(offset: 8, line: 1, column: 9))
        let name = tokens[4]
        #expect(name.range.start == SourcePosition(offset: 12, line: 2, column: 3))
        #expect(name.range.end == SourcePosition(offset: 20, line: 2, column: 11))
    }

    @Test func verbatimStringSpanningLinesKeepsLineCount() {
        let tokens = CSharpSnippet.tokenize("a = @\"line1\nline2\"; b").tokens
        #expect(tokens[2].range.end.line == 2)
        #expect(tokens[4].range.start == SourcePosition(offset: 20, line: 2, column: 9))
    }

    @Test(arguments: [
        ("\"abc", "CS1010", "unterminated string literal"), ("@\"abc", "CS1039", "unterminated string literal"),
        ("'ab'", "CS1012", "too many characters in character literal"), ("''", "CS1011", "empty character literal"),
        ("/* x", "CS1035", "unterminated comment; expected '*/'"),
        ("\"\"\"abc", "CS1039", "unterminated raw string literal"),
        ("12abc", "CS1013", "invalid number '12abc'"), ("a ` b", "CS1056", "unexpected character '`'"),
    ])
    func lexicalDiagnostics(source: String, id: String, message: String) {
        let diagnostics = CSharpSnippet.tokenize(source).diagnostics
        #expect(diagnostics.map { "\($0.id) \($0.message)" } == ["\(id) \(message)"])
    }

    @Test func interpolationHolesAreParsedWithExactPositions() throws {
        let marked = MarkedSource("Console.WriteLine ($\"{1️⃣frame.Width,8:F1} / {2️⃣Count(\"x\") + 1}\");")
        let snippet = CSharpSnippet.parse(marked.source)
        #expect(snippet.diagnostics.isEmpty)
        let nodes = snippet.root.descendants()
        let string = try #require(nodes.compactMap { $0 as? InterpolatedStringExprSyntax }.first)
        #expect(string.interpolations.count == 2)
        #expect(string.interpolations[0].expression.range.start == marked["1️⃣"])
        #expect(string.interpolations[0].format == "F1")
        #expect(string.interpolations[0].alignment != nil)
        #expect(string.interpolations[1].range.start == marked["2️⃣"])
        #expect(string.interpolations[1].expression is BinaryExprSyntax)
    }

    /// Holes are lexed again from the source when the parser asks for them: an interpolated
    /// string inside a hole, on a later line and indented, keeps exact positions.
    @Test func nestedInterpolationHolesOnLaterLinesKeepTheirPositions() throws {
        let marked = MarkedSource("var a = 1;\nvar b = 2;\n    Log($\"{1️⃣a} and {$\"<{2️⃣b,3}>\"}\");")
        let snippet = CSharpSnippet.parse(marked.source)
        #expect(snippet.diagnostics.isEmpty)
        let strings = snippet.root.descendants().compactMap { $0 as? InterpolatedStringExprSyntax }
        #expect(strings.count == 2)
        let outer = try #require(strings.first { $0.interpolations.count == 2 })
        #expect(outer.interpolations[0].expression.range.start == marked["1️⃣"])
        #expect(outer.interpolations[1].expression is InterpolatedStringExprSyntax)
        let inner = try #require(outer.interpolations[1].expression as? InterpolatedStringExprSyntax)
        #expect(inner.interpolations.count == 1)
        #expect(inner.interpolations[0].expression.range.start == marked["2️⃣"])
        #expect(inner.interpolations[0].alignment != nil)
    }
}
