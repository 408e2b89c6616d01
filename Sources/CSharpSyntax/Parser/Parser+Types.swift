// Parsing of type references: names, generics, qualified and alias-qualified names, predefined types,
// tuples, arrays and nullable types.

extension Parser {
    /// How a trailing `?` is treated after a type.
    enum NullableMode {
        /// `T?` always (declarations, parameters).
        case always
        /// Not when the `?` starts a conditional expression (`x is T ? a : b`).
        case unlessConditional
        /// Never.
        case never
    }

    /// Whether the current token can start a type.
    var canStartType: Bool {
        switch currentKind {
        case .identifier: return true
        case .keyword: return words[index].isPredefinedType
        case .punctuator: return at("(")
        default: return false
        }
    }

    /// Parses a type; reports `CS1031` and returns a missing type when none is there.
    func parseType(nullable: NullableMode = .always, allowArray: Bool = true) -> any TypeSyntax {
        guard enterNesting() else { return MissingTypeSyntax(range: SourceRange(at: previousEnd)) }
        defer { leaveNesting() }
        let start = currentStart
        var type = parseNonArrayType()
        if case .missingType = type.typeNode { return type }
        var guardrail = LoopProgress()
        while progressed(&guardrail) {
            if at("?") && nullable != .never {
                if nullable == .unlessConditional && questionStartsConditional() { break }
                skip()
                type = NullableTypeSyntax(range: range(from: start), wrappedType: type)
            } else if at("*") && nullable == .always && pointerFollows() {
                skip()
                type = PointerTypeSyntax(range: range(from: start), pointeeType: type)
            } else if allowArray && at("[") && (isPunct(at: index + 1, "]") || isPunct(at: index + 1, ",")) {
                var ranks: [ArrayRankSpecifierSyntax] = []
                var inner = LoopProgress()
                while at("[") && (isPunct(at: index + 1, "]") || isPunct(at: index + 1, ",")) && progressed(&inner) {
                    ranks.append(parseRankSpecifier(allowSizes: false))
                }
                type = ArrayTypeSyntax(range: range(from: start), elementType: type, rankSpecifiers: ranks)
            } else {
                break
            }
        }
        return type
    }

    /// `[]`, `[,]` or, with `allowSizes`, `[n, m]`.
    func parseRankSpecifier(allowSizes: Bool) -> ArrayRankSpecifierSyntax {
        let start = currentStart
        let open = consume()
        var rank = 1
        var sizes: [any ExprSyntax] = []
        var guardrail = LoopProgress()
        while !at("]") && !atEnd && progressed(&guardrail) {
            if skip(",") {
                rank += 1
                continue
            }
            if !allowSizes { break }
            let before = index
            sizes.append(parseExpression())
            if index == before { break }
        }
        expect("]", id: .closeBracketExpected, context: "in array rank specifier", matching: open)
        return ArrayRankSpecifierSyntax(range: range(from: start), rank: rank, sizes: sizes)
    }

    /// After a type, whether `*` makes a pointer type: followed by a name, `)`, `*`, `[`, `,` or `>`.
    func pointerFollows() -> Bool {
        let next = peek(1)
        return next.kind == .identifier || next.isPunct(")") || next.isPunct("*") || next.isPunct("[")
            || next.isPunct(",")
            || next.isPunct(">")
    }

    /// After a type, whether `?` begins `? a : b` rather than marking a nullable type.
    func questionStartsConditional() -> Bool {
        let next = peek(1)
        switch next.kind {
        case .identifier, .integerLiteral, .realLiteral, .charLiteral, .stringLiteral, .interpolatedStringLiteral:
            return true
        case .keyword:
            return ["this", "base", "new", "null", "true", "false", "typeof", "default"].contains(next.text)
        case .punctuator:
            return next.text == "(" || next.text == "!" || next.text == "-"
        default:
            return false
        }
    }

    /// A type without array or nullable suffixes.
    func parseNonArrayType() -> any TypeSyntax {
        let start = currentStart
        if currentKind == .keyword && words[index].isPredefinedType {
            let keyword = consume()
            return PredefinedTypeSyntax(range: keyword.range, keyword: keyword)
        }
        if at("(") { return parseTupleType() }
        if currentKind == .identifier { return parseQualifiedName() }
        if currentKind == .keyword && !tokens[index].startsLine {
            diagnose(.typeExpected, "expected type; '\(currentText)' is a keyword", at: currentRange)
        } else {
            diagnose(.typeExpected, "expected type", at: SourceRange(at: previousEnd))
        }
        return MissingTypeSyntax(range: SourceRange(at: start))
    }

    /// `A.B<C>.D`, `global::A.B`.
    func parseQualifiedName() -> any TypeSyntax {
        let start = currentStart
        var type: any TypeSyntax = parseSimpleName()
        var guardrail = LoopProgress()
        var links = 0
        defer { treeDepth -= links }
        while progressed(&guardrail) && (at(".") || at("::")) && peekKind(1) == .identifier && extendChain(&links) {
            let separator = consume()
            let right = parseSimpleName()
            type = QualifiedTypeSyntax(range: range(from: start), left: type, separator: separator, right: right)
        }
        return type
    }

    /// `Name` or `Name<T, U>`.
    func parseSimpleName() -> NameTypeSyntax {
        let name = expectIdentifier()
        var arguments: [any TypeSyntax]?
        if at("<") { arguments = parseTypeArgumentList() }
        return NameTypeSyntax(range: range(from: name.range.start), name: name, typeArguments: arguments)
    }

    /// `<T, U>`; omitted arguments (`Dictionary<,>`) are allowed as missing types without errors.
    func parseTypeArgumentList() -> [any TypeSyntax] {
        let open = consume()
        var arguments: [any TypeSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) {
            if at(",") || at(">") {
                arguments.append(MissingTypeSyntax(range: SourceRange(at: previousEnd)))
            } else {
                let before = index
                arguments.append(parseType())
                if index == before { break }
            }
            if !skip(",") { break }
        }
        expect(">", id: .tokenExpected, context: "to end type argument list", matching: open)
        return arguments
    }

    /// `(int, string name)`.
    func parseTupleType() -> any TypeSyntax {
        let start = currentStart
        let open = consume()
        var elements: [TupleTypeElementSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at(")") && !atEnd {
            let elementStart = currentStart
            let before = index
            let type = parseType()
            let name = currentKind == .identifier ? consume() : nil
            elements.append(TupleTypeElementSyntax(range: range(from: elementStart), type: type, name: name))
            if index == before || !skip(",") { break }
        }
        expect(")", id: .closeParenExpected, context: "to end tuple type", matching: open)
        if elements.count < 2 {
            diagnose(.typeExpected, "expected a tuple type with at least two elements", at: range(from: start))
        }
        return TupleTypeSyntax(range: range(from: start), elements: elements)
    }

    /// Whether a `<` at the current token starts a type argument list in an expression (`Foo<Bar>(x)`),
    /// following the C# disambiguation rule on the token after the closing `>`.
    func atTypeArgumentListInExpression() -> Bool {
        guard at("<") else { return false }
        let probe = lookahead { () -> Bool in
            _ = parseTypeArgumentList()
            return true
        }
        guard probe.clean else { return false }
        let next = tokens[probe.endIndex]
        if next.kind == .endOfFile { return true }
        guard next.kind == .punctuator else { return false }
        return ["(", ")", "]", "}", ":", ";", ",", ".", "?", "==", "!=", "|", "^", "&&", "||", "&", "[", "?."]
            .contains(next.text)
    }
}
