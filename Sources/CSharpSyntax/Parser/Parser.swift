// The parser core: token cursor, expectations with missing tokens, diagnostics, backtracking, the
// loop-progress guard and the nesting-depth limit. Grammar areas live in `Parser+*.swift`.

/// A tolerant recursive-descent parser over a token array. It never fails: absent tokens become
/// missing tokens/nodes, skipped tokens become unexpected nodes, and both produce diagnostics.
///
/// Its state is marked `@exclusivity(unchecked)`: the runtime check of each access to it was
/// paid for every token. A parser lives on one thread, and no method holds an access to a
/// property while calling code that touches the same property (simple reads and writes of the
/// cursor and counters, which the checks never found in conflict while they were on).
final class Parser {
    let tokens: [Token]
    /// The source bytes (interpolation holes are lexed from them on demand).
    let bytes: [UInt8]
    @exclusivity(unchecked) var index = 0
    @exclusivity(unchecked) var diagnostics: [SyntaxDiagnostic] = []
    /// Current nesting depth of recursive constructs (expressions, statements, types, members).
    @exclusivity(unchecked) var depth = 0
    /// Nesting limit: deeper input gets a diagnostic instead of overflowing the stack.
    static let maxDepth = 100
    /// Depth of the tree being built: nesting plus links of left-deep chains (`a.b.c…`, `a + b + c…`).
    /// Bounded so that walking or releasing the tree cannot overflow the stack either.
    @exclusivity(unchecked) var treeDepth = 0
    static let maxTreeDepth = 1_000
    /// Diagnostics beyond this number are dropped (one note says so).
    static let maxDiagnostics = 200
    /// Upper bound on tokens examined by one lookahead scan (keeps parsing linear on garbage).
    static let maxLookahead = 256
    /// Offset of the most recent error, to avoid cascades at one position.
    @exclusivity(unchecked) var lastErrorOffset = -1
    /// Every diagnose call, including suppressed ones (speculation checks this).
    @exclusivity(unchecked) var errorCount = 0
    /// While speculating, diagnostics are still recorded but then discarded.
    @exclusivity(unchecked) var speculationLevel = 0
    /// Set when the depth limit was hit; the whole parse unwinds by skipping tokens.
    @exclusivity(unchecked) var depthLimitHit = false
    /// Token index whose leading trivia has already been scanned for `// ...` elisions.
    @exclusivity(unchecked) var elisionScannedIndex = -1
    /// Token index before which an initializer was elided by a comment that ends its line
    /// (`string author = // ...`): the `;` there may be missing too.
    @exclusivity(unchecked) var lineElidedBefore = -1
    /// `[assembly: …]` attribute lists found at the top level.
    @exclusivity(unchecked) var unitAttributes: [AttributeListSyntax] = []

