// Tokens: kind, exact text, range, and attached trivia.

/// The lexical class of a token.
public enum TokenKind: String, Sendable, Hashable {
    /// An identifier (including contextual keywords such as `var`, `async`, and `@verbatim` names).
    case identifier
    /// A reserved C# keyword.
    case keyword
    /// An operator or punctuator, including `...` (elision).
    case punctuator
    /// An integer literal such as `10UL`, `0x1F`, `1_000`.
    case integerLiteral
    /// A real literal such as `1.0f`, `1e-3m`.
    case realLiteral
    /// A character literal such as `'\n'`.
    case charLiteral
    /// A regular, verbatim or raw string literal.
    case stringLiteral
    /// An interpolated string literal (`$"…"`, `$@"…"`, `@$"…"`, `$"""…"""`).
    case interpolatedStringLiteral
    /// A character that cannot start any token.
    case unknown
    /// The end of the input.
    case endOfFile
}

/// A token with its exact source text and trivia.
public struct Token: Sendable, Hashable {
    /// The lexical class.
    public var kind: TokenKind
    /// The exact source text (empty for missing tokens and end of file).
    public var text: String
    /// Where the token is (empty for missing tokens: the insertion point).
    public var range: SourceRange
    /// Trivia before the token (comments and line breaks preceding it, directives).
    public var leadingTrivia: [Trivia]
    /// Trivia after the token on the same line.
    public var trailingTrivia: [Trivia]
    /// Whether the parser synthesized this token because it was expected but absent.
    public var isMissing: Bool
    /// For interpolated strings: the holes inside the literal.
    var holes: [InterpolationHole]

    init(
        kind: TokenKind, text: String, range: SourceRange, leadingTrivia: [Trivia] = [],
        trailingTrivia: [Trivia] = [], isMissing: Bool = false, holes: [InterpolationHole] = []
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.leadingTrivia = leadingTrivia
        self.trailingTrivia = trailingTrivia
        self.isMissing = isMissing
        self.holes = holes
    }

    /// A missing token of the given kind and expected text, at `position`.
    static func missing(_ kind: TokenKind, _ text: String, at position: SourcePosition) -> Token {
        Token(kind: kind, text: text, range: SourceRange(at: position), isMissing: true)
    }

    /// Whether this is the punctuator `text`.
    func isPunct(_ text: String) -> Bool { kind == .punctuator && self.text == text }
    /// Whether this is the reserved keyword `text`.
    func isKeyword(_ text: String) -> Bool { kind == .keyword && self.text == text }
    /// Whether this is the identifier `text` (used for contextual keywords).
    func isContextual(_ text: String) -> Bool { kind == .identifier && self.text == text }
    /// Whether this is an elision: `...`, `…` or `···`.
    public var isElision: Bool {
        kind == .punctuator
            && (text == "..." || text.unicodeScalars.allSatisfy { $0.value == 0xB7 || $0.value == 0x2026 })
    }
    /// Whether a line break precedes this token.
    var startsLine: Bool { leadingTrivia.contains { $0.kind == .newline } }
}

/// A `{…}` hole of an interpolated string, as byte offsets into the source.
struct InterpolationHole: Sendable, Hashable {
    /// The expression (and alignment) text, excluding the format specifier.
    var expressionStart: Int
    var expressionEnd: Int
    /// Line number and line start offset at `expressionStart`, to lex the hole with exact positions.
    var line: Int
    var lineStart: Int
    /// The format specifier after `:`, if any (byte offsets).
    var format: Range<Int>?
}
