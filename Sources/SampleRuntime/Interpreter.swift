// Interpreter: runs a compiled sample program on the engine, in-process. It can only do what the
// IR can express and the engine bridge implements: no file, network, process or reflection
// access exists to reach. Budgets bound steps, call depth and allocation; an exhausted budget
// stops the sample for good, a not-modelled API or a C# exception stops only the current handler.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// Limits of one scenario run.
public struct SampleBudget: Sendable, Equatable {
    /// Statements and calls the sample may execute.
    public var maxSteps = 200_000
    /// Nested sample code: calls, closures, instantiations (field initializers and constructor
    /// chains included) and static field initializers.
    public var maxCallDepth = 120
    /// Array elements the sample may allocate in total.
    public var maxAllocatedElements = 1_000_000
    /// Virtual seconds the engine may run per `runUntilIdle`.
    public var maxVirtualTime: TimeInterval = 120
    /// Accesses to recording doubles the sample may make (each is a trace event): a loop over
    /// stand-ins that never ends would otherwise fill the trace up to the step budget.
    public var maxRecordedAccesses = RecordingDoubles.defaultMaxAccesses

    /// Default budgets.
    public init() {}
}

/// Control flow out of a statement.
enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}

/// Interprets one program on one engine.
final class Interpreter {
    let program: IRProgram
    /// The program's classes, each resolved on first use.
    let classes: ResolvedClasses
    let engine: TransitionEngine
    let budget: SampleBudget
    var steps = 0
    var depth = 0
    var allocated = 0
    var statics: [String: [String: Value]] = [:]
    /// APIs the sample reached that are not modelled, in order.
    var notModelledHits: [String] = []
    /// C# exceptions the sample threw.
    var exceptions: [String] = []
    /// C# exceptions a `catch` of the sample took (the run went on).
    var caughtExceptions: [String] = []
    /// The messages of the exceptions being caught, innermost last (for a bare `throw;`).
    var caught: [String] = []
    /// Set once a budget is exhausted; nothing of the sample runs afterwards.
    var budgetExceeded: String?
    /// Controls and events the sample subscribed to and pinch recognizers it created, in order.
    let harness = SampleHarness(makingCurrent: false)
    /// Closures the sample created (released at the end of the run).
    var closures: [ClosureValue] = []
    /// Objects the sample created that must stay alive (the engine holds delegates weakly; the
    /// sample's fields hold them in C#, and so do they here).
    var created: [AnyObject] = []
    /// The run's recording doubles: stand-ins, assumed names, what the sample set on them.
    let recording: RecordingDoubles
    /// Expressions and statements being evaluated, nested (`maxNesting`).
    var nesting = 0

    init(program: IRProgram, engine: TransitionEngine, budget: SampleBudget) {
        self.program = program
        self.engine = engine
        self.budget = budget
        classes = ResolvedClasses(program.classes)
        recording = RecordingDoubles(engine: engine, maxAccesses: budget.maxRecordedAccesses)
    }

    // MARK: Entry points

    /// Runs sample code called from the engine or the harness; interruptions are recorded in the
    /// trace and end only this piece of code.
    @discardableResult
    func entry(receiver: Value, _ body: () throws -> Value) -> Value {
        guard budgetExceeded == nil else { return .null }
        do {
            return try body()
        } catch let interruption as SampleInterruption {
            record(interruption)
            return .null
        } catch {
            record(.exception(String(describing: error)))
            return .null
        }
    }

    func record(_ interruption: SampleInterruption) {
        switch interruption {
        case .notModelled(let api):
            notModelledHits.append(api)
            engine.trace.append(TraceEvent(time: engine.now, kind: .notModelled, subject: "sample", message: api))
        case .budget(let what):
            if budgetExceeded == nil {
                budgetExceeded = what
                engine.trace.append(
                    TraceEvent(time: engine.now, kind: .error, subject: "sample", message: "budget exceeded: \(what)"))
            }
        case .exception(let message):
            exceptions.append(message)
            engine.trace.append(TraceEvent(time: engine.now, kind: .error, subject: "sample", message: message))
        }
    }

