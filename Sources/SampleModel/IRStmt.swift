// IRStmt: statements of the sample model, and the places a value can be stored.

/// A place that can be assigned.
public indirect enum IRLValue: Hashable, Sendable {
    /// A local variable.
    case local(String)
    /// A field of a sample object.
    case field(IRExpr, String)
    /// A static field of a sample class.
    case staticField(String, String)
    /// An engine property.
    case property(IRExpr, IREngineMember)
    /// An array element.
    case element(IRExpr, IRExpr)
    /// A member of an object the engine does not simulate (a recording double's property, or
    /// `[]` with the index for its indexer): the assignment is recorded in the trace.
    case recorded(IRExpr?, String, [IRExpr])
    /// A name the article assigns but never declares (see `IRExpr.assumed`).
    case assumed(String)

    /// The expression reading this place.
    public var expression: IRExpr {
        switch self {
        case .local(let name): .local(name)
        case .field(let base, let name): .field(base, name)
        case .staticField(let type, let name): .staticField(type, name)
        case .property(let base, let member): .property(base, member)
        case .element(let base, let index): .element(base, index)
        case .recorded(let base, let member, let arguments):
            .recorded(IRRecordedAccess(receiver: base, member: member, arguments: arguments.isEmpty ? nil : arguments))
        case .assumed(let name): .assumed(name)
        }
    }
}

/// A statement.
public indirect enum IRStmt: Hashable, Sendable {
    /// `var name: type = value`.
    case declare(String, IRType, IRExpr?)
    /// `target = value`.
    case assign(IRLValue, IRExpr)
    /// `target op= value` (also `++`/`--`).
    case compoundAssign(IRLValue, IRBinaryOperator, IRExpr, IRArithmetic)
    /// A C# event subscription (`button.TouchUpInside += handler`) → an engine handler for the
    /// event (`UIControl.Event` + `touchUpInside`).
    case addHandler(IRExpr, IREngineMember, IRExpr)
    /// An expression evaluated for its effects.
    case expression(IRExpr)
    /// `if`.
    case `if`(IRExpr, [IRStmt], [IRStmt])
    /// `while` (a `for` lowers to a block with a `while`; `continue` runs `step` first).
    case loop(condition: IRExpr, body: [IRStmt], step: [IRStmt])
    /// `return`.
    case `return`(IRExpr?)
    /// `break`.
    case `break`
    /// `continue`.
    case `continue`
    /// A nested scope.
    case block([IRStmt])
    /// `try { body } catch … finally { … }`: the first catch clause that takes a C# exception
    /// thrown in `body` runs; `finally` runs however the body ended (a budget exhausted aside).
    case `try`([IRStmt], [IRCatch], finally: [IRStmt])
    /// `throw value` (nil: rethrow the exception being caught).
    case `throw`(IRExpr?)
    /// A statement the engine does not model (the API's name); executing it stops the handler.
    case notModelled(String)
}

/// A `catch` clause.
public struct IRCatch: Hashable, Sendable {
    /// The exception type it takes (`NullReferenceException`); nil or `Exception` takes any.
    public var type: String?
    /// The local the exception is bound to (an object whose `Message` reads the message).
    public var name: String?
    /// The clause's body.
    public var body: [IRStmt]

    /// Creates a clause.
    public init(type: String?, name: String?, body: [IRStmt]) {
        self.type = type
        self.name = name
        self.body = body
    }
}
