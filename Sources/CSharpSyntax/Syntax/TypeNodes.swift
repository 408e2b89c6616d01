// Type references: names, qualified names, predefined, arrays, nullable, pointers, tuples, missing.

/// A simple type name with optional type arguments: `List<int>`, `nfloat`, `var`.
public struct NameTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .nameType(self) }
    /// Where the name is.
    public let range: SourceRange
    /// The identifier.
    public let name: Token
    /// Type arguments; `nil` when not generic.
    public let typeArguments: [any TypeSyntax]?
    /// Children.
    public var children: [any SyntaxNode] { typeArguments ?? [] }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + (typeArguments.map { " arity=\($0.count)" } ?? "") }
}

/// `Left.Right` or `alias::Right`.
public struct QualifiedTypeSyntax: TypeSyntax {
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
    /// Children.
    public var children: [any SyntaxNode] { [left, right] }
    /// Dump facts.
    public var dumpAttributes: String { separator.text == "::" ? "'::'" : "" }
}

/// A keyword type: `int`, `string`, `void`, `object`, …
public struct PredefinedTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .predefinedType(self) }
    /// Where the keyword is.
    public let range: SourceRange
    /// The keyword.
    public let keyword: Token
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `T[]`, `T[,]`, or `T[n]` in array creation.
public struct ArrayTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .arrayType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The element type.
    public let elementType: any TypeSyntax
    /// One entry per `[...]`: the sizes written inside (empty expressions omitted), and the rank.
    public let rankSpecifiers: [ArrayRankSpecifierSyntax]
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
public struct NullableTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .nullableType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The underlying type.
    public let wrappedType: any TypeSyntax
    /// Children.
    public var children: [any SyntaxNode] { [wrappedType] }
}

/// `T*` (unsafe code).
public struct PointerTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .pointerType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// The pointee type.
    public let pointeeType: any TypeSyntax
    /// Children.
    public var children: [any SyntaxNode] { [pointeeType] }
}

/// `(int x, string y)`.
public struct TupleTypeSyntax: TypeSyntax {
    /// This type reference as a case of `TypeNode`.
    public var typeNode: TypeNode { .tupleType(self) }
    /// Where the type is.
    public let range: SourceRange
    /// Element types with optional names.
    public let elements: [TupleTypeElementSyntax]
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
