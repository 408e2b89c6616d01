// ValuePositions: where sample code hands `SampleValue`s — the parameters of a program's
// initializers and methods that are `SampleValue`s in Swift (a type the article leaves open, a
// stand-in the harness passes), by class or method name and number of arguments. The expression
// writer converts the arguments it writes there as the interpreter holds them
// (`RecordingDoubleWriter.value`); the interpreter itself holds every value alike.

import SampleModel

/// The `SampleValue` parameters of one program's initializers and methods.
struct ValuePositions {
    /// For a creation, the positions of the initializer that creating the class with that many
    /// arguments runs (the first of that arity; a creation the compiler gave another is a gap,
    /// `GapFinder.constructorGap`); for a call, those
    /// of every method of that name and arity (the receiver's class is not known where a call
    /// is written, so every class's declaration of the name must agree: `disagreeing`).
    private(set) var positions = ArgumentPositions()
    /// Names of methods that return a `SampleValue` (`FrameworkCallWriter.returnsSampleValue`):
    /// a call of one is a value held as the interpreter holds it, like a double's.
    var results: Set<String> = []
    /// Method names whose declarations of one arity disagree on which parameters are
    /// `SampleValue`s, or whose declarations disagree on returning one: a call cannot be written
    /// for all of them.
    var disagreeing: Set<String> = []

    init() {}

    /// The positions of `program`, whose harness calls `framework` writes.
    init(_ program: IRProgram, _ framework: FrameworkCallWriter) {
        for irClass in program.classes {
            for arity in Set(irClass.initializers.map(\.parameters.count)) {
                if let found = framework.initializer(of: irClass.name, arity: arity) {
                    positions.add(found.valuePositions, initializerOf: irClass.name, arity: arity)
                }
            }
        }
        var byName: [String: [Int: Set<Int>]] = [:]
        var returning: [String: Bool] = [:]
        for irClass in program.classes {
            // The last declaration of a name in a class (a class merged from several snippets
            // may repeat one) keeps it in Swift and is the one the interpreter calls.
            let names = framework.methodNames(of: irClass.name)?.names ?? []
            for (method, swiftName) in zip(irClass.methods, names) where swiftName == MethodNames.baseName(of: method) {
                let value = framework.returnsSampleValue(method, of: irClass.name)
                if let known = returning[method.name], known != value { disagreeing.insert(method.name) }
                returning[method.name] = value
                let values = framework.valueParameters(method, of: irClass.name)
                let taking = Set(method.parameters.indices.filter { values.contains(method.parameters[$0].name) })
                let arity = method.parameters.count
                if let known = byName[method.name]?[arity], known != taking { disagreeing.insert(method.name) }
                byName[method.name, default: [:]][arity] = taking
            }
        }
        for (name, arities) in byName {
            for (arity, found) in arities { positions.add(found, method: name, arity: arity) }
        }
        results = Set(returning.filter(\.value).keys)
    }

    /// The positions of the call of the sample method `name` with `arity` arguments.
    func method(_ name: String, arity: Int) -> Set<Int> { positions.method(name, arity: arity) }

    /// The positions of the creation of the sample class `className` with `arity` arguments.
    func initializer(_ className: String, arity: Int) -> Set<Int> { positions.initializer(of: className, arity: arity) }

    /// The positions of `expression` if it calls a sample method or creates a sample class (an
    /// empty set when none of its parameters is a `SampleValue`), with its receiver and
    /// arguments; nil for any other expression.
    func call(_ expression: IRExpr) -> (receiver: IRExpr?, arguments: [IRExpr], positions: Set<Int>)? {
        switch expression {
        case .call(let base, let name, let arguments) where !name.contains("("):
            (base, arguments, method(name, arity: arguments.count))
        case .staticCall(_, let name, let arguments): (nil, arguments, method(name, arity: arguments.count))
        case .newObject(let name, let arguments, _): (nil, arguments, initializer(name, arity: arguments.count))
        default: nil
        }
    }
}
