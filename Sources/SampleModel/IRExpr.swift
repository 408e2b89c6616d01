// IRExpr: expressions of the sample model. Every engine member is named by its Swift name
// (`present(_:animated:completion:)`, `frame`), so the interpreter and the Swift emitter read the
// same program; sample members keep the names the sample gave them.

/// A literal value.
public enum IRLiteral: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// An integer literal.
    case int(Int)
    /// A floating-point literal (`1.0`, `0.4f`).
    case float(Double)
    /// A string literal.
    case string(String)
}

/// How an arithmetic operator computes, decided at compile time from the operand types (C#
/// semantics: `int / int` truncates; a float operand makes both floating).
public enum IRArithmetic: String, Hashable, Sendable {
    /// Both operands are integers.
    case integer
    /// At least one operand is floating.
    case floating
    /// Not numeric (string concatenation, comparison of objects, logic).
    case other
}

/// Binary operators.
public enum IRBinaryOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||", bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    case coalesce = "??"
}

/// Unary operators.
public enum IRUnaryOperator: String, Hashable, Sendable {
    case negate = "-", plus = "+", not = "!", complement = "~"
}

/// A closure (C# lambda or anonymous method).
public struct IRClosure: Hashable, Sendable {
    /// Parameter names and types.
    public var parameters: [IRParameter]
    /// The body.
    public var body: [IRStmt]

