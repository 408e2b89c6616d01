// Expression parsing by precedence: assignment, lambdas, conditional, binary operators (precedence
// climbing), `is`/`as`, switch expressions, unary operators, casts and `await`.

extension Parser {
    /// Binary operator precedence, lowest first.
    enum Precedence: Int, Comparable {
        case coalescing = 1, logicalOr, logicalAnd, bitwiseOr, bitwiseXor, bitwiseAnd, equality, relational, shift
        case additive, multiplicative, switchExpression, range

        static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
    }

    /// Whether a punctuator is an assignment operator (`=`, `+=`, … `??=`). Tested after every
    /// expression, so on the punctuator's code rather than by hashing its text.
    static func isAssignmentOperator(_ code: PunctuatorCode) -> Bool {
        switch code {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=": true
        default: false
        }
    }

    /// Parses any expression (including assignments, lambdas and `throw` expressions).
    func parseExpression() -> any ExprSyntax {
        guard enterNesting() else { return MissingExprSyntax(range: SourceRange(at: previousEnd)) }
        defer { leaveNesting() }
        if atLambdaStart() { return parseLambda() }
        let start = currentStart
        if atKeyword("throw") {
            skip()
            let thrown = parseExpression()
            return ThrowExprSyntax(range: range(from: start), expression: thrown)
        }
        let left = parseConditional()
        if currentKind == .punctuator && Parser.isAssignmentOperator(punctuators[index]) {
            let op = consume()
            let value: any ExprSyntax = at("{") ? parseInitializer() : parseExpression()
            return AssignmentExprSyntax(range: range(from: start), target: left, operatorToken: op, value: value)
        }
        return left
    }

    /// `a ? b : c` (right-associative) over a null-coalescing expression.
    func parseConditional() -> any ExprSyntax {
        let start = currentStart
        let condition = parseBinary(.coalescing)
        guard at("?") else { return condition }
        skip()
        let whenTrue = parseExpression()
        expect(":", id: .tokenExpected, context: "in conditional expression")
        let whenFalse = parseExpression()
        return ConditionalExprSyntax(
            range: range(from: start), condition: condition, whenTrue: whenTrue, whenFalse: whenFalse)
    }

