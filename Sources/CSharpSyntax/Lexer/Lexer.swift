// The C# lexer core: turns UTF-8 bytes into tokens with exact ranges and attached trivia.

/// Lexes C# source text into tokens. Never fails: bad input yields `.unknown` tokens and diagnostics.
struct Lexer {
    let bytes: [UInt8]
    var pos: Int
    let end: Int
    var line: Int
    var lineStart: Int
    var atLineStart = true
    var diagnostics: [SyntaxDiagnostic] = []
    /// Whether some token is `.unknown` (the parser is given the others).
    private(set) var sawUnknown = false
    /// Nesting of string literals inside interpolation holes (bounded to keep the lexer's recursion shallow).
    var interpolationDepth = 0
    static let maxInterpolationDepth = 32

    /// A lexer over `bytes[range]`, whose first byte is on `line`, a line that starts at `lineStart`.
    init(bytes: [UInt8], range: Range<Int>? = nil, line: Int = 1, lineStart: Int? = nil) {
        self.bytes = bytes
        let range = range ?? 0..<bytes.count
        self.pos = range.lowerBound
        self.end = range.upperBound
        self.line = line
        self.lineStart = lineStart ?? range.lowerBound
        self.atLineStart = lineStart == nil || lineStart == range.lowerBound
    }

    var position: SourcePosition { SourcePosition(offset: pos, line: line, column: pos - lineStart + 1) }

    func peek(_ n: Int = 0) -> UInt8 { pos + n < end ? bytes[pos + n] : 0 }

    /// The text of bytes `from..<to`.
    func text(_ from: Int, _ to: Int) -> String { Self.text(bytes, from, to) }

    /// The text of `bytes[from..<to]`. One ASCII byte (a `;`, a `(`: most punctuators) and a run
    /// of spaces (indentation) come from tables made once, without decoding.
    static func text(_ bytes: [UInt8], _ from: Int, _ to: Int) -> String {
        let count = to - from
        if count == 1, bytes[from] < 0x80 { return asciiTexts[Int(bytes[from])] }
        if count >= 2, count < spaceRuns.count, bytes[from] == 0x20, bytes[from + 1] == 0x20,
            bytes[from..<to].allSatisfy({ $0 == 0x20 })
        {
            return spaceRuns[count]
        }
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }

    /// Each ASCII byte as a string.
    static let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    /// Runs of spaces by length, up to 64.
    static let spaceRuns: [String] = (0...64).map { String(repeating: " ", count: $0) }

    /// A lexer that lexes the trivia from byte `offset` up to `position` as the lexer that made
    /// the tokens did: its line and line start at `offset` are recovered from the bytes (the
    /// lexer counts every `\n` it passes, and nothing else, as a line break).
    static func resuming(bytes: [UInt8], at offset: Int, before position: SourcePosition) -> Lexer {
        let breaks = bytes[offset..<position.offset].lazy.filter { $0 == 0x0A }.count
        let lineStart = (bytes[..<offset].lastIndex(of: 0x0A) ?? -1) + 1
        var lexer = Lexer(
            bytes: bytes, range: offset..<position.offset, line: position.line - breaks, lineStart: lineStart)
        lexer.atLineStart = offset == 0 || bytes[offset - 1] == 0x0A
        return lexer
    }

    /// A lexer that lexes on from `position`, the end of a token.
    static func resuming(bytes: [UInt8], at position: SourcePosition) -> Lexer {
        var lexer = Lexer(
            bytes: bytes, range: position.offset..<bytes.count, line: position.line,
            lineStart: position.offset - position.column + 1)
        lexer.atLineStart = false
        return lexer
    }

    /// Records that a `\n` at `offset` was passed.
    mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    mutating func diagnose(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        diagnostics.append(SyntaxDiagnostic(id: id, message: message, range: range))
    }