    /// Creates a closure.
    public init(parameters: [IRParameter], body: [IRStmt]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A member set in an object initializer (`new T { Member = value }`).
public struct IRMemberInit: Hashable, Sendable {
    /// The member.
    public var target: IRMemberReference
    /// The value.
    public var value: IRExpr

    /// Creates a member initializer.
    public init(target: IRMemberReference, value: IRExpr) {
        self.target = target
        self.value = value
    }
}

/// A member of an object: a field of a sample class or a property of the engine.
public enum IRMemberReference: Hashable, Sendable {
    /// A field declared by the sample program.
    case field(String)
    /// An engine property.
    case property(IREngineMember)
    /// A member of an object the engine does not simulate (a recording double): setting it is
    /// recorded in the trace.
    case recorded(String)
    /// An element of a collection initializer on a recording double (`new List<int> { 1, 2 }`):
    /// recorded as a call of `Add`.
    case recordedElement
}

/// An engine member: the Swift type that declares it and its Swift name or selector
/// (`UIViewController` + `present(_:animated:completion:)`, `UIView` + `frame`,
/// `UIModalPresentationStyle` + `custom`). Free functions have the owner `Swift`.
public struct IREngineMember: Hashable, Sendable, CustomStringConvertible {
    /// The declaring Swift type.
    public let owner: String
    /// The Swift name (properties, enum cases) or selector (methods, initializers).
    public let name: String
    /// A hash of both names, computed once: the interpreter looks every engine access up in the
    /// bridge's tables by member, and hashing the two strings each time was 6 % of a run.
    private let key: Int

    /// Creates a member reference.
    public init(_ owner: String, _ name: String) {
        self.owner = owner
        self.name = name
        var key: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in owner.utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        key = (key ^ 0x2e) &* 0x100_0000_01b3
        for byte in name.utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.key = Int(truncatingIfNeeded: key)
    }

    /// The engine types whose static members are enum cases, which samples' values hold as
    /// `Type.case` (the interpreter's bridge lists their cases; a test keeps the two in step).
    public static let enumOwners: Set<String> = [
        "UIModalPresentationStyle", "UIModalTransitionStyle", "UIGestureRecognizer.State", "UIButton.ButtonType",
        "UIControl.State", "UIView.AnimationOptions", "UITransitionContextViewControllerKey",
        "UITransitionContextViewKey",
    ]

    /// Whether this static member is an enum case (`UIControl.State.normal`).
    public var isEnumCase: Bool { Self.enumOwners.contains(owner) || owner.hasPrefix("UITransitionContext") }

    /// Same owner and name (the hashes compared first).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.name == rhs.name && lhs.owner == rhs.owner
    }

    /// Feeds the precomputed hash only.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// `Owner.name`.
    public var description: String { "\(owner).\(name)" }

    /// The name a call of this member is recorded under when a recording double is involved
    /// (the interpreter and generated code record alike): its selector's base name
    /// (`addSubview`).
    public var recordedCallName: String { String(name.prefix { $0 != "(" }) }

    /// The name a creation with this initializer is recorded under (`new UIView`).
    public var recordedCreationName: String { "new \(owner)" }

    /// The name a call of this static method is recorded under (`UIView.animate`).
    public var recordedStaticCallName: String { "\(owner).\(recordedCallName)" }
}

/// An expression.
public indirect enum IRExpr: Hashable, Sendable {
    /// A literal.
    case literal(IRLiteral)
    /// A local variable or parameter.
    case local(String)
    /// `self`.
    case this
    /// A field of a sample object.
    case field(IRExpr, String)
    /// A static field of a sample class.
    case staticField(String, String)
    /// An engine property (`UIView.frame`, `CGRect.width`).
    case property(IRExpr, IREngineMember)
    /// A static engine property or enum case (`UIScreen.main`, `CGRect.zero`,
    /// `UIModalPresentationStyle.custom`).
    case typeProperty(IREngineMember)
    /// A method of the sample program called on an object (dynamic dispatch by name).
    case call(IRExpr, String, [IRExpr])
    /// A static method of a sample class.
    case staticCall(String, String, [IRExpr])
    /// An engine instance method (`UIViewController.present(_:animated:completion:)`).
    case method(IRExpr, IREngineMember, [IRExpr])
    /// The engine base class's implementation of a member the current class overrides (`super.viewDidLoad()`).
    case superMethod(IREngineMember, [IRExpr])
    /// An engine static method or free function (`UIView.animate(withDuration:animations:completion:)`, `Swift.abs(_:)`).
    case typeMethod(IREngineMember, [IRExpr])
    /// Creates an engine object with an initializer (`UIButton.init(type:)`) and member initializers.
    case new(IREngineMember, [IRExpr], [IRMemberInit])
    /// Creates an object of a sample class with arguments and member initializers.
    case newObject(String, [IRExpr], [IRMemberInit])
    /// Creates an array of `count` default values of a type.
    case newArray(IRType, IRExpr)
    /// Creates an array of the given elements (`new[] { a, b }`, `int[] x = { 1, 2 }`, `[a, b]`).
    case arrayLiteral(IRType, [IRExpr])
    /// `array[index]`.
    case element(IRExpr, IRExpr)
    /// The number of elements of an array (`array.count`; C# `Length`).
    case count(IRExpr)
    /// A closure.
    case closure(IRClosure)
    /// `++x`, `x++`, `--x`, `x--` used as a value: the place is changed by one (`add` or
    /// `subtract`), and the value is the new one (prefix) or the old one (postfix).
    case increment(IRLValue, IRBinaryOperator, isPrefix: Bool, IRArithmetic)
    /// A unary operation.
    case unary(IRUnaryOperator, IRExpr, IRArithmetic)
    /// A binary operation with its arithmetic.
    case binary(IRBinaryOperator, IRExpr, IRExpr, IRArithmetic)
    /// `c ? a : b`.
    case conditional(IRExpr, IRExpr, IRExpr)
    /// `x is T` (an engine or sample class name).
    case isInstance(IRExpr, String)
    /// A conversion (`(nfloat)x`, `(int)y`, `x as T`).
    case convert(IRExpr, IRType)
    /// An API the engine does not simulate, run as a recording double: evaluating it records the
    /// access with its receiver and argument values in the trace and gives a stand-in value.
    case recorded(IRRecordedAccess)
    /// A name the article uses but never declares (an outlet wired in a storyboard, a field
    /// declared in another file): a stand-in the run assumes, one per name.
    case assumed(String)
    /// An operation the engine does not model; evaluating it stops the current handler and records
    /// the API's name.
    case notModelled(String)
    /// An `if` condition that tests one value (`x == null`, `x != null`, `x`, `!x`) whose branches
    /// differ in how much of the sample they run: a stand-in answers `prefer`, the answer that runs
    /// more (`IRStandInTest.preference`), once per run at this `site` (the class and the number
    /// of the `if` among those the class marks, `HostController#2`); any other value is tested
    /// as C# does.
    case standInTest(IRExpr, IRStandInTest, prefer: Bool, site: String)
}

/// An access to an API the engine does not simulate: a property read, a method call, a
/// constructor or an indexer, on a receiver (a value) or on a type (`receiver` nil).
public struct IRRecordedAccess: Hashable, Sendable {
    /// The object accessed; nil for a static member or a constructor.
    public var receiver: IRExpr?
    /// The member as the sample names it (`DefaultCenter`, `AddObserver`, `[]`), or for a
    /// static member or constructor, with its type (`NSNotificationCenter.DefaultCenter`,
    /// `new NSAlert`).
    public var member: String
    /// The arguments; nil for a property read (so `Count` and `Count()` stay apart).
    public var arguments: [IRExpr]?
    /// Member initializers of a constructed stand-in (`new NSAlert { MessageText = "…" }`).
    public var initializers: [IRMemberInit]

    /// Creates an access.
    public init(receiver: IRExpr?, member: String, arguments: [IRExpr]?, initializers: [IRMemberInit] = []) {
        self.receiver = receiver
        self.member = member
        self.arguments = arguments
        self.initializers = initializers
    }
}
