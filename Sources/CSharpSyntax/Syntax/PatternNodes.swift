// Pattern nodes used by `is`, `case` labels and switch expression arms.

/// A bare type (or a dotted name that may turn out to be a constant: the binder decides): `is CircleLayout`.
public final class TypePatternSyntax: PatternSyntax {
    /// Where the pattern is.
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

/// `Type name` / `var name`.
public final class DeclarationPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The type (`var` is a `NameTypeSyntax`).
    public let type: any TypeSyntax
    /// The designated variable (or `_`).
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

/// A constant: `null`, `5`, `"x"`, `-1`.
public final class ConstantPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The constant expression.
    public let expression: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax) {
        self.range = range
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { [expression] }
}

/// `_`.
public struct DiscardPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
}

/// `> 5`, `<= x`.
public final class RelationalPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The operator.
    public let operatorToken: Token
    /// The bound.
    public let expression: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, operatorToken: Token, expression: any ExprSyntax) {
        self.range = range
        self.operatorToken = operatorToken
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { [expression] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `not p`.
public final class NotPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The negated pattern.
    public let pattern: any PatternSyntax

    /// Creates the node.
    init(range: SourceRange, pattern: any PatternSyntax) {
        self.range = range
        self.pattern = pattern
    }

    /// Children.
    public var children: [any SyntaxNode] { [pattern] }
}

/// `p and q`, `p or q`.
public final class BinaryPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// Left pattern.
    public let left: any PatternSyntax
    /// `and` or `or`.
    public let operatorToken: Token
    /// Right pattern.
    public let right: any PatternSyntax

    /// Creates the node.
    init(range: SourceRange, left: any PatternSyntax, operatorToken: Token, right: any PatternSyntax) {
        self.range = range
        self.left = left
        self.operatorToken = operatorToken
        self.right = right
    }

    /// Children.
    public var children: [any SyntaxNode] { [left, right] }
    /// Dump facts.
    public var dumpAttributes: String { "op=\(quoted(operatorToken))" }
}

/// `(p)`.
public final class ParenthesizedPatternSyntax: PatternSyntax {
    /// Where the pattern is.
    public let range: SourceRange
    /// The inner pattern.
    public let pattern: any PatternSyntax

    /// Creates the node.
    init(range: SourceRange, pattern: any PatternSyntax) {
        self.range = range
        self.pattern = pattern
    }

    /// Children.
    public var children: [any SyntaxNode] { [pattern] }
}

/// `Type { Prop: p, … } name` / `Type(p, q) name` / `{ … }`.
public final class RecursivePatternSyntax: PatternSyntax {
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

    /// Creates the node.
    init(
        range: SourceRange, type: (any TypeSyntax)?, positional: [SubpatternSyntax]?, properties: [SubpatternSyntax]?,
        name: Token?
    ) {
        self.range = range
        self.type = type
        self.positional = positional
        self.properties = properties
        self.name = name
    }

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
