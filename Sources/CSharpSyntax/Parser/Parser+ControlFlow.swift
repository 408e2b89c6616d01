// Keyword statements: if/else, loops, switch, jumps, return/throw, try/catch/finally, using, lock,
// checked/unchecked/unsafe/fixed blocks.

extension Parser {
    /// A statement introduced by a reserved keyword, or `nil` when the keyword starts an expression or
    /// declaration instead.
    func parseKeywordStatement() -> (any StmtSyntax)? {
        let start = currentStart
        switch words[index] {
        case "if":
            skip()
            let condition = parseParenthesizedCondition(after: "if")
            let then = parseStatement()
            var elseStatement: (any StmtSyntax)?
            if eatKeyword("else") != nil { elseStatement = parseStatement() }
            return IfStmtSyntax(
                range: range(from: start), condition: condition, thenStatement: then, elseStatement: elseStatement)
        case "else":
            let token = consume()
            diagnose(.invalidStatement, "unexpected 'else' without a matching 'if'", at: token.range)
            return parseStatement()
        case "while":
            skip()
            let condition = parseParenthesizedCondition(after: "while")
            let body = parseStatement()
            return WhileStmtSyntax(range: range(from: start), condition: condition, body: body)
        case "do":
            skip()
            let body = parseStatement()
            if atKeyword("while") {
                skip()
            } else {
                diagnose(.tokenExpected, "expected 'while' after 'do' body", at: SourceRange(at: previousEnd))
            }
            let condition = parseParenthesizedCondition(after: "while")
            _ = expectSemicolon(after: "'do' statement")
            return DoStmtSyntax(range: range(from: start), body: body, condition: condition)
        case "for":
            return parseFor()
        case "foreach":
            return parseForEach(awaitKeyword: nil, start: start)
        case "switch":
            return parseSwitchStatement()
        case "return":
            skip()
            let value = at(";") || at("}") ? nil : parseExpression()
            _ = expectSemicolon(after: "'return' statement")
            return ReturnStmtSyntax(range: range(from: start), expression: value)
        case "throw":
            skip()
            let value = at(";") ? nil : parseExpression()
            _ = expectSemicolon(after: "'throw' statement")
            return ThrowStmtSyntax(range: range(from: start), expression: value)
        case "break", "continue":
            let keyword = consume()
            _ = expectSemicolon(after: "'\(keyword.text)' statement")
            return JumpStmtSyntax(range: range(from: start), keyword: keyword, target: nil)
        case "goto":
            let keyword = consume()
            var target: (any ExprSyntax)?
            if atKeyword("case") {
                skip()
                target = parseExpression()
            } else if atKeyword("default") {
                let token = consume()
                target = LiteralExprSyntax(range: token.range, token: token)
            } else {
                target = parseExpression()
            }
            _ = expectSemicolon(after: "'goto' statement")
            return JumpStmtSyntax(range: range(from: start), keyword: keyword, target: target)
        case "try":
            return parseTry()
        case "using":
            if isPunct(at: index + 1, "(") || peekKind(1) == .identifier || peekKind(1) == .keyword {
                return parseUsingStatement(awaitKeyword: nil, start: start)
            }
            return nil
        case "lock", "fixed":
            let keyword = consume()
            let open = expect("(", id: .tokenExpected, context: "after '\(keyword.text)'")
            var operand: any SyntaxNode
            if keyword.text == "fixed" {
                let type = parseType()
                operand = parseVariableDeclarators(type: type, start: type.range.start)
            } else {
                operand = parseExpression()
            }
            expect(")", id: .closeParenExpected, matching: open)
            let body = parseStatement()
            return KeywordBlockStmtSyntax(range: range(from: start), keyword: keyword, operand: operand, body: body)
        case "checked", "unchecked", "unsafe":
            guard isPunct(at: index + 1, "{") else { return nil }
            let keyword = consume()
            let body = parseBlock()
            return KeywordBlockStmtSyntax(range: range(from: start), keyword: keyword, operand: nil, body: body)
        default:
            return nil
        }
    }

    /// `( expression )` after `if`, `while`.
    func parseParenthesizedCondition(after keyword: String) -> any ExprSyntax {
        let open = expect("(", id: .tokenExpected, context: "after '\(keyword)'")
        let condition = parseExpression()
        expect(")", id: .closeParenExpected, context: "after condition", matching: open)
        return condition
    }

    func parseFor() -> any StmtSyntax {
        let start = currentStart
        skip()
        let open = expect("(", id: .tokenExpected, context: "after 'for'")
        var declaration: VariableDeclarationSyntax?
        var initializers: [any ExprSyntax] = []
        if !at(";") {
            if localDeclarationShape() != nil {
                let type = parseType()
                declaration = parseVariableDeclarators(type: type, start: type.range.start)
            } else {
                initializers = parseExpressionList(until: ";")
            }
        }
        expect(";", id: .semicolonExpected, context: "in 'for' statement")
        let condition = at(";") ? nil : parseExpression()
        expect(";", id: .semicolonExpected, context: "in 'for' statement")
        let incrementors = at(")") ? [] : parseExpressionList(until: ")")
        expect(")", id: .closeParenExpected, context: "to end 'for' clauses", matching: open)
        let body = parseStatement()
        return ForStmtSyntax(
            range: range(from: start), declaration: declaration, initializers: initializers, condition: condition,
            incrementors: incrementors, body: body)
    }

    func parseExpressionList(until terminator: String) -> [any ExprSyntax] {
        var list: [any ExprSyntax] = []
        var guardrail = LoopProgress()
        repeat {
            let before = index
            list.append(parseExpression())
            if index == before { break }
        } while progressed(&guardrail) && skip(",")
        return list
    }

