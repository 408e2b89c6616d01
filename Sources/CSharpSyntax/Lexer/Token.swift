// Tokens: kind, exact text, range, and what precedes them.

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

/// A token with its exact source text. Its trivia (white space, comments, directives) is not
/// stored: the parser only asks whether a line break or a comment precedes a token, which the
/// lexer records as flags, and the rare reader of the trivia itself lexes it again from the
/// source (`leadingTrivia(in:)`, `trailingTrivia(in:)`). Building trivia for every token cost
/// more than lexing the tokens.
public struct Token: Sendable, Hashable {
    /// The lexical class.
    public var kind: TokenKind
    /// The exact source text (empty for missing tokens and end of file).
    public var text: String
    /// Where the token is (empty for missing tokens: the insertion point).
    public var range: SourceRange
    /// Whether the parser synthesized this token because it was expected but absent.
    public var isMissing: Bool
    /// Whether a line break precedes this token (in its leading trivia).
    private(set) var startsLine: Bool
    /// Whether its leading trivia holds a comment (where `// ...` elisions are looked for).
    private(set) var hasLeadingComment: Bool
    /// The byte offset where its leading trivia starts (`range.start.offset` when it has none).
    private(set) var leadingTriviaStart: Int

    /// A token; `leadingTriviaStart`, `startsLine` and `hasLeadingComment` describe the trivia
    /// before it (none by default).
    init(
        kind: TokenKind, text: String, range: SourceRange, isMissing: Bool = false, leadingTriviaStart: Int? = nil,
        startsLine: Bool = false, hasLeadingComment: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.isMissing = isMissing
        self.startsLine = startsLine
        self.hasLeadingComment = hasLeadingComment
        self.leadingTriviaStart = leadingTriviaStart ?? range.start.offset
    }

    /// For an interpolated string, the holes inside the literal, lexed again from `bytes`, the
    /// source the token was lexed from (as its trivia is: a token keeps only its text, so that
    /// copying one, which the parser does all the time, retains nothing else). Empty for every
    /// other token.
    func holes(in bytes: [UInt8]) -> [InterpolationHole] {
        guard kind == .interpolatedStringLiteral, !isMissing, range.end.offset <= bytes.count else { return [] }
        var lexer = Lexer(
            bytes: bytes, range: range.start.offset..<range.end.offset, line: range.start.line,
            lineStart: range.start.offset - range.start.column + 1)
        var holes: [InterpolationHole] = []
        _ = lexer.lexToken(holes: &holes)
        return holes
    }

    /// The trivia before the token (comments and line breaks preceding it, directives), lexed
    /// again from `source`, the text the token was lexed from.
    public func leadingTrivia(in source: String) -> [Trivia] { leadingTrivia(in: Array(source.utf8)) }

    /// The trivia after the token on its line, lexed again from `source`, the text the token was
    /// lexed from.
    public func trailingTrivia(in source: String) -> [Trivia] { trailingTrivia(in: Array(source.utf8)) }

    /// `leadingTrivia(in:)` from the source's bytes.
    func leadingTrivia(in bytes: [UInt8]) -> [Trivia] {
        guard !isMissing, leadingTriviaStart < range.start.offset, range.start.offset <= bytes.count else { return [] }
        var lexer = Lexer.resuming(bytes: bytes, at: leadingTriviaStart, before: range.start)
        return lexer.lexTrivia(sameLineOnly: false)
    }

    /// `trailingTrivia(in:)` from the source's bytes.
    func trailingTrivia(in bytes: [UInt8]) -> [Trivia] {
        guard !isMissing, kind != .endOfFile, range.end.offset < bytes.count else { return [] }
        var lexer = Lexer.resuming(bytes: bytes, at: range.end)
        return lexer.lexTrivia(sameLineOnly: true)
    }

    /// Compares kinds, texts, ranges, missingness, and where the leading trivia starts and
    /// whether it holds a line break or a comment. Not the trivia's text, which a token does not
    /// keep: tokens at the same places differ in it only if their sources differ in comments.
    public static func == (lhs: Token, rhs: Token) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.range == rhs.range && lhs.isMissing == rhs.isMissing
            && lhs.leadingTriviaStart == rhs.leadingTriviaStart && lhs.startsLine == rhs.startsLine
            && lhs.hasLeadingComment == rhs.hasLeadingComment
    }

    /// Hashes kind, text, range, missingness and where the leading trivia starts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(range)
        hasher.combine(isMissing)
        hasher.combine(leadingTriviaStart)
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
    /// Whether this is an elision: `...`, `…` or `···`, or `[...]` on a line of its own.
    public var isElision: Bool {
        guard kind == .punctuator else { return false }
        if text.utf8.first == UInt8(ascii: "[") { return text.utf8.count > 1 }
        return text == "..." || text.unicodeScalars.allSatisfy { $0.value == 0xB7 || $0.value == 0x2026 }
    }
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
