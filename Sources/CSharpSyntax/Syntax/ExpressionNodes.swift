// Expression nodes, part 1: names, literals, operators, member access, invocation, casts.

/// A numeric, string, character, boolean, `null` or `default` literal.
public struct LiteralExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .literalExpr(self) }
    /// Where the literal is.
    public let range: SourceRange
    /// The literal token.
    public let token: Token
    /// Dump facts.
    public var dumpAttributes: String { quoted(token) }
}

/// `$"…{expr,align:format}…"`: the literal token plus its parsed holes.
public struct InterpolatedStringExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .interpolatedStringExpr(self) }
    /// Where the literal is.
    public let range: SourceRange
    /// The whole literal token.
    public let token: Token
    /// The holes, in order.
    public let interpolations: [InterpolationSyntax]
    /// Children.
    public var children: [any SyntaxNode] { interpolations }
}

/// One `{expr,alignment:format}` hole.
public struct InterpolationSyntax: SyntaxNode {
    /// Where the expression part is.
    public let range: SourceRange
    /// The expression.
    public let expression: any ExprSyntax
    /// `,alignment`.
    public let alignment: (any ExprSyntax)?
    /// The format text after `:`.
    public let format: String?
    /// Children.
    public var children: [any SyntaxNode] { nodes(expression, alignment) }
    /// Dump facts.
    public var dumpAttributes: String { format.map { "format='\($0)'" } ?? "" }
}

/// A simple name, optionally generic: `x`, `Foo<Bar>`.
public struct IdentifierExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .identifierExpr(self) }
    /// Where the name is.
    public let range: SourceRange
    /// The identifier (or contextual keyword).
    public let name: Token
    /// Type arguments of a generic name.
    public let typeArguments: [any TypeSyntax]?
    /// Children.
    public var children: [any SyntaxNode] { typeArguments ?? [] }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// A type used as an expression: `int.Parse`, `string.Empty`, `global::X`.
public struct TypeExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .typeExpr(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The type.
    public let type: any TypeSyntax
    /// Children.
    public var children: [any SyntaxNode] { [type] }
}

/// `this`.
public struct ThisExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .thisExpr(self) }
    /// Where the keyword is.
    public let range: SourceRange
}

/// `base`.
public struct BaseExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .baseExpr(self) }
    /// Where the keyword is.
    public let range: SourceRange
}

/// `base.Name`, `a?.b`, `p->x`, `alias::Name`.
public struct MemberAccessExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .memberAccessExpr(self) }
    /// Where the access is.
    public let range: SourceRange
    /// The object.
    public let base: any ExprSyntax
    /// `.`, `?.`, `->` or `::`.
    public let operatorToken: Token
    /// The member name.
    public let name: Token
    /// Type arguments of a generic member: `x.Get<T>`.
    public let typeArguments: [any TypeSyntax]?
    /// Whether the access is null-conditional (`?.`).
    public var isConditional: Bool { operatorToken.text == "?." }
    /// Children.
    public var children: [any SyntaxNode] { [base] + (typeArguments ?? []) }
    /// Dump facts.
    public var dumpAttributes: String {
        (operatorToken.text == "." ? "" : "op='\(operatorToken.text)' ") + "name=\(quoted(name))"
    }
}

/// `callee(arguments)`.
public struct InvocationExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .invocationExpr(self) }
    /// Where the call is.
    public let range: SourceRange
    /// What is called.
    public let callee: any ExprSyntax
    /// The arguments.
    public let arguments: [ArgumentSyntax]
    /// Children.
    public var children: [any SyntaxNode] { [callee] + arguments }
}

/// `base[arguments]` or `base?[arguments]`.
public struct ElementAccessExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .elementAccessExpr(self) }
    /// Where the access is.
    public let range: SourceRange
    /// The indexed object.
    public let base: any ExprSyntax
    /// Whether written `?[`.
    public let isConditional: Bool
    /// The index arguments.
    public let arguments: [ArgumentSyntax]
    /// Children.
    public var children: [any SyntaxNode] { [base] + arguments }
    /// Dump facts.
    public var dumpAttributes: String { isConditional ? "conditional" : "" }
}

