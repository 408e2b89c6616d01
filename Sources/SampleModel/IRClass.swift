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

/// How the IR names an overload. C# overloads a method name, and a class's constructors, by
/// parameter lists; the compiler chooses the overload a call runs from the arguments' static
/// types and writes its choice into the IR, so that the interpreter and generated Swift dispatch
/// by name alone:
/// - each overload of a method gets a name of its own (`Greet`2`, the document's second parameter
///   list of `Greet`);
/// - a creation (`newObject`) or base call (`init/N`) that runs another constructor than the
///   first taking as many arguments names it (`PersonModel`2`, `init/3`2`: the second of that
///   number, in declaration order).
/// Traces show the C# name (`display`).
public enum IROverloadName {
    /// The name of overload `number` (from 1) of `name`.
    public static func overload(_ name: String, number: Int) -> String { "\(name)`\(number)" }

    /// The C# name of the IR name `name`.
    public static func display(_ name: String) -> String { split(name).name }

    /// `name` without its overload's number, and the number (nil when it has none).
    public static func split(_ name: String) -> (name: String, number: Int?) {
        guard let mark = name.utf8.firstIndex(of: UInt8(ascii: "`")) else { return (name, nil) }
        return (String(name[..<mark]), Int(name[name.utf8.index(after: mark)...]))
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

/// An outlet of a view-controller class that its article uses but never declares (a button or a
/// label wired in a storyboard), with the view type the compiler read from its use:
/// `showTwo.TouchUpInside += …` is a `UIButton`, `label.Text = …` a `UILabel`.
public struct IROutlet: Hashable, Sendable {
    /// The field's name, as the sample wrote it.
    public var name: String
    /// The engine view type (C# and Swift name alike: `UIButton`, `UILabel`).
    public var type: String

    /// The view types an outlet is inferred as: views the engine simulates whose members tell
    /// them apart (a `UIButton`'s events and title, a `UILabel`'s text).
    public static let viewTypes = ["UIButton", "UILabel"]

    /// Creates an outlet.
    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }
}

/// A method of a sample class.
public struct IRMethod: Hashable, Sendable {
    /// The name: the engine's Swift selector for overrides (`viewDidLoad()`), else the sample's
    /// name (an overload's own, `IROverloadName`).
    public var name: String
    /// The C# name, as traces show it.
    public var displayName: String { IROverloadName.display(name) }
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
    /// Whether it is a declaration without a body (the designer's half of a partial method,
    /// `partial void ShowHotel (UIBarButtonItem sender);`, or an `abstract` or `extern` one): it
    /// runs nothing, and a declaration of the same method with a body is the one a program keeps.
    public var isDeclarationOnly = false
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
    /// The outlets the article uses but never declares, in order of first use: each is also a
    /// field of the class (nil until the controller's view loads), connected by the base
    /// `loadView` (`UIViewController.connectOutlets()`).
    public var outlets: [IROutlet] = []
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
