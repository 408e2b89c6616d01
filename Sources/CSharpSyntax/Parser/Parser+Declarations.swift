// Member declarations: modifiers, fields, properties and accessors, indexers, events, methods,
// constructors, destructors, operators, and member lists with recovery.

extension Parser {
    /// Whether the current token is a modifier (contextual ones only when a declaration follows).
    var atModifier: Bool {
        let word = words[index]
        if kinds[index] == .keyword && word.isModifier {
            if word == "new" || word == "ref" { return peekKind(1) == .identifier || peekKind(1) == .keyword }
            return true
        }
        if kinds[index] == .identifier && word.isContextualModifier {
            return peekKind(1) == .identifier
                || (peekKind(1) == .keyword && !isKeyword(at: index + 1, "is") && !isKeyword(at: index + 1, "as"))
        }
        return false
    }

    func parseModifiers() -> [Token] {
        var modifiers: [Token] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && atModifier { modifiers.append(consume()) }
        return modifiers
    }

    /// Members of a type body up to `}`, with elisions and recovery for stray tokens.
    func parseMemberList() -> [any MemberDeclSyntax] {
        var members: [any MemberDeclSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) {
            members += takeElisionComments() as [any MemberDeclSyntax]
            if atEnd || at("}") { break }
            if at(";") {
                skip()
                continue
            }
            if atElision {
                let token = consume()
                members.append(ElisionSyntax(range: token.range, isComment: false, text: token.text))
                continue
            }
            let before = index
            if atMemberStart {
                members.append(parseMemberDeclaration())
            }
            if index == before { members.append(skipToMemberStart()) }
        }
        return members
    }

    /// Whether a member declaration can start at the current token.
    var atMemberStart: Bool {
        if at("[") || at("~") || at("(") { return true }
        if kinds[index] == .identifier { return true }
        if kinds[index] == .keyword {
            let word = words[index]
            if word.isModifier || word.isPredefinedType { return true }
            switch word {
            case "class", "struct", "interface", "enum", "delegate", "event", "implicit", "explicit", "namespace",
                "using":
                return true
            default: return false
            }
        }
        return false
    }

    /// Skips tokens that cannot start a member (at least one), reported once as unexpected code.
    func skipToMemberStart() -> UnexpectedCodeSyntax {
        let start = currentStart
        var skipped = [consume()]
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !atEnd && !at("}") && !(atMemberStart && tokens[index].startsLine) {
            if at(";") {
                skipped.append(consume())
                break
            }
            if at("{") {
                // Skip a whole braced region (e.g. a statement block written directly in a class body).
                var level = 0
                var inner = LoopProgress()
                while progressed(&inner) && !atEnd {
                    if at("{") { level += 1 }
                    if at("}") { level -= 1 }
                    skipped.append(consume())
                    if level == 0 { break }
                }
                break
            }
            skipped.append(consume())
        }
        let text = skipped.prefix(3).map(\.text).joined(separator: " ")
        diagnose(
            .invalidMemberToken, "unexpected code '\(text)\(skipped.count > 3 ? " …" : "")' in type body",
            at: range(from: start))
        return UnexpectedCodeSyntax(range: range(from: start), tokens: skipped)
    }

