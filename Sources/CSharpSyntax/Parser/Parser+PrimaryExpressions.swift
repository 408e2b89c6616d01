// Primary expressions and postfix operators: literals, names, generic names, `this`/`base`,
// parentheses and tuples, member access, invocation, element access, keyword expressions,
// interpolated strings.

extension Parser {
    /// A primary expression; reports an invalid term (without consuming it) when none starts here.
    func parsePrimary() -> any ExprSyntax {
        let start = currentStart
        switch currentKind {
        case .integerLiteral, .realLiteral, .charLiteral, .stringLiteral:
            let token = consume()
            return LiteralExprSyntax(range: token.range, token: token)
        case .interpolatedStringLiteral:
            return parseInterpolatedString()
        case .identifier:
            if isPunct(at: index + 1, "::") {
                return TypeExprSyntax(range: currentRange, type: parseQualifiedName()).withRange(range(from: start))
            }
            let word = words[index]
            if word == "async" && isKeyword(at: index + 1, "delegate") { return parseAnonymousMethod() }
            if word == "from" && peekKind(1) == .identifier
                && (isKeyword(at: index + 2, "in") || peekKind(2) == .identifier)
            {
                return parseQuery()
            }
            let name = consume()
            var typeArguments: [any TypeSyntax]?
            if atTypeArgumentListInExpression() { typeArguments = parseTypeArgumentList() }
            return IdentifierExprSyntax(range: range(from: start), name: name, typeArguments: typeArguments)
        case .keyword:
            return parseKeywordPrimary()
        case .punctuator:
            switch punctuators[index] {
            case "(": return parseParenthesizedOrTuple()
            case _ where tokens[index].isElision:
                let token = consume()
                return ElisionSyntax(range: token.range, isComment: false, text: token.text)
            case "<":
                // `<FontToDownload>`: a value the reader fills in, as omitted as `...` is.
                let count = placeholderLength()
                guard count > 0 else { break }
                let first = current
                var text = ""
                for _ in 0..<count { text += consume().text }
                return ElisionSyntax(
                    range: SourceRange(start: first.range.start, end: previousEnd), isComment: false, text: text)
            case "[": return parseCollectionExpression()
            default: break
            }
        default:
            break
        }
        return invalidExpressionTerm()
    }

    /// The number of tokens of a placeholder at the current `<` where an expression starts:
    /// `<Name>`, `<Package.Name>` or `<api-key>` on one line (no C# expression starts with `<`);
    /// 0 when there is none.
    func placeholderLength() -> Int {
        guard current.isPunct("<"), peekKind(1) == .identifier || peekKind(1) == .keyword else { return 0 }
        var count = 2
        while count < 12 {
            let token = peek(count)
            if token.startsLine || token.kind == .endOfFile { return 0 }
            if token.isPunct(">") { return count + 1 }
            let joins = token.isPunct(".") || token.isPunct("-")
            let word = peek(count + 1).kind == .identifier || peek(count + 1).kind == .keyword
            guard joins, word, !peek(count + 1).startsLine else { return 0 }
            count += 2
        }
        return 0
    }

    /// Reports a missing expression at the current token and returns a missing node (nothing consumed).
    func invalidExpressionTerm() -> any ExprSyntax {
        let token = current
        if token.kind == .endOfFile || token.isPunct(";") || token.isPunct("}") {
            diagnose(.expressionExpected, "expected expression", at: SourceRange(at: previousEnd))
        } else {
            diagnose(.invalidExpressionTerm, "invalid expression term '\(token.text)'", at: token.range)
        }
        return MissingExprSyntax(range: SourceRange(at: previousEnd))
    }

