// Pattern parsing: `or`/`and`/`not` combinators, relational, type, declaration, constant, discard,
// `var`, parenthesized, positional and property patterns.

extension Parser {
    /// Parses a pattern (after `is`, `case`, or in a switch expression arm).
    func parsePattern() -> any PatternSyntax {
        guard enterNesting() else { return MissingPatternSyntax(range: SourceRange(at: previousEnd)) }
        defer { leaveNesting() }
        let start = currentStart
        var left = parseConjunctivePattern()
        var guardrail = LoopProgress()
        var links = 0
        defer { treeDepth -= links }
        while progressed(&guardrail) && atContextual("or") && extendChain(&links) {
            let op = consume()
            let right = parseConjunctivePattern()
            left = BinaryPatternSyntax(range: range(from: start), left: left, operatorToken: op, right: right)
        }
        return left
    }

    func parseConjunctivePattern() -> any PatternSyntax {
        let start = currentStart
        var left = parseNegatedPattern()
        var guardrail = LoopProgress()
        var links = 0
        defer { treeDepth -= links }
        while progressed(&guardrail) && atContextual("and") && extendChain(&links) {
            let op = consume()
            let right = parseNegatedPattern()
            left = BinaryPatternSyntax(range: range(from: start), left: left, operatorToken: op, right: right)
        }
        return left
    }

    func parseNegatedPattern() -> any PatternSyntax {
        let start = currentStart
        if atContextual("not") && !isPunct(at: index + 1, "=>") && !isPunct(at: index + 1, ")")
            && !isPunct(at: index + 1, ",")
        {
            skip()
            guard enterNesting() else { return MissingPatternSyntax(range: SourceRange(at: previousEnd)) }
            defer { leaveNesting() }
            let inner = parseNegatedPattern()
            return NotPatternSyntax(range: range(from: start), pattern: inner)
        }
        return parsePrimaryPattern()
    }

    func parsePrimaryPattern() -> any PatternSyntax {
        let start = currentStart
        let token = current
        if token.kind == .punctuator {
            switch token.text {
            case "<", "<=", ">", ">=":
                let op = consume()
                let bound = parseBinary(.shift)
                return RelationalPatternSyntax(range: range(from: start), operatorToken: op, expression: bound)
            case "{":
                return parseRecursivePattern(type: nil, start: start)
            case "(":
                if atCast() { break }
                return parseParenthesizedPattern()
            default: break
            }
        }
        if token.isContextual("_") && !isPunct(at: index + 1, ".") && !isPunct(at: index + 1, "(") {
            skip()
            return DiscardPatternSyntax(range: token.range)
        }
        if token.isContextual("var") && (peekKind(1) == .identifier || isPunct(at: index + 1, "(")) {
            let varToken = consume()
            let type = NameTypeSyntax(range: varToken.range, name: varToken, typeArguments: nil)
            if at("(") {
                let designation = parseParenthesizedPattern()
                return RecursivePatternSyntax(
                    range: range(from: start), type: type,
                    positional: [SubpatternSyntax(range: designation.range, name: nil, pattern: designation)],
                    properties: nil, name: nil)
            }
            let name = consume()
            return DeclarationPatternSyntax(range: range(from: start), type: type, name: name)
        }
        if token.kind == .identifier || (token.kind == .keyword && CSharpKeywords.predefinedTypes.contains(token.text))
        {
            let probe = lookahead { () -> Bool in
                _ = parseType(nullable: .unlessConditional)
                return true
            }
            if probe.clean {
                let type = parseType(nullable: .unlessConditional)
                if at("{") || at("(") { return parseRecursivePattern(type: type, start: start) }
                if currentKind == .identifier && !["and", "or", "when", "not"].contains(currentText) {
                    let name = consume()
                    return DeclarationPatternSyntax(range: range(from: start), type: type, name: name)
                }
                return TypePatternSyntax(range: range(from: start), type: type)
            }
        }
        if !canStartExpression {
            diagnose(.patternExpected, "expected pattern", at: SourceRange(at: previousEnd))
            return MissingPatternSyntax(range: SourceRange(at: previousEnd))
        }
        let constant = parseBinary(.shift)
        return ConstantPatternSyntax(range: range(from: start), expression: constant)
    }

    func parseParenthesizedPattern() -> any PatternSyntax {
        let start = currentStart
        let open = consume()
        if at(")") {
            skip()
            return RecursivePatternSyntax(
                range: range(from: start), type: nil, positional: [], properties: nil, name: nil)
        }
        let first = parseSubpattern(named: false)
        if at(",") {
            var items = [first]
            var guardrail = LoopProgress()
            while progressed(&guardrail) && skip(",") { items.append(parseSubpattern(named: false)) }
            expect(")", id: .closeParenExpected, context: "to end positional pattern", matching: open)
            let name = currentKind == .identifier && !["and", "or", "when"].contains(currentText) ? consume() : nil
            return RecursivePatternSyntax(
                range: range(from: start), type: nil, positional: items, properties: nil, name: name)
        }
        expect(")", id: .closeParenExpected, matching: open)
        return ParenthesizedPatternSyntax(range: range(from: start), pattern: first.pattern)
    }

    /// `Type(…) { … } name` / `{ … }`.
    func parseRecursivePattern(type: (any TypeSyntax)?, start: SourcePosition) -> any PatternSyntax {
        var positional: [SubpatternSyntax]?
        var properties: [SubpatternSyntax]?
        if at("(") { positional = parseSubpatternList(open: "(", close: ")", named: false) }
        if at("{") { properties = parseSubpatternList(open: "{", close: "}", named: true) }
        let name = currentKind == .identifier && !["and", "or", "when"].contains(currentText) ? consume() : nil
        return RecursivePatternSyntax(
            range: range(from: start), type: type, positional: positional, properties: properties, name: name)
    }

    func parseSubpatternList(open openText: StaticString, close: StaticString, named: Bool) -> [SubpatternSyntax] {
        let open = consume()
        let closeCode = PunctuatorCode(close)
        var items: [SubpatternSyntax] = []
        var guardrail = LoopProgress()
        while progressed(&guardrail) && !at(closeCode) && !atEnd {
            let before = index
            items.append(parseSubpattern(named: named))
            if index == before || !skip(",") { break }
        }
        let id: DiagnosticID = closeCode == ")" ? .closeParenExpected : .closeBraceExpected
        expect(close, id: id, context: "to end pattern", matching: open)
        return items
    }

    /// `Name: pattern`, `A.B: pattern`, or `pattern`.
    func parseSubpattern(named: Bool) -> SubpatternSyntax {
        let start = currentStart
        var name: (any ExprSyntax)?
        if currentKind == .identifier && (isPunct(at: index + 1, ":") || (named && isPunct(at: index + 1, "."))) {
            let probe = lookahead { () -> Bool in
                _ = parsePostfix(parsePrimary(), start: start)
                return at(":")
            }
            if probe.clean && probe.value {
                name = parsePostfix(parsePrimary(), start: start)
                skip()
            }
        }
        let pattern = parsePattern()
        return SubpatternSyntax(range: range(from: start), name: name, pattern: pattern)
    }
}