    /// One member declaration (type declarations and namespaces included).
    func parseMemberDeclaration() -> any MemberDeclSyntax {
        guard enterNesting() else { return UnexpectedCodeSyntax(range: SourceRange(at: previousEnd), tokens: []) }
        defer { leaveNesting() }
        let start = currentStart
        let attributes = parseAttributeLists()
        let modifiers = parseModifiers()
        let token = current
        if token.kind == .keyword {
            switch token.text {
            case "class", "struct", "interface":
                return parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers)
            case "enum": return parseEnumDeclaration(start: start, attributes: attributes, modifiers: modifiers)
            case "delegate": return parseDelegateDeclaration(start: start, attributes: attributes, modifiers: modifiers)
            case "namespace": return parseNamespace()
            case "using": return parseUsingDirective()
            case "event": return parseEvent(start: start, attributes: attributes, modifiers: modifiers)
            case "implicit", "explicit":
                return parseOperator(start: start, attributes: attributes, modifiers: modifiers, type: nil)
            default: break
            }
        }
        if token.isContextual("record")
            && (peekKind(1) == .identifier || isKeyword(at: index + 1, "class") || isKeyword(at: index + 1, "struct"))
        {
            return parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers)
        }
        if token.isPunct("~") {
            skip()
            let name = expectIdentifier("after '~'")
            _ = parseParameterList(allowImplicitTypes: false)
            let body = parseFunctionBody()
            return DestructorDeclSyntax(
                range: range(from: start), attributes: attributes, modifiers: modifiers, name: name, body: body)
        }
        if token.kind == .identifier && isPunct(at: index + 1, "(") {
            return parseConstructor(start: start, attributes: attributes, modifiers: modifiers)
        }
        let type = parseType()
        if atKeyword("operator") {
            return parseOperator(start: start, attributes: attributes, modifiers: modifiers, type: type)
        }
        if atKeyword("this") {
            return parseIndexer(
                start: start, attributes: attributes, modifiers: modifiers, type: type, explicitInterface: nil)
        }
        // Name, possibly qualified by an explicit interface: `IFoo.Bar` / `IFoo<T>.Bar`.
        var explicitInterface: (any TypeSyntax)?
        var name = expectIdentifier("in member declaration")
        var typeArgumentsOnName: [any TypeSyntax]?
        var guardrail = LoopProgress()
        while progressed(&guardrail) && (at(".") || (at("<") && explicitInterfaceFollows())) {
            if at("<") {
                typeArgumentsOnName = parseTypeArgumentList()
                continue
            }
            let part = NameTypeSyntax(
                range: range(from: name.range.start), name: name, typeArguments: typeArgumentsOnName)
            let dot = consume()
            if let qualifier = explicitInterface {
                explicitInterface = QualifiedTypeSyntax(
                    range: SourceRange(start: qualifier.range.start, end: part.range.end), left: qualifier,
                    separator: dot, right: part)
            } else {
                explicitInterface = part
            }
            typeArgumentsOnName = nil
            if atKeyword("this") {
                return parseIndexer(
                    start: start, attributes: attributes, modifiers: modifiers, type: type,
                    explicitInterface: explicitInterface)
            }
            name = expectIdentifier("after '.'")
        }
        if at("(") || at("<") {
            return parseMethodRest(
                start: start, attributes: attributes, modifiers: modifiers, returnType: type,
                explicitInterface: explicitInterface, name: name)
        }
        if at("{") || at("=>") {
            return parseProperty(
                start: start, attributes: attributes, modifiers: modifiers, type: type,
                explicitInterface: explicitInterface, name: name)
        }
        let declaration = parseVariableDeclarators(type: type, start: type.range.start, firstName: name)
        _ = expectSemicolon(after: "field declaration")
        return FieldDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, declaration: declaration)
    }

    /// After a member name, whether `<…>` is followed by `.` (generic explicit interface `IFoo<T>.Bar`).
    func explicitInterfaceFollows() -> Bool {
        let probe = lookahead { () -> Bool in
            _ = parseTypeArgumentList()
            return at(".")
        }
        return probe.clean && probe.value
    }

    /// Everything after a method's name: type parameters, parameters, constraints, body.
    func parseMethodRest(
        start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token], returnType: any TypeSyntax,
        explicitInterface: (any TypeSyntax)?, name: Token
    ) -> MethodDeclSyntax {
        let typeParameters = at("<") ? parseTypeParameterList() : []
        let parameters = parseParameterList(allowImplicitTypes: false)
        let constraints = parseConstraintClauses()
        let body = parseFunctionBody()
        return MethodDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, returnType: returnType,
            explicitInterface: explicitInterface, name: name, typeParameters: typeParameters, parameters: parameters,
            constraints: constraints, body: body)
    }

    /// `{ … }`, `=> expr;`, or `;` (no body).
    func parseFunctionBody() -> FunctionBody? {
        if at("{") { return .block(parseBlock()) }
        if skip("=>") {
            let expression = parseExpression()
            _ = expectSemicolon(after: "expression body")
            return .expression(expression)
        }
        if skip(";") { return nil }
        if atSignatureEnd {
            diagnoseSignatureOnly("declaration")
            return nil
        }
        diagnose(.openBraceExpected, "expected '{' or ';' after declaration", at: SourceRange(at: previousEnd))
        return nil
    }

    func parseConstructor(start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token])
        -> any MemberDeclSyntax
    {
        let name = consume()
        let parameters = parseParameterList(allowImplicitTypes: false)
        var initializer: ConstructorInitializerSyntax?
        if at(":") {
            let initStart = currentStart
            skip()
            let keyword: Token
            if atKeyword("base") || atKeyword("this") {
                keyword = consume()
            } else {
                diagnose(
                    .tokenExpected, "expected 'base' or 'this' in constructor initializer",
                    at: SourceRange(at: previousEnd))
                keyword = Token.missing(.keyword, "base", at: previousEnd)
            }
            let arguments = at("(") ? parseArgumentList(open: "(", close: ")") : []
            initializer = ConstructorInitializerSyntax(
                range: range(from: initStart), keyword: keyword, arguments: arguments)
        }
        let body = parseFunctionBody()
        return ConstructorDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, name: name, parameters: parameters,
            initializer: initializer, body: body)
    }

    func parseProperty(
        start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token], type: any TypeSyntax,
        explicitInterface: (any TypeSyntax)?, name: Token
    ) -> any MemberDeclSyntax {
        if skip("=>") {
            let body = parseExpression()
            _ = expectSemicolon(after: "property")
            return PropertyDeclSyntax(
                range: range(from: start), attributes: attributes, modifiers: modifiers, type: type,
                explicitInterface: explicitInterface, name: name, accessors: nil, expressionBody: body, initializer: nil
            )
        }
        let accessors = parseAccessorList()
        var initializer: (any ExprSyntax)?
        if skip("=") {
            initializer = at("{") ? parseInitializer() : parseExpression()
            _ = expectSemicolon(after: "property initializer")
        }
        return PropertyDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, type: type,
            explicitInterface: explicitInterface,
            name: name, accessors: accessors, expressionBody: nil, initializer: initializer)
    }

    /// `{ get; private set; }`, `{ add { } remove { } }`.
    func parseAccessorList() -> [AccessorDeclSyntax] {
        let open = consume()
        var accessors: [AccessorDeclSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at("}") && !atEnd {
            let start = currentStart
            let attributes = parseAttributeLists()
            let modifiers = parseModifiers()
            guard currentKind == .identifier, ["get", "set", "init", "add", "remove"].contains(currentText) else {
                diagnose(.accessorExpected, "expected 'get', 'set' or 'init' accessor", at: currentRange)
                if at("{") { _ = parseBlock() } else { skip() }
                continue
            }
            let keyword = consume()
            let body = at("{") || at("=>") ? parseFunctionBody() : (skip(";") ? nil : parseFunctionBody())
            accessors.append(
                AccessorDeclSyntax(
                    range: range(from: start), attributes: attributes, modifiers: modifiers, keyword: keyword,
                    body: body))
        }
        expect("}", id: .closeBraceExpected, context: "to end accessor list", matching: open)
        return accessors
    }

    func parseIndexer(
        start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token], type: any TypeSyntax,
        explicitInterface: (any TypeSyntax)?
    ) -> any MemberDeclSyntax {
        skip()
        let parameters = parseParameterList(allowImplicitTypes: false, open: "[", close: "]")
        var accessors: [AccessorDeclSyntax]?
        var body: (any ExprSyntax)?
        if skip("=>") {
            body = parseExpression()
            _ = expectSemicolon(after: "indexer")
        } else if at("{") {
            accessors = parseAccessorList()
        } else {
            diagnose(
                .openBraceExpected, "expected '{' or '=>' after indexer parameters", at: SourceRange(at: previousEnd))
        }
        return IndexerDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, type: type, parameters: parameters,
            accessors: accessors, expressionBody: body)
    }

    func parseEvent(start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token])
        -> any MemberDeclSyntax
    {
        skip()
        let type = parseType()
        let name = expectIdentifier("in event declaration")
        var guardrail = LoopProgress()
        while progressed(&guardrail) && at(".") && peekKind(1) == .identifier { skip(); skip() }
        if at("{") {
            let accessors = parseAccessorList()
            let declarator = VariableDeclaratorSyntax(
                range: name.range, name: name, initializer: nil, bracketArguments: [])
            return EventDeclSyntax(
                range: range(from: start), attributes: attributes, modifiers: modifiers, type: type,
                declarators: [declarator],
                accessors: accessors)
        }
        let declaration = parseVariableDeclarators(type: type, start: type.range.start, firstName: name)
        _ = expectSemicolon(after: "event declaration")
        return EventDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, type: type,
            declarators: declaration.declarators, accessors: nil)
    }

    /// `T operator +(…)`, `implicit operator T(…)`.
    func parseOperator(
        start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token], type: (any TypeSyntax)?
    ) -> any MemberDeclSyntax {
        var conversion: Token?
        var resultType = type
        var operatorToken: Token?
        if type == nil {
            conversion = consume()
            if eatKeyword("operator") == nil {
                diagnose(.tokenExpected, "expected 'operator'", at: SourceRange(at: previousEnd))
            }
            resultType = parseType()
        } else {
            skip()
            if currentKind == .punctuator || atKeyword("true") || atKeyword("false") {
                operatorToken = consume()
                if operatorToken?.text == ">" && at(">") { skip() }
            } else {
                diagnose(.tokenExpected, "expected overloadable operator", at: currentRange)
            }
        }
        let parameters = parseParameterList(allowImplicitTypes: false)
        let body = parseFunctionBody()
        return OperatorDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, conversionKind: conversion,
            type: resultType ?? MissingTypeSyntax(range: SourceRange(at: start)), operatorToken: operatorToken,
            parameters: parameters, body: body)
    }
}