    func parseKeywordPrimary() -> any ExprSyntax {
        let start = currentStart
        let token = current
        switch words[index] {
        case "true", "false", "null":
            skip()
            return LiteralExprSyntax(range: token.range, token: token)
        case "this":
            skip()
            return ThisExprSyntax(range: token.range)
        case "base":
            skip()
            return BaseExprSyntax(range: token.range)
        case "new":
            return parseNew()
        case "typeof", "sizeof", "default":
            skip()
            if token.text == "default" && !at("(") { return LiteralExprSyntax(range: token.range, token: token) }
            let open = expect("(", id: .tokenExpected, context: "after '\(token.text)'")
            let type = parseType()
            expect(")", id: .closeParenExpected, matching: open)
            return TypeOperatorExprSyntax(range: range(from: start), keyword: token, type: type)
        case "checked", "unchecked":
            skip()
            let open = expect("(", id: .tokenExpected, context: "after '\(token.text)'")
            let inner = parseExpression()
            expect(")", id: .closeParenExpected, matching: open)
            return CheckedExprSyntax(range: range(from: start), keyword: token, expression: inner)
        case "delegate":
            return parseAnonymousMethod()
        case "throw":
            skip()
            let thrown = parseExpression()
            return ThrowExprSyntax(range: range(from: start), expression: thrown)
        case "stackalloc":
            skip()
            let type = parseNonArrayType()
            let rank = at("[") ? parseRankSpecifier(allowSizes: true) : nil
            let initializer = at("{") ? parseInitializer() : nil
            let arrayType = ArrayTypeSyntax(
                range: range(from: type.range.start), elementType: type, rankSpecifiers: rank.map { [$0] } ?? [])
            return ArrayCreationExprSyntax(range: range(from: start), type: arrayType, initializer: initializer)
        default:
            if CSharpKeywords.predefinedTypes.contains(token.text) {
                let type = parseNonArrayType()
                return TypeExprSyntax(range: type.range, type: type)
            }
            return invalidExpressionTerm()
        }
    }

    /// Whether a punctuator is a postfix operator: `. ?. -> ( [ ? ++ -- !`.
    static func isPostfixOperator(_ code: PunctuatorCode) -> Bool {
        switch code {
        case ".", "?.", "->", "(", "[", "?", "++", "--", "!": true
        default: false
        }
    }

    /// Postfix operators: `.`, `?.`, `->`, calls, element access, `++`, `--`, null-forgiving `!`.
    func parsePostfix(_ primary: any ExprSyntax, start: SourcePosition) -> any ExprSyntax {
        var expr = primary
        var guardrail = LoopProgress()
        var links = 0
        defer { treeDepth -= links }
        while progressed(&guardrail) {
            guard kinds[index] == .punctuator else { break }
            // Most expressions end here, at a punctuator that is no postfix operator: it is read
            // in place, not copied.
            guard Parser.isPostfixOperator(punctuators[index]) else {
                if tokens[index].isElision && tokens[index].startsLine
                    && (isPunct(at: index + 1, ".") || isPunct(at: index + 1, ";"))
                {
                    // An elided part of a call chain: `Builder(x)\n   .SetA(1)\n   ...\n   .Build();`
                    skip()
                    continue
                }
                return expr
            }
            guard extendChain(&links) else { break }
            let tokenRange = currentRange
            switch punctuators[index] {
            case ".", "?.", "->":
                let op = consume()
                let name = expectIdentifier("after '\(op.text)'")
                var typeArguments: [any TypeSyntax]?
                if !name.isMissing && atTypeArgumentListInExpression() { typeArguments = parseTypeArgumentList() }
                if op.text == "?." && at("[") {
                    // `a?.[i]` is not C#; keep the member access and let `[` continue below.
                }
                expr = MemberAccessExprSyntax(
                    range: range(from: start), base: expr, operatorToken: op, name: name, typeArguments: typeArguments)
            case "(":
                let arguments = parseArgumentList(open: "(", close: ")")
                expr = InvocationExprSyntax(range: range(from: start), callee: expr, arguments: arguments)
            case "[":
                let arguments = parseArgumentList(open: "[", close: "]")
                expr = ElementAccessExprSyntax(
                    range: range(from: start), base: expr, isConditional: false, arguments: arguments)
            case "?":
                let next = peek(1)
                guard next.isPunct("["), next.range.start.offset == tokenRange.end.offset,
                    tokenRange.start.offset == previousEnd.offset
                else { return expr }
                skip()
                let arguments = parseArgumentList(open: "[", close: "]")
                expr = ElementAccessExprSyntax(
                    range: range(from: start), base: expr, isConditional: true, arguments: arguments)
            case "++", "--":
                let op = consume()
                expr = PostfixUnaryExprSyntax(range: range(from: start), operand: expr, operatorToken: op)
            case "!":
                let next = peek(1)
                guard tokenRange.start.offset == previousEnd.offset,
                    next.kind == .punctuator
                        && [".", ";", ")", ",", "]", "[", "?.", "}", "(", ":", "?", "=="].contains(next.text)
                else { return expr }
                let op = consume()
                expr = PostfixUnaryExprSyntax(range: range(from: start), operand: expr, operatorToken: op)
            default:
                return expr
            }
        }
        return expr
    }

