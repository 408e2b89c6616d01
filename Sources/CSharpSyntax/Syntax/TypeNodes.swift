// Type references: names, qualified names, predefined, arrays, nullable, pointers, tuples, missing.

/// A simple type name with optional type arguments: `List<int>`, `nfloat`, `var`.
public final class NameTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .nameType(self) }
    /// Where the name is.
    public let range: SourceRange
    /// The identifier.
    public let name: Token
    /// Type arguments; `nil` when not generic.
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
    public var dumpAttributes: String { "name=\(quoted(name))" + (typeArguments.map { " arity=\($0.count)" } ?? "") }
}

/// `Left.Right` or `alias::Right`.
public final class QualifiedTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .qualifiedType(self) }
    /// Where the name is.
    public let range: SourceRange
    /// The qualifier.
    public let left: any TypeSyntax
    /// `.` or `::`.
    public let separator: Token
    /// The rightmost name.
    public let right: NameTypeSyntax

    /// Creates the node.
    init(range: SourceRange, left: any TypeSyntax, separator: Token, right: NameTypeSyntax) {
        self.range = range
        self.left = left
        self.separator = separator
        self.right = right
    }

    /// Children.
    public var children: [any SyntaxNode] { [left, right] }
    /// Dump facts.
    public var dumpAttributes: String { separator.text == "::" ? "'::'" : "" }
}

/// A keyword type: `int`, `string`, `void`, `object`, …
public final class PredefinedTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .predefinedType(self) }
    /// Where the keyword is.
    public let range: SourceRange
    /// The keyword.
    public let keyword: Token

    /// Creates the node.
    init(range: SourceRange, keyword: Token) {
        self.range = range
        self.keyword = keyword
    }

    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `T[]`, `T[,]`, or `T[n]` in array creation.
public final class ArrayTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .arrayType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The element type.
    public let elementType: any TypeSyntax
    /// One entry per `[...]`: the sizes written inside (empty expressions omitted), and the rank.
    public let rankSpecifiers: [ArrayRankSpecifierSyntax]

    /// Creates the node.
    init(range: SourceRange, elementType: any TypeSyntax, rankSpecifiers: [ArrayRankSpecifierSyntax]) {
        self.range = range
        self.elementType = elementType
        self.rankSpecifiers = rankSpecifiers
    }

    /// Children.
    public var children: [any SyntaxNode] { [elementType] + rankSpecifiers }
}

/// `[]`, `[,]`, `[5]`.
public struct ArrayRankSpecifierSyntax: SyntaxNode {
    /// Where the brackets are.
    public let range: SourceRange
    /// Number of dimensions.
    public let rank: Int
    /// Size expressions (array creation only).
    public let sizes: [any ExprSyntax]
    /// Children.
    public var children: [any SyntaxNode] { sizes }
    /// Dump facts.
    public var dumpAttributes: String { "rank=\(rank)" }
}

/// `T?`.
public final class NullableTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .nullableType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The underlying type.
    public let wrappedType: any TypeSyntax

    /// Creates the node.
    init(range: SourceRange, wrappedType: any TypeSyntax) {
        self.range = range
        self.wrappedType = wrappedType
    }

    /// Children.
    public var children: [any SyntaxNode] { [wrappedType] }
}

/// `T*` (unsafe code).
public final class PointerTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .pointerType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The pointee type.
    public let pointeeType: any TypeSyntax

    /// Creates the node.
    init(range: SourceRange, pointeeType: any TypeSyntax) {
        self.range = range
        self.pointeeType = pointeeType
    }

    /// Children.
    public var children: [any SyntaxNode] { [pointeeType] }
}

/// `(int x, string y)`.
public final class TupleTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .tupleType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// Element types with optional names.
    public let elements: [TupleTypeElementSyntax]

    /// Creates the node.
    init(range: SourceRange, elements: [TupleTypeElementSyntax]) {
        self.range = range
        self.elements = elements
    }

    /// Children.
    public var children: [any SyntaxNode] { elements }
}

/// One element of a tuple type.
public struct TupleTypeElementSyntax: SyntaxNode {
    /// Where the element is.
    public let range: SourceRange
    /// The element type.
    public let type: any TypeSyntax
    /// Optional element name.
    public let name: Token?
    /// Children.
    public var children: [any SyntaxNode] { [type] }
    /// Dump facts.
    public var dumpAttributes: String { name.map { "name=\(quoted($0))" } ?? "" }
}

/// A type that was expected but absent.
public struct MissingTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .missingType(self) }
    /// The insertion point.
    public let range: SourceRange
}
