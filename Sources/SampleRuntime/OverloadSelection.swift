// OverloadSelection: the declaration a call to an overloaded sample method or constructor runs,
// chosen by the types of the values it was called with (`IROverloads`, as the compiler chose it
// from the arguments' static types).

import SampleHarness
import SampleModel

extension SampleValue {
    /// The sample model's type of this value, for choosing an overload: a sample object's class,
    /// an engine struct's or enum's type; `unknown` (fitting any parameter) for engine objects,
    /// stand-ins and arrays.
    var overloadType: IRType {
        switch self {
        case .null: .null
        case .bool: .bool
        case .int: .int
        case .float: .float
        case .string: .string
        case .object(let object): (object as? any InterpretedObject).map { .named($0.sampleClassName) } ?? .unknown
        case .rect: .named("CGRect")
        case .size: .named("CGSize")
        case .point: .named("CGPoint")
        case .insets: .named("UIEdgeInsets")
        case .indexPath: .named("IndexPath")
        case .enumValue(let type, _): .named(type)
        case .closure: .closure([], .unknown)
        case .type, .array, .standIn: .unknown
        }
    }
}

extension Interpreter {
    /// The method `name` of `resolved` that `arguments` call: of a name declared with different
    /// parameters, the overload they fit; else (or when none fits) the nearest and last
    /// declaration of the name.
    func method(_ name: String, of resolved: ResolvedClass, for arguments: [Value]) -> IRMethod? {
        guard let overloads = resolved.overloads[name] else { return resolved.methods[name] }
        let index = IROverloads.best(
            overloads.map { $0.parameters.map(\.type) }, arguments: arguments.map(\.overloadType), derives: derives)
        return index.map { overloads[$0] } ?? resolved.methods[name]
    }

    /// The initializer of `irClass` that `arguments` call (when none fits them, the first that
    /// takes as many; of declarations with the same parameters, the first), nil when it declares
    /// none that takes as many.
    func initializer(of irClass: IRClass, for arguments: [Value]) -> IRInitializer? {
        let initializers = irClass.initializers
        let firstOfArity = initializers.first { $0.parameters.count == arguments.count }
        guard initializers.count > 1 else { return firstOfArity }
        // Of declarations with the same parameters (a tutorial's stages), the first.
        var candidates: [IRInitializer] = []
        for initializer in initializers
        where !candidates.contains(where: { $0.parameters.elementsEqual(initializer.parameters) { $0.type == $1.type } }
        ) {
            candidates.append(initializer)
        }
        let index = IROverloads.best(
            candidates.map { $0.parameters.map(\.type) }, arguments: arguments.map(\.overloadType), derives: derives)
        return index.map { candidates[$0] } ?? firstOfArity
    }

    /// Whether sample class `name` derives from `base` (a sample or engine class).
    private func derives(_ name: String, _ base: String) -> Bool {
        classes[name]?.isSubclass(of: base) ?? false
    }
}