    func step() throws {
        steps += 1
        if steps > budget.maxSteps { throw SampleInterruption.budget("more than \(budget.maxSteps) steps") }
        if budgetExceeded != nil { throw SampleInterruption.budget(budgetExceeded!) }
    }

    /// How deeply expressions and statements may nest in a run, calls included. The call-depth
    /// budget bounds nested calls, not how deeply code nests within each (array initializers a
    /// hundred deep around a recursive call), and every level costs stack: fuzz-sample-run
    /// found a sample that overflowed the check's 16 MB workers (under AddressSanitizer) and the
    /// main thread's 8 MB of `docparity run`. A count, not the stack's address, so that the
    /// verdict is the same in every build and on every thread: 1,000 levels take about 3 MB in
    /// a release build. Real samples nest a few dozen levels.
    static let maxNesting = 1_000

    /// A sample nested deeper than `maxNesting`.
    static let nestedTooDeeply = SampleInterruption.budget("code nested over \(maxNesting) levels deep")

    func allocate(_ count: Int) throws {
        allocated += max(0, count)
        if count < 0 { throw SampleInterruption.exception("OverflowException: negative array size") }
        if allocated > budget.maxAllocatedElements {
            throw SampleInterruption.budget("more than \(budget.maxAllocatedElements) array elements allocated")
        }
    }

    /// Breaks the reference cycles a run leaves (sample objects' fields, closures' captures,
    /// stand-ins' members), so that the engine and everything the sample created are freed.
    func tearDown() {
        for closure in closures { closure.release() }
        closures.removeAll()
        for object in created {
            (object as? any InterpretedObject)?.state?.fields.removeAll()
        }
        created.removeAll()
        statics.removeAll()
        recording.tearDown()
        harness.reset()
    }

    // MARK: Objects

    /// Creates an object of a sample class: the engine base object, field initializers, then the
    /// initializer bodies from the base class down. `className` may name the constructor the
    /// compiler chose (`IROverloadName`: `PersonModel`2`), else the first taking as many
    /// arguments runs.
    func instantiate(_ className: String, _ arguments: [Value]) throws -> Value {
        try nested { try construct(className, arguments) }
    }

    private func construct(_ name: String, _ arguments: [Value]) throws -> Value {
        let (className, chosen) = IROverloadName.split(name)
        guard let resolved = classes[className] else { throw SampleInterruption.notModelled("class '\(className)'") }
        var bodies: [(IRInitializer, Scope)] = []
        var engineInitializer = "init()"
        var engineArguments: [Value] = []
        var currentArguments = arguments
        var number = chosen ?? 1
        let placeholder = Value.null
        for irClass in resolved.chain {
            let ofArity = irClass.initializers.filter { $0.parameters.count == currentArguments.count }
            guard
                let initializer = ofArity.dropFirst(number - 1).first ?? ofArity.first
                    ?? (currentArguments.isEmpty && irClass.initializers.isEmpty ? nil : irClass.initializers.first)
            else { break }
            let scope = Scope(parent: nil)
            for (parameter, value) in zip(initializer.parameters, currentArguments) {
                scope.declare(parameter.name, value)
            }
            bodies.append((initializer, scope))
            let superArguments = try initializer.superArguments.map { try evaluate($0, scope, placeholder) }
            if initializer.superInitializer.hasPrefix("init/") {
                currentArguments = superArguments
                number = IROverloadName.split(initializer.superInitializer).number ?? 1
            } else {
                engineInitializer = initializer.superInitializer
                engineArguments = superArguments
                break
            }
        }
        let object = try ForwardingClasses.make(
            engineBase: resolved.engineBase, initializer: engineInitializer, arguments: engineArguments)
        let state = SampleState(irClass: resolved, interpreter: self)
        object.state = state
        ForwardingClasses.setTypeName(object, className)
        created.append(object)
        let value = Value.object(object)
        for field in resolved.fields {
            state.fields[field.name] =
                try field.initialValue.map { try evaluate($0, Scope(parent: nil), value) }
                ?? Self.defaultValue(field.type)
        }
        for (initializer, scope) in bodies.reversed() {
            _ = try execute(initializer.body, scope, value)
        }
        return value
    }

