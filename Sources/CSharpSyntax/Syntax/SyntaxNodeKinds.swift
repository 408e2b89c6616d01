// The closed sets of expression, statement, member and type nodes as enums: a consumer switches
// over a node's kind with one protocol call instead of a chain of `as?` casts (each a runtime
// dynamic cast: the lowerer dispatched every expression through a dozen of them).

/// An expression node, by kind (see `ExprSyntax.exprNode`).
public enum ExprNode: Sendable {
    /// `ElisionSyntax`.
    case elision(ElisionSyntax)
    /// `ObjectCreationExprSyntax`.
    case objectCreationExpr(ObjectCreationExprSyntax)
    /// `ArrayCreationExprSyntax`.
    case arrayCreationExpr(ArrayCreationExprSyntax)
    /// `AnonymousObjectCreationExprSyntax`.
    case anonymousObjectCreationExpr(AnonymousObjectCreationExprSyntax)
    /// `InitializerExprSyntax`.
    case initializerExpr(InitializerExprSyntax)
    /// `LambdaExprSyntax`.
    case lambdaExpr(LambdaExprSyntax)
    /// `AnonymousMethodExprSyntax`.
    case anonymousMethodExpr(AnonymousMethodExprSyntax)
    /// `SwitchExprSyntax`.
    case switchExpr(SwitchExprSyntax)
    /// `ThrowExprSyntax`.
    case throwExpr(ThrowExprSyntax)
    /// `TypeOperatorExprSyntax`.
    case typeOperatorExpr(TypeOperatorExprSyntax)
    /// `CheckedExprSyntax`.
    case checkedExpr(CheckedExprSyntax)
    /// `DeclarationExprSyntax`.
    case declarationExpr(DeclarationExprSyntax)
    /// `CollectionExprSyntax`.
    case collectionExpr(CollectionExprSyntax)
    /// `QueryExprSyntax`.
    case queryExpr(QueryExprSyntax)
    /// `LiteralExprSyntax`.
    case literalExpr(LiteralExprSyntax)
    /// `InterpolatedStringExprSyntax`.
    case interpolatedStringExpr(InterpolatedStringExprSyntax)
    /// `IdentifierExprSyntax`.
    case identifierExpr(IdentifierExprSyntax)
    /// `TypeExprSyntax`.
    case typeExpr(TypeExprSyntax)
    /// `ThisExprSyntax`.
    case thisExpr(ThisExprSyntax)
    /// `BaseExprSyntax`.
    case baseExpr(BaseExprSyntax)
    /// `MemberAccessExprSyntax`.
    case memberAccessExpr(MemberAccessExprSyntax)
    /// `InvocationExprSyntax`.
    case invocationExpr(InvocationExprSyntax)
    /// `ElementAccessExprSyntax`.
    case elementAccessExpr(ElementAccessExprSyntax)
    /// `ImplicitElementAccessSyntax`.
    case implicitElementAccess(ImplicitElementAccessSyntax)
    /// `ParenthesizedExprSyntax`.
    case parenthesizedExpr(ParenthesizedExprSyntax)
    /// `TupleExprSyntax`.
    case tupleExpr(TupleExprSyntax)
    /// `CastExprSyntax`.
    case castExpr(CastExprSyntax)
    /// `PrefixUnaryExprSyntax`.
    case prefixUnaryExpr(PrefixUnaryExprSyntax)
    /// `PostfixUnaryExprSyntax`.
    case postfixUnaryExpr(PostfixUnaryExprSyntax)
    /// `AwaitExprSyntax`.
    case awaitExpr(AwaitExprSyntax)
    /// `BinaryExprSyntax`.
    case binaryExpr(BinaryExprSyntax)
    /// `AssignmentExprSyntax`.
    case assignmentExpr(AssignmentExprSyntax)
    /// `ConditionalExprSyntax`.
    case conditionalExpr(ConditionalExprSyntax)
    /// `IsPatternExprSyntax`.
    case isPatternExpr(IsPatternExprSyntax)
    /// `AsExprSyntax`.
    case asExpr(AsExprSyntax)
    /// `MissingExprSyntax`.
    case missingExpr(MissingExprSyntax)

