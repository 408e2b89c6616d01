// IRType: the static types of the sample model. Engine and sample classes are named by their
// Swift names, so that the Swift emitter can write them as they are.

/// A static type in the sample model.
public indirect enum IRType: Hashable, Sendable, CustomStringConvertible {
    /// No value (`Void`).
    case void
    /// `Bool`.
    case bool
    /// A C# integer (`int`, `nint`, `long`): Swift `Int`, truncating division.
    case int
    /// A C# floating-point value (`double`, `float`, `nfloat`): Swift `CGFloat`/`Double`.
    case float
    /// `String`.
    case string
    /// An engine type or a class of the sample program, by its Swift name (`UIViewController`,
    /// `CGRect`, `ControllerTwo`).
    case named(String)
    /// A closure type.
    case closure([IRType], IRType)
    /// The type of `null` before it is assigned somewhere.
    case null
    /// A type the compiler could not determine (the value is still checked at run time).
    case unknown

    /// Swift-like spelling.
    public var description: String {
        switch self {
        case .void: "Void"
        case .bool: "Bool"
        case .int: "Int"
        case .float: "CGFloat"
        case .string: "String"
        case .named(let name): name
        case .closure(let parameters, let result):
            "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
        case .null: "Nil"
        case .unknown: "Any"
        }
    }

    /// Whether values of this type are numbers.
    public var isNumeric: Bool { self == .int || self == .float }

    /// The class or struct name, for named types.
    public var name: String? {
        if case .named(let name) = self { return name }
        return nil
    }
}
