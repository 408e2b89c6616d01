// HandedArguments: the argument positions at which some sample code hands a double's value (or
// a value computed from one) to a sample method or a sample class's initializer. Those
// parameters are `SampleValue`s in Swift: the interpreter binds whatever value it is handed,
// whatever type the article declares the parameter with.

/// Argument positions by method name or class, then number of arguments.
struct HandedArguments: Equatable {
    /// By method name (the receiver's class is not known where a call is written), then arity.
    var methods: [String: [Int: Set<Int>]] = [:]
    /// By class, then arity: the positions of the initializer creating it with that many runs.
    var initializers: [String: [Int: Set<Int>]] = [:]

    /// The positions handed a double at calls of `name` with `arity` arguments.
    func method(_ name: String, arity: Int) -> Set<Int> { methods[name]?[arity] ?? [] }

    /// The positions handed a double at creations of `className` with `arity` arguments.
    func initializer(of className: String, arity: Int) -> Set<Int> { initializers[className]?[arity] ?? [] }

    mutating func add(_ positions: Set<Int>, method name: String, arity: Int) {
        if !positions.isEmpty { methods[name, default: [:]][arity, default: []].formUnion(positions) }
    }

    mutating func add(_ positions: Set<Int>, initializerOf className: String, arity: Int) {
        if !positions.isEmpty { initializers[className, default: [:]][arity, default: []].formUnion(positions) }
    }
}
