// Nodes shared by several grammar areas: elisions, skipped code, arguments, parameters, attributes,
// variable declarations.

/// `...` or a `// ...` comment standing for omitted code. Valid as a member, statement or expression.
public final class ElisionSyntax: MemberDeclSyntax, StmtSyntax, ExprSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .elision(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .elision }
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .elision(self) }
    /// This expression as a case of `ExprNode`.
    public var exprNode: ExprNode { .elision(self) }
    /// Where the elision is.
    public let range: SourceRange
    /// Whether it was written as a comment (`// ...`) rather than the `...` token.
    public let isComment: Bool
    /// The exact text (`...` or the comment).
    public let text: String

    /// Creates the node.
    init(range: SourceRange, isComment: Bool, text: String) {
        self.range = range
        self.isComment = isComment
        self.text = text
    }

    /// Dump facts.
    public var dumpAttributes: String { isComment ? "comment" : "" }
}

/// Tokens the parser skipped while recovering. Valid as a member or statement.
public final class UnexpectedCodeSyntax: MemberDeclSyntax, StmtSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .unexpectedCode(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .unexpectedCode }
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .unexpectedCode(self) }
    /// Where the skipped tokens are.
    public let range: SourceRange
    /// The skipped tokens.
    public let tokens: [Token]

    /// Creates the node.
    init(range: SourceRange, tokens: [Token]) {
        self.range = range
        self.tokens = tokens
    }

    /// Dump facts.
    public var dumpAttributes: String {
        let text = tokens.prefix(6).map(\.text).joined(separator: " ")
        return "'\(text)\(tokens.count > 6 ? " …" : "")'"
    }
}

/// An argument of an invocation, element access, attribute or constructor initializer.
public struct ArgumentSyntax: SyntaxNode {
    /// Where the argument is.
    public let range: SourceRange
    /// `name:` for named arguments.
    public let name: Token?
    /// `ref`, `out` or `in`.
    public let refKind: Token?
    /// The value (a `DeclarationExprSyntax` for `out var x`).
    public let expression: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [expression] }
    /// Dump facts.
    public var dumpAttributes: String {
        [name.map { "name=\($0.text)" }, refKind.map { "ref=\($0.text)" }].compactMap { $0 }.joined(separator: " ")
    }
}

/// A parameter of a method, constructor, lambda, indexer, delegate or local function.
public struct ParameterSyntax: SyntaxNode {
    /// Where the parameter is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// `ref`, `out`, `in`, `params`, `this`, `scoped`.
    public let modifiers: [Token]
    /// The type; `nil` for implicitly typed lambda parameters.
    public let type: (any TypeSyntax)?
    /// The name.
    public let name: Token
    /// `= value`.
    public let defaultValue: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { attributes + nodes(type, defaultValue) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + modifierList(modifiers) }
}

/// `[target: Attr(args), Other]`.
public struct AttributeListSyntax: SyntaxNode {
    /// Where the list is.
    public let range: SourceRange
    /// `assembly`, `return`, … before `:`.
    public let target: Token?
    /// The attributes.
    public let attributes: [AttributeSyntax]
    /// Children.
    public var children: [any SyntaxNode] { attributes }
    /// Dump facts.
    public var dumpAttributes: String { target.map { "target=\($0.text)" } ?? "" }
}

/// One attribute: `Export("name")`.
public struct AttributeSyntax: SyntaxNode {
    /// Where the attribute is.
    public let range: SourceRange
    /// The attribute name.
    public let name: any TypeSyntax
    /// Arguments; `nil` without parentheses.
    public let arguments: [ArgumentSyntax]?
    /// Children.
    public var children: [any SyntaxNode] { [name] + (arguments ?? []) }
}

/// `Type a = 1, b` — the type and declarators of a field, local, `using` or `for` declaration.
public struct VariableDeclarationSyntax: SyntaxNode {
    /// Where the declaration is.
    public let range: SourceRange
    /// The declared type (`var` is a `NameTypeSyntax` named `var`).
    public let type: any TypeSyntax
    /// The declared variables.
    public let declarators: [VariableDeclaratorSyntax]
    /// Children.
    public var children: [any SyntaxNode] { [type] + declarators }
}

/// `name = initializer` in a variable declaration.
public struct VariableDeclaratorSyntax: SyntaxNode {
    /// Where the declarator is.
    public let range: SourceRange
    /// The variable name.
    public let name: Token
    /// `= value`.
    public let initializer: (any ExprSyntax)?
    /// Bracketed arguments of a fixed-size buffer or C-style array declarator, rarely used.
    public let bracketArguments: [ArgumentSyntax]
    /// Children.
    public var children: [any SyntaxNode] { bracketArguments + nodes(initializer) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// `<T, in U>` type parameter.
public struct TypeParameterSyntax: SyntaxNode {
    /// Where the parameter is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// `in` / `out` variance.
    public let variance: Token?
    /// The name.
    public let name: Token
    /// Children.
    public var children: [any SyntaxNode] { attributes }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + (variance.map { " variance=\($0.text)" } ?? "") }
}

/// `where T : class, new()`.
public struct TypeParameterConstraintClauseSyntax: SyntaxNode {
    /// Where the clause is.
    public let range: SourceRange
    /// The constrained type parameter.
    public let name: Token
    /// Constraints: types, or `NameTypeSyntax` for `class`, `struct`, `new()`, `unmanaged`, `notnull`.
    public let constraints: [any TypeSyntax]
    /// Children.
    public var children: [any SyntaxNode] { constraints }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}