    static func defaultValue(_ type: IRType) -> Value {
        switch type {
        case .int: .int(0)
        case .float: .float(0)
        case .bool: .bool(false)
        case .named("CGRect"): .rect(.zero)
        case .named("CGSize"): .size(.zero)
        case .named("CGPoint"): .point(.zero)
        default: .null
        }
    }

    func staticField(_ className: String, _ name: String) throws -> Value {
        if let value = statics[className]?[name] { return value }
        guard let field = classes[className]?.irClass.fields.first(where: { $0.name == name && $0.isStatic }) else {
            throw SampleInterruption.notModelled("static field '\(className).\(name)'")
        }
        statics[className, default: [:]][name] = Self.defaultValue(field.type)
        let value = try nested {
            try field.initialValue.map { try evaluate($0, Scope(parent: nil), .null) } ?? Self.defaultValue(field.type)
        }
        statics[className, default: [:]][name] = value
        return value
    }

    // MARK: Calls

    /// Runs `body` one level deeper: every way sample code can enter more sample code (a call, a
    /// closure, an instantiation with its field initializers and constructor chain, a static
    /// initializer) goes through here, so no sample can recurse past the native stack.
    func nested<Result>(_ body: () throws -> Result) throws -> Result {
        try step()
        depth += 1
        defer { depth -= 1 }
        if depth > budget.maxCallDepth {
            throw SampleInterruption.budget("call depth over \(budget.maxCallDepth) (runaway recursion)")
        }
        return try body()
    }

    func invoke(_ method: IRMethod, on receiver: Value, arguments: [Value]) throws -> Value {
        try nested { try run(method, on: receiver, arguments: arguments) }
    }

    private func run(_ method: IRMethod, on receiver: Value, arguments: [Value]) throws -> Value {
        let scope = Scope(parent: nil)
        for (index, parameter) in method.parameters.enumerated() {
            scope.declare(parameter.name, index < arguments.count ? arguments[index] : .null)
        }
        if case .returned(let value) = try execute(method.body, scope, receiver) { return value }
        return .null
    }

    func call(_ closure: ClosureValue, _ arguments: [Value]) throws -> Value {
        try nested { try run(closure, arguments) }
    }

    private func run(_ closure: ClosureValue, _ arguments: [Value]) throws -> Value {
        let scope = Scope(parent: closure.scope)
        for (index, parameter) in closure.closure.parameters.enumerated() {
            scope.declare(parameter.name, index < arguments.count ? arguments[index] : .null)
        }
        if case .returned(let value) = try execute(closure.closure.body, scope, closure.receiver) { return value }
        return .null
    }

    /// Calls a closure value from engine code (handlers, completions); interruptions recorded.
    func callback(_ value: Value, _ arguments: [Value]) {
        guard case .closure(let closure) = value else { return }
        closure.callBack(arguments)
    }

    /// The sample method `name` on `receiver`.
    @inline(never)  // kept out of `evaluate`, whose frame every level of a sample's nesting pays
    func callMethod(_ receiver: Value, _ name: String, _ arguments: [Value]) throws -> Value {
        try recording.sampleCall(receiver, IROverloadName.display(name), arguments) { object, arguments in
            guard let method = (object as? any InterpretedObject)?.state?.irClass.methods[name] else { return nil }
            return try invoke(method, on: receiver, arguments: arguments)
        }
    }
}
