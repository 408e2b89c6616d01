// The protocols every syntax node conforms to, and the deterministic tree dump.
//
// Expressions, statements, types, members and patterns are final classes: they travel as
// existentials (`any ExprSyntax`), where a struct of more than three words is boxed and copied
// field by field, retaining every field, each time a case of `ExprNode` is made or a node is
// passed on; a class is one retain. Nodes that are only a range, and the small parts stored
// inline (arguments, parameters, declarators, attributes), stay structs.
// Node classes stay final: `isNode` and `asNode` test a node's kind by its type's identity.

/// A node of the C# syntax tree. Nodes are immutable, with exact source ranges.
public protocol SyntaxNode: Sendable, CustomDebugStringConvertible {
    /// The source text the node covers (first to last token, trivia excluded).
    var range: SourceRange { get }
    /// Child nodes, in source order (used by the dump and generic walks).
    var children: [any SyntaxNode] { get }
    /// Short, deterministic key facts printed after the range in the dump (names, operators, literals).
    var dumpAttributes: String { get }
}

/// An expression.
public protocol ExprSyntax: SyntaxNode {
    /// The node as a case of `ExprNode`, to switch over kinds without casts.
    var exprNode: ExprNode { get }
}
/// A statement.
public protocol StmtSyntax: SyntaxNode {
    /// The node as a case of `StmtNode`, to switch over kinds without casts.
    var stmtNode: StmtNode { get }
}
/// A member of a type, namespace or compilation unit (including global statements).
public protocol MemberDeclSyntax: SyntaxNode {
    /// The node as a case of `MemberNode`, to switch over kinds without casts.
    var memberNode: MemberNode { get }
    /// The node's kind, for tests that need no more: `memberNode` copies the whole node.
    var memberKind: MemberKind { get }
    /// The declared name of a method or property (nil for other members), read without
    /// copying the node.
    var memberName: String? { get }
}

extension MemberDeclSyntax {
    /// Nil: only methods and properties give their name.
    public var memberName: String? { nil }
}
/// A type reference.
public protocol TypeSyntax: SyntaxNode {
    /// The node as a case of `TypeNode`, to switch over kinds without casts.
    var typeNode: TypeNode { get }
}
/// A pattern (after `is`, in `case`, in switch expression arms).
public protocol PatternSyntax: SyntaxNode {}

extension SyntaxNode {
    /// Whether this node is a `T`. Node types have no subtypes (final classes and structs), so
    /// this compares type identities: `is` on an existential is a runtime dynamic cast, and a
    /// failing one, which most are, also asks whether the node is a boxed Foundation value
    /// (thousands of instructions each; together 0.7% of the check's instructions).
    @inline(__always)
    public func isNode<T: SyntaxNode>(_ type: T.Type) -> Bool { ObjectIdentifier(Self.self) == ObjectIdentifier(type) }

    /// This node as a `T`, if it is one (see `isNode`).
    @inline(__always)
    public func asNode<T: SyntaxNode>(_ type: T.Type) -> T? { isNode(type) ? unsafeBitCast(self, to: T.self) : nil }

    /// The node kind printed in dumps: the type name without its `Syntax` suffix.
    public var kindName: String {
        let name = String(describing: type(of: self))
        return name.hasSuffix("Syntax") ? String(name.dropLast(6)) : name
    }

    /// Default: no attributes.
    public var dumpAttributes: String { "" }

    /// Default: no children.
    public var children: [any SyntaxNode] { [] }

    /// A compact, deterministic, indented dump: `Kind [line:col-line:col] attributes` per node.
    public func dump() -> String {
        var out = ""
        dump(into: &out, indent: 0)
        return out
    }

    func dump(into out: inout String, indent: Int) {
        out += String(repeating: "  ", count: indent)
        out += kindName
        out += " ["
        out += range.description
        out += "]"
        let attributes = dumpAttributes
        if !attributes.isEmpty {
            out += " "
            out += attributes
        }
        out += "\n"
        for child in children { child.dump(into: &out, indent: indent + 1) }
    }

    /// The dump.
    public var debugDescription: String { dump() }

    /// Every node in the subtree (pre-order, self first).
    public func descendants() -> [any SyntaxNode] {
        var result: [any SyntaxNode] = []
        var stack: [any SyntaxNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// Child-list building: optional nodes dropped.
func nodes(_ items: (any SyntaxNode)?...) -> [any SyntaxNode] { items.compactMap { $0 } }

/// Quotes token text for the dump, marking missing tokens.
func quoted(_ token: Token) -> String { token.isMissing ? "<missing>" : "'\(token.text)'" }

/// Joins modifier tokens for the dump.
func modifierList(_ modifiers: [Token]) -> String {
    modifiers.isEmpty ? "" : " modifiers=" + modifiers.map(\.text).joined(separator: ",")
}