    func parseForEach(awaitKeyword: Token?, start: SourcePosition) -> any StmtSyntax {
        skip()
        let open = expect("(", id: .tokenExpected, context: "after 'foreach'")
        let type = parseType()
        var variable: (any ExprSyntax)?
        let name: Token
        if at("(") {
            variable = parseParenthesizedOrTuple()
            name = Token.missing(.identifier, "", at: previousEnd)
        } else {
            name = expectIdentifier("in 'foreach' statement")
        }
        if eatKeyword("in") == nil {
            diagnose(.tokenExpected, "expected 'in' in 'foreach' statement", at: SourceRange(at: previousEnd))
        }
        let collection = parseExpression()
        expect(")", id: .closeParenExpected, context: "to end 'foreach' clause", matching: open)
        let body = parseStatement()
        return ForEachStmtSyntax(
            range: range(from: start), awaitKeyword: awaitKeyword, type: type, name: name, variable: variable,
            collection: collection, body: body)
    }

    func parseSwitchStatement() -> any StmtSyntax {
        let start = currentStart
        skip()
        let expression = parseParenthesizedCondition(after: "switch")
        var sections: [SwitchSectionSyntax] = []
        let open = expect("{", id: .openBraceExpected, context: "after 'switch' expression")
        if !open.isMissing {
            var guardrail = LoopProgress()
            while progressed(&guardrail) && !at("}") && !atEnd {
                let sectionStart = currentStart
                var labels: [SwitchLabelSyntax] = []
                var labelGuard = LoopProgress()
                while progressed(&labelGuard) && (atKeyword("case") || atKeyword("default")) {
                    let labelStart = currentStart
                    let keyword = consume()
                    var pattern: (any PatternSyntax)?
                    var when: (any ExprSyntax)?
                    if keyword.text == "case" {
                        pattern = parsePattern()
                        if atContextual("when") {
                            skip()
                            when = parseExpression()
                        }
                    }
                    expect(":", id: .tokenExpected, context: "after switch label")
                    labels.append(SwitchLabelSyntax(range: range(from: labelStart), pattern: pattern, whenClause: when))
                }
                // `...` among the sections stands for cases left out: a section without labels.
                if labels.isEmpty && !atElision {
                    diagnose(.tokenExpected, "expected 'case' or 'default' in switch statement", at: currentRange)
                }
                let statements = parseStatementList(inSwitchSection: true)
                sections.append(
                    SwitchSectionSyntax(range: range(from: sectionStart), labels: labels, statements: statements))
            }
            expect("}", id: .closeBraceExpected, context: "to end 'switch' statement", matching: open)
        }
        return SwitchStmtSyntax(range: range(from: start), expression: expression, sections: sections)
    }

    func parseTry() -> any StmtSyntax {
        let start = currentStart
        skip()
        let block = parseBlock()
        var catches: [CatchClauseSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && atKeyword("catch") {
            let clauseStart = currentStart
            skip()
            var type: (any TypeSyntax)?
            var name: Token?
            if let open = eat("(") {
                type = parseType()
                if currentKind == .identifier { name = consume() }
                expect(")", id: .closeParenExpected, matching: open)
            }
            var filter: (any ExprSyntax)?
            if atContextual("when") {
                skip()
                filter = parseParenthesizedCondition(after: "when")
            }
            let handler = parseBlock()
            catches.append(
                CatchClauseSyntax(
                    range: range(from: clauseStart), type: type, name: name, filter: filter, block: handler))
        }
        var finallyBlock: BlockSyntax?
        if eatKeyword("finally") != nil { finallyBlock = parseBlock() }
        if catches.isEmpty && finallyBlock == nil && atElision {
            // `try { … } ...` — the handlers are elided.
            let token = consume()
            catches.append(
                CatchClauseSyntax(
                    range: token.range, type: nil, name: nil, filter: nil,
                    block: BlockSyntax(
                        range: token.range,
                        statements: [ElisionSyntax(range: token.range, isComment: false, text: token.text)])))
        }
        if catches.isEmpty && finallyBlock == nil {
            diagnose(
                .catchOrFinallyExpected, "expected 'catch' or 'finally' after 'try' block",
                at: SourceRange(at: previousEnd))
        }
        return TryStmtSyntax(range: range(from: start), block: block, catches: catches, finallyBlock: finallyBlock)
    }

    /// `using (resource) body` or the declaration form `using var x = …;`.
    func parseUsingStatement(awaitKeyword: Token?, start: SourcePosition) -> any StmtSyntax {
        let usingKeyword = consume()
        if let open = eat("(") {
            var declaration: VariableDeclarationSyntax?
            var expression: (any ExprSyntax)?
            if localDeclarationShape() != nil {
                let type = parseType()
                declaration = parseVariableDeclarators(type: type, start: type.range.start)
            } else {
                expression = parseExpression()
            }
            expect(")", id: .closeParenExpected, context: "to end 'using' resource", matching: open)
            let body = parseStatement()
            return UsingStmtSyntax(
                range: range(from: start), awaitKeyword: awaitKeyword, declaration: declaration, expression: expression,
                body: body)
        }
        let type = parseType()
        let declaration = parseVariableDeclarators(type: type, start: type.range.start)
        _ = expectSemicolon(after: "'using' declaration")
        let modifiers = [awaitKeyword, usingKeyword].compactMap { $0 }
        return LocalDeclarationStmtSyntax(range: range(from: start), modifiers: modifiers, declaration: declaration)
    }
}