    /// `(args)` or `[args]` with recovery for missing commas and the closing token.
    func parseArgumentList(open openText: StaticString, close: StaticString) -> [ArgumentSyntax] {
        let open = consume()
        let closeCode = PunctuatorCode(close)
        var arguments: [ArgumentSyntax] = []
        if at(closeCode) {
            skip()
            return arguments
        }
        var guardrail = LoopProgress()
        while progressed(&guardrail) {
            let before = index
            arguments.append(parseArgument())
            if skip(",") { continue }
            if at(closeCode) || atEnd || index == before { break }
            if arguments.last?.expression.isNode(ElisionSyntax.self) == true || atElision { continue }
            if canStartExpression && !at("[") {
                diagnose(.tokenExpected, "expected ',' in argument list", at: SourceRange(at: previousEnd))
                continue
            }
            break
        }
        let id: DiagnosticID = closeCode == ")" ? .closeParenExpected : .closeBracketExpected
        expect(close, id: id, context: "to end argument list", matching: open)
        return arguments
    }

    /// `name: ref value`, `out var x`, `out _`.
    func parseArgument() -> ArgumentSyntax {
        let start = currentStart
        var name: Token?
        if currentKind == .identifier && isPunct(at: index + 1, ":") {
            name = consume()
            skip()
        }
        var refKind: Token?
        if currentKind == .keyword, ["ref", "out", "in"].contains(currentText) { refKind = consume() }
        if refKind?.text == "out" || refKind?.text == "ref", let declaration = parseDeclarationExpressionIfPresent() {
            return ArgumentSyntax(range: range(from: start), name: name, refKind: refKind, expression: declaration)
        }
        let expression = parseExpression()
        return ArgumentSyntax(range: range(from: start), name: name, refKind: refKind, expression: expression)
    }

    /// `var x`, `int x`, `Foo<T> x` followed by `,` or `)`: a declaration expression.
    func parseDeclarationExpressionIfPresent() -> DeclarationExprSyntax? {
        guard canStartType, !at("(") else { return nil }
        let probe = lookahead { () -> Bool in
            _ = parseType()
            guard currentKind == .identifier else { return false }
            skip()
            return at(",") || at(")")
        }
        guard probe.clean, probe.value else { return nil }
        let start = currentStart
        let type = parseType()
        let name = consume()
        return DeclarationExprSyntax(range: range(from: start), type: type, name: name)
    }

