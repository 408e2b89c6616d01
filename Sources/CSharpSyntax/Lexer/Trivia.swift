// Trivia: the text between tokens (whitespace, newlines, comments, preprocessor lines).

/// What a piece of trivia is.
public enum TriviaKind: String, Sendable, Hashable {
    /// Spaces, tabs and other horizontal white space (including a byte-order mark).
    case whitespace
    /// A line break (`\n` or `\r\n`).
    case newline
    /// `// …`
    case lineComment
    /// `/// …`
    case docComment
    /// `/* … */`
    case blockComment
    /// A preprocessor line: `#if`, `#region`, `#pragma`, …
    case directive
}

/// One piece of trivia with its exact text range.
public struct Trivia: Sendable, Hashable {
    /// The kind of trivia.
    public var kind: TriviaKind
    /// Its text.
    public var text: String
    /// Where it is.
    public var range: SourceRange

    /// Whether this is a comment that stands for omitted code: `// ...`, `/* ... */`, `// …`.
    public var isElisionComment: Bool {
        guard kind == .lineComment || kind == .blockComment else { return false }
        var body = Substring(text)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        }
        let trimmed = body.drop(while: { $0 == " " || $0 == "\t" })
        return trimmed.hasPrefix("...") || trimmed.hasPrefix("…") || trimmed.hasPrefix("··")
    }
}

/// Where `Lexer.lexTrivia(sameLineOnly:into:)` puts each piece of trivia it passes.
protocol TriviaSink {
    /// Whether `add` reads its range (when not, the lexer passes an empty one and makes no
    /// positions).
    static var readsRanges: Bool { get }
    /// Takes a piece of trivia of `kind` at `range` of `bytes`.
    mutating func add(_ kind: TriviaKind, _ bytes: [UInt8], _ range: SourceRange)
}

extension Array: TriviaSink where Element == Trivia {
    /// Trivia values keep their ranges.
    static var readsRanges: Bool { true }

    /// Appends the piece with its text.
    mutating func add(_ kind: TriviaKind, _ bytes: [UInt8], _ range: SourceRange) {
        append(Trivia(kind: kind, text: Lexer.text(bytes, range.start.offset, range.end.offset), range: range))
    }
}

/// What a token keeps of the trivia before it: whether it holds a line break and a comment.
struct TriviaSummary: TriviaSink {
    /// A summary keeps kinds only.
    static var readsRanges: Bool { false }

    /// Whether a line break was passed.
    var hasLineBreak = false
    /// Whether a comment was passed.
    var hasComment = false

    mutating func add(_ kind: TriviaKind, _ bytes: [UInt8], _ range: SourceRange) {
        switch kind {
        case .newline: hasLineBreak = true
        case .lineComment, .docComment, .blockComment: hasComment = true
        case .whitespace, .directive: break
        }
    }
}
