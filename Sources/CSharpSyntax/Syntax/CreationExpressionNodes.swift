// Expression nodes, part 2: object/array creation, initializers, lambdas, switch and keyword expressions.

/// `new Type(args) { initializer }` or target-typed `new(args)`.
public final class ObjectCreationExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .objectCreationExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The created type; `nil` for target-typed `new()`.
    public let type: (any TypeSyntax)?
    /// Constructor arguments; `nil` when no parentheses were written.
    public let arguments: [ArgumentSyntax]?
    /// `{ Prop = v, … }` or `{ a, b }`.
    public let initializer: InitializerExprSyntax?

    /// Creates the node.
    init(range: SourceRange, type: (any TypeSyntax)?, arguments: [ArgumentSyntax]?, initializer: InitializerExprSyntax?)
    {
        self.range = range
        self.type = type
        self.arguments = arguments
        self.initializer = initializer
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(type) + (arguments ?? []) + nodes(initializer) }
}

/// `new T[n]`, `new T[] { … }`, `new[] { … }`.
public final class ArrayCreationExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .arrayCreationExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The array type; `nil` for implicitly typed `new[]`.
    public let type: ArrayTypeSyntax?
    /// The element list.
    public let initializer: InitializerExprSyntax?

    /// Creates the node.
    init(range: SourceRange, type: ArrayTypeSyntax?, initializer: InitializerExprSyntax?) {
        self.range = range
        self.type = type
        self.initializer = initializer
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(type, initializer) }
}

/// `new { Name = value, other }`.
public final class AnonymousObjectCreationExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .anonymousObjectCreationExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// Members: assignments `Name = value` or plain expressions (projection initializers).
    public let members: [any ExprSyntax]

    /// Creates the node.
    init(range: SourceRange, members: [any ExprSyntax]) {
        self.range = range
        self.members = members
    }

    /// Children.
    public var children: [any SyntaxNode] { members }
}

/// What a braced initializer initializes.
public enum InitializerKind: String, Sendable, Hashable {
    /// `{ Prop = v, [i] = v }`.
    case object
    /// `{ a, b }` (also array and nested complex-element initializers).
    case collection
}

/// `{ … }` after `new`, as an array/variable initializer, or nested as a member value.
public final class InitializerExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .initializerExpr(self) }
    /// Where the braces are.
    public let range: SourceRange
    /// Object or collection.
    public let kind: InitializerKind
    /// Elements: `AssignmentExprSyntax` for `Prop = v` / `[i] = v`, otherwise plain expressions.
    public let elements: [any ExprSyntax]
    /// Separators the parser skipped (e.g. a `;` written instead of `,`).
    public let unexpectedSeparators: [Token]

    /// Creates the node.
    init(range: SourceRange, kind: InitializerKind, elements: [any ExprSyntax], unexpectedSeparators: [Token]) {
        self.range = range
        self.kind = kind
        self.elements = elements
        self.unexpectedSeparators = unexpectedSeparators
    }

    /// Children.
    public var children: [any SyntaxNode] { elements }
    /// Dump facts.
    public var dumpAttributes: String { "kind=\(kind.rawValue)" }
}

/// The body of a lambda or anonymous method.
public enum LambdaBody: Sendable {
    /// `=> expression`.
    case expression(any ExprSyntax)
    /// `=> { … }` / `delegate { … }`.
    case block(BlockSyntax)

    var node: any SyntaxNode {
        switch self {
        case .expression(let e): e
        case .block(let b): b
        }
    }
}

/// `x => …`, `(a, b) => …`, `(object sender, EventArgs e) => { … }`, `async () => …`.
public final class LambdaExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .lambdaExpr(self) }
    /// Where the lambda is.
    public let range: SourceRange
    /// `async`, `static`.
    public let modifiers: [Token]
    /// Parameters (types are `nil` when implicitly typed).
    public let parameters: [ParameterSyntax]
    /// Whether the parameters were parenthesized.
    public let hasParenthesizedParameters: Bool
    /// The body.
    public let body: LambdaBody

    /// Creates the node.
    init(
        range: SourceRange, modifiers: [Token], parameters: [ParameterSyntax], hasParenthesizedParameters: Bool,
        body: LambdaBody
    ) {
        self.range = range
        self.modifiers = modifiers
        self.parameters = parameters
        self.hasParenthesizedParameters = hasParenthesizedParameters
        self.body = body
    }

    /// Whether it is `async`.
    public var isAsync: Bool { modifiers.contains { $0.text == "async" } }
    /// Children.
    public var children: [any SyntaxNode] { parameters + [body.node] }
    /// Dump facts.
    public var dumpAttributes: String { modifierList(modifiers).trimmingLeadingSpace }
}

