// Object, array and anonymous-object creation, object/collection initializers (with the recovery for
// `;` written instead of `,`), lambdas and anonymous methods.

extension Parser {
    /// `new T(args) { init }`, `new T[n]`, `new[] { }`, `new { A = 1 }`, `new(args)`.
    func parseNew() -> any ExprSyntax {
        let start = currentStart
        skip()
        if at("(") {
            let arguments = parseArgumentList(open: "(", close: ")")
            let initializer = at("{") ? parseInitializer() : nil
            return ObjectCreationExprSyntax(
                range: range(from: start), type: nil, arguments: arguments, initializer: initializer)
        }
        if at("[") {
            _ = parseRankSpecifier(allowSizes: false)
            let initializer = at("{") ? parseInitializer() : nil
            return ArrayCreationExprSyntax(range: range(from: start), type: nil, initializer: initializer)
        }
        if at("{") { return parseAnonymousObject(start: start) }
        let typeStart = currentStart
        let type = parseType(nullable: .always, allowArray: false)
        if at("[") {
            var ranks: [ArrayRankSpecifierSyntax] = []
            var guardrail = LoopProgress()
            while progressed(&guardrail) && at("[") {
                ranks.append(parseRankSpecifier(allowSizes: ranks.isEmpty))
            }
            let arrayType = ArrayTypeSyntax(range: range(from: typeStart), elementType: type, rankSpecifiers: ranks)
            let initializer = at("{") ? parseInitializer() : nil
            return ArrayCreationExprSyntax(range: range(from: start), type: arrayType, initializer: initializer)
        }
        let arguments = at("(") ? parseArgumentList(open: "(", close: ")") : nil
        let initializer = at("{") ? parseInitializer() : nil
        if arguments == nil && initializer == nil && !type.isNode(MissingTypeSyntax.self) {
            diagnose(
                .newRequiresArguments, "expected '(', '[' or '{' after type in 'new' expression",
                at: SourceRange(at: previousEnd))
        }
        return ObjectCreationExprSyntax(
            range: range(from: start), type: type, arguments: arguments, initializer: initializer)
    }