    /// The kind of each token, apart from the tokens: the parser tests them all the time. (Texts
    /// are read in place, `tokens[i].text`: an array of them cost a copy and a release of every
    /// text per parse.)
    let kinds: [TokenKind]
    /// Each punctuator's text as an integer (zero for other tokens), for the hottest tests.
    let punctuators: [PunctuatorCode]
    /// Each identifier's and keyword's text as a code (`.none` for other tokens), for keyword
    /// tests.
    let words: [WordCode]

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        // One loop that reads the fields in place (mapping key paths copied every token thrice).
        var kinds: [TokenKind] = []
        var punctuators: [PunctuatorCode] = []
        var words: [WordCode] = []
        kinds.reserveCapacity(tokens.count)
        punctuators.reserveCapacity(tokens.count)
        words.reserveCapacity(tokens.count)
        bytes.withUnsafeBufferPointer { buffer in
            for index in tokens.indices {
                let kind = tokens[index].kind
                kinds.append(kind)
                punctuators.append(
                    kind == .punctuator
                        ? PunctuatorCode(bytes: bytes, tokens[index].range.byteRange) : PunctuatorCode(0))
                words.append(
                    kind == .identifier || kind == .keyword
                        ? WordCode(bytes: buffer, tokens[index].range.byteRange) : .none)
            }
        }
        self.kinds = kinds
        self.punctuators = punctuators
        self.words = words
        self.bytes = bytes
    }

    // MARK: Cursor

    var current: Token { tokens[index] }
    /// The current token's range, read in place (`current` copies the token).
    var currentRange: SourceRange { tokens[index].range }
    /// Where the current token starts.
    var currentStart: SourcePosition { tokens[index].range.start }
    /// The current token's kind.
    var currentKind: TokenKind { kinds[index] }
    /// The current token's text.
    var currentText: String { tokens[index].text }
    func peek(_ n: Int) -> Token { tokens[min(index + n, tokens.count - 1)] }
    func token(at i: Int) -> Token { tokens[min(i, tokens.count - 1)] }
    /// The kind of the token `n` ahead (the end of file past the end), without copying the token.
    func peekKind(_ n: Int) -> TokenKind { kinds[min(index + n, kinds.count - 1)] }
    /// The kind of token `i` (the end of file past the end), without copying the token.
    func kind(at i: Int) -> TokenKind { kinds[min(i, kinds.count - 1)] }
    /// Whether token `i` (the end of file past the end) is the punctuator `punct`.
    func isPunct(at i: Int, _ punct: PunctuatorCode) -> Bool {
        let i = min(i, kinds.count - 1)
        return kinds[i] == .punctuator && punctuators[i] == punct && punct.value != 0
    }
    /// Whether token `i` (the end of file past the end) is the reserved keyword `keyword`.
    func isKeyword(at i: Int, _ keyword: WordCode) -> Bool {
        let i = min(i, kinds.count - 1)
        return kinds[i] == .keyword && words[i] == keyword
    }
    /// Whether token `i` (the end of file past the end) is the identifier `word`.
    func isContextual(at i: Int, _ word: WordCode) -> Bool {
        let i = min(i, kinds.count - 1)
        return kinds[i] == .identifier && words[i] == word
    }
    /// The word code of token `i` (the end of file past the end): `.none` unless it is an
    /// identifier or a keyword.
    func word(at i: Int) -> WordCode { words[min(i, words.count - 1)] }
    var atEnd: Bool { kinds[index] == .endOfFile }

    /// End of the last consumed token (start of input if none): where missing tokens are placed.
    var previousEnd: SourcePosition { index > 0 ? tokens[index - 1].range.end : tokens[0].range.start }

    /// Whether the current token is the punctuator `punct`. Compared as codes: most such tests
    /// fail, and a failed comparison of two strings is a call into the string library.
    func at(_ punct: PunctuatorCode) -> Bool {
        kinds[index] == .punctuator && punctuators[index] == punct && punct.value != 0
    }
    var atElision: Bool { kinds[index] == .punctuator && tokens[index].isElision }
    func atKeyword(_ keyword: WordCode) -> Bool { kinds[index] == .keyword && words[index] == keyword }
    func atContextual(_ word: WordCode) -> Bool { kinds[index] == .identifier && words[index] == word }

    /// Takes the current token and moves past it (not past the end of input).
    func consume() -> Token {
        let token = tokens[index]
        if kinds[index] != .endOfFile { index += 1 }
        return token
    }

    /// Moves past the current token without copying it (not past the end of input): a token copy
    /// retains its text, and most consumed tokens (punctuation, keywords) are not kept.
    func skip() {
        if kinds[index] != .endOfFile { index += 1 }
    }

    /// Takes the punctuator `punct` if it is the current token.
    func eat(_ punct: PunctuatorCode) -> Token? { at(punct) ? consume() : nil }

    /// Moves past the punctuator `punct` if it is the current token, without copying it;
    /// whether it did (most callers of `eat` only asked that).
    func skip(_ punct: PunctuatorCode) -> Bool {
        guard at(punct) else { return false }
        index += 1
        return true
    }
    func eatKeyword(_ keyword: WordCode) -> Token? { atKeyword(keyword) ? consume() : nil }

    /// Range from `start` to the end of the last consumed token.
    func range(from start: SourcePosition) -> SourceRange {
        let end = previousEnd
        return SourceRange(start: start, end: end.offset < start.offset ? start : end)
    }

    // MARK: Diagnostics

    func diagnose(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [],
        force: Bool = false, severity: DiagnosticSeverity = .error
    ) {
        errorCount += 1
        if range.start.offset == lastErrorOffset && !force { return }
        lastErrorOffset = range.start.offset
        if diagnostics.count > Parser.maxDiagnostics { return }
        if diagnostics.count == Parser.maxDiagnostics {
            diagnostics.append(
                SyntaxDiagnostic(
                    id: .tooManyDiagnostics, severity: .note,
                    message: "too many errors; further diagnostics suppressed",
                    range: range))
            return
        }
        diagnostics.append(SyntaxDiagnostic(id: id, severity: severity, message: message, range: range, notes: notes))
    }

    /// Whether a declaration that stops here (no body) is a documentation signature: the next token
    /// starts a new line, closes the enclosing body, or ends the snippet.
    var atSignatureEnd: Bool { atEnd || at("}") || tokens[index].startsLine }

    /// Reports a body-less declaration shown as a signature (a warning, not an error).
    func diagnoseSignatureOnly(_ what: String) {
        diagnose(
            .signatureOnly, "\(what) has no body; treated as a signature", at: SourceRange(at: previousEnd),
            severity: .warning)
    }

    /// Describes the current token for messages: `'x'` or `end of input`.
    var currentDescription: String { atEnd ? "end of input" : "'\(currentText)'" }

    /// Consumes `punct` or reports it missing (at the end of the previous token) and returns a missing token.
    @discardableResult
    func expect(
        _ punct: StaticString, id: DiagnosticID, context: @autoclosure () -> String? = nil, matching open: Token? = nil
    ) -> Token {
        if let token = eat(PunctuatorCode(punct)) { return token }
        let position = previousEnd
        var notes: [DiagnosticNote] = []
        if let open, !open.isMissing {
            notes.append(DiagnosticNote(message: "to match this opening '\(open.text)'", range: open.range))
        }
        let suffix = context().map { " \($0)" } ?? ""
        diagnose(id, "expected '\(punct)'\(suffix)", at: SourceRange(at: position), notes: notes)
        return Token.missing(.punctuator, "\(punct)", at: position)
    }

    /// Expects the `}` closing `open`. When the snippet ends right after an elision (`...` or `// ...`),
    /// the omitted `}` is a documentation convention: a warning instead of an error.
    @discardableResult
    func expectClosingBrace(open: Token, context: @autoclosure () -> String, lastItem: (any SyntaxNode)?) -> Token {
        if !at("}") && atEnd && lastItem?.isNode(ElisionSyntax.self) == true {
            diagnose(
                .closingBraceElided, "'}' omitted after elision at end of snippet", at: SourceRange(at: previousEnd),
                notes: [DiagnosticNote(message: "to match this opening '{'", range: open.range)], severity: .warning)
            return Token.missing(.punctuator, "}", at: previousEnd)
        }
        return expect("}", id: .closeBraceExpected, context: context(), matching: open)
    }

    /// Expects the `;` ending a statement or declaration. An elision that ends the statement's
    /// line (`UIFont font = ...`) or follows it (`... (x) ...`) stands for the rest of it, `;`
    /// included.
    func expectSemicolon(after what: @autoclosure () -> String = "statement") -> Token {
        let elisionEndsLine =
            (index > 0 && tokens[index - 1].isElision || lineElidedBefore == index)
            && (atEnd || tokens[index].startsLine)
        if !at(";"), elisionEndsLine || (!atEnd && tokens[index].isElision && !tokens[index].startsLine) {
            return Token.missing(.punctuator, ";", at: previousEnd)
        }
        return expect(";", id: .semicolonExpected, context: "after \(what())")
    }

    /// Consumes an identifier (contextual keywords included) or reports one missing.
    func expectIdentifier(_ context: @autoclosure () -> String = "") -> Token {
        if currentKind == .identifier { return consume() }
        let position = previousEnd
        let context = context()
        let suffix = context.isEmpty ? "" : " \(context)"
        if currentKind == .keyword && !tokens[index].startsLine {
            diagnose(
                .identifierExpected, "expected identifier\(suffix); '\(currentText)' is a keyword", at: currentRange)
            // `a.class = 1`: take the keyword as the name unless it starts a declaration (`class Foo`).
            if peekKind(1) != .identifier {
                var token = consume()
                token.kind = .identifier
                return token
            }
        } else {
            diagnose(.identifierExpected, "expected identifier\(suffix)", at: SourceRange(at: position))
        }
        return Token.missing(.identifier, "", at: position)
    }

    // MARK: Backtracking

    struct Checkpoint {
        let index: Int
        let diagnosticCount: Int
        let lastErrorOffset: Int
        let errorCount: Int
        let depthLimitHit: Bool
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(
            index: index, diagnosticCount: diagnostics.count, lastErrorOffset: lastErrorOffset, errorCount: errorCount,
            depthLimitHit: depthLimitHit)
    }

    func restore(_ c: Checkpoint) {
        index = c.index
        diagnostics.removeSubrange(c.diagnosticCount...)
        lastErrorOffset = c.lastErrorOffset
        errorCount = c.errorCount
        depthLimitHit = c.depthLimitHit
    }

    /// Runs `body` and always rewinds; returns its result and whether it produced no diagnostics.
    func lookahead<T>(_ body: () -> T) -> (value: T, clean: Bool, endIndex: Int) {
        let c = checkpoint()
        speculationLevel += 1
        let value = body()
        speculationLevel -= 1
        let clean = errorCount == c.errorCount && !depthLimitHit
        let endIndex = index
        restore(c)
        return (value, clean, endIndex)
    }

    // MARK: Depth and progress

    /// Enters a nested construct; returns `false` (after reporting once and skipping the rest of the
    /// nested text) when the nesting limit is exceeded.
    func enterNesting() -> Bool {
        if depth >= Parser.maxDepth || depthLimitHit {
            if !depthLimitHit {
                depthLimitHit = true
                // A speculative parse just fails here; skipping would make lookahead quadratic.
                if speculationLevel > 0 { return false }
                diagnose(
                    .nestingTooDeep, "code is nested too deeply; the rest of this construct is skipped",
                    at: currentRange, force: true)
                skipPastNesting()
            }
            return false
        }
        depth += 1
        treeDepth += 1
        return true
    }

    func leaveNesting() {
        depth -= 1
        treeDepth -= 1
        if depth == 0 { depthLimitHit = false }
    }

    /// Adds one link to a left-deep chain; `false` (after one diagnostic) when the tree would get too deep.
    func extendChain(_ links: inout Int) -> Bool {
        guard treeDepth < Parser.maxTreeDepth else {
            diagnose(.nestingTooDeep, "expression is too long; the rest of it is skipped", at: currentRange)
            if speculationLevel == 0 { skipPastNesting() }
            return false
        }
        treeDepth += 1
        links += 1
        return true
    }

    /// Skips tokens until the bracket depth returns below the current level or a `;` at level 0.
    func skipPastNesting() {
        var level = 0
        var guardrail = LoopProgress()
        while !atEnd && guardrail.advanced(index) {
            if at("(") || at("[") || at("{") {
                level += 1
            } else if at(")") || at("]") || at("}") {
                level -= 1
                if level < 0 { break }
            } else if at(";") && level == 0 {
                break
            }
            skip()
        }
    }

    /// Whether the leading trivia of `token` has `...`, `…` or `·` somewhere (which every elision
    /// comment has; `·` as U+00B7 or as U+0387, which `String` takes for the same character):
    /// comments are common in samples, elisions are not, and lexing a token's trivia again makes
    /// strings.
    static func mayHoldElision(_ bytes: [UInt8], _ token: Token) -> Bool {
        let end = min(token.range.start.offset, bytes.count)
        var index = token.leadingTriviaStart
        while index + 1 < end {
            switch bytes[index] {
            case 0x2E where index + 2 < end && bytes[index + 1] == 0x2E && bytes[index + 2] == 0x2E: return true
            case 0xE2 where index + 2 < end && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6: return true
            case 0xC2 where bytes[index + 1] == 0xB7: return true
            case 0xCE where bytes[index + 1] == 0x87: return true
            default: index += 1
            }
        }
        return false
    }

    /// The `// ...` comment that stands for a value where one is expected at the end of a line
    /// (`string author = // ...`, the next declaration on the next line), taken as an elision;
    /// nil where the line goes on or no such comment follows.
    func takeLineEndElision() -> ElisionSyntax? {
        // The comment is the trailing trivia of the token just consumed (the `=`), on its line.
        guard index > 0, atEnd || tokens[index].startsLine,
            let comment = tokens[index - 1].trailingTrivia(in: bytes).first(where: {
                $0.kind == .lineComment || $0.kind == .blockComment
            }),
            comment.isElisionComment
        else { return nil }
        lineElidedBefore = index
        return ElisionSyntax(range: comment.range, isComment: true, text: comment.text)
    }

    /// Collects `// ...` elision comments in the leading trivia of the current token (once per token).
    func takeElisionComments() -> [ElisionSyntax] {
        guard index > elisionScannedIndex else { return [] }
        elisionScannedIndex = index
        guard tokens[index].hasLeadingComment, Self.mayHoldElision(bytes, tokens[index]) else { return [] }
        return current.leadingTrivia(in: bytes).filter(\.isElisionComment).map {
            ElisionSyntax(range: $0.range, isComment: true, text: $0.text)
        }
    }
}

extension Parser {
    /// Loop-progress check for parser loops: `false` stops the loop. Asserts in debug builds when a loop
    /// did not consume input (except while unwinding from the nesting limit, which is expected).
    func progressed(_ guardrail: inout LoopProgress) -> Bool {
        if depthLimitHit { return speculationLevel == 0 && guardrail.advancedQuietly(index) }
        return guardrail.advanced(index)
    }
}

/// Guards a parser loop: each iteration must consume input. In debug builds a stuck loop asserts;
/// in release builds it stops the loop.
struct LoopProgress {
    private var lastIndex = -1

    mutating func advanced(_ index: Int) -> Bool {
        defer { lastIndex = index }
        if index <= lastIndex {
            assertionFailure("parser loop made no progress at token \(index)")
            return false
        }
        return true
    }

    mutating func advancedQuietly(_ index: Int) -> Bool {
        defer { lastIndex = index }
        return index > lastIndex
    }
}
