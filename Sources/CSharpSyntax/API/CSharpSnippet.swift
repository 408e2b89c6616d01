// The public entry points: parse a C# documentation snippet, or lex it into tokens.

/// Entry points for parsing C# documentation snippets.
///
/// ```swift
/// let snippet = CSharpSnippet.parse(source)
/// snippet.form            // .members, .statements, …
/// snippet.diagnostics     // syntax errors with exact ranges
/// snippet.root.members    // typed syntax tree
/// print(snippet.dump())   // deterministic tree dump
/// ```
public enum CSharpSnippet {
    /// Parses `source` as a snippet. Never fails: invalid code yields diagnostics and missing or
    /// unexpected nodes. The form (expression, statements, members, compilation unit, mixed) is detected.
    public static func parse(_ source: String) -> SnippetSyntax {
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes: bytes)
        let tokens = lexer.tokenize()
        // Characters that are not C# were reported by the lexer; the parser reads past them.
        let parser = Parser(
            tokens: lexer.sawUnknown ? tokens.filter { $0.kind != .unknown } : tokens,
            bytes: bytes)
        let (root, form) = parser.parseSnippet()
        let diagnostics = capped(sorted(lexer.diagnostics + parser.diagnostics))
        return SnippetSyntax(source: source, form: form, root: root, diagnostics: diagnostics, tokens: tokens)
    }

    /// Lexes `source` into all tokens (trivia attached, ending with `.endOfFile`) plus lexical diagnostics.
    public static func tokenize(_ source: String) -> (tokens: [Token], diagnostics: [SyntaxDiagnostic]) {
        var lexer = Lexer(bytes: Array(source.utf8))
        let tokens = lexer.tokenize()
        return (tokens, lexer.diagnostics)
    }

    /// The significant tokens of `source` (no comments, whitespace or preprocessor lines), for comparing
    /// code across locales.
    public static func significantTokens(_ source: String) -> [SignificantToken] {
        SignificantToken.extract(from: tokenize(source).tokens)
    }

    /// At most `Parser.maxDiagnostics` diagnostics, then one note saying the rest were dropped.
    static func capped(_ diagnostics: [SyntaxDiagnostic]) -> [SyntaxDiagnostic] {
        let real = diagnostics.filter { $0.id != .tooManyDiagnostics }
        guard real.count > Parser.maxDiagnostics else { return real }
        let kept = Array(real.prefix(Parser.maxDiagnostics))
        let note = SyntaxDiagnostic(
            id: .tooManyDiagnostics, severity: .note, message: "too many errors; further diagnostics suppressed",
            range: SourceRange(at: kept[kept.count - 1].range.end))
        return kept + [note]
    }

    static func sorted(_ diagnostics: [SyntaxDiagnostic]) -> [SyntaxDiagnostic] {
        var seen = Set<SyntaxDiagnostic>()
        return diagnostics.enumerated()
            .sorted { ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0).inserted }
    }
}
