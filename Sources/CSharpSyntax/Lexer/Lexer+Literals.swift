// Lexing of numeric, character and string literals (regular, verbatim, raw, interpolated).

extension Lexer {
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    }
    static func isLetterOrDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }

    // MARK: Numbers

    mutating func lexNumber() -> TokenKind {
        let start = position
        var isReal = false
        if bytes[pos] == 0x30, peek(1) | 0x20 == UInt8(ascii: "x") {
            pos += 2
            while pos < end, Lexer.isHexDigit(bytes[pos]) || bytes[pos] == 0x5F { pos += 1 }
        } else if bytes[pos] == 0x30, peek(1) | 0x20 == UInt8(ascii: "b") {
            pos += 2
            while pos < end, bytes[pos] == 0x30 || bytes[pos] == 0x31 || bytes[pos] == 0x5F { pos += 1 }
        } else {
            while pos < end, Lexer.isDigit(bytes[pos]) || bytes[pos] == 0x5F { pos += 1 }
            if pos < end, bytes[pos] == 0x2E, Lexer.isDigit(peek(1)) {
                isReal = true
                pos += 1
                while pos < end, Lexer.isDigit(bytes[pos]) || bytes[pos] == 0x5F { pos += 1 }
            }
            if pos < end, bytes[pos] | 0x20 == UInt8(ascii: "e") {
                let sign = peek(1) == 0x2B || peek(1) == 0x2D ? 1 : 0
                if Lexer.isDigit(peek(1 + sign)) {
                    isReal = true
                    pos += 1 + sign
                    while pos < end, Lexer.isDigit(bytes[pos]) || bytes[pos] == 0x5F { pos += 1 }
                }
            }
        }
        // Suffixes: f d m (real), u l ul lu (integer).
        if pos < end {
            switch bytes[pos] | 0x20 {
            case UInt8(ascii: "f"), UInt8(ascii: "d"), UInt8(ascii: "m"):
                if !text(start.offset, pos).lowercased().hasPrefix("0x") {
                    isReal = true
                    pos += 1
                }
            case UInt8(ascii: "u"):
                pos += 1
                if pos < end, bytes[pos] | 0x20 == UInt8(ascii: "l") { pos += 1 }
            case UInt8(ascii: "l"):
                pos += 1
                if pos < end, bytes[pos] | 0x20 == UInt8(ascii: "u") { pos += 1 }
            default: break
            }
        }
        if pos < end, Lexer.isLetterOrDigit(bytes[pos]) {
            while pos < end, Lexer.isLetterOrDigit(bytes[pos]) { pos += 1 }
            diagnose(
                .invalidNumber, "invalid number '\(text(start.offset, pos))'", SourceRange(start: start, end: position))
        }
        return isReal ? .realLiteral : .integerLiteral
    }

    // MARK: Characters

    mutating func lexCharLiteral() -> TokenKind {
        let start = position
        pos += 1
        var count = 0
        while pos < end, bytes[pos] != 0x27, bytes[pos] != 0x0A, bytes[pos] != 0x0D {
            if bytes[pos] == 0x5C { pos += 1 }
            if pos < end, bytes[pos] != 0x0A { pos += 1 }
            while pos < end, bytes[pos] & 0xC0 == 0x80 { pos += 1 }
            count += 1
        }
        if pos < end, bytes[pos] == 0x27 {
            pos += 1
            let range = SourceRange(start: start, end: position)
            if count == 0 { diagnose(.emptyCharLiteral, "empty character literal", range) }
            let body = text(start.offset + 1, pos - 1)
            if count > 1 && !body.hasPrefix("\\u") && !body.hasPrefix("\\x") && !body.hasPrefix("\\U") {
                diagnose(.tooManyCharacters, "too many characters in character literal", range)
            }
        } else {
            diagnose(.newlineInConstant, "unterminated character literal", SourceRange(start: start, end: position))
        }
        return .charLiteral
    }

    // MARK: Strings

    /// Lexes any string literal form starting at `pos` (`"`, `@"`, `$"`, `$@"`, `@$"`, `"""`, `$$"""`).
    mutating func lexStringLiteral(holes: inout [InterpolationHole]) -> TokenKind {
        let start = position
        var dollars = 0
        var verbatim = false
        while pos < end {
            if bytes[pos] == UInt8(ascii: "$") {
                dollars += 1
            } else if bytes[pos] == UInt8(ascii: "@") {
                verbatim = true
            } else {
                break
            }
            pos += 1
        }
        // Raw string literal: three or more quotes.
        var quotes = 0
        while pos + quotes < end, bytes[pos + quotes] == 0x22 { quotes += 1 }
        if quotes >= 3 && !verbatim {
            pos += quotes
            lexRawStringBody(start: start, quotes: quotes, dollars: dollars, holes: &holes)
        } else if pos < end, bytes[pos] == 0x22 {
            pos += 1
            lexQuotedStringBody(start: start, verbatim: verbatim, interpolated: dollars > 0, holes: &holes)
        }
        // Else `$` or `@` with no quote after them, which an interpolation hole can hand over
        // (`$"{@@`): there is no string to lex, and nothing past the end to skip.
        return dollars > 0 ? .interpolatedStringLiteral : .stringLiteral
    }

    mutating func lexQuotedStringBody(
        start: SourcePosition, verbatim: Bool, interpolated: Bool, holes: inout [InterpolationHole]
    ) {
        while pos < end {
            let b = bytes[pos]
            if b == 0x22 {
                if verbatim && peek(1) == 0x22 {
                    pos += 2
                    continue
                }
                pos += 1
                return
            }
            if b == 0x5C && !verbatim {
                // An escaped line feed still ends a line: counted, so later positions stay exact
                // (and trivia lexed again from the bytes agrees with them).
                if pos + 1 < end, bytes[pos + 1] == 0x0A { newline(at: pos + 1) }
                pos += 2
                if pos > end { pos = end }
                continue
            }
            if b == 0x0A || b == 0x0D {
                if !verbatim {
                    diagnose(
                        .newlineInConstant, "unterminated string literal", SourceRange(start: start, end: position))
                    return
                }
                if b == 0x0A { newline(at: pos) }
                pos += 1
                continue
            }
            if interpolated && b == 0x7B {
                if peek(1) == 0x7B {
                    pos += 2
                    continue
                }
                pos += 1
                holes.append(lexHole(closingBraces: 1))
                continue
            }
            pos += 1
        }
        let id: DiagnosticID = verbatim ? .unterminatedString : .newlineInConstant
        diagnose(id, "unterminated string literal", SourceRange(start: start, end: position))
    }

    mutating func lexRawStringBody(start: SourcePosition, quotes: Int, dollars: Int, holes: inout [InterpolationHole]) {
        while pos < end {
            let b = bytes[pos]
            if b == 0x22 {
                var n = 0
                while pos + n < end, bytes[pos + n] == 0x22 { n += 1 }
                pos += n
                if n >= quotes { return }
                continue
            }
            if b == 0x0A { newline(at: pos) }
            if dollars > 0 && b == 0x7B {
                var n = 0
                while pos + n < end, bytes[pos + n] == 0x7B { n += 1 }
                pos += n
                if n >= dollars { holes.append(lexHole(closingBraces: dollars)) }
                continue
            }
            pos += 1
        }
        diagnose(.unterminatedString, "unterminated raw string literal", SourceRange(start: start, end: position))
    }

    /// Scans an interpolation hole after its opening brace(s); stops after the closing brace(s).
    mutating func lexHole(closingBraces: Int) -> InterpolationHole {
        let exprStart = pos
        let holeLine = line
        let holeLineStart = lineStart
        var depth = 0
        var exprEnd: Int?
        var formatStart: Int?
        while pos < end {
            let b = bytes[pos]
            if formatStart != nil {
                if b == 0x7D { break }
                if b == 0x0A { newline(at: pos) }
                pos += 1
                continue
            }
            switch b {
            case 0x28, 0x5B, 0x7B: depth += 1
            case 0x29, 0x5D: depth -= 1
            case 0x7D:
                if depth == 0 {
                    exprEnd = pos
                } else {
                    depth -= 1
                }
            case 0x3A where depth <= 0:
                if peek(1) == 0x3A {
                    pos += 2
                    continue
                }
                exprEnd = pos
                formatStart = pos + 1
            case 0x22, 0x40, 0x24:
                if b == 0x22 || peek(1) == 0x22 || (b != 0x22 && (peek(1) == 0x40 || peek(1) == 0x24)) {
                    if interpolationDepth >= Lexer.maxInterpolationDepth {
                        if interpolationDepth == Lexer.maxInterpolationDepth {
                            diagnose(
                                .nestingTooDeep, "interpolated strings are nested too deeply",
                                SourceRange(start: position, end: position))
                            interpolationDepth += 1
                        }
                        pos += 1
                        continue
                    }
                    interpolationDepth += 1
                    var nested: [InterpolationHole] = []
                    _ = lexStringLiteral(holes: &nested)
                    interpolationDepth -= 1
                    continue
                }
            case 0x27:
                _ = lexCharLiteral()
                continue
            case 0x0A: newline(at: pos)
            case 0x2F where peek(1) == 0x2A || peek(1) == 0x2F:
                var skipped = TriviaSummary()
                lexTrivia(sameLineOnly: true, into: &skipped)
                continue
            default: break
            }
            if exprEnd != nil && b == 0x7D { break }
            pos += 1
        }
        let closeAt = pos
        var n = 0
        while n < closingBraces, pos < end, bytes[pos] == 0x7D {
            pos += 1
            n += 1
        }
        let expressionEnd = exprEnd ?? min(closeAt, end)
        let format = formatStart.map { $0..<max($0, min(closeAt, end)) }
        return InterpolationHole(
            expressionStart: exprStart, expressionEnd: max(exprStart, expressionEnd), line: holeLine,
            lineStart: holeLineStart, format: format)
    }
}
