// The snippet root: decides between a single expression, statements, class members, a whole
// compilation unit, or a mix, by parsing top-level items and classifying them.

extension Parser {
    /// A top-level item before classification.
    enum SnippetItem {
        case member(any MemberDeclSyntax)
        case statement(any StmtSyntax)
        /// `Type name = value;` — a field or a local, decided from its neighbours.
        case ambiguous(
            attributes: [AttributeListSyntax], modifiers: [Token], declaration: VariableDeclarationSyntax,
            range: SourceRange)
        case neutral(any MemberDeclSyntax)
        /// Consumed into the compilation unit itself (assembly attributes).
        case nothing
    }

    /// Parses the whole token stream as a snippet.
    func parseSnippet() -> (CompilationUnitSyntax, SnippetForm) {
        let fullRange = SourceRange(start: tokens[0].range.start, end: tokens[tokens.count - 1].range.end)
        if let expression = parseWholeExpressionIfPossible() {
            let statement = ExpressionStmtSyntax(
                range: expression.range, expression: expression,
                semicolon: Token.missing(.punctuator, ";", at: expression.range.end))
            let unit = CompilationUnitSyntax(
                range: fullRange, usings: [], attributeLists: [],
                members: [GlobalStatementSyntax(range: expression.range, statement: statement)])
            return (unit, .expression)
        }
        var usings: [UsingDirectiveSyntax] = []
        var items: [SnippetItem] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) {
            for elision in takeElisionComments() { items.append(.neutral(elision)) }
            if atEnd { break }
            depthLimitHit = false
            if at("}") {
                let token = consume()
                diagnose(.endOfFileExpected, "extraneous '}' at top level", at: token.range)
                items.append(.neutral(UnexpectedCodeSyntax(range: token.range, tokens: [token])))
                continue
            }
            let before = index
            let item = parseSnippetItem()
            if case .member(let member) = item, let using = member.asNode(UsingDirectiveSyntax.self), items.isEmpty {
                usings.append(using)
            } else {
                items.append(item)
            }
            if index == before { items.append(.neutral(skipUnexpected(context: "at top level"))) }
        }
        let (members, form) = classify(items, hasUsings: !usings.isEmpty || !unitAttributes.isEmpty)
        return (
            CompilationUnitSyntax(range: fullRange, usings: usings, attributeLists: unitAttributes, members: members),
            form
        )
    }

    /// The whole input as one expression, if it is exactly that and parses cleanly.
    func parseWholeExpressionIfPossible() -> (any ExprSyntax)? {
        guard !atEnd, !atKeyword("using") || isPunct(at: index + 1, "(") else { return nil }
        let probe = lookahead { () -> Bool in
            let expression = parseExpression()
            return atEnd && !expression.isNode(MissingExprSyntax.self) && !expression.isNode(ElisionSyntax.self)
        }
        guard probe.clean && probe.value else { return nil }
        return parseExpression()
    }

    /// One top-level item: a using directive, a member or type declaration, or a statement.
    func parseSnippetItem() -> SnippetItem {
        if atElision && !startsBinaryContinuation(peek(1)) {
            let token = consume()
            return .neutral(ElisionSyntax(range: token.range, isComment: false, text: token.text))
        }
        if atUsingDirective { return .member(parseUsingDirective()) }
        if at("["), isContextual(at: index + 1, "assembly") || isContextual(at: index + 1, "module"),
            isPunct(at: index + 2, ":")
        {
            unitAttributes += parseAttributeLists()
            return .nothing
        }
        switch topLevelShape() {
        case .member:
            return .member(parseMemberDeclaration())
        case .variable(let hasFieldOnlyModifier):
            let start = currentStart
            let attributes = parseAttributeLists()
            let modifiers = parseModifiers()
            let type = parseType()
            let declaration = parseVariableDeclarators(type: type, start: type.range.start)
            _ = expectSemicolon(after: "declaration")
            if hasFieldOnlyModifier || !attributes.isEmpty {
                return .member(
                    FieldDeclSyntax(
                        range: range(from: start), attributes: attributes, modifiers: modifiers,
                        declaration: declaration))
            }
            return .ambiguous(
                attributes: attributes, modifiers: modifiers, declaration: declaration, range: range(from: start))
        case .statement:
            return .statement(parseStatement())
        }
    }

    enum TopLevelShape {
        case member
        case variable(hasFieldOnlyModifier: Bool)
        case statement
    }

    /// Looks ahead (without consuming) to decide what the next top-level item is.
    func topLevelShape() -> TopLevelShape {
        if at("[") || at("~") { return .member }
        if kinds[index] == .keyword {
            switch words[index] {
            case "namespace", "class", "struct", "interface", "enum", "event", "implicit", "explicit": return .member
            default: break
            }
        }
        if atKeyword("delegate") && !isPunct(at: index + 1, "(") && !isPunct(at: index + 1, "{") { return .member }
        if atContextual("record") && peekKind(1) == .identifier
            && (isPunct(at: index + 2, "(") || isPunct(at: index + 2, "{") || isPunct(at: index + 2, ":")
                || isPunct(at: index + 2, "<"))
        {
            return .member
        }
        // Modifiers.
        var i = index
        var fieldOnly = false
        var sawModifier = false
        while i < index + 8 {
            let word = word(at: i)
            let isModifier =
                (kind(at: i) == .keyword && word.isModifier && (word != "new" || newIsModifier(at: i)))
                || (kind(at: i) == .identifier && word.isContextualModifier
                    && (kind(at: i + 1) == .identifier || kind(at: i + 1) == .keyword))
            guard isModifier else { break }
            switch word {
            case "const", "async", "unsafe", "ref": break
            default: fieldOnly = true
            }
            sawModifier = true
            i += 1
        }
        let first = token(at: i)
        if first.kind == .keyword {
            switch word(at: i) {
            case "class", "struct", "interface", "enum", "delegate", "event", "implicit", "explicit": return .member
            default: break
            }
        }
        if first.isContextual("record") && kind(at: i + 1) == .identifier { return .member }
        // Constructor: `Name(…) {` / `Name(…) : base(…)` / `Name(…) =>`.
        if first.kind == .identifier && isPunct(at: i + 1, "("),
            let close = matchingCloseIndex(from: i + 1, open: "(", close: ")")
        {
            let after = token(at: close + 1)
            if after.isPunct("{")
                || (after.isPunct(":")
                    && (isKeyword(at: close + 2, "base") || isKeyword(at: close + 2, "this")))
            {
                return .member
            }
            if after.isPunct("=>") && sawModifier { return .member }
        }
        let canStartType =
            first.kind == .identifier || (first.kind == .keyword && word(at: i).isPredefinedType) || first.isPunct("(")
        guard canStartType, !first.isContextual("var") || sawModifier else {
            return sawModifier && fieldOnly ? .member : .statement
        }
        if first.isContextual("await") && kind(at: i + 1) != .punctuator { return .statement }
        let saved = index
        index = i
        let probe = lookahead { () -> Int in
            _ = parseType()
            return index
        }
        index = saved
        guard probe.clean, probe.value > i else { return sawModifier && fieldOnly ? .member : .statement }
        let name = token(at: probe.value)
        let after = token(at: probe.value + 1)
        if name.isKeyword("operator") || (name.isKeyword("this") && after.isPunct("[")) { return .member }
        guard name.kind == .identifier else { return sawModifier && fieldOnly ? .member : .statement }
        if after.isPunct("(") || after.isPunct("<") || after.isPunct("{") || after.isPunct("=>") || after.isPunct(".") {
            return .member
        }
        if after.isPunct("=") || after.isPunct(";") || after.isPunct(",") || after.startsLine
            || after.kind == .endOfFile
        {
            return .variable(hasFieldOnlyModifier: fieldOnly)
        }
        return sawModifier && fieldOnly ? .member : .statement
    }

    /// Whether `new` at token `i` is the member modifier (`new void Foo()`) rather than object creation.
    func newIsModifier(at i: Int) -> Bool {
        if kind(at: i + 1) == .keyword && word(at: i + 1).isModifier { return true }
        let saved = index
        index = i + 1
        let probe = lookahead { () -> Int in
            _ = parseType()
            return index
        }
        index = saved
        let after = token(at: probe.value)
        return probe.clean && (after.kind == .identifier || after.isKeyword("this") || after.isKeyword("operator"))
    }

    /// Decides the snippet form and turns ambiguous declarations into fields or locals.
    func classify(_ items: [SnippetItem], hasUsings: Bool) -> ([any MemberDeclSyntax], SnippetForm) {
        var hasMember = false
        var hasType = false
        var hasStatement = false
        var hasAmbiguous = false
        for item in items {
            switch item {
            case .member(let member):
                switch member.memberKind {
                case .typeDecl, .namespaceDecl, .enumDecl, .delegateDecl, .usingDirective: hasType = true
                default: hasMember = true
                }
            case .statement: hasStatement = true
            case .ambiguous: hasAmbiguous = true
            case .neutral, .nothing: break
            }
        }
        let form: SnippetForm
        if hasStatement && hasMember {
            form = .mixed
        } else if hasStatement {
            form = .statements
        } else if hasMember || hasAmbiguous {
            form = .members
        } else if hasType || hasUsings {
            form = .compilationUnit
        } else {
            form = .statements
        }
        var members: [any MemberDeclSyntax] = []
        for (position, item) in items.enumerated() {
            switch item {
            case .member(let member): members.append(member)
            case .neutral(let node): members.append(node)
            case .nothing: break
            case .statement(let statement):
                members.append(GlobalStatementSyntax(range: statement.range, statement: statement))
            case .ambiguous(let attributes, let modifiers, let declaration, let range):
                let asField: Bool
                switch form {
                case .statements: asField = false
                case .mixed: asField = nearestNeighbourIsMember(items, around: position)
                default: asField = true
                }
                if asField {
                    members.append(
                        FieldDeclSyntax(
                            range: range, attributes: attributes, modifiers: modifiers, declaration: declaration))
                } else {
                    let statement = LocalDeclarationStmtSyntax(
                        range: range, modifiers: modifiers, declaration: declaration)
                    members.append(GlobalStatementSyntax(range: range, statement: statement))
                }
            }
        }
        return (members, form)
    }

    /// In a mixed snippet, whether the closest unambiguous item (earlier first, then later) is a member.
    func nearestNeighbourIsMember(_ items: [SnippetItem], around position: Int) -> Bool {
        func kind(_ item: SnippetItem) -> Bool? {
            switch item {
            case .member: return true
            case .statement: return false
            default: return nil
            }
        }
        for item in items[..<position].reversed() { if let k = kind(item) { return k } }
        for item in items[(position + 1)...] { if let k = kind(item) { return k } }
        return false
    }
}
