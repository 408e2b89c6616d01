// ArgumentPositions: argument positions of the calls of sample methods (by name: the receiver's
// class is not known where a call is written) and of the creations of sample classes (by class),
// then by number of arguments. `FrameworkCallWriter` finds with it the positions at which some
// sample code hands a double's value; `ValuePositions` holds in it the parameters that are
// `SampleValue`s in Swift, where the expression writer converts the arguments.

/// Argument positions by method name or class, then number of arguments.
struct ArgumentPositions: Equatable {
    /// By method name, then arity.
    private var methods: [String: [Int: Set<Int>]] = [:]
    /// By class, then arity.
    private var initializers: [String: [Int: Set<Int>]] = [:]

    /// The positions of the calls of `name` with `arity` arguments.
    func method(_ name: String, arity: Int) -> Set<Int> { methods[name]?[arity] ?? [] }

    /// The positions of the creations of `className` with `arity` arguments.
    func initializer(of className: String, arity: Int) -> Set<Int> { initializers[className]?[arity] ?? [] }

    /// Adds `positions` (none is no entry) to the calls of `name` with `arity` arguments.
    mutating func add(_ positions: Set<Int>, method name: String, arity: Int) {
        if !positions.isEmpty { methods[name, default: [:]][arity, default: []].formUnion(positions) }
    }

    /// Adds `positions` (none is no entry) to the creations of `className` with `arity` arguments.
    mutating func add(_ positions: Set<Int>, initializerOf className: String, arity: Int) {
        if !positions.isEmpty { initializers[className, default: [:]][arity, default: []].formUnion(positions) }
    }
}
