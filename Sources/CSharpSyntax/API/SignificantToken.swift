// Significant tokens: the token sequence used to compare code across locales.

/// The class of a significant token, for cross-locale comparison.
public enum SignificantTokenKind: String, Sendable, Hashable {
    /// Identifiers (contextual keywords included: `var`, `async`, `await`, …).
    case identifier
    /// Reserved keywords.
    case keyword
    /// Operators and punctuators (including `...`).
    case punctuation
    /// Integer and real literals.
    case numericLiteral
    /// String literals of every form (regular, verbatim, raw, interpolated): compared separately.
    case stringLiteral
    /// Character literals.
    case charLiteral
    /// Characters that are not C# (e.g. full-width punctuation from machine translation).
    case unknown
}

/// A token that matters for code comparison.
public struct SignificantToken: Sendable, Hashable, CustomStringConvertible {
    /// Its class.
    public var kind: SignificantTokenKind
    /// Its exact text.
    public var text: String
    /// Where it is in the snippet.
    public var range: SourceRange

    /// `kind 'text' @line:col`.
    public var description: String { "\(kind.rawValue) '\(text)' @\(range.start)" }

    static func extract(from tokens: [Token]) -> [SignificantToken] {
        // Every token but the end of input is significant: sized once, not grown.
        var result: [SignificantToken] = []
        result.reserveCapacity(tokens.count)
        for token in tokens {
            let kind: SignificantTokenKind
            switch token.kind {
            case .identifier: kind = .identifier
            case .keyword: kind = .keyword
            case .punctuator: kind = .punctuation
            case .integerLiteral, .realLiteral: kind = .numericLiteral
            case .stringLiteral, .interpolatedStringLiteral: kind = .stringLiteral
            case .charLiteral: kind = .charLiteral
            case .unknown: kind = .unknown
            case .endOfFile: continue
            }
            result.append(SignificantToken(kind: kind, text: token.text, range: token.range))
        }
        return result
    }
}
