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
    /// Whether the parser synthesized this token because it was expected but absent.
    public var isMissing: Bool
    /// Whether a line break precedes this token (kept apart from the trivia: the parser asks often).
    private(set) var startsLine: Bool
    /// The trivia and holes, nil when there are none. The parser copies tokens all the time and
    /// rarely reads these, so they are kept behind one reference, in one allocation. (The buffer is
    /// never written after it is made, so sharing it across threads is safe.)
    private nonisolated(unsafe) var attachments: TokenAttachments?

    /// Trivia before the token (comments and line breaks preceding it, directives).
    public var leadingTrivia: [Trivia] {
        get { attachments?.trivia(leading: true) ?? [] }
        set { attach(trivia: newValue + trailingTrivia, leadingCount: newValue.count, holes: holes) }
    }
    /// Trivia after the token on the same line.
    public var trailingTrivia: [Trivia] {
        get { attachments?.trivia(leading: false) ?? [] }
        set {
            let leading = leadingTrivia
            attach(trivia: leading + newValue, leadingCount: leading.count, holes: holes)
        }
    }
    /// For interpolated strings: the holes inside the literal.
    var holes: [InterpolationHole] {
        get { attachments?.header.holes ?? [] }
        set {
            attach(
                trivia: leadingTrivia + trailingTrivia, leadingCount: attachments?.header.leadingCount ?? 0,
                holes: newValue)
        }
    }

    /// Whether some leading trivia satisfies `predicate` (without copying the trivia).
    func leadingTriviaContains(where predicate: (Trivia) -> Bool) -> Bool {
        attachments?.contains(leading: true, where: predicate) ?? false
    }

    init(
        kind: TokenKind, text: String, range: SourceRange, leadingTrivia: [Trivia] = [],
        trailingTrivia: [Trivia] = [], isMissing: Bool = false, holes: [InterpolationHole] = []
    ) {
        self.init(
            kind: kind, text: text, range: range, trivia: leadingTrivia + trailingTrivia,
            leadingCount: leadingTrivia.count, isMissing: isMissing, holes: holes)
    }

    /// A token whose trivia is `trivia`, the first `leadingCount` of it leading.
    init(
        kind: TokenKind, text: String, range: SourceRange, trivia: [Trivia], leadingCount: Int,
        isMissing: Bool = false, holes: [InterpolationHole] = []
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.isMissing = isMissing
        self.startsLine = false
        attach(trivia: trivia, leadingCount: leadingCount, holes: holes)
    }

    private mutating func attach(trivia: [Trivia], leadingCount: Int, holes: [InterpolationHole]) {
        startsLine = trivia[..<leadingCount].contains { $0.kind == .newline }
        attachments =
            trivia.isEmpty && holes.isEmpty
            ? nil : TokenAttachments.make(trivia: trivia, leadingCount: leadingCount, holes: holes)
    }

    /// Compares kinds, texts, ranges, trivia, missingness and holes.
    public static func == (lhs: Token, rhs: Token) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.range == rhs.range && lhs.isMissing == rhs.isMissing
            && lhs.leadingTrivia == rhs.leadingTrivia && lhs.trailingTrivia == rhs.trailingTrivia
            && lhs.holes == rhs.holes
    }

    /// Hashes kind, text, range, trivia, missingness and holes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(range)
        hasher.combine(leadingTrivia)
        hasher.combine(trailingTrivia)
        hasher.combine(isMissing)
        hasher.combine(holes)
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