    /// Lexes everything up to the end, finishing with an end-of-file token.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity((end - pos) / 4 + 1)
        while true {
            let triviaStart = pos
            var leading = TriviaSummary()
            if pos < end, Self.mayStartTrivia(bytes[pos]) { lexTrivia(sameLineOnly: false, into: &leading) }
            let start = position
            if pos >= end {
                tokens.append(
                    Token(
                        kind: .endOfFile, text: "", range: SourceRange(at: start), leadingTriviaStart: triviaStart,
                        startsLine: leading.hasLineBreak, hasLeadingComment: leading.hasComment))
                return tokens
            }
            atLineStart = false
            var holes: [InterpolationHole] = []
            let kind: TokenKind
            if leading.hasLineBreak || tokens.isEmpty || tokens.last?.text == "{",
                let length = bracketedElision(at: pos)
            {
                pos += length
                kind = .punctuator
            } else {
                kind = lexToken(holes: &holes)
            }
            let tokenEnd = position
            var trailing = TriviaSummary()
            if pos < end, Self.mayStartTrivia(bytes[pos]) { lexTrivia(sameLineOnly: true, into: &trailing) }
            tokens.append(
                Token(
                    kind: kind, text: text(start.offset, tokenEnd.offset),
                    range: SourceRange(start: start, end: tokenEnd), leadingTriviaStart: triviaStart,
                    startsLine: leading.hasLineBreak, hasLeadingComment: leading.hasComment))
        }
    }

    /// The length of `[...]` (or `[..]`, `[…]`, spaces allowed inside) at `offset` when nothing
    /// but white space, a comment or a `}` follows it on its line: documentation's mark of omitted
    /// code, lexed as one elision token when it stands on a line of its own or opens a body
    /// (`class Foo : UIView { [..] }`).
    func bracketedElision(at offset: Int) -> Int? {
        guard offset < end, bytes[offset] == UInt8(ascii: "[") else { return nil }
        var index = offset + 1
        func skipSpaces() { while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skipSpaces()
        let dots = index
        while index < end, bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index - dots < 2 {
            // `…` (U+2026), in UTF-8.
            guard index == dots, index + 2 < end, bytes[index] == 0xE2, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA6
            else { return nil }
            index += 3
        }
        skipSpaces()
        guard index < end, bytes[index] == UInt8(ascii: "]") else { return nil }
        index += 1
        var rest = index
        while rest < end, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
        let endsLine =
            rest == end || bytes[rest] == 0x0A || bytes[rest] == 0x0D || bytes[rest] == UInt8(ascii: "}")
            || (bytes[rest] == UInt8(ascii: "/") && rest + 1 < end && bytes[rest + 1] == UInt8(ascii: "/"))
        return endsLine ? index - offset : nil
    }

    // MARK: Trivia

    /// The bytes trivia can start with (white space, line breaks, `/`, `#`, and the lead bytes of
    /// Unicode spaces): a token followed by anything else has no trivia to lex, which is most of
    /// them (`Foo(`, `a.b`, `x;`).
    /// (A switch, not a table: on Linux every read of a global table calls `swift_once`.)
    @inline(__always)
    static func mayStartTrivia(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09...0x0D, 0x2F, 0x23: true
        default: byte >= 0x80
        }
    }

    /// Lexes trivia into a list.
    mutating func lexTrivia(sameLineOnly: Bool) -> [Trivia] {
        var trivia: [Trivia] = []
        lexTrivia(sameLineOnly: sameLineOnly, into: &trivia)
        return trivia
    }

    /// Lexes trivia, handing each piece to `sink`. Specialized for each sink: building `Trivia`
    /// values, and even positions, costs only where they are wanted.
    mutating func lexTrivia<Sink: TriviaSink>(sameLineOnly: Bool, into sink: inout Sink) {
        while pos < end {
            let start = (offset: pos, line: line, lineStart: lineStart)
            let c = bytes[pos]
            if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C {
                while pos < end, bytes[pos] == 0x20 || bytes[pos] == 0x09 || bytes[pos] == 0x0B || bytes[pos] == 0x0C {
                    pos += 1
                }
                emit(.whitespace, from: start, into: &sink)
            } else if c == 0x0D || c == 0x0A {
                if sameLineOnly { break }
                if c == 0x0D && peek(1) == 0x0A { pos += 1 }
                if bytes[pos] == 0x0A {
                    pos += 1
                    // The line break's range ends on its own line.
                    let rangeEnd =
                        Sink.readsRanges ? SourcePosition(offset: pos, line: line, column: pos - lineStart + 1) : nil
                    newline(at: pos - 1)
                    emit(.newline, from: start, end: rangeEnd, into: &sink)
                } else {
                    pos += 1  // lone CR: treat as white space
                    emit(.whitespace, from: start, into: &sink)
                }
                atLineStart = true
            } else if c == 0x2F && peek(1) == 0x2F {
                while pos < end, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
                // `///` but not `////` is a documentation comment.
                let isDoc =
                    pos - start.offset >= 3 && bytes[start.offset + 2] == 0x2F
                    && !(pos - start.offset >= 4 && bytes[start.offset + 3] == 0x2F)
                emit(isDoc ? .docComment : .lineComment, from: start, into: &sink)
            } else if c == 0x2F && peek(1) == 0x2A {
                pos += 2
                var closed = false
                while pos < end {
                    if bytes[pos] == 0x2A && peek(1) == 0x2F {
                        pos += 2
                        closed = true
                        break
                    }
                    if bytes[pos] == 0x0A { newline(at: pos) }
                    pos += 1
                }
                if !closed {
                    diagnose(
                        .unterminatedComment, "unterminated comment; expected '*/'",
                        SourceRange(start: Self.position(start), end: position))
                }
                atLineStart = false
                emit(.blockComment, from: start, into: &sink)
            } else if c == 0x23 && atLineStart && !sameLineOnly {
                while pos < end, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
                emit(.directive, from: start, into: &sink)
            } else if c >= 0x80, let (scalar, length) = decodeScalar(at: pos), isWhitespaceScalar(scalar) {
                pos += length
                emit(.whitespace, from: start, into: &sink)
            } else {
                break
            }
        }
    }

    /// The position of a start recorded as offset, line and line start.
    private static func position(_ start: (offset: Int, line: Int, lineStart: Int)) -> SourcePosition {
        SourcePosition(offset: start.offset, line: start.line, column: start.offset - start.lineStart + 1)
    }

    /// Hands `sink` a piece of trivia from `start` to `end` (by default, here), with its range
    /// only when the sink reads ranges.
    @inline(__always)
    private func emit<Sink: TriviaSink>(
        _ kind: TriviaKind, from start: (offset: Int, line: Int, lineStart: Int), end: SourcePosition? = nil,
        into sink: inout Sink
    ) {
        let range =
            Sink.readsRanges
            ? SourceRange(start: Self.position(start), end: end ?? position) : SourceRange(at: .start)
        sink.add(kind, bytes, range)
    }

    /// Kept out of line: inlined, its Unicode category test set up a stack frame in every caller
    /// on every call, ASCII or not.
    @inline(never)
    func isWhitespaceScalar(_ s: Unicode.Scalar) -> Bool {
        s.value == 0xFEFF || s.value == 0x200B || s.properties.generalCategory == .spaceSeparator
    }

    // MARK: Tokens

    mutating func lexToken(holes: inout [InterpolationHole]) -> TokenKind {
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifierOrKeyword()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "."):
            if peek(1) >= 0x30 && peek(1) <= 0x39 { return lexNumber() }
            return lexPunctuator()
        case UInt8(ascii: "\""):
            return lexStringLiteral(holes: &holes)
        case UInt8(ascii: "'"):
            return lexCharLiteral()
        case UInt8(ascii: "@"):
            if peek(1) == UInt8(ascii: "\"") || (peek(1) == UInt8(ascii: "$") && peek(2) == UInt8(ascii: "\"")) {
                return lexStringLiteral(holes: &holes)
            }
            if isIdentifierStart(at: pos + 1) {
                pos += 1
                _ = lexIdentifierOrKeyword()
                return .identifier
            }
            return lexUnknown()
        case UInt8(ascii: "$"):
            var n = pos
            while n < end, bytes[n] == UInt8(ascii: "$") { n += 1 }
            if n < end,
                bytes[n] == UInt8(ascii: "\"")
                    || (bytes[n] == UInt8(ascii: "@") && n + 1 < end && bytes[n + 1] == UInt8(ascii: "\""))
            {
                return lexStringLiteral(holes: &holes)
            }
            return lexUnknown()
        default:
            if c >= 0x80, let (scalar, _) = decodeScalar(at: pos), scalar.value == 0xB7 || scalar.value == 0x2026 {
                // `···` and `…` are elisions written with typographic characters.
                while let (s, length) = decodeScalar(at: pos), s.value == 0xB7 || s.value == 0x2026 { pos += length }
                return .punctuator
            }
            if c >= 0x80, isIdentifierStart(at: pos) { return lexIdentifierOrKeyword() }
            if Lexer.startsPunctuator(c) { return lexPunctuator() }
            return lexUnknown()
        }
    }

    mutating func lexUnknown() -> TokenKind {
        sawUnknown = true
        let start = position
        if bytes[pos] >= 0x80, let (_, length) = decodeScalar(at: pos) { pos += length } else { pos += 1 }
        let range = SourceRange(start: start, end: position)
        diagnose(.unexpectedCharacter, "unexpected character '\(text(start.offset, pos))'", range)
        return .unknown
    }

    // MARK: Identifiers

    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        guard offset < end else { return nil }
        let b0 = bytes[offset]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        var length = 0
        var value: UInt32 = 0
        if b0 & 0xE0 == 0xC0 {
            length = 2
            value = UInt32(b0 & 0x1F)
        } else if b0 & 0xF0 == 0xE0 {
            length = 3
            value = UInt32(b0 & 0x0F)
        } else if b0 & 0xF8 == 0xF0 {
            length = 4
            value = UInt32(b0 & 0x07)
        } else {
            return nil
        }
        guard offset + length <= end else { return nil }
        for i in 1..<length { value = value << 6 | UInt32(bytes[offset + i] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    func isIdentifierStart(at offset: Int) -> Bool {
        guard let (s, _) = decodeScalar(at: offset) else { return false }
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default: return false
        }
    }

    func isIdentifierPart(at offset: Int) -> (Bool, Int) {
        guard let (s, length) = decodeScalar(at: offset) else { return (false, 1) }
        if s.isASCII {
            return ((s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_", 1)
        }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
            .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation, .format:
            return (true, length)
        default: return (false, length)
        }
    }

    mutating func lexIdentifierOrKeyword() -> TokenKind {
        let start = pos
        // ASCII letters, digits and `_`, nearly every identifier's whole text, in a local index;
        // a non-ASCII byte hands over to `lexIdentifierRest`, kept out of line: its Unicode
        // category tests set up a stack frame that cost more than scanning the name.
        var index = pos
        while index < end, Self.isASCIIIdentifierPart(bytes[index]) { index += 1 }
        pos = index
        if pos < end, bytes[pos] >= 0x80 { lexIdentifierRest() }
        if pos == start { pos += 1 }
        return Self.isReserved(bytes[start..<pos]) ? .keyword : .identifier
    }

    /// An ASCII letter, digit or `_`.
    private static func isASCIIIdentifierPart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    /// The rest of an identifier from a non-ASCII byte on.
    @inline(never)
    private mutating func lexIdentifierRest() {
        while pos < end {
            let b = bytes[pos]
            if b < 0x80 {
                guard Self.isASCIIIdentifierPart(b) else { break }
                pos += 1
                continue
            }
            let (ok, length) = isIdentifierPart(at: pos)
            if !ok { break }
            pos += length
        }
    }

    /// Whether `word` is a reserved keyword (`CSharpKeywords.reserved`, which a test checks this
    /// against). Every identifier is checked: its bytes are packed into two integers and matched
    /// by a switch, where a table of keywords cost a `swift_once` call per read on Linux and a
    /// comparison of bytes per candidate. The packing is the parser's `WordCode`; identifiers hold
    /// no zero byte, so it (zeros past the end) tells every length apart.
    static func isReserved(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count >= 2, word.count <= 10 else { return false }
        let code = word.withUnsafeBufferPointer { WordCode(bytes: $0, 0..<$0.count) }
        let high = code.high
        return switch code.low {
        case 0x7463617274736261: high == 0x0000  // abstract
        case 0x0000000000007361: high == 0x0000  // as
        case 0x0000000065736162: high == 0x0000  // base
        case 0x000000006C6F6F62: high == 0x0000  // bool
        case 0x0000006B61657262: high == 0x0000  // break
        case 0x0000000065747962: high == 0x0000  // byte
        case 0x0000000065736163: high == 0x0000  // case
        case 0x0000006863746163: high == 0x0000  // catch
        case 0x0000000072616863: high == 0x0000  // char
        case 0x0064656B63656863: high == 0x0000  // checked
        case 0x0000007373616C63: high == 0x0000  // class
        case 0x00000074736E6F63: high == 0x0000  // const
        case 0x65756E69746E6F63: high == 0x0000  // continue
        case 0x006C616D69636564: high == 0x0000  // decimal
        case 0x00746C7561666564: high == 0x0000  // default
        case 0x65746167656C6564: high == 0x0000  // delegate
        case 0x0000000000006F64: high == 0x0000  // do
        case 0x0000656C62756F64: high == 0x0000  // double
        case 0x0000000065736C65: high == 0x0000  // else
        case 0x000000006D756E65: high == 0x0000  // enum
        case 0x000000746E657665: high == 0x0000  // event
        case 0x746963696C707865: high == 0x0000  // explicit
        case 0x00006E7265747865: high == 0x0000  // extern
        case 0x00000065736C6166: high == 0x0000  // false
        case 0x00796C6C616E6966: high == 0x0000  // finally
        case 0x0000006465786966: high == 0x0000  // fixed
        case 0x00000074616F6C66: high == 0x0000  // float
        case 0x0000000000726F66: high == 0x0000  // for
        case 0x0068636165726F66: high == 0x0000  // foreach
        case 0x000000006F746F67: high == 0x0000  // goto
        case 0x0000000000006669: high == 0x0000  // if
        case 0x746963696C706D69: high == 0x0000  // implicit
        case 0x0000000000006E69: high == 0x0000  // in
        case 0x0000000000746E69: high == 0x0000  // int
        case 0x6361667265746E69: high == 0x0065  // interface
        case 0x6C616E7265746E69: high == 0x0000  // internal
        case 0x0000000000007369: high == 0x0000  // is
        case 0x000000006B636F6C: high == 0x0000  // lock
        case 0x00000000676E6F6C: high == 0x0000  // long
        case 0x63617073656D616E: high == 0x0065  // namespace
        case 0x000000000077656E: high == 0x0000  // new
        case 0x000000006C6C756E: high == 0x0000  // null
        case 0x00007463656A626F: high == 0x0000  // object
        case 0x726F74617265706F: high == 0x0000  // operator
        case 0x000000000074756F: high == 0x0000  // out
        case 0x656469727265766F: high == 0x0000  // override
        case 0x0000736D61726170: high == 0x0000  // params
        case 0x0065746176697270: high == 0x0000  // private
        case 0x65746365746F7270: high == 0x0064  // protected
        case 0x000063696C627570: high == 0x0000  // public
        case 0x796C6E6F64616572: high == 0x0000  // readonly
        case 0x0000000000666572: high == 0x0000  // ref
        case 0x00006E7275746572: high == 0x0000  // return
        case 0x0000006574796273: high == 0x0000  // sbyte
        case 0x000064656C616573: high == 0x0000  // sealed
        case 0x00000074726F6873: high == 0x0000  // short
        case 0x0000666F657A6973: high == 0x0000  // sizeof
        case 0x6C6C616B63617473: high == 0x636F  // stackalloc
        case 0x0000636974617473: high == 0x0000  // static
        case 0x0000676E69727473: high == 0x0000  // string
        case 0x0000746375727473: high == 0x0000  // struct
        case 0x0000686374697773: high == 0x0000  // switch
        case 0x0000000073696874: high == 0x0000  // this
        case 0x000000776F726874: high == 0x0000  // throw
        case 0x0000000065757274: high == 0x0000  // true
        case 0x0000000000797274: high == 0x0000  // try
        case 0x0000666F65707974: high == 0x0000  // typeof
        case 0x00000000746E6975: high == 0x0000  // uint
        case 0x000000676E6F6C75: high == 0x0000  // ulong
        case 0x656B636568636E75: high == 0x0064  // unchecked
        case 0x0000656661736E75: high == 0x0000  // unsafe
        case 0x000074726F687375: high == 0x0000  // ushort
        case 0x000000676E697375: high == 0x0000  // using
        case 0x006C617574726976: high == 0x0000  // virtual
        case 0x0000000064696F76: high == 0x0000  // void
        case 0x656C6974616C6F76: high == 0x0000  // volatile
        case 0x000000656C696877: high == 0x0000  // while
        default: false
        }
    }

    // MARK: Punctuators

    /// Whether `byte` starts a punctuator: one of `{}[]().,:;+-*/%&|^!~=<>?`.
    @inline(__always)
    static func startsPunctuator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x7B, 0x7D, 0x5B, 0x5D, 0x28, 0x29, 0x2E, 0x2C, 0x3A, 0x3B, 0x2B, 0x2D, 0x2A, 0x2F, 0x25, 0x26, 0x7C, 0x5E,
            0x21, 0x7E, 0x3D, 0x3C, 0x3E, 0x3F:
            true
        default: false
        }
    }

    /// A punctuator, longest match first. The multi-character ones are `>>=` `<<=` `??=` `...`
    /// `->` `=>` `==` `!=` `<=` `>=` `&&` `||` `++` `--` `+=` `-=` `*=` `/=` `%=` `&=` `|=` `^=`
    /// `<<` `??` `?.` `::` `..`. `>>` is deliberately absent: it is lexed as two `>` tokens so
    /// that nested generics close naturally; the parser joins adjacent `>` `>` for shifts.
    mutating func lexPunctuator() -> TokenKind {
        let first = bytes[pos]
        let second: UInt8 = pos + 1 < end ? bytes[pos + 1] : 0
        let third: UInt8 = pos + 2 < end ? bytes[pos + 2] : 0
        let length: Int
        switch first {
        case UInt8(ascii: ">"):
            length = second == UInt8(ascii: ">") && third == UInt8(ascii: "=") ? 3 : second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "<"):
            length =
                second == UInt8(ascii: "<") ? (third == UInt8(ascii: "=") ? 3 : 2) : second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "?"):
            if second == UInt8(ascii: "?") {
                length = third == UInt8(ascii: "=") ? 3 : 2
            } else if second == UInt8(ascii: ".") {
                // `a ? .5 : b` — `?.` followed by a digit is `?` then a number.
                length = third >= 0x30 && third <= 0x39 ? 1 : 2
            } else {
                length = 1
            }
        case UInt8(ascii: "."):
            length = second == UInt8(ascii: ".") ? (third == UInt8(ascii: ".") ? 3 : 2) : 1
        case UInt8(ascii: "-"):
            length = second == UInt8(ascii: ">") || second == UInt8(ascii: "=") || second == UInt8(ascii: "-") ? 2 : 1
        case UInt8(ascii: "="):
            length = second == UInt8(ascii: ">") || second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"):
            length = second == first || second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "^"):
            length = second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: ":"):
            length = second == UInt8(ascii: ":") ? 2 : 1
        default:
            length = 1
        }
        pos += length
        return .punctuator
    }
}