    /// The binary operator at the current token: its spelling, precedence and token count (`>` `>` is `>>`).
    func currentBinaryOperator() -> (text: String, precedence: Precedence, tokenCount: Int)? {
        switch kinds[index] {
        case .punctuator:
            // Every expression ends here, mostly at a token that is no operator: integers first.
            switch punctuators[index] {
            case "??": return ("??", .coalescing, 1)
            case "||": return ("||", .logicalOr, 1)
            case "&&": return ("&&", .logicalAnd, 1)
            case "|": return ("|", .bitwiseOr, 1)
            case "^": return ("^", .bitwiseXor, 1)
            case "&": return ("&", .bitwiseAnd, 1)
            case "==", "!=": return (tokens[index].text, .equality, 1)
            case "<", "<=", ">=": return (tokens[index].text, .relational, 1)
            case ">":
                let next = peek(1)
                if next.isPunct(">") && next.range.start.offset == currentRange.end.offset { return (">>", .shift, 2) }
                return (">", .relational, 1)
            case "<<": return ("<<", .shift, 1)
            case "+", "-": return (tokens[index].text, .additive, 1)
            case "*", "/", "%": return (tokens[index].text, .multiplicative, 1)
            case "..": return ("..", .range, 1)
            default: return nil
            }
        case .keyword:
            switch words[index] {
            case "is": return ("is", .relational, 1)
            case "as": return ("as", .relational, 1)
            case "switch": return ("switch", .switchExpression, 1)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Precedence climbing over binary operators at or above `minimum`.
    func parseBinary(_ minimum: Precedence) -> any ExprSyntax {
        let start = currentStart
        var left = parseUnary()
        var guardrail = LoopProgress()
        var links = 0
        defer { treeDepth -= links }
        while progressed(&guardrail), let op = currentBinaryOperator(), op.precedence >= minimum, extendChain(&links) {
            switch op.text {
            case "is":
                skip()
                let pattern = parsePattern()
                left = IsPatternExprSyntax(range: range(from: start), expression: left, pattern: pattern)
            case "as":
                skip()
                let type = parseType(nullable: .unlessConditional)
                left = AsExprSyntax(range: range(from: start), expression: left, type: type)
            case "switch":
                left = parseSwitchExpression(governing: left, start: start)
            default:
                let opStart = currentStart
                for _ in 0..<op.tokenCount { skip() }
                let opRange = range(from: opStart)
                // `??` is right-associative; the others are left-associative.
                let nextMinimum =
                    op.text == "??" ? op.precedence : Precedence(rawValue: op.precedence.rawValue + 1) ?? .range
                let right: any ExprSyntax
                if op.text == ".." && !canStartExpression {
                    right = MissingExprSyntax(range: SourceRange(at: previousEnd))
                } else if enterNesting() {
                    // Right-recursion (`a ?? b ?? c …`) counts towards the nesting limit.
                    right = parseBinary(nextMinimum)
                    leaveNesting()
                } else {
                    right = MissingExprSyntax(range: SourceRange(at: previousEnd))
                }
                left = BinaryExprSyntax(
                    range: range(from: start), left: left, operatorText: op.text, operatorRange: opRange, right: right)
            }
        }
        return left
    }

    /// Prefix operators, casts, `await`, then a primary expression with its postfix operators.
    func parseUnary() -> any ExprSyntax {
        guard enterNesting() else { return MissingExprSyntax(range: SourceRange(at: previousEnd)) }
        defer { leaveNesting() }
        let start = currentStart
        if currentKind == .punctuator, Self.isPrefixOperator(punctuators[index]) {
            let op = consume()
            let operand = parseUnary()
            return PrefixUnaryExprSyntax(range: range(from: start), operatorToken: op, operand: operand)
        }
        if atKeyword("ref") {
            let op = consume()
            let operand = parseUnary()
            return PrefixUnaryExprSyntax(range: range(from: start), operatorToken: op, operand: operand)
        }
        if atContextual("await") && awaitIsOperator() {
            skip()
            let operand = parseUnary()
            return AwaitExprSyntax(range: range(from: start), operand: operand)
        }
        if at("(") && atCast() {
            skip()
            let type = parseType()
            expect(")", id: .closeParenExpected, context: "after cast type")
            let operand = parseUnary()
            return CastExprSyntax(range: range(from: start), type: type, operand: operand)
        }
        return parsePostfix(parsePrimary(), start: start)
    }

    /// Whether a punctuator is a prefix operator: `+ - ! ~ ++ -- & * ^ ..`.
    static func isPrefixOperator(_ code: PunctuatorCode) -> Bool {
        switch code {
        case "+", "-", "!", "~", "++", "--", "&", "*", "^", "..": true
        default: false
        }
    }

    /// Whether `await` here is the operator rather than an identifier.
    func awaitIsOperator() -> Bool {
        let next = peek(1)
        switch next.kind {
        case .identifier, .integerLiteral, .realLiteral, .stringLiteral, .interpolatedStringLiteral, .charLiteral:
            return true
        case .keyword: return !["is", "as", "switch"].contains(next.text)
        case .punctuator: return next.text == "(" || next.text == "!" || next.text == "-" || next.text == "["
        default: return false
        }
    }

    /// Whether the parenthesized text at `(` is a cast: `(nfloat)progress`, `(int)x`, `(UIView)(object)o`.
    func atCast() -> Bool {
        let probe = lookahead { () -> (any TypeSyntax)? in
            skip()
            let type = parseType()
            guard at(")") else { return nil }
            skip()
            return type
        }
        guard probe.clean, let type = probe.value, !type.isNode(TupleTypeSyntax.self) else { return false }
        let next = tokens[probe.endIndex]
        if isPredefined(type) {
            return !(next.kind == .punctuator && !["(", "!", "~", "-", "+", "++", "--"].contains(next.text))
                && next.kind != .endOfFile && !next.isKeyword("is") && !next.isKeyword("as")
        }
        switch next.kind {
        case .identifier:
            return !["when", "and", "or", "with"].contains(next.text)
        case .integerLiteral, .realLiteral, .charLiteral, .stringLiteral, .interpolatedStringLiteral:
            return true
        case .keyword:
            return [
                "this", "base", "new", "typeof", "default", "checked", "unchecked", "sizeof", "true", "false", "null",
                "delegate", "stackalloc",
            ].contains(next.text) || CSharpKeywords.predefinedTypes.contains(next.text)
        case .punctuator:
            return next.text == "(" || next.text == "~" || next.text == "!"
        default:
            return false
        }
    }

    func isPredefined(_ type: any TypeSyntax) -> Bool {
        switch type.typeNode {
        case .predefinedType: true
        case .nullableType(let nullable): isPredefined(nullable.wrappedType)
        case .arrayType(let array): isPredefined(array.elementType)
        default: false
        }
    }

    /// Whether the current token can begin an expression.
    var canStartExpression: Bool {
        switch kinds[index] {
        case .identifier, .integerLiteral, .realLiteral, .charLiteral, .stringLiteral, .interpolatedStringLiteral:
            return true
        case .keyword:
            switch words[index] {
            case "this", "base", "new", "typeof", "default", "checked", "unchecked", "sizeof", "true", "false", "null",
                "delegate", "throw", "ref", "out", "in", "stackalloc":
                return true
            case let word: return word.isPredefinedType
            }
        case .punctuator:
            switch punctuators[index] {
            case "(", "+", "-", "!", "~", "++", "--", "&", "*", "^", "[", "..": return true
            default: return tokens[index].isElision
            }
        default:
            return false
        }
    }

    /// `expr switch { pattern when c => value, … }`.
    func parseSwitchExpression(governing: any ExprSyntax, start: SourcePosition) -> any ExprSyntax {
        skip()
        let open = expect("{", id: .openBraceExpected, context: "after 'switch'")
        var arms: [SwitchExprArmSyntax] = []
        if !open.isMissing {
            var guardrail = LoopProgress()
            while progressed(&guardrail) && !at("}") && !atEnd {
                let armStart = currentStart
                let before = index
                let pattern = parsePattern()
                var when: (any ExprSyntax)?
                if atContextual("when") {
                    skip()
                    when = parseExpression()
                }
                expect("=>", id: .tokenExpected, context: "in switch expression arm")
                let value = parseExpression()
                arms.append(
                    SwitchExprArmSyntax(range: range(from: armStart), pattern: pattern, whenClause: when, value: value))
                if index == before { break }
                if !skip(",") { break }
            }
            expect("}", id: .closeBraceExpected, context: "to end switch expression", matching: open)
        }
        return SwitchExprSyntax(range: range(from: start), governingExpression: governing, arms: arms)
    }
}