    /// The node's Swift type name (`IfStmtSyntax`), without a runtime type-name lookup.
    public var typeName: String {
        switch self {
        case .elision: "ElisionSyntax"
        case .objectCreationExpr: "ObjectCreationExprSyntax"
        case .arrayCreationExpr: "ArrayCreationExprSyntax"
        case .anonymousObjectCreationExpr: "AnonymousObjectCreationExprSyntax"
        case .initializerExpr: "InitializerExprSyntax"
        case .lambdaExpr: "LambdaExprSyntax"
        case .anonymousMethodExpr: "AnonymousMethodExprSyntax"
        case .switchExpr: "SwitchExprSyntax"
        case .throwExpr: "ThrowExprSyntax"
        case .typeOperatorExpr: "TypeOperatorExprSyntax"
        case .checkedExpr: "CheckedExprSyntax"
        case .declarationExpr: "DeclarationExprSyntax"
        case .collectionExpr: "CollectionExprSyntax"
        case .queryExpr: "QueryExprSyntax"
        case .literalExpr: "LiteralExprSyntax"
        case .interpolatedStringExpr: "InterpolatedStringExprSyntax"
        case .identifierExpr: "IdentifierExprSyntax"
        case .typeExpr: "TypeExprSyntax"
        case .thisExpr: "ThisExprSyntax"
        case .baseExpr: "BaseExprSyntax"
        case .memberAccessExpr: "MemberAccessExprSyntax"
        case .invocationExpr: "InvocationExprSyntax"
        case .elementAccessExpr: "ElementAccessExprSyntax"
        case .implicitElementAccess: "ImplicitElementAccessSyntax"
        case .parenthesizedExpr: "ParenthesizedExprSyntax"
        case .tupleExpr: "TupleExprSyntax"
        case .castExpr: "CastExprSyntax"
        case .prefixUnaryExpr: "PrefixUnaryExprSyntax"
        case .postfixUnaryExpr: "PostfixUnaryExprSyntax"
        case .awaitExpr: "AwaitExprSyntax"
        case .binaryExpr: "BinaryExprSyntax"
        case .assignmentExpr: "AssignmentExprSyntax"
        case .conditionalExpr: "ConditionalExprSyntax"
        case .isPatternExpr: "IsPatternExprSyntax"
        case .asExpr: "AsExprSyntax"
        case .missingExpr: "MissingExprSyntax"
        }
    }
}

/// A statement node, by kind (see `StmtSyntax.stmtNode`).
public enum StmtNode: Sendable {
    /// `ElisionSyntax`.
    case elision(ElisionSyntax)
    /// `UnexpectedCodeSyntax`.
    case unexpectedCode(UnexpectedCodeSyntax)
    /// `BlockSyntax`.
    case block(BlockSyntax)
    /// `LocalDeclarationStmtSyntax`.
    case localDeclarationStmt(LocalDeclarationStmtSyntax)
    /// `LocalFunctionStmtSyntax`.
    case localFunctionStmt(LocalFunctionStmtSyntax)
    /// `ExpressionStmtSyntax`.
    case expressionStmt(ExpressionStmtSyntax)
    /// `EmptyStmtSyntax`.
    case emptyStmt(EmptyStmtSyntax)
    /// `IfStmtSyntax`.
    case ifStmt(IfStmtSyntax)
    /// `WhileStmtSyntax`.
    case whileStmt(WhileStmtSyntax)
    /// `DoStmtSyntax`.
    case doStmt(DoStmtSyntax)
    /// `ForStmtSyntax`.
    case forStmt(ForStmtSyntax)
    /// `ForEachStmtSyntax`.
    case forEachStmt(ForEachStmtSyntax)
    /// `SwitchStmtSyntax`.
    case switchStmt(SwitchStmtSyntax)
    /// `ReturnStmtSyntax`.
    case returnStmt(ReturnStmtSyntax)
    /// `JumpStmtSyntax`.
    case jumpStmt(JumpStmtSyntax)
    /// `ThrowStmtSyntax`.
    case throwStmt(ThrowStmtSyntax)
    /// `YieldStmtSyntax`.
    case yieldStmt(YieldStmtSyntax)
    /// `TryStmtSyntax`.
    case tryStmt(TryStmtSyntax)
    /// `UsingStmtSyntax`.
    case usingStmt(UsingStmtSyntax)
    /// `KeywordBlockStmtSyntax`.
    case keywordBlockStmt(KeywordBlockStmtSyntax)
    /// `LabeledStmtSyntax`.
    case labeledStmt(LabeledStmtSyntax)