    /// `new { Name = value, other.Member }`.
    func parseAnonymousObject(start: SourcePosition) -> any ExprSyntax {
        let open = consume()
        var members: [any ExprSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at("}") && !atEnd {
            let before = index
            members.append(parseExpression())
            if index == before { break }
            if !skip(",") { break }
        }
        expect("}", id: .closeBraceExpected, context: "to end anonymous object", matching: open)
        return AnonymousObjectCreationExprSyntax(range: range(from: start), members: members)
    }

    /// `{ Prop = v, [i] = v, { a, b }, x }`. A `;` written instead of `,` is reported once, skipped, and
    /// parsing continues, so the enclosing statement (and lambda) still parse.
    func parseInitializer() -> InitializerExprSyntax {
        let start = currentStart
        let open = consume()
        var elements: [any ExprSyntax] = []
        var skipped: [Token] = []
        var sawAssignment = false
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at("}") && !atEnd {
            if at(";") {
                let semicolon = consume()
                skipped.append(semicolon)
                let what = sawAssignment || elements.isEmpty ? "object" : "collection"
                diagnose(
                    .tokenExpected, "unexpected ';' in \(what) initializer; expected ',' or '}'", at: semicolon.range,
                    force: true)
                continue
            }
            let before = index
            let element = parseInitializerElement()
            if element.isNode(AssignmentExprSyntax.self) { sawAssignment = true }
            elements.append(element)
            if skip(",") || at("}") || at(";") { continue }
            // An elision needs no separator: `{ A = 1, ... B = 2 }`.
            if index > before && (element.isNode(ElisionSyntax.self) || atElision) { continue }
            if index > before && canStartExpression && !atEnd {
                diagnose(.tokenExpected, "expected ',' in initializer", at: SourceRange(at: previousEnd))
                continue
            }
            break
        }
        expect("}", id: .closeBraceExpected, context: "to end initializer", matching: open)
        let kind: InitializerKind = sawAssignment || elements.isEmpty ? .object : .collection
        return InitializerExprSyntax(
            range: range(from: start), kind: kind, elements: elements, unexpectedSeparators: skipped)
    }

    /// One initializer element: `Name = value`, `[index] = value`, `{ a, b }` or an expression.
    func parseInitializerElement() -> any ExprSyntax {
        let start = currentStart
        if at("{") { return parseInitializer() }
        if currentKind == .identifier && isPunct(at: index + 1, "=") {
            let name = consume()
            let target = IdentifierExprSyntax(range: name.range, name: name, typeArguments: nil)
            let op = consume()
            let value: any ExprSyntax = at("{") ? parseInitializer() : parseExpression()
            return AssignmentExprSyntax(range: range(from: start), target: target, operatorToken: op, value: value)
        }
        if at("[") && bracketIsFollowedByAssignment() {
            let arguments = parseArgumentList(open: "[", close: "]")
            let target = ImplicitElementAccessSyntax(range: range(from: start), arguments: arguments)
            let op = expect("=", id: .tokenExpected, context: "in indexer initializer")
            let value: any ExprSyntax = at("{") ? parseInitializer() : parseExpression()
            return AssignmentExprSyntax(range: range(from: start), target: target, operatorToken: op, value: value)
        }
        return parseExpression()
    }

    func bracketIsFollowedByAssignment() -> Bool {
        guard let close = matchingCloseIndex(from: index, open: "[", close: "]") else { return false }
        return isPunct(at: close + 1, "=")
    }

    /// Index of the token closing the bracket at `start`, scanning at most `maxLookahead` tokens and
    /// never past `;`, `{` or `}` (for parentheses) — keeps lookahead linear on garbage.
    func matchingCloseIndex(from start: Int, open: String, close: String) -> Int? {
        var level = 0
        var i = start
        let limit = min(tokens.count - 1, start + Parser.maxLookahead)
        while i < limit {
            if kinds[i] == .punctuator {
                let text = tokens[i].text
                if text == open {
                    level += 1
                } else if text == close {
                    level -= 1
                    if level == 0 { return i }
                } else if open == "(" && (text == ";" || text == "{" || text == "}") {
                    return nil
                }
            }
            i += 1
        }
        return nil
    }

    // MARK: Lambdas

    /// Whether a lambda starts here: `x =>`, `(…) =>`, `async x =>`, `async (…) =>`, `static (…) =>`.
    func atLambdaStart() -> Bool {
        var i = index
        var guardrail = 0
        while guardrail < 4, isContextual(at: i, "async") || isKeyword(at: i, "static"), !isPunct(at: i + 1, "=>") {
            i += 1
            guardrail += 1
        }
        if kinds[i] == .identifier && isPunct(at: i + 1, "=>") { return true }
        if isPunct(at: i, "("), let close = matchingCloseIndex(from: i, open: "(", close: ")") {
            return isPunct(at: close + 1, "=>")
        }
        return false
    }

    /// Parses a lambda (the caller checked `atLambdaStart`).
    func parseLambda() -> any ExprSyntax {
        let start = currentStart
        var modifiers: [Token] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail), atContextual("async") || atKeyword("static"), !isPunct(at: index + 1, "=>") {
            modifiers.append(consume())
        }
        var parameters: [ParameterSyntax] = []
        var parenthesized = false
        if currentKind == .identifier {
            let name = consume()
            parameters.append(
                ParameterSyntax(
                    range: name.range, attributes: [], modifiers: [], type: nil, name: name, defaultValue: nil))
        } else {
            parenthesized = true
            parameters = parseParameterList(allowImplicitTypes: true)
        }
        expect("=>", id: .tokenExpected, context: "in lambda expression")
        let body: LambdaBody = at("{") ? .block(parseBlock()) : .expression(parseExpression())
        return LambdaExprSyntax(
            range: range(from: start), modifiers: modifiers, parameters: parameters,
            hasParenthesizedParameters: parenthesized,
            body: body)
    }

    /// `delegate (params) { }`, `async delegate { }`.
    func parseAnonymousMethod() -> any ExprSyntax {
        let start = currentStart
        var modifiers: [Token] = []
        if atContextual("async") { modifiers.append(consume()) }
        skip()
        let parameters = at("(") ? parseParameterList(allowImplicitTypes: false) : nil
        let body = parseBlock()
        return AnonymousMethodExprSyntax(
            range: range(from: start), modifiers: modifiers, parameters: parameters, body: body)
    }
}