    /// `(expr)` or a tuple `(a, b)`.
    func parseParenthesizedOrTuple() -> any ExprSyntax {
        let start = currentStart
        let open = consume()
        if at(")") {
            diagnose(.expressionExpected, "expected expression", at: SourceRange(at: previousEnd))
            skip()
            return MissingExprSyntax(range: range(from: start))
        }
        let first = parseArgument()
        if !at(",") && first.name == nil && first.refKind == nil {
            expect(")", id: .closeParenExpected, matching: open)
            return ParenthesizedExprSyntax(range: range(from: start), expression: first.expression)
        }
        var elements = [first]
        var guardrail = LoopProgress()
        while progressed(&guardrail) && skip(",") {
            let before = index
            elements.append(parseArgument())
            if index == before { break }
        }
        expect(")", id: .closeParenExpected, context: "to end tuple", matching: open)
        return TupleExprSyntax(range: range(from: start), elements: elements)
    }

    /// `[a, b, ..c]`.
    func parseCollectionExpression() -> any ExprSyntax {
        let start = currentStart
        let open = consume()
        var elements: [any ExprSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at("]") && !atEnd {
            let before = index
            elements.append(parseExpression())
            if index == before || !skip(",") { break }
        }
        expect("]", id: .closeBracketExpected, context: "to end collection expression", matching: open)
        return CollectionExprSyntax(range: range(from: start), elements: elements)
    }

    /// `$"…{x,5:F2}…"`: each hole is lexed and parsed from the source bytes with exact positions.
    func parseInterpolatedString() -> any ExprSyntax {
        let token = consume()
        var interpolations: [InterpolationSyntax] = []
        for hole in token.holes(in: bytes) {
            var lexer = Lexer(
                bytes: bytes, range: hole.expressionStart..<hole.expressionEnd, line: hole.line,
                lineStart: hole.lineStart)
            let holeTokens = lexer.tokenize().filter { $0.kind != .unknown }
            let sub = Parser(tokens: holeTokens, bytes: bytes)
            sub.depth = depth
            sub.treeDepth = treeDepth
            let expression = sub.parseExpression()
            var alignment: (any ExprSyntax)?
            if sub.skip(",") { alignment = sub.parseExpression() }
            if !sub.atEnd {
                sub.diagnose(
                    .unexpectedCode, "unexpected code '\(sub.currentText)' in interpolation", at: sub.currentRange)
            }
            diagnostics += lexer.diagnostics + sub.diagnostics
            errorCount += lexer.diagnostics.count + sub.errorCount
            let format = hole.format.map { String(decoding: bytes[$0], as: UTF8.self) }
            let holeRange = SourceRange(start: holeTokens[0].range.start, end: sub.previousEnd)
            interpolations.append(
                InterpolationSyntax(range: holeRange, expression: expression, alignment: alignment, format: format))
        }
        return InterpolatedStringExprSyntax(range: token.range, token: token, interpolations: interpolations)
    }

    /// A LINQ query: kept as its clause expressions (`from x in xs where c select e`).
    func parseQuery() -> any ExprSyntax {
        let start = currentStart
        var clauses: [any ExprSyntax] = []
        let clauseWords: Set<String> = [
            "from", "where", "select", "orderby", "group", "by", "let", "join", "on", "equals", "into", "ascending",
            "descending",
        ]
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !atEnd {
            if currentKind == .identifier && clauseWords.contains(currentText) {
                let word = consume()
                if word.text == "from" || word.text == "join" || word.text == "let" || word.text == "into" {
                    if currentKind == .identifier && (peekKind(1) == .identifier) { _ = parseType() }
                    if currentKind == .identifier { skip() }
                    if eatKeyword("in") == nil && !skip("=") { continue }
                }
                if word.text == "ascending" || word.text == "descending" || word.text == "into" { continue }
                let before = index
                clauses.append(parseBinary(.coalescing))
                if index == before { break }
                _ = skip(",")
            } else {
                break
            }
        }
        return QueryExprSyntax(range: range(from: start), clauses: clauses)
    }
}

extension TypeExprSyntax {
    func withRange(_ range: SourceRange) -> TypeExprSyntax { TypeExprSyntax(range: range, type: type) }
}