    /// The node's Swift type name (`IfStmtSyntax`), without a runtime type-name lookup.
    public var typeName: String {
        switch self {
        case .elision: "ElisionSyntax"
        case .unexpectedCode: "UnexpectedCodeSyntax"
        case .block: "BlockSyntax"
        case .localDeclarationStmt: "LocalDeclarationStmtSyntax"
        case .localFunctionStmt: "LocalFunctionStmtSyntax"
        case .expressionStmt: "ExpressionStmtSyntax"
        case .emptyStmt: "EmptyStmtSyntax"
        case .ifStmt: "IfStmtSyntax"
        case .whileStmt: "WhileStmtSyntax"
        case .doStmt: "DoStmtSyntax"
        case .forStmt: "ForStmtSyntax"
        case .forEachStmt: "ForEachStmtSyntax"
        case .switchStmt: "SwitchStmtSyntax"
        case .returnStmt: "ReturnStmtSyntax"
        case .jumpStmt: "JumpStmtSyntax"
        case .throwStmt: "ThrowStmtSyntax"
        case .yieldStmt: "YieldStmtSyntax"
        case .tryStmt: "TryStmtSyntax"
        case .usingStmt: "UsingStmtSyntax"
        case .keywordBlockStmt: "KeywordBlockStmtSyntax"
        case .labeledStmt: "LabeledStmtSyntax"
        }
    }
}

/// A member declaration node, by kind (see `MemberDeclSyntax.memberNode`).
public enum MemberNode: Sendable {
    /// `ElisionSyntax`.
    case elision(ElisionSyntax)
    /// `UnexpectedCodeSyntax`.
    case unexpectedCode(UnexpectedCodeSyntax)
    /// `UsingDirectiveSyntax`.
    case usingDirective(UsingDirectiveSyntax)
    /// `NamespaceDeclSyntax`.
    case namespaceDecl(NamespaceDeclSyntax)
    /// `TypeDeclSyntax`.
    case typeDecl(TypeDeclSyntax)
    /// `EnumDeclSyntax`.
    case enumDecl(EnumDeclSyntax)
    /// `DelegateDeclSyntax`.
    case delegateDecl(DelegateDeclSyntax)
    /// `GlobalStatementSyntax`.
    case globalStatement(GlobalStatementSyntax)
    /// `FieldDeclSyntax`.
    case fieldDecl(FieldDeclSyntax)
    /// `MethodDeclSyntax`.
    case methodDecl(MethodDeclSyntax)
    /// `ConstructorDeclSyntax`.
    case constructorDecl(ConstructorDeclSyntax)
    /// `DestructorDeclSyntax`.
    case destructorDecl(DestructorDeclSyntax)
    /// `OperatorDeclSyntax`.
    case operatorDecl(OperatorDeclSyntax)
    /// `PropertyDeclSyntax`.
    case propertyDecl(PropertyDeclSyntax)
    /// `IndexerDeclSyntax`.
    case indexerDecl(IndexerDeclSyntax)
    /// `EventDeclSyntax`.
    case eventDecl(EventDeclSyntax)

