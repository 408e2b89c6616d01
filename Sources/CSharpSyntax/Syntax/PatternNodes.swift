// Pattern nodes used by `is`, `case` labels and switch expression arms.

/// A bare type (or a dotted name that may turn out to be a constant: the binder decides): `is CircleLayout`.
public struct TypePatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The type.
    public let type: any TypeSyntax
    /// Children.
    public var children: [any SyntaxNode] { [type] }
}

/// `Type name` / `var name`.
public struct DeclarationPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The type (`var` is a `NameTypeSyntax`).
    public let type: any TypeSyntax
    /// The designated variable (or `_`).
    public let name: Token
    /// Children.
    public var children: [any SyntaxNode] { [type] }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// A constant: `null`, `5`, `"x"`, `-1`.
public struct ConstantPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The constant expression.
    public let expression: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [expression] }
}

/// `_`.
public struct DiscardPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
}

/// `> 5`, `<= x`.
public struct RelationalPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The operator.
    public let operatorToken: Token
    /// The bound.
    public let expression: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [expression] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `not p`.
public struct NotPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The negated pattern.
    public let pattern: any PatternSyntax
    /// Children.
    public var children: [any SyntaxNode] { [pattern] }
}

/// `p and q`, `p or q`.
public struct BinaryPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// Left pattern.
    public let left: any PatternSyntax
    /// `and` or `or`.
    public let operatorToken: Token
    /// Right pattern.
    public let right: any PatternSyntax
    /// Children.
    public var children: [any SyntaxNode] { [left, right] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `(p)`.
public struct ParenthesizedPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The inner pattern.
    public let pattern: any PatternSyntax
    /// Children.
    public var children: [any SyntaxNode] { [pattern] }
}

/// `Type { Prop: p, … } name` / `Type(p, q) name` / `{ … }`.
public struct RecursivePatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The type, if written.
    public let type: (any TypeSyntax)?
    /// Positional subpatterns `( … )`, if written.
    public let positional: [SubpatternSyntax]?
    /// Property subpatterns `{ … }`, if written.
    public let properties: [SubpatternSyntax]?
    /// Designation.
    public let name: Token?
    /// Children.
    public var children: [any SyntaxNode] { nodes(type) + (positional ?? []) + (properties ?? []) }
    /// Dump facts.
    public var dumpAttributes: String { name.map { "name=\(quoted($0))" } ?? "" }
}

/// `Name: pattern` or `pattern` inside a recursive pattern.
public struct SubpatternSyntax: SyntaxNode {
    /// Where the subpattern is.
    public let range: SourceRange
    /// Property name (may be dotted: `A.B`).
    public let name: (any ExprSyntax)?
    /// The pattern.
    public let pattern: any PatternSyntax
    /// Children.
    public var children: [any SyntaxNode] { nodes(name, pattern) }
}

/// A pattern that was expected but absent.
public struct MissingPatternSyntax: PatternSyntax {
    /// The insertion point.
    public let range: SourceRange
}
