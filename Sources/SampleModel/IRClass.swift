// IRClass: a class of the sample program (declared in a snippet or a fixture) with its engine
// base class, fields, initializers and methods. An override names the engine member it overrides
// by its Swift selector, so a back end knows which engine hook it replaces.

/// A parameter of a method, initializer or closure.
public struct IRParameter: Hashable, Sendable {
    /// The name.
    public var name: String
    /// The type.
    public var type: IRType

    /// Creates a parameter.
    public init(_ name: String, _ type: IRType) {
        self.name = name
        self.type = type
    }
}

/// A field (or auto-property) of a sample class.
public struct IRField: Hashable, Sendable {
    /// The name, as the sample wrote it.
    public var name: String
    /// The type.
    public var type: IRType
    /// The initial value, if any.
    public var initialValue: IRExpr?
    /// Whether the field is static.
    public var isStatic: Bool
    /// Where it was declared (not part of equality).
    public var note = IRSourceNote(nil)
    /// Where it was declared.
    public var source: IRSource? {
        get { note.source }
        set { note = IRSourceNote(newValue) }
    }

    /// Creates a field.
    public init(name: String, type: IRType, initialValue: IRExpr? = nil, isStatic: Bool = false) {
        self.name = name
        self.type = type
        self.initialValue = initialValue
        self.isStatic = isStatic
    }
}

/// A method of a sample class.
public struct IRMethod: Hashable, Sendable {
    /// The name: the engine's Swift selector for overrides (`viewDidLoad()`), else the sample's name.
    public var name: String
    /// The parameters.
    public var parameters: [IRParameter]
    /// The result type.
    public var result: IRType
    /// The body.
    public var body: [IRStmt]
    /// Whether it overrides an engine member (named by `name`).
    public var isOverride: Bool
    /// Whether it is static.
    public var isStatic: Bool
    /// Whether the framework would call it and the engine does not, so that the harness calls it
    /// after the launch: an `override` of a member the engine does not simulate
    /// (`DidReceiveMemoryWarning`, `Draw`), a storyboard action (`partial void ShowHotel
    /// (UIBarButtonItem sender) { … }`), a method exported to Objective-C (`[Export]`, `[Action]`).
    public var isFrameworkEntry = false
    /// Its attributes as written (`Export("initWithCoder:")`), recorded when the harness calls it.
    public var attributes: [String] = []
    /// Where it was declared (not part of equality).
    public var note = IRSourceNote(nil)
    /// Where it was declared.
    public var source: IRSource? {
        get { note.source }
        set { note = IRSourceNote(newValue) }
    }

    /// Creates a method.
    public init(
        name: String, parameters: [IRParameter], result: IRType, body: [IRStmt], isOverride: Bool = false,
        isStatic: Bool = false
    ) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
        self.isOverride = isOverride
        self.isStatic = isStatic
    }
}

/// An initializer of a sample class: its parameters, the engine (or sample) base initializer it
/// calls with which arguments, and its body.
public struct IRInitializer: Hashable, Sendable {
    /// The parameters.
    public var parameters: [IRParameter]
    /// The base initializer's selector (`init(collectionViewLayout:)`, `init/1` for a sample base,
    /// `init()` by default).
    public var superInitializer: String
    /// The base initializer's arguments (evaluated with the parameters in scope).
    public var superArguments: [IRExpr]
    /// The body.
    public var body: [IRStmt]
    /// Its attributes as written (`Export("initWithCoder:")`), recorded when the harness creates
    /// its class as the framework would.
    public var attributes: [String] = []
    /// Where it was declared (not part of equality).
    public var note = IRSourceNote(nil)
    /// Where it was declared.
    public var source: IRSource? {
        get { note.source }
        set { note = IRSourceNote(newValue) }
    }

    /// Creates an initializer.
    public init(parameters: [IRParameter], superInitializer: String, superArguments: [IRExpr], body: [IRStmt]) {
        self.parameters = parameters
        self.superInitializer = superInitializer
        self.superArguments = superArguments
        self.body = body
    }
}

/// A class of the sample program.
public struct IRClass: Hashable, Sendable {
    /// The name (also its name in traces).
    public var name: String
    /// The base class: an engine class by Swift name, another sample class, or nil for a plain object.
    public var base: String?
    /// Fields and auto-properties.
    public var fields: [IRField]
    /// Initializers (none means one without parameters).
    public var initializers: [IRInitializer]
    /// Methods, property getters (`get_Name`) included.
    public var methods: [IRMethod]
    /// Its attributes as written (`Register("ViewController")`), recorded when the harness
    /// creates it as its framework would.
    public var attributes: [String] = []
    /// Where it was declared, its first declaration for a partial class (not part of equality).
    public var note = IRSourceNote(nil)
    /// Where it was declared.
    public var source: IRSource? {
        get { note.source }
        set { note = IRSourceNote(newValue) }
    }

    /// Creates a class.
    public init(
        name: String, base: String?, fields: [IRField] = [], initializers: [IRInitializer] = [],
        methods: [IRMethod] = []
    ) {
        self.name = name
        self.base = base
        self.fields = fields
        self.initializers = initializers
        self.methods = methods
    }

    /// The method named `name`, if declared here.
    public func method(_ name: String) -> IRMethod? { methods.first { $0.name == name } }
}