    /// The node's Swift type name (`IfStmtSyntax`), without a runtime type-name lookup.
    public var typeName: String {
        switch self {
        case .elision: "ElisionSyntax"
        case .unexpectedCode: "UnexpectedCodeSyntax"
        case .usingDirective: "UsingDirectiveSyntax"
        case .namespaceDecl: "NamespaceDeclSyntax"
        case .typeDecl: "TypeDeclSyntax"
        case .enumDecl: "EnumDeclSyntax"
        case .delegateDecl: "DelegateDeclSyntax"
        case .globalStatement: "GlobalStatementSyntax"
        case .fieldDecl: "FieldDeclSyntax"
        case .methodDecl: "MethodDeclSyntax"
        case .constructorDecl: "ConstructorDeclSyntax"
        case .destructorDecl: "DestructorDeclSyntax"
        case .operatorDecl: "OperatorDeclSyntax"
        case .propertyDecl: "PropertyDeclSyntax"
        case .indexerDecl: "IndexerDeclSyntax"
        case .eventDecl: "EventDeclSyntax"
        }
    }
}

/// A type reference node, by kind (see `TypeSyntax.typeNode`).
public enum TypeNode: Sendable {
    /// `NameTypeSyntax`.
    case nameType(NameTypeSyntax)
    /// `QualifiedTypeSyntax`.
    case qualifiedType(QualifiedTypeSyntax)
    /// `PredefinedTypeSyntax`.
    case predefinedType(PredefinedTypeSyntax)
    /// `ArrayTypeSyntax`.
    case arrayType(ArrayTypeSyntax)
    /// `NullableTypeSyntax`.
    case nullableType(NullableTypeSyntax)
    /// `PointerTypeSyntax`.
    case pointerType(PointerTypeSyntax)
    /// `TupleTypeSyntax`.
    case tupleType(TupleTypeSyntax)
    /// `MissingTypeSyntax`.
    case missingType(MissingTypeSyntax)

    /// The node's Swift type name (`IfStmtSyntax`), without a runtime type-name lookup.
    public var typeName: String {
        switch self {
        case .nameType: "NameTypeSyntax"
        case .qualifiedType: "QualifiedTypeSyntax"
        case .predefinedType: "PredefinedTypeSyntax"
        case .arrayType: "ArrayTypeSyntax"
        case .nullableType: "NullableTypeSyntax"
        case .pointerType: "PointerTypeSyntax"
        case .tupleType: "TupleTypeSyntax"
        case .missingType: "MissingTypeSyntax"
        }
    }
}

/// A member declaration's kind: `MemberNode` without the nodes, for tests of kind that copy
/// nothing (see `MemberDeclSyntax.memberKind`).
public enum MemberKind: Sendable, Hashable {
    /// `ElisionSyntax`.
    case elision
    /// `UnexpectedCodeSyntax`.
    case unexpectedCode
    /// `UsingDirectiveSyntax`.
    case usingDirective
    /// `NamespaceDeclSyntax`.
    case namespaceDecl
    /// `TypeDeclSyntax`.
    case typeDecl
    /// `EnumDeclSyntax`.
    case enumDecl
    /// `DelegateDeclSyntax`.
    case delegateDecl
    /// `GlobalStatementSyntax`.
    case globalStatement
    /// `FieldDeclSyntax`.
    case fieldDecl
    /// `MethodDeclSyntax`.
    case methodDecl
    /// `ConstructorDeclSyntax`.
    case constructorDecl
    /// `DestructorDeclSyntax`.
    case destructorDecl
    /// `OperatorDeclSyntax`.
    case operatorDecl
    /// `PropertyDeclSyntax`.
    case propertyDecl
    /// `IndexerDeclSyntax`.
    case indexerDecl
    /// `EventDeclSyntax`.
    case eventDecl
}
