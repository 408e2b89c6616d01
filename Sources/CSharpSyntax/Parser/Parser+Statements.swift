// Statement parsing: blocks, local declarations and functions, control flow, jumps, try/catch,
// using/lock, switch statements, expression statements, and statement-list recovery.

extension Parser {
    /// `{ statements }`; a missing `{` yields an empty block and a diagnostic.
    func parseBlock() -> BlockSyntax {
        let start = currentStart
        guard at("{") else {
            expect("{", id: .openBraceExpected)
            return BlockSyntax(range: SourceRange(at: previousEnd), statements: [])
        }
        let open = consume()
        let statements = parseStatementList(inSwitchSection: false)
        expectClosingBrace(open: open, context: "to end block", lastItem: statements.last)
        return BlockSyntax(range: range(from: start), statements: statements)
    }

    /// Statements up to `}` (or `case`/`default` in a switch section), with `// ...` elisions.
    func parseStatementList(inSwitchSection: Bool) -> [any StmtSyntax] {
        var statements: [any StmtSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) {
            statements += takeElisionComments() as [any StmtSyntax]
            if atEnd || at("}") { break }
            if inSwitchSection && (atKeyword("case") || (atKeyword("default") && !isPunct(at: index + 1, "("))) {
                break
            }
            let before = index
            statements.append(parseStatement())
            if index == before { statements.append(skipUnexpected(context: "in block")) }
        }
        return statements
    }

    /// Skips one token as unexpected code, reporting it.
    func skipUnexpected(context: String) -> UnexpectedCodeSyntax {
        let token = consume()
        diagnose(.unexpectedCode, "unexpected code '\(token.text)' \(context)", at: token.range)
        return UnexpectedCodeSyntax(range: token.range, tokens: [token])
    }

    /// Parses one statement.
    func parseStatement() -> any StmtSyntax {
        guard enterNesting() else { return EmptyStmtSyntax(range: SourceRange(at: previousEnd)) }
        defer { leaveNesting() }
        let start = currentStart
        let token = current
        switch token.kind {
        case .punctuator:
            if token.text == "{" { return parseBlock() }
            if token.text == ";" {
                skip()
                return EmptyStmtSyntax(range: token.range)
            }
            if token.isElision, !startsBinaryContinuation(peek(1)) {
                skip()
                return ElisionSyntax(range: token.range, isComment: false, text: token.text)
            }
        case .keyword:
            if let statement = parseKeywordStatement() { return statement }
        case .identifier:
            if token.text == "yield" && (isKeyword(at: index + 1, "return") || isKeyword(at: index + 1, "break")) {
                skip()
                let isBreak = consume().text == "break"
                let value = isBreak ? nil : parseExpression()
                _ = expectSemicolon(after: "'yield' statement")
                return YieldStmtSyntax(range: range(from: start), isBreak: isBreak, expression: value)
            }
            if token.text == "await" && (isKeyword(at: index + 1, "using") || isKeyword(at: index + 1, "foreach")) {
                let awaitKeyword = consume()
                return atKeyword("using")
                    ? parseUsingStatement(awaitKeyword: awaitKeyword, start: start)
                    : parseForEach(awaitKeyword: awaitKeyword, start: start)
            }
            if isPunct(at: index + 1, ":") && !isPunct(at: index + 2, ":") {
                let label = consume()
                skip()
                let statement = parseStatement()
                return LabeledStmtSyntax(range: range(from: start), label: label, statement: statement)
            }
        default:
            break
        }
        return parseDeclarationOrExpressionStatement()
    }

    /// Whether `token` continues an expression after `...` (then `...` is an elided operand).
    func startsBinaryContinuation(_ token: Token) -> Bool {
        token.kind == .punctuator && [".", ")", ",", "+", "-", "*", "/"].contains(token.text)
    }

