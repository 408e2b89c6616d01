// Expression nodes, part 1: names, literals, operators, member access, invocation, casts.

/// A numeric, string, character, boolean, `null` or `default` literal.
public final class LiteralExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .literalExpr(self) }
    /// Where the literal is.
    public let range: SourceRange
    /// The literal token.
    public let token: Token

    /// Creates the node.
    init(range: SourceRange, token: Token) {
        self.range = range
        self.token = token
    }

    /// Dump facts.
    public var dumpAttributes: String { quoted(token) }
}

/// `$"…{expr,align:format}…"`: the literal token plus its parsed holes.
public final class InterpolatedStringExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .interpolatedStringExpr(self) }
    /// Where the literal is.
    public let range: SourceRange
    /// The whole literal token.
    public let token: Token
    /// The holes, in order.
    public let interpolations: [InterpolationSyntax]

    /// Creates the node.
    init(range: SourceRange, token: Token, interpolations: [InterpolationSyntax]) {
        self.range = range
        self.token = token
        self.interpolations = interpolations
    }

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
public final class IdentifierExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .identifierExpr(self) }
    /// Where the name is.
    public let range: SourceRange
    /// The identifier (or contextual keyword).
    public let name: Token
    /// Type arguments of a generic name.
    public let typeArguments: [any TypeSyntax]?

    /// Creates the node.
    init(range: SourceRange, name: Token, typeArguments: [any TypeSyntax]?) {
        self.range = range
        self.name = name
        self.typeArguments = typeArguments
    }

    /// Children.
    public var children: [any SyntaxNode] { typeArguments ?? [] }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// A type used as an expression: `int.Parse`, `string.Empty`, `global::X`.
public final class TypeExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .typeExpr(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The type.
    public let type: any TypeSyntax

    /// Creates the node.
    init(range: SourceRange, type: any TypeSyntax) {
        self.range = range
        self.type = type
    }

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
public final class MemberAccessExprSyntax: ExprSyntax {
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

    /// Creates the node.
    init(range: SourceRange, base: any ExprSyntax, operatorToken: Token, name: Token, typeArguments: [any TypeSyntax]?)
    {
        self.range = range
        self.base = base
        self.operatorToken = operatorToken
        self.name = name
        self.typeArguments = typeArguments
    }

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
public final class InvocationExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .invocationExpr(self) }
    /// Where the call is.
    public let range: SourceRange
    /// What is called.
    public let callee: any ExprSyntax
    /// The arguments.
    public let arguments: [ArgumentSyntax]

    /// Creates the node.
    init(range: SourceRange, callee: any ExprSyntax, arguments: [ArgumentSyntax]) {
        self.range = range
        self.callee = callee
        self.arguments = arguments
    }

    /// Children.
    public var children: [any SyntaxNode] { [callee] + arguments }
}

/// `base[arguments]` or `base?[arguments]`.
public final class ElementAccessExprSyntax: ExprSyntax {
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

    /// Creates the node.
    init(range: SourceRange, base: any ExprSyntax, isConditional: Bool, arguments: [ArgumentSyntax]) {
        self.range = range
        self.base = base
        self.isConditional = isConditional
        self.arguments = arguments
    }

    /// Children.
    public var children: [any SyntaxNode] { [base] + arguments }
    /// Dump facts.
    public var dumpAttributes: String { isConditional ? "conditional" : "" }
}

/// `[index] = value` inside an object initializer (implicit receiver).
public final class ImplicitElementAccessSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .implicitElementAccess(self) }
    /// Where the brackets are.
    public let range: SourceRange
    /// The index arguments.
    public let arguments: [ArgumentSyntax]

    /// Creates the node.
    init(range: SourceRange, arguments: [ArgumentSyntax]) {
        self.range = range
        self.arguments = arguments
    }

    /// Children.
    public var children: [any SyntaxNode] { arguments }
}

/// `(expr)`.
public final class ParenthesizedExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .parenthesizedExpr(self) }
    /// Where the parentheses are.
    public let range: SourceRange
    /// The inner expression.
    public let expression: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax) {
        self.range = range
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { [expression] }
}

