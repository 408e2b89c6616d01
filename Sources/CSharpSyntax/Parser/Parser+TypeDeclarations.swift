// Type-level declarations: classes/structs/interfaces/records, enums, delegates, namespaces, using
// directives, attributes, parameter lists, type parameters and constraint clauses.

extension Parser {
    func parseTypeDeclaration(start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token])
        -> any MemberDeclSyntax
    {
        let keyword = consume()
        var kind: TypeDeclKind
        switch keyword.text {
        case "class": kind = .class
        case "struct": kind = .struct
        case "interface": kind = .interface
        default:
            kind = .record
            if atKeyword("struct") {
                skip()
                kind = .recordStruct
            } else if atKeyword("class") {
                skip()
            }
        }
        let name = expectIdentifier("in \(kind.rawValue) declaration")
        let typeParameters = at("<") ? parseTypeParameterList() : []
        let parameters = at("(") ? parseParameterList(allowImplicitTypes: false) : nil
        var baseTypes: [any TypeSyntax] = []
        if skip(":") {
            var guardrail = LoopProgress()
            repeat {
                let before = index
                baseTypes.append(parseType())
                if at("(") { _ = parseArgumentList(open: "(", close: ")") }
                if index == before { break }
            } while progressed(&guardrail) && skip(",")
            if atElision { skip() }  // `class A : B ...` (elided base list)
        }
        let constraints = parseConstraintClauses()
        var members: [any MemberDeclSyntax] = []
        if at("{") {
            let open = consume()
            members = parseMemberList()
            expectClosingBrace(open: open, context: "to end \(kind.rawValue) body", lastItem: members.last)
            _ = skip(";")
        } else if !skip(";") {
            if atSignatureEnd {
                diagnoseSignatureOnly("\(kind.rawValue) declaration")
            } else {
                expect("{", id: .openBraceExpected, context: "to start \(kind.rawValue) body")
            }
        }
        return TypeDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, kind: kind, name: name,
            typeParameters: typeParameters, parameters: parameters, baseTypes: baseTypes, constraints: constraints,
            members: members)
    }

    func parseEnumDeclaration(start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token])
        -> any MemberDeclSyntax
    {
        skip()
        let name = expectIdentifier("in enum declaration")
        let baseType = skip(":") ? parseType() : nil
        var members: [EnumMemberDeclSyntax] = []
        let open = expect("{", id: .openBraceExpected, context: "to start enum body")
        if !open.isMissing {
            var guardrail = LoopProgress()
            while progressed(&guardrail) && !at("}") && !atEnd {
                let memberStart = currentStart
                let memberAttributes = parseAttributeLists()
                if atElision {
                    skip()
                    _ = skip(",")
                    continue
                }
                let memberName = expectIdentifier("in enum member")
                let value = skip("=") ? parseExpression() : nil
                members.append(
                    EnumMemberDeclSyntax(
                        range: range(from: memberStart), attributes: memberAttributes, name: memberName, value: value))
                if !skip(",") {
                    if memberName.isMissing && !at("}") { skip() }
                    if !at("}") && currentKind != .identifier { break }
                    if currentKind == .identifier {
                        diagnose(.tokenExpected, "expected ',' between enum members", at: SourceRange(at: previousEnd))
                    }
                }
            }
            expect("}", id: .closeBraceExpected, context: "to end enum body", matching: open)
            _ = skip(";")
        }
        return EnumDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, name: name, baseType: baseType,
            members: members)
    }

    func parseDelegateDeclaration(start: SourcePosition, attributes: [AttributeListSyntax], modifiers: [Token])
        -> any MemberDeclSyntax
    {
        skip()
        let returnType = parseType()
        let name = expectIdentifier("in delegate declaration")
        let typeParameters = at("<") ? parseTypeParameterList() : []
        let parameters = parseParameterList(allowImplicitTypes: false)
        _ = parseConstraintClauses()
        _ = expectSemicolon(after: "delegate declaration")
        return DelegateDeclSyntax(
            range: range(from: start), attributes: attributes, modifiers: modifiers, returnType: returnType, name: name,
            typeParameters: typeParameters, parameters: parameters)
    }

    /// `namespace A.B { usings members }` or `namespace A.B;` (members up to the end of the input).
    func parseNamespace() -> any MemberDeclSyntax {
        let start = currentStart
        skip()
        let name = parseQualifiedName()
        var usings: [UsingDirectiveSyntax] = []
        var members: [any MemberDeclSyntax] = []
        if skip(";") {
            members = parseMemberList()
            usings = members.compactMap { $0.asNode(UsingDirectiveSyntax.self) }
            members.removeAll { $0.isNode(UsingDirectiveSyntax.self) }
            return NamespaceDeclSyntax(
                range: range(from: start), name: name, isFileScoped: true, usings: usings, members: members)
        }
        let open = expect("{", id: .openBraceExpected, context: "to start namespace body")
        if !open.isMissing {
            members = parseMemberList()
            usings = members.compactMap { $0.asNode(UsingDirectiveSyntax.self) }
            members.removeAll { $0.isNode(UsingDirectiveSyntax.self) }
            expectClosingBrace(open: open, context: "to end namespace body", lastItem: members.last)
        }
        return NamespaceDeclSyntax(
            range: range(from: start), name: name, isFileScoped: false, usings: usings, members: members)
    }

    /// Whether `using` here is a directive (not a `using (…)` statement or `using var` declaration).
    var atUsingDirective: Bool {
        var i = index
        if isContextual(at: i, "global") { i += 1 }
        guard isKeyword(at: i, "using") else { return false }
        let next = token(at: i + 1)
        if next.isKeyword("static") { return true }
        guard next.kind == .identifier else { return false }
        if next.text == "var" && kind(at: i + 2) == .identifier { return false }
        if isPunct(at: i + 2, "=") { return true }
        // `using A.B.C;` — a dotted name then `;`.
        var j = i + 1
        while j < i + 64 {
            let t = token(at: j)
            guard t.kind == .identifier else { return false }
            let after = token(at: j + 1)
            if after.isPunct(";") { return true }
            if after.isPunct(".") || after.isPunct("::") {
                j += 2
                continue
            }
            return after.startsLine || after.kind == .endOfFile
        }
        return false
    }

    func parseUsingDirective() -> UsingDirectiveSyntax {
        let start = currentStart
        let isGlobal = atContextual("global")
        if isGlobal { skip() }
        skip()
        let isStatic = eatKeyword("static") != nil
        var alias: Token?
        if currentKind == .identifier && isPunct(at: index + 1, "=") {
            alias = consume()
            skip()
        }
        let name = parseType()
        _ = expectSemicolon(after: "using directive")
        return UsingDirectiveSyntax(
            range: range(from: start), isGlobal: isGlobal, isStatic: isStatic, alias: alias, name: name)
    }

    /// `[Attr] [target: A(1), B]` — zero or more attribute lists.
    func parseAttributeLists() -> [AttributeListSyntax] {
        var lists: [AttributeListSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && at("[") {
            let start = currentStart
            let open = consume()
            var target: Token?
            if (currentKind == .identifier || currentKind == .keyword) && isPunct(at: index + 1, ":") {
                target = consume()
                skip()
            }
            var attributes: [AttributeSyntax] = []
            var inner = LoopProgress()
            while progressed(&inner) && !at("]") && !atEnd {
                let attributeStart = currentStart
                let before = index
                let name = parseQualifiedName()
                let arguments = at("(") ? parseArgumentList(open: "(", close: ")") : nil
                attributes.append(AttributeSyntax(range: range(from: attributeStart), name: name, arguments: arguments))
                if index == before || !skip(",") { break }
            }
            expect("]", id: .closeBracketExpected, context: "to end attribute list", matching: open)
            lists.append(AttributeListSyntax(range: range(from: start), target: target, attributes: attributes))
        }
        return lists
    }

    /// `(ref int a, params object[] rest, string s = "x")`; with `allowImplicitTypes`, lambda
    /// parameters without types (`(a, b)`) are accepted.
    func parseParameterList(allowImplicitTypes: Bool, open openText: StaticString = "(", close: StaticString = ")")
        -> [ParameterSyntax]
    {
        guard at(PunctuatorCode(openText)) else {
            expect(openText, id: .tokenExpected, context: "to start parameter list")
            return []
        }
        let open = consume()
        let closeCode = PunctuatorCode(close)
        var parameters: [ParameterSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at(closeCode) && !atEnd {
            let start = currentStart
            let before = index
            let attributes = parseAttributeLists()
            var modifiers: [Token] = []
            while currentKind == .keyword && ["ref", "out", "in", "params", "this"].contains(currentText)
                || (atContextual("scoped") && peekKind(1) != .punctuator)
            {
                modifiers.append(consume())
            }
            var type: (any TypeSyntax)?
            let name: Token
            if allowImplicitTypes && currentKind == .identifier
                && (isPunct(at: index + 1, ",") || isPunct(at: index + 1, closeCode))
            {
                name = consume()
            } else if atElision {
                // `(...)` elided parameter list.
                let token = consume()
                name = Token(kind: .identifier, text: "...", range: token.range)
            } else {
                type = parseType()
                name = expectIdentifier("in parameter")
            }
            let defaultValue = skip("=") ? parseExpression() : nil
            parameters.append(
                ParameterSyntax(
                    range: range(from: start), attributes: attributes, modifiers: modifiers, type: type, name: name,
                    defaultValue: defaultValue))
            if skip(",") { continue }
            if index == before || !(currentKind == .identifier && !at(closeCode)) { break }
            diagnose(.tokenExpected, "expected ',' in parameter list", at: SourceRange(at: previousEnd))
        }
        expect(
            close, id: PunctuatorCode(close) == ")" ? .closeParenExpected : .closeBracketExpected,
            context: "to end parameter list",
            matching: open)
        return parameters
    }

    /// `<T, in U, [A] V>`.
    func parseTypeParameterList() -> [TypeParameterSyntax] {
        let open = consume()
        var parameters: [TypeParameterSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at(">") && !atEnd {
            let start = currentStart
            let before = index
            let attributes = parseAttributeLists()
            let variance = atKeyword("in") || atKeyword("out") ? consume() : nil
            let name = expectIdentifier("in type parameter list")
            parameters.append(
                TypeParameterSyntax(range: range(from: start), attributes: attributes, variance: variance, name: name))
            if index == before || !skip(",") { break }
        }
        expect(">", id: .tokenExpected, context: "to end type parameter list", matching: open)
        return parameters
    }

    /// `where T : class, IFoo, new()` clauses.
    func parseConstraintClauses() -> [TypeParameterConstraintClauseSyntax] {
        var clauses: [TypeParameterConstraintClauseSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && atContextual("where") && peekKind(1) == .identifier {
            let start = currentStart
            skip()
            let name = consume()
            expect(":", id: .tokenExpected, context: "in constraint clause")
            var constraints: [any TypeSyntax] = []
            var inner = LoopProgress()
            repeat {
                let before = index
                if atKeyword("class") || atKeyword("struct") || atKeyword("new") || atKeyword("default") {
                    let keyword = consume()
                    if keyword.text == "new" {
                        expect("(", id: .tokenExpected, context: "after 'new'")
                        expect(")", id: .closeParenExpected)
                    }
                    _ = skip("?")
                    constraints.append(
                        NameTypeSyntax(range: range(from: keyword.range.start), name: keyword, typeArguments: nil))
                } else {
                    constraints.append(parseType())
                }
                if index == before { break }
            } while progressed(&inner) && skip(",")
            clauses.append(
                TypeParameterConstraintClauseSyntax(range: range(from: start), name: name, constraints: constraints))
        }
        return clauses
    }
}
