// Member declaration nodes: fields, properties, events, methods, constructors, operators, accessors.

/// `Type a, b = 1;` (also `const`).
public final class FieldDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .fieldDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .fieldDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// Type and declarators.
    public let declaration: VariableDeclarationSyntax

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token],
        declaration: VariableDeclarationSyntax
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.declaration = declaration
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + [declaration] }
    /// Dump facts.
    public var dumpAttributes: String { modifierList(modifiers).trimmingLeadingSpace }
}

/// The body of a method-like member.
public enum FunctionBody: Sendable {
    /// `{ … }`.
    case block(BlockSyntax)
    /// `=> expression;`.
    case expression(any ExprSyntax)

    var node: any SyntaxNode {
        switch self {
        case .block(let b): b
        case .expression(let e): e
        }
    }
}

/// `Type Name<T>(params) where … { body }` (also abstract/extern with `;`, and explicit implementations).
public final class MethodDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .methodDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .methodDecl }
    /// The method's or property's name.
    public var memberName: String? { name.text }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers (`public override async`, …).
    public let modifiers: [Token]
    /// Return type.
    public let returnType: any TypeSyntax
    /// `IFoo.` in an explicit interface implementation.
    public let explicitInterface: (any TypeSyntax)?
    /// The method name.
    public let name: Token
    /// Type parameters.
    public let typeParameters: [TypeParameterSyntax]
    /// Parameters.
    public let parameters: [ParameterSyntax]
    /// `where` clauses.
    public let constraints: [TypeParameterConstraintClauseSyntax]
    /// The body; `nil` for `;`.
    public let body: FunctionBody?

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], returnType: any TypeSyntax,
        explicitInterface: (any TypeSyntax)?, name: Token, typeParameters: [TypeParameterSyntax],
        parameters: [ParameterSyntax], constraints: [TypeParameterConstraintClauseSyntax], body: FunctionBody?
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.returnType = returnType
        self.explicitInterface = explicitInterface
        self.name = name
        self.typeParameters = typeParameters
        self.parameters = parameters
        self.constraints = constraints
        self.body = body
    }

    /// Whether `modifiers` contains `keyword`.
    public func hasModifier(_ keyword: String) -> Bool { modifiers.contains { $0.text == keyword } }
    /// Children.
    public var children: [any SyntaxNode] {
        attributes + [returnType] + nodes(explicitInterface) + typeParameters + parameters + constraints
            + nodes(body?.node)
    }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + modifierList(modifiers) }
}

/// `Name(params) : base(args) { body }`.
public final class ConstructorDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .constructorDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .constructorDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// The type name.
    public let name: Token
    /// Parameters.
    public let parameters: [ParameterSyntax]
    /// `: base(…)` / `: this(…)`.
    public let initializer: ConstructorInitializerSyntax?
    /// The body.
    public let body: FunctionBody?

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], name: Token,
        parameters: [ParameterSyntax], initializer: ConstructorInitializerSyntax?, body: FunctionBody?
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.initializer = initializer
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + parameters + nodes(initializer, body?.node) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + modifierList(modifiers) }
}

/// `: base(args)` or `: this(args)`.
public struct ConstructorInitializerSyntax: SyntaxNode {
    /// Where the initializer is.
    public let range: SourceRange
    /// `base` or `this`.
    public let keyword: Token
    /// The arguments.
    public let arguments: [ArgumentSyntax]
    /// Children.
    public var children: [any SyntaxNode] { arguments }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `~Name() { }`.
public final class DestructorDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .destructorDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .destructorDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// The type name.
    public let name: Token
    /// The body.
    public let body: FunctionBody?

    /// Creates the node.
    init(range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], name: Token, body: FunctionBody?) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + nodes(body?.node) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// `public static T operator +(T a, T b)`, `implicit operator T(U u)`.
public final class OperatorDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .operatorDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .operatorDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// `implicit` / `explicit` for conversions.
    public let conversionKind: Token?
    /// The result type (for conversions, the target type).
    public let type: any TypeSyntax
    /// The overloaded operator token (absent for conversions).
    public let operatorToken: Token?
    /// Parameters.
    public let parameters: [ParameterSyntax]
    /// The body.
    public let body: FunctionBody?

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], conversionKind: Token?,
        type: any TypeSyntax, operatorToken: Token?, parameters: [ParameterSyntax], body: FunctionBody?
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.conversionKind = conversionKind
        self.type = type
        self.operatorToken = operatorToken
        self.parameters = parameters
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + [type] + parameters + nodes(body?.node) }
    /// Dump facts.
    public var dumpAttributes: String {
        (conversionKind.map { "\($0.text) " } ?? "") + (operatorToken.map { "op=\(quoted($0))" } ?? "")
            + modifierList(modifiers)
    }
}