/// `[index] = value` inside an object initializer (implicit receiver).
public struct ImplicitElementAccessSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .implicitElementAccess(self) }
    /// Where the brackets are.
    public let range: SourceRange
    /// The index arguments.
    public let arguments: [ArgumentSyntax]
    /// Children.
    public var children: [any SyntaxNode] { arguments }
}

/// `(expr)`.
public struct ParenthesizedExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .parenthesizedExpr(self) }
    /// Where the parentheses are.
    public let range: SourceRange
    /// The inner expression.
    public let expression: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [expression] }
}

/// `(a, b)` or `(x: 1, y: 2)`.
public struct TupleExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .tupleExpr(self) }
    /// Where the tuple is.
    public let range: SourceRange
    /// Elements (named via `ArgumentSyntax.name`).
    public let elements: [ArgumentSyntax]
    /// Children.
    public var children: [any SyntaxNode] { elements }
}

/// `(Type)operand`.
public struct CastExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .castExpr(self) }
    /// Where the cast is.
    public let range: SourceRange
    /// The target type.
    public let type: any TypeSyntax
    /// The converted expression.
    public let operand: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [type, operand] }
}

/// `-x`, `!x`, `~x`, `++x`, `--x`, `&x`, `*x`, `^x`.
public struct PrefixUnaryExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .prefixUnaryExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The operator.
    public let operatorToken: Token
    /// The operand.
    public let operand: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [operand] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `x++`, `x--`, `x!`.
public struct PostfixUnaryExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .postfixUnaryExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The operand.
    public let operand: any ExprSyntax
    /// The operator.
    public let operatorToken: Token
    /// Children.
    public var children: [any SyntaxNode] { [operand] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `await x`.
public struct AwaitExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .awaitExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The awaited expression.
    public let operand: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [operand] }
}

/// `left op right` for arithmetic, logical, bitwise, shift, equality, relational, `??` and `..`.
public struct BinaryExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .binaryExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// Left operand.
    public let left: any ExprSyntax
    /// The operator (`>>` spelled as one text although lexed as two `>`).
    public let operatorText: String
    /// Range of the operator.
    public let operatorRange: SourceRange
    /// Right operand.
    public let right: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [left, right] }
    /// Dump facts.
    public var dumpAttributes: String { "op='\(operatorText)'" }
}

/// `target op value` with `=`, `+=`, `-=`, `??=`, … (`+=` also subscribes event handlers).
public struct AssignmentExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .assignmentExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The assigned location.
    public let target: any ExprSyntax
    /// The operator.
    public let operatorToken: Token
    /// The assigned value.
    public let value: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [target, value] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `condition ? whenTrue : whenFalse`.
public struct ConditionalExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .conditionalExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The condition.
    public let condition: any ExprSyntax
    /// Value when true.
    public let whenTrue: any ExprSyntax
    /// Value when false.
    public let whenFalse: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [condition, whenTrue, whenFalse] }
}

/// `expr is pattern` (a bare type after `is` is a `TypePatternSyntax`).
public struct IsPatternExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .isPatternExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The tested expression.
    public let expression: any ExprSyntax
    /// The pattern.
    public let pattern: any PatternSyntax
    /// Children.
    public var children: [any SyntaxNode] { [expression, pattern] }
}

/// `expr as Type`.
public struct AsExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .asExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The converted expression.
    public let expression: any ExprSyntax
    /// The target type.
    public let type: any TypeSyntax
    /// Children.
    public var children: [any SyntaxNode] { [expression, type] }
}

/// An expression that was expected but absent (an error was reported).
public struct MissingExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .missingExpr(self) }
    /// The insertion point.
    public let range: SourceRange
}