/// `delegate (params) { … }` / `delegate { … }`.
public final class AnonymousMethodExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .anonymousMethodExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// `async`.
    public let modifiers: [Token]
    /// Parameters; `nil` when omitted.
    public let parameters: [ParameterSyntax]?
    /// The body.
    public let body: BlockSyntax

    /// Creates the node.
    init(range: SourceRange, modifiers: [Token], parameters: [ParameterSyntax]?, body: BlockSyntax) {
        self.range = range
        self.modifiers = modifiers
        self.parameters = parameters
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { (parameters ?? []) + [body] }
}

/// `expr switch { pattern when cond => value, … }`.
public final class SwitchExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .switchExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The governing expression.
    public let governingExpression: any ExprSyntax
    /// The arms.
    public let arms: [SwitchExprArmSyntax]

    /// Creates the node.
    init(range: SourceRange, governingExpression: any ExprSyntax, arms: [SwitchExprArmSyntax]) {
        self.range = range
        self.governingExpression = governingExpression
        self.arms = arms
    }

    /// Children.
    public var children: [any SyntaxNode] { [governingExpression] + arms }
}

/// `pattern when condition => value`.
public struct SwitchExprArmSyntax: SyntaxNode {
    /// Where the arm is.
    public let range: SourceRange
    /// The pattern.
    public let pattern: any PatternSyntax
    /// `when` condition.
    public let whenClause: (any ExprSyntax)?
    /// The value.
    public let value: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { nodes(pattern, whenClause, value) }
}

/// `throw expr` used as an expression (`x ?? throw …`).
public final class ThrowExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .throwExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The thrown value.
    public let expression: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax) {
        self.range = range
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { [expression] }
}

/// `typeof(T)`, `sizeof(T)`, `default(T)`.
public final class TypeOperatorExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .typeOperatorExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// `typeof`, `sizeof` or `default`.
    public let keyword: Token
    /// The type operand.
    public let type: any TypeSyntax

    /// Creates the node.
    init(range: SourceRange, keyword: Token, type: any TypeSyntax) {
        self.range = range
        self.keyword = keyword
        self.type = type
    }

    /// Children.
    public var children: [any SyntaxNode] { [type] }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `checked(expr)` / `unchecked(expr)`.
public final class CheckedExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .checkedExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// `checked` or `unchecked`.
    public let keyword: Token
    /// The operand.
    public let expression: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, keyword: Token, expression: any ExprSyntax) {
        self.range = range
        self.keyword = keyword
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { [expression] }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `out var x`, `out int x`, `var (a, b)` in deconstruction.
public final class DeclarationExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .declarationExpr(self) }
    /// Where the declaration is.
    public let range: SourceRange
    /// The declared type.
    public let type: any TypeSyntax
    /// The declared name (or `_`).
    public let name: Token

    /// Creates the node.
    init(range: SourceRange, type: any TypeSyntax, name: Token) {
        self.range = range
        self.type = type
        self.name = name
    }

    /// Children.
    public var children: [any SyntaxNode] { [type] }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// `[1, 2, 3]` collection expression.
public final class CollectionExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .collectionExpr(self) }
    /// Where the expression is.
    public let range: SourceRange
    /// The elements.
    public let elements: [any ExprSyntax]

    /// Creates the node.
    init(range: SourceRange, elements: [any ExprSyntax]) {
        self.range = range
        self.elements = elements
    }

    /// Children.
    public var children: [any SyntaxNode] { elements }
}

/// A LINQ query kept as a flat token run (`from x in y where … select …`); not analysed further.
public final class QueryExprSyntax: ExprSyntax {
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .queryExpr(self) }
    /// Where the query is.
    public let range: SourceRange
    /// Expressions found in the clauses, in order.
    public let clauses: [any ExprSyntax]

    /// Creates the node.
    init(range: SourceRange, clauses: [any ExprSyntax]) {
        self.range = range
        self.clauses = clauses
    }

    /// Children.
    public var children: [any SyntaxNode] { clauses }
}

extension String {
    var trimmingLeadingSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