/// `Type Name { get; set; } = init;` or `Type Name => expr;`.
public final class PropertyDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .propertyDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .propertyDecl }
    /// The method's or property's name.
    public var memberName: String? { name.text }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// The property type.
    public let type: any TypeSyntax
    /// `IFoo.` in an explicit interface implementation.
    public let explicitInterface: (any TypeSyntax)?
    /// The property name.
    public let name: Token
    /// Accessors; `nil` for an expression-bodied property.
    public let accessors: [AccessorDeclSyntax]?
    /// `=> expr`.
    public let expressionBody: (any ExprSyntax)?
    /// `= value` auto-property initializer.
    public let initializer: (any ExprSyntax)?

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], type: any TypeSyntax,
        explicitInterface: (any TypeSyntax)?, name: Token, accessors: [AccessorDeclSyntax]?,
        expressionBody: (any ExprSyntax)?, initializer: (any ExprSyntax)?
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.type = type
        self.explicitInterface = explicitInterface
        self.name = name
        self.accessors = accessors
        self.expressionBody = expressionBody
        self.initializer = initializer
    }

    /// Children.
    public var children: [any SyntaxNode] {
        attributes + [type] + nodes(explicitInterface) + (accessors ?? []) + nodes(expressionBody, initializer)
    }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" + modifierList(modifiers) }
}

/// `Type this[int i] { get … }`.
public final class IndexerDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .indexerDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .indexerDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// The element type.
    public let type: any TypeSyntax
    /// Parameters.
    public let parameters: [ParameterSyntax]
    /// Accessors; `nil` for an expression body.
    public let accessors: [AccessorDeclSyntax]?
    /// `=> expr`.
    public let expressionBody: (any ExprSyntax)?

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], type: any TypeSyntax,
        parameters: [ParameterSyntax], accessors: [AccessorDeclSyntax]?, expressionBody: (any ExprSyntax)?
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.type = type
        self.parameters = parameters
        self.accessors = accessors
        self.expressionBody = expressionBody
    }

    /// Children.
    public var children: [any SyntaxNode] {
        attributes + [type] + parameters + (accessors ?? []) + nodes(expressionBody)
    }
    /// Dump facts.
    public var dumpAttributes: String { modifierList(modifiers).trimmingLeadingSpace }
}

/// `event EventHandler Clicked;` or `event EventHandler Clicked { add { } remove { } }`.
public final class EventDeclSyntax: MemberDeclSyntax {
    /// This member declaration as a case of `MemberNode`.
    public var memberNode: MemberNode { .eventDecl(self) }
    /// This member declaration's kind (`memberNode` without the node: copies nothing).
    public var memberKind: MemberKind { .eventDecl }
    /// Where the declaration is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers.
    public let modifiers: [Token]
    /// The delegate type.
    public let type: any TypeSyntax
    /// Field-like declarators (`name = value`).
    public let declarators: [VariableDeclaratorSyntax]
    /// `add` / `remove` accessors.
    public let accessors: [AccessorDeclSyntax]?

    /// Creates the node.
    init(
        range: SourceRange, attributes: [AttributeListSyntax], modifiers: [Token], type: any TypeSyntax,
        declarators: [VariableDeclaratorSyntax], accessors: [AccessorDeclSyntax]?
    ) {
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.type = type
        self.declarators = declarators
        self.accessors = accessors
    }

    /// Children.
    public var children: [any SyntaxNode] { attributes + [type] + declarators + (accessors ?? []) }
    /// Dump facts.
    public var dumpAttributes: String { modifierList(modifiers).trimmingLeadingSpace }
}

/// `get { }`, `private set;`, `init => …`, `add { }`, `remove { }`.
public struct AccessorDeclSyntax: SyntaxNode {
    /// Where the accessor is.
    public let range: SourceRange
    /// Attributes.
    public let attributes: [AttributeListSyntax]
    /// Modifiers (`private`, …).
    public let modifiers: [Token]
    /// `get`, `set`, `init`, `add` or `remove`.
    public let keyword: Token
    /// The body; `nil` for `get;`.
    public let body: FunctionBody?
    /// Children.
    public var children: [any SyntaxNode] { attributes + nodes(body?.node) }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) + modifierList(modifiers) }
}