    /// Local declaration, local function, or expression statement.
    func parseDeclarationOrExpressionStatement() -> any StmtSyntax {
        let start = currentStart
        if let shape = localDeclarationShape() {
            var modifiers: [Token] = []
            var guardrail = LoopProgress()
            while progressed(&guardrail) && index < shape.typeIndex { modifiers.append(consume()) }
            let type = parseType()
            if shape.isFunction {
                let name = expectIdentifier()
                let function = parseMethodRest(
                    start: start, attributes: [], modifiers: modifiers, returnType: type, explicitInterface: nil,
                    name: name)
                return LocalFunctionStmtSyntax(range: function.range, function: function)
            }
            let declaration = parseVariableDeclarators(type: type, start: type.range.start)
            _ = expectSemicolon(after: "declaration")
            return LocalDeclarationStmtSyntax(range: range(from: start), modifiers: modifiers, declaration: declaration)
        }
        let before = index
        let expression = parseExpression()
        if index == before {
            // The invalid term was reported; skip it so the statement list moves on.
            let token = consume()
            return UnexpectedCodeSyntax(range: token.range, tokens: [token])
        }
        let semicolon = expectSemicolon(after: "expression")
        return ExpressionStmtSyntax(range: range(from: start), expression: expression, semicolon: semicolon)
    }

    /// Whether a word may precede a local declaration's type.
    static func isLocalModifier(_ word: WordCode) -> Bool {
        switch word {
        case "const", "static", "async", "readonly", "ref", "scoped", "unsafe", "extern", "volatile": true
        default: false
        }
    }

    /// If a local declaration or local function starts here: where its type starts, and which it is.
    func localDeclarationShape() -> (typeIndex: Int, isFunction: Bool)? {
        var i = index
        while i < index + 6, Self.isLocalModifier(word(at: i)),
            kind(at: i) == .keyword || kind(at: i + 1) == .identifier || kind(at: i + 1) == .keyword
        {
            if kind(at: i) == .identifier && isPunct(at: i + 1, "=>") { break }
            i += 1
        }
        guard
            kind(at: i) == .identifier || (kind(at: i) == .keyword && word(at: i).isPredefinedType)
                || isPunct(at: i, "(")
        else { return nil }
        if isContextual(at: i, "await") && kind(at: i + 1) != .punctuator { return nil }
        if isContextual(at: i, "var") && kind(at: i + 1) == .identifier && !isPunct(at: i + 2, "(") {
            return (i, false)
        }
        let saved = index
        index = i
        let probe = lookahead { () -> Bool in
            _ = parseType()
            return true
        }
        index = saved
        guard probe.clean, probe.endIndex > i else { return nil }
        let name = probe.endIndex
        guard kind(at: name) == .identifier else { return nil }
        switch word(at: name) {
        case "when", "and", "or", "with": return nil
        default: break
        }
        let after = name + 1
        if isPunct(at: after, "(") || isPunct(at: after, "<") { return (i, true) }
        if isPunct(at: after, "=") || isPunct(at: after, ";") || isPunct(at: after, ",") || isKeyword(at: after, "in")
            || isPunct(at: after, ")") || isPunct(at: after, "[")
        {
            return (i, false)
        }
        // `Type name` at the end of a line (missing `;`).
        if kind(at: after) == .endOfFile || tokens[min(after, tokens.count - 1)].startsLine { return (i, false) }
        return nil
    }

    /// Declarators after the type: `a = 1, b, c = { 1, 2 }`.
    func parseVariableDeclarators(type: any TypeSyntax, start: SourcePosition, firstName: Token? = nil)
        -> VariableDeclarationSyntax
    {
        var declarators: [VariableDeclaratorSyntax] = []
        var pendingName = firstName
        var guardrail = LoopProgress()
        repeat {
            let name = pendingName ?? expectIdentifier("in declaration")
            pendingName = nil
            var brackets: [ArgumentSyntax] = []
            if at("[") { brackets = parseArgumentList(open: "[", close: "]") }
            var initializer: (any ExprSyntax)?
            if skip("=") {
                initializer = at("{") ? parseInitializer() : takeLineEndElision() ?? parseExpression()
            }
            declarators.append(
                VariableDeclaratorSyntax(
                    range: range(from: name.range.start), name: name, initializer: initializer,
                    bracketArguments: brackets))
        } while progressed(&guardrail) && skip(",")
        return VariableDeclarationSyntax(range: range(from: start), type: type, declarators: declarators)
    }
}
