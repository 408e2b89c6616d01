// Declaration nodes: compilation unit, usings, namespaces, type declarations, global statements.

/// The root: usings, extern-alias-free attributes, and members (type declarations, namespaces, class
/// members of a member-list snippet, and `GlobalStatementSyntax` for statements).
public struct CompilationUnitSyntax: SyntaxNode {
    /// The whole snippet.
    public let range: SourceRange
    /// Using directives.
    public let usings: [UsingDirectiveSyntax]
    /// Assembly/module attributes.
    public let attributeLists: [AttributeListSyntax]
    /// Members and global statements, in source order.
    public let members: [any MemberDeclSyntax]
    /// Children.
    public var children: [any SyntaxNode] { usings + attributeLists + members }
}

/// `using A.B;`, `using static A.B;`, `using X = A.B;`, `global using …`.
public final class UsingDirectiveSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .usingDirective(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .usingDirective }
    /// Where the directive is.
    public let range: SourceRange
    /// `global`.
    public let isGlobal: Bool
    /// `static`.
    public let isStatic: Bool
    /// Alias name before `=`.
    public let alias: Token?
    /// The imported name.
    public let name: any TypeSyntax

    /// Creates the node.
    init(range: SourceRange, isGlobal: Bool, isStatic: Bool, alias: Token?, name: any TypeSyntax) {
        self.range = range
        self.isGlobal = isGlobal
        self.isStatic = isStatic
        self.alias = alias
        self.name = name
    }

    /// Children.
    public var children: [any SyntaxNode] { [name] }
    /// Dump facts.
    public var dumpAttributes: String {
        [isGlobal ? "global" : nil, isStatic ? "static" : nil, alias.map { "alias=\(quoted($0))" }].compactMap { $0 }
            .joined(separator: " ")
    }
}

/// `namespace A.B { … }` or file-scoped `namespace A.B;`.
public final class NamespaceDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .namespaceDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .namespaceDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// The namespace name.
    public let name: any TypeSyntax
    /// Whether written `namespace X;`.
    public let isFileScoped: Bool
    /// Using directives inside.
    public let usings: [UsingDirectiveSyntax]
    /// Members inside.
    public let members: [any MemberDeclSyntax]

    /// Creates the node.
    init(
        range: SourceRange, name: any TypeSyntax, isFileScoped: Bool, usings: [UsingDirectiveSyntax],
        members: [any MemberDeclSyntax]
    ) {
        self.range = range
        self.name = name
        self.isFileScoped = isFileScoped
        self.usings = usings
        self.members = members
    }

    /// Children.
    public var children: [any SyntaxNode] { [name] + usings + members }
    /// Dump facts.
    public var dumpAttributes: String { isFileScoped ? "file-scoped" : "" }
}

/// The kind of a `TypeDeclSyntax`.
public enum TypeDeclKind: String, Sendable, Hashable {
    /// `class`.
    case `class`
    /// `struct`.
    case `struct`
    /// `interface`.
    case interface
    /// `record` / `record class`.
    case record
    /// `record struct`.
    case recordStruct = "record struct"
}

/// `class`, `struct`, `interface` or `record` declaration.
public final class TypeDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .typeDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .typeDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers (`public`, `partial`, `sealed`, …).
    public let modifiers: [Token]
    /// Which kind of type.
    public let kind: TypeDeclKind
    /// The type name.
    public let name: Token
    /// Type parameters.
    public let typeParameters: [TypeParameterSyntax]
    /// Primary constructor parameters (records, C# 12 classes).
    public let parameters: [ParameterSyntax]?
    /// Base class and interfaces.
    public let baseTypes: [any TypeSyntax]
    /// `where` clauses.
    public let constraints: [TypeParameterConstraintClauseSyntax]
    /// Members.
    public let members: [any MemberDeclSyntax]

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], kind: TypeDeclKind, name: Token,
        typeParameters: [TypeParameterSyntax], parameters: [ParameterSyntax]?, baseTypes: [any TypeSyntax],
        constraints: [TypeParameterConstraintClauseSyntax], members: [any MemberDeclSyntax]
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.name = name
        self.typeParameters = typeParameters
        self.parameters = parameters
        self.baseTypes = baseTypes
        self.constraints = constraints
        self.members = members
    }

    /// Children.
    public var children: [any SyntaxNode] {
        attributes + typeParameters + (parameters ?? []) + baseTypes + constraints + members
    }
    /// Dump facts.
    public var dumpAttributes: String { "\(kind.rawValue) name=\(quoted(name))" + modifierList(modifiers) }
}

/// `enum Name : byte { A, B = 2 }`.
public final class EnumDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .enumDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .enumDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// The enum name.
    public let name: Token
    /// Underlying type.
    public let baseType: (any TypeSyntax)?
    /// The cases.
    public let members: [EnumMemberDeclSyntax]

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], name: Token,
        baseType: (any TypeSyntax)?, members: [EnumMemberDeclSyntax]
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.baseType = baseType
        self.members = members
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + nodes(baseType) + members }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + modifierList(modifiers) }
}

/// `Name = value` inside an enum.
public struct EnumMemberDeclSyntax: SyntaxNode {
    /// Where the member is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// The case name.
    public let name: Token
    /// Explicit value.
    public let value: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { attributes + nodes(value) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// `delegate void Handler(object sender);`.
public final class DelegateDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .delegateDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .delegateDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// Return type.
    public let returnType: any TypeSyntax
    /// The delegate name.
    public let name: Token
    /// Type parameters.
    public let typeParameters: [TypeParameterSyntax]
    /// Parameters.
    public let parameters: [ParameterSyntax]

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], returnType: any TypeSyntax,
        name: Token, typeParameters: [TypeParameterSyntax], parameters: [ParameterSyntax]
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.returnType = returnType
        self.name = name
        self.typeParameters = typeParameters
        self.parameters = parameters
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + [returnType] + typeParameters + parameters }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + modifierList(modifiers) }
}

/// A statement at the top level of a snippet (statement-list snippets, top-level programs).
public final class GlobalStatementSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .globalStatement(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .globalStatement }
    /// Where the statement is.
    public let range: SourceRange
    /// The statement.
    public let statement: any StmtSyntax

    /// Creates the node.
    init(range: SourceRange, statement: any StmtSyntax) {
        self.range = range
        self.statement = statement
    }

    /// Children.
    public var children: [any SyntaxNode] { [statement] }
}