/// `(a, b)` or `(x: 1, y: 2)`.
public final class TupleExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .tupleExpr(self) }
    /// Where the tuple is.
    public let range: SourceRange
    /// Elements (named via `ArgumentSyntax.name`).
    public let elements: [ArgumentSyntax]

    /// Creates the node.
    init(range: SourceRange, elements: [ArgumentSyntax]) {
        self.range = range
        self.elements = elements
    }

    /// Children.
    public var children: [any SyntaxNode] { elements }
}

/// `(Type)operand`.
public final class CastExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .castExpr(self) }
    /// Where the cast is.
    public let range: SourceRange
    /// The target type.
    public let type: any TypeSyntax
    /// The converted expression.
    public let operand: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, type: any TypeSyntax, operand: any ExprSyntax) {
        self.range = range
        self.type = type
        self.operand = operand
    }

    /// Children.
    public var children: [any SyntaxNode] { [type, operand] }
}

/// `-x`, `!x`, `~x`, `++x`, `--x`, `&x`, `*x`, `^x`.
public final class PrefixUnaryExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .prefixUnaryExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The operator.
    public let operatorToken: Token
    /// The operand.
    public let operand: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, operatorToken: Token, operand: any ExprSyntax) {
        self.range = range
        self.operatorToken = operatorToken
        self.operand = operand
    }

    /// Children.
    public var children: [any SyntaxNode] { [operand] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `x++`, `x--`, `x!`.
public final class PostfixUnaryExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .postfixUnaryExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The operand.
    public let operand: any ExprSyntax
    /// The operator.
    public let operatorToken: Token

    /// Creates the node.
    init(range: SourceRange, operand: any ExprSyntax, operatorToken: Token) {
        self.range = range
        self.operand = operand
        self.operatorToken = operatorToken
    }

    /// Children.
    public var children: [any SyntaxNode] { [operand] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `await x`.
public final class AwaitExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .awaitExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The awaited expression.
    public let operand: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, operand: any ExprSyntax) {
        self.range = range
        self.operand = operand
    }

    /// Children.
    public var children: [any SyntaxNode] { [operand] }
}

/// `left op right` for arithmetic, logical, bitwise, shift, equality, relational, `??` and `..`.
public final class BinaryExprSyntax: ExprSyntax {
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

    /// Creates the node.
    init(
        range: SourceRange, left: any ExprSyntax, operatorText: String, operatorRange: SourceRange,
        right: any ExprSyntax
    ) {
        self.range = range
        self.left = left
        self.operatorText = operatorText
        self.operatorRange = operatorRange
        self.right = right
    }

    /// Children.
    public var children: [any SyntaxNode] { [left, right] }
    /// Dump facts.
    public var dumpAttributes: String { "op='\(operatorText)'" }
}

/// `target op value` with `=`, `+=`, `-=`, `??=`, … (`+=` also subscribes event handlers).
public final class AssignmentExprSyntax: ExprSyntax {
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

    /// Creates the node.
    init(range: SourceRange, target: any ExprSyntax, operatorToken: Token, value: any ExprSyntax) {
        self.range = range
        self.target = target
        self.operatorToken = operatorToken
        self.value = value
    }

    /// Children.
    public var children: [any SyntaxNode] { [target, value] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `condition ? whenTrue : whenFalse`.
public final class ConditionalExprSyntax: ExprSyntax {
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

    /// Creates the node.
    init(range: SourceRange, condition: any ExprSyntax, whenTrue: any ExprSyntax, whenFalse: any ExprSyntax) {
        self.range = range
        self.condition = condition
        self.whenTrue = whenTrue
        self.whenFalse = whenFalse
    }

    /// Children.
    public var children: [any SyntaxNode] { [condition, whenTrue, whenFalse] }
}

/// `expr is pattern` (a bare type after `is` is a `TypePatternSyntax`).
public final class IsPatternExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .isPatternExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The tested expression.
    public let expression: any ExprSyntax
    /// The pattern.
    public let pattern: any PatternSyntax

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax, pattern: any PatternSyntax) {
        self.range = range
        self.expression = expression
        self.pattern = pattern
    }

    /// Children.
    public var children: [any SyntaxNode] { [expression, pattern] }
}

/// `expr as Type`.
public final class AsExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .asExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The converted expression.
    public let expression: any ExprSyntax
    /// The target type.
    public let type: any TypeSyntax

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax, type: any TypeSyntax) {
        self.range = range
        self.expression = expression
        self.type = type
    }

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
