// SampleState: what every object of a sample class carries — its class (with inherited sample
// methods resolved), its fields, and the interpreter that runs its methods. Forwarding subclasses
// of the engine's open classes hold one and ask it whether the sample overrides a member.

import SampleHarness
import SampleModel
import TransitionEngine

/// A sample class with its sample-class chain resolved.
/// A program's classes by name, each resolved (chain, methods, fields) when first asked for: a
/// sample's scenario touches few of its document's classes, and every run had resolved them all.
final class ResolvedClasses {
    private var byName: [String: IRClass] = [:]
    private var resolved: [String: ResolvedClass] = [:]

    init(_ classes: [IRClass]) {
        // Sized once: every run makes one, and growing it rehashed the names at each doubling.
        byName.reserveCapacity(classes.count)
        for irClass in classes { byName[irClass.name] = irClass }
    }

    /// The class named `name`, resolved; nil when the program has none.
    subscript(name: String) -> ResolvedClass? {
        if let known = resolved[name] { return known }
        guard let irClass = byName[name] else { return nil }
        let made = ResolvedClass(irClass, classes: byName)
        resolved[name] = made
        return made
    }
}

final class ResolvedClass {
    let name: String
    /// The IR class.
    let irClass: IRClass
    /// Sample classes from this one up, nearest first.
    let chain: [IRClass]
    /// The engine class the chain derives from (Swift name), if any.
    let engineBase: String?
    /// Methods by name (an overload's own, `IROverloadName`), the nearest declaration winning.
    let methods: [String: IRMethod]
    /// Instance fields of the whole chain, base first.
    let fields: [IRField]

    init(_ irClass: IRClass, classes: [String: IRClass]) {
        name = irClass.name
        self.irClass = irClass
        var chain: [IRClass] = [irClass]
        var base = irClass.base
        while let next = base, let found = classes[next], chain.count < 32, !chain.contains(where: { $0.name == next })
        {
            chain.append(found)
            base = found.base
        }
        self.chain = chain
        engineBase = base
        var methods: [String: IRMethod] = [:]
        for irClass in chain.reversed() {
            for method in irClass.methods { methods[method.name] = method }
        }
        self.methods = methods
        fields = chain.reversed().flatMap { $0.fields.filter { !$0.isStatic } }
    }

    /// Whether this class is `name` or derives from it (sample classes only).
    func isSubclass(of name: String) -> Bool { chain.contains { $0.name == name } || engineBase == name }
}

/// The per-object state of a sample instance.
final class SampleState {
    let irClass: ResolvedClass
    var fields: [String: Value] = [:]
    unowned let interpreter: Interpreter
    /// Set while the sample calls the engine's implementation of a member it overrides.
    var superCall: String?

    init(irClass: ResolvedClass, interpreter: Interpreter) {
        self.irClass = irClass
        self.interpreter = interpreter
    }

    /// Connects the outlets of the class and its sample bases (`IROutlet`), the bases' first:
    /// each a new view of its type, added to `controller`'s view and held in the field of its
    /// name, as generated Swift connects them (`RecordingDoubles.connectOutlet`).
    func connectOutlets(of controller: UIViewController) {
        for declaring in irClass.chain.reversed() {
            for outlet in declaring.outlets {
                let view: UIView
                switch outlet.type {
                case "UIButton": view = UIButton(frame: .zero)
                case "UILabel": view = UILabel(frame: .zero)
                default: continue  // `IROutlet.viewTypes` lists what the compiler infers
                }
                interpreter.recording.connectOutlet(
                    view, named: outlet.name, type: outlet.type, of: controller, className: declaring.name)
                fields[outlet.name] = .object(view)
            }
        }
    }

    /// Runs the sample's override of `member` with `arguments`, or returns nil when the sample
    /// does not override it (or asked for the engine's implementation): the caller then runs
    /// `super`. Interruptions are recorded by the interpreter and yield `.null`.
    func forward(_ member: String, _ arguments: @autoclosure () -> [Value], receiver: AnyObject) -> Value? {
        if superCall == member {
            superCall = nil
            return nil
        }
        guard let method = irClass.methods[member], method.isOverride else { return nil }
        return interpreter.entry(receiver: .object(receiver)) {
            try interpreter.invoke(method, on: .object(receiver), arguments: arguments())
        }
    }
}

extension SampleState {
    /// A count a sample returned to the engine (items, sections): 0…1,000, else an exception
    /// is recorded and 0 used, so that no sample makes the engine build millions of cells.
    func checkedCount(_ value: Value) -> Int {
        guard let count = try? value.int(), (0...1000).contains(count) else {
            interpreter.record(.exception("ArgumentOutOfRangeException: count \(value.text) outside 0…1000"))
            return 0
        }
        return count
    }
}

/// An object of a sample class.
protocol InterpretedObject: SampleObject {
    /// Its state.
    var state: SampleState! { get set }
}

extension InterpretedObject {
    var sampleClassName: String { state.irClass.name }
}

/// An object of a sample class without an engine base class, or whose base the engine does not
/// simulate (`NSViewController`, `WKInterfaceController`): named by its sample class in traces.
final class PlainSampleObject: InterpretedObject, TraceNaming {
    var state: SampleState!

    var traceTypeName: String { state?.irClass.name ?? "object" }
}
