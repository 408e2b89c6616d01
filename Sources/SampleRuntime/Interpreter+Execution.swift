// Interpreter+Execution: statements and expressions. Arithmetic follows the IR's decision
// (integer division truncates; floating math in Double, which is CGFloat/nfloat on 64-bit).

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

extension Interpreter {
    func execute(_ statements: [IRStmt], _ scope: Scope, _ receiver: Value) throws -> Flow {
        for statement in statements {
            let flow = try execute(statement, scope, receiver)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ statement: IRStmt, _ scope: Scope, _ receiver: Value) throws -> Flow {
        try step()
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw Self.nestedTooDeeply }
        switch statement {
        case .declare(let name, let type, let value):
            scope.declare(name, try value.map { try evaluate($0, scope, receiver) } ?? Self.defaultValue(type))
        case .assign(let target, let value):
            try assign(target, try evaluate(value, scope, receiver), scope, receiver)
        case .compoundAssign(.recorded(let base, let member, let indices), let op, let value, _)
        where (op == .add || op == .subtract) && indices.isEmpty:
            // `x.Event += handler` on a recording double: a subscription, not arithmetic.
            let handler = try evaluate(value, scope, receiver)
            let target = try base.map { try evaluate($0, scope, receiver) }
            if case .closure = handler {
                try recording.handler(target, member, adding: op == .add, handler)
            } else {
                let current = try recording.access(target, member, nil)
                try recording.set(target, member, [], try binary(op, current, handler, .other))
            }
        case .compoundAssign(let target, let op, let value, let arithmetic):
            let current = try evaluate(target.expression, scope, receiver)
            let operand = try evaluate(value, scope, receiver)
            try assign(target, try binary(op, current, operand, arithmetic), scope, receiver)
        case .addHandler(let target, let event, let handler):
            let sender = try evaluate(target, scope, receiver)
            if case .standIn = sender {
                try recording.handler(sender, event.name, adding: true, try evaluate(handler, scope, receiver))
                return .normal
            }
            let control = try sender.object(UIControl.self)
            let closure = try evaluate(handler, scope, receiver)
            try EngineBridge.subscribe(control, event, closure, self)
        case .expression(let expression): _ = try evaluate(expression, scope, receiver)
        case .if(let condition, let then, let otherwise):
            let branch = try evaluate(condition, scope, receiver).bool() ? then : otherwise
            return try execute(branch, Scope(parent: scope), receiver)
        case .loop(let condition, let body, let stepStatements):
            while try evaluate(condition, scope, receiver).bool() {
                let inner = Scope(parent: scope)
                let flow = try execute(body, inner, receiver)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
                _ = try execute(stepStatements, scope, receiver)
                try step()
            }
        case .return(let value): return .returned(try value.map { try evaluate($0, scope, receiver) } ?? .null)
        case .break: return .broke
        case .continue: return .continued
        case .block(let body): return try execute(body, Scope(parent: scope), receiver)
        case .try(let body, let catches, let finally):
            return try executeTry(body, catches, finally, scope, receiver)
        case .throw(let value):
            guard let value else { throw SampleInterruption.exception(caught.last ?? "Exception") }
            let thrown = try evaluate(value, scope, receiver)
            if thrown.isNull { throw SampleInterruption.exception("NullReferenceException: throw null") }
            throw SampleInterruption.exception(thrown.text)
        case .notModelled(let api): throw SampleInterruption.notModelled(api)
        }
        return .normal
    }

    /// `try`/`catch`/`finally`: a C# exception thrown in `body` (or in what it calls) runs the
    /// first clause that takes it, with the exception bound to an object whose `Message` is its
    /// message; `finally` runs however the body and the clause ended, except when a budget ran
    /// out (then nothing of the sample runs any more).
    private func executeTry(
        _ body: [IRStmt], _ catches: [IRCatch], _ finally: [IRStmt], _ scope: Scope, _ receiver: Value
    ) throws -> Flow {
        var flow = Flow.normal
        do {
            do {
                flow = try execute(body, Scope(parent: scope), receiver)
            } catch SampleInterruption.exception(let message) {
                guard let clause = catches.first(where: { Self.takes($0, message) }) else {
                    throw SampleInterruption.exception(message)
                }
                let inner = Scope(parent: scope)
                if let name = clause.name {
                    let exception = StandIn(name: clause.type ?? "Exception", members: ["Message": .string(message)])
                    inner.declare(name, .standIn(exception))
                }
                caughtExceptions.append(message)
                caught.append(message)
                defer { caught.removeLast() }
                flow = try execute(clause.body, inner, receiver)
            }
        } catch let interruption as SampleInterruption {
            if case .budget = interruption { throw interruption }
            _ = try execute(finally, Scope(parent: scope), receiver)
            throw interruption
        }
        _ = try execute(finally, Scope(parent: scope), receiver)
        return flow
    }

    /// Whether a catch clause takes an exception with `message` (`NullReferenceException: …`).
    static func takes(_ clause: IRCatch, _ message: String) -> Bool {
        guard let type = clause.type, type != "Exception", type != "System.Exception" else { return true }
        return message.hasPrefix(type)
    }

    func assign(_ target: IRLValue, _ value: Value, _ scope: Scope, _ receiver: Value) throws {
        switch target {
        case .local(let name): scope.assign(name, value)
        case .field(let base, let name):
            let target = try evaluate(base, scope, receiver)
            // A double's value taken for a sample class (as `sampleField` reads it).
            if case .standIn = target { return try recording.set(target, name, [], value) }
            try state(of: target).fields[name] = value
        case .staticField(let className, let name):
            _ = try? staticField(className, name)
            statics[className, default: [:]][name] = value
        case .property(let base, let member):
            let target = try evaluate(base, scope, receiver)
            try recording.engineSet(target, member.name, value) { target, value in
                try EngineBridge.set(member, on: target, to: value, self)
            }
        case .element(let base, let index):
            let collection = try evaluate(base, scope, receiver)
            if case .standIn = collection {
                return try recording.set(collection, "[]", [try evaluate(index, scope, receiver)], value)
            }
            let (box, position) = try arrayElement(collection, index, scope, receiver)
            box.elements[position] = value
        case .recorded(let base, let member, let indices):
            let target = try base.map { try evaluate($0, scope, receiver) }
            try recording.set(target, member, try indices.map { try evaluate($0, scope, receiver) }, value)
        case .assumed(let name): recording.assignAssumed(name, value)
        }
    }

    func state(of value: Value) throws -> SampleState {
        guard case .object(let object) = value else {
            throw SampleInterruption.exception("NullReferenceException: object reference not set to an instance")
        }
        guard let state = (object as? any InterpretedObject)?.state else {
            throw SampleInterruption.notModelled("field of an engine object")
        }
        return state
    }

    /// The array and checked index of `base[index]` an assignment writes, with C#'s exceptions
    /// for a non-array or an index out of range (reads go through `RecordingDoubles.element`).
    func arrayElement(_ base: Value, _ index: IRExpr, _ scope: Scope, _ receiver: Value) throws -> (SampleArray, Int) {
        guard case .array(let box) = base else {
            throw SampleInterruption.exception("NullReferenceException: indexing a non-array")
        }
        let position = try evaluate(index, scope, receiver).int()
        guard box.elements.indices.contains(position) else {
            throw SampleInterruption.exception("IndexOutOfRangeException: index \(position)")
        }
        return (box, position)
    }

    func evaluate(_ expression: IRExpr, _ scope: Scope, _ receiver: Value) throws -> Value {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw Self.nestedTooDeeply }
        switch expression {
        case .literal(let literal):
            switch literal {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .int(let value): return .int(value)
            case .float(let value): return .float(value)
            case .string(let value): return .string(value)
            }
        case .local(let name):
            guard let value = scope.lookup(name) else {
                throw SampleInterruption.exception("unassigned local '\(name)'")
            }
            return value
        case .this: return receiver
        case .field(let base, let name): return try field(name, of: try evaluate(base, scope, receiver))
        case .staticField(let className, let name): return try staticField(className, name)
        case .property(let base, let member):
            let target = try evaluate(base, scope, receiver)
            if case .standIn = target { return try recording.access(target, member.name, nil) }
            return try EngineBridge.get(member, on: target, self)
        case .call(let base, let name, let arguments):
            let target = try evaluate(base, scope, receiver)
            return try callMethod(target, name, try evaluateAll(arguments, scope, receiver))
        case .element(let base, let index):
            // A collection that cannot be indexed stops the run before its index is evaluated.
            let collection = try evaluate(base, scope, receiver)
            try recording.requireIndexable(collection)
            return try element(collection, try evaluate(index, scope, receiver))
        case .count(let base):
            return try count(try evaluate(base, scope, receiver))
        case .unary(let op, let operand, _):
            return try unary(op, try evaluate(operand, scope, receiver))
        case .binary(let op, let left, let right, let arithmetic):
            let lhs = try evaluate(left, scope, receiver)
            if op == .and, !(try lhs.bool()) { return .bool(false) }
            if op == .or, try lhs.bool() { return .bool(true) }
            // Not short-circuited: the right side decides, as a flag (a stand-in is its truth).
            if op == .and || op == .or { return .bool(try evaluate(right, scope, receiver).bool()) }
            if op == .coalesce { return lhs.isNull ? try evaluate(right, scope, receiver) : lhs }
            return try binary(op, lhs, try evaluate(right, scope, receiver), arithmetic)
        case .conditional(let condition, let then, let otherwise):
            return try evaluate(try evaluate(condition, scope, receiver).bool() ? then : otherwise, scope, receiver)
        default: return try evaluateOther(expression, scope, receiver)
        }
    }

    /// The expressions `evaluate` hands over, each in a function of its own: their temporaries
    /// are not in `evaluate`'s frame, and a call pays only for the frame of its own kind —
    /// every level of a sample's nesting pays for these on the stack (fuzz-sample-run found a
    /// self-instantiating sample overflowing 8 MB).
    @inline(never)
    func evaluateOther(_ expression: IRExpr, _ scope: Scope, _ receiver: Value) throws -> Value {
        switch expression {
        case .typeProperty(let member): return try EngineBridge.typeProperty(member)
        case .staticCall(let className, let name, let arguments):
            let method = try staticMethod(className, name)
            return try invoke(method, on: .null, arguments: try evaluateAll(arguments, scope, receiver))
        case .method(let base, let member, let arguments):
            let target = try evaluate(base, scope, receiver)
            return try engineCall(target, member, try evaluateAll(arguments, scope, receiver))
        case .superMethod(let member, let arguments):
            return try superCall(member, try evaluateAll(arguments, scope, receiver), receiver)
        case .typeMethod(let member, let arguments):
            return try typeCall(member, try evaluateAll(arguments, scope, receiver))
        case .new(let member, let arguments, let inits):
            let object = try construct(member, try evaluateAll(arguments, scope, receiver))
            try applyInits(inits, to: object, scope, receiver)
            return object
        case .newObject(let className, let arguments, let inits):
            let object = try instantiate(className, try evaluateAll(arguments, scope, receiver))
            try applyInits(inits, to: object, scope, receiver)
            return object
        case .arrayLiteral(_, let elements):
            try allocate(elements.count)
            return .array(SampleArray(try evaluateAll(elements, scope, receiver)))
        case .newArray(let type, let count):
            let size = try evaluate(count, scope, receiver).int()
            try allocate(size)
            return .array(SampleArray(Array(repeating: Self.defaultValue(type), count: size)))
        case .closure(let closure):
            let value = ClosureValue(closure: closure, scope: scope, receiver: receiver, interpreter: self)
            closures.append(value)
            return .closure(value)
        case .increment(let target, let op, let isPrefix, let arithmetic):
            let old = try evaluate(target.expression, scope, receiver)
            let new = try binary(op, old, arithmetic == .integer ? .int(1) : .float(1), arithmetic)
            try assign(target, new, scope, receiver)
            return isPrefix ? new : old
        case .isInstance(let value, let typeName):
            return .bool(isInstance(try evaluate(value, scope, receiver), typeName))
        case .convert(let value, let type):
            return try convert(try evaluate(value, scope, receiver), to: type)
        case .recorded(let access):
            let target = try access.receiver.map { try evaluate($0, scope, receiver) }
            let arguments = try access.arguments.map { try evaluateAll($0, scope, receiver) }
            let result = try recording.access(target, access.member, arguments)
            try applyInits(access.initializers, to: result, scope, receiver)
            return result
        case .assumed(let name): return recording.assumedValue(name)
        case .notModelled(let api): throw SampleInterruption.notModelled(api)
        case .standInTest(let value, let test, let prefer, let site):
            return .bool(
                try recording.test(
                    try evaluate(value, scope, receiver), test.harnessTest, preferring: prefer, site: site))
        case .literal, .local, .this, .field, .staticField, .property, .call, .element, .count, .unary, .binary,
            .conditional:
            return try evaluate(expression, scope, receiver)
        }
    }

    /// The values of `expressions`, in order.
    @inline(never)
    func evaluateAll(_ expressions: [IRExpr], _ scope: Scope, _ receiver: Value) throws -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(expressions.count)
        for expression in expressions { values.append(try evaluate(expression, scope, receiver)) }
        return values
    }

    /// The static method `name` of the sample class `className` (looked up before its arguments
    /// are evaluated).
    @inline(never)
    func staticMethod(_ className: String, _ name: String) throws -> IRMethod {
        guard let method = classes[className]?.methods[name] else {
            throw SampleInterruption.notModelled("\(className).\(IROverloadName.display(name))")
        }
        return method
    }

    /// An engine method called on `target`: on a stand-in, or with one (the engine cannot take
    /// it), recorded, not simulated.
    @inline(never)
    func engineCall(_ target: Value, _ member: IREngineMember, _ values: [Value]) throws -> Value {
        try recording.engineCall(target, member.recordedCallName, values) { target, values in
            try EngineBridge.call(member, on: target ?? .null, values, self)
        }
    }

    /// The field `name` of `target`, a sample object (a function of its own: `evaluate`'s frame
    /// stays small, as every level of a sample's nesting pays for it on the stack).
    @inline(never)
    func field(_ name: String, of target: Value) throws -> Value {
        try recording.sampleField(target, name) { object in
            (object as? any InterpretedObject)?.state.map { $0.fields[name] ?? .null }
        }
    }

    /// The engine base's `member` called on `receiver`, a sample object.
    @inline(never)
    func superCall(_ member: IREngineMember, _ values: [Value], _ receiver: Value) throws -> Value {
        if case .object(let object) = receiver, let state = (object as? any InterpretedObject)?.state {
            state.superCall = member.name
            defer { state.superCall = nil }
            return try EngineBridge.call(member, on: receiver, values, self)
        }
        return .null
    }

    /// A static engine method (`Console` takes anything: it writes a stand-in's name).
    @inline(never)
    func typeCall(_ member: IREngineMember, _ values: [Value]) throws -> Value {
        if member.owner == "Console" { return try EngineBridge.callType(member, values, self) }
        return try recording.engineCall(nil, member.recordedStaticCallName, values) { _, values in
            try EngineBridge.callType(member, values, self)
        }
    }

    /// A new engine object (a stand-in when a stand-in is among the arguments).
    @inline(never)
    func construct(_ member: IREngineMember, _ values: [Value]) throws -> Value {
        try recording.engineCall(nil, member.recordedCreationName, values) { _, values in
            try EngineBridge.construct(member, values, self)
        }
    }

    /// `value` cast to `type`: to a number by C#'s rules; an object of a sample class it is not
    /// is C#'s exception; anything else unchanged.
    @inline(never)
    func convert(_ value: Value, to type: IRType) throws -> Value {
        switch type {
        case .int: return .int(try value.int())
        case .float: return .float(try value.double())
        case .named(let name) where !value.isNull:
            if case .object = value, !isInstance(value, name), classes[name] != nil {
                throw SampleInterruption.exception("InvalidCastException: \(value.text) is not \(name)")
            }
            return value
        default: return value
        }
    }

    func applyInits(_ inits: [IRMemberInit], to object: Value, _ scope: Scope, _ receiver: Value) throws {
        for initializer in inits {
            let value = try evaluate(initializer.value, scope, receiver)
            switch initializer.target {
            case .field(let name): try state(of: object).fields[name] = value
            case .property(let member):
                if case .standIn = object {
                    try recording.set(object, member.name, [], value)
                } else {
                    try EngineBridge.set(member, on: object, to: value, self)
                }
            case .recorded(let member): try recording.set(object, member, [], value)
            case .recordedElement: _ = try recording.access(object, "Add", [value])
            }
        }
    }

    func isInstance(_ value: Value, _ typeName: String) -> Bool {
        switch (value, typeName) {
        case (.string, "String"), (.int, "Int"), (.float, "CGFloat"), (.bool, "Bool"): return true
        default: break
        }
        guard case .object(let object) = value else { return false }
        if let state = (object as? any InterpretedObject)?.state, state.irClass.isSubclass(of: typeName) { return true }
        return EngineBridge.isEngineInstance(object, typeName)
    }

    // The operations below are calls of their own rather than inlined into `evaluate`, whose
    // frame every level of a sample's nesting pays for on the stack.

    /// `op value` as `RecordingDoubles.unary` computes it.
    @inline(never)
    func unary(_ op: IRUnaryOperator, _ value: Value) throws -> Value {
        switch op {
        case .negate: try recording.unary(.negate, value)
        case .plus: value
        case .not: try recording.unary(.not, value)
        case .complement: try recording.unary(.complement, value)
        }
    }

    /// The element of `collection` at `index` (`RecordingDoubles.element`).
    @inline(never)
    func element(_ collection: Value, _ index: Value) throws -> Value { try recording.element(collection, index) }

    /// The length of `collection` (`RecordingDoubles.count`).
    @inline(never)
    func count(_ collection: Value) throws -> Value { try recording.count(collection) }

    /// `lhs op rhs` as `RecordingDoubles.binary` computes it (C#'s operators, shared with the
    /// Swift that `docparity generate` writes), concatenations within the allocation budget.
    @inline(never)
    func binary(_ op: IRBinaryOperator, _ lhs: Value, _ rhs: Value, _ arithmetic: IRArithmetic) throws -> Value {
        let applied: SampleOperator
        switch op {
        case .add: applied = .add
        case .subtract: applied = .subtract
        case .multiply: applied = .multiply
        case .divide: applied = .divide
        case .remainder: applied = .remainder
        case .equal: applied = .equal
        case .notEqual: applied = .notEqual
        case .less: applied = .less
        case .lessOrEqual: applied = .lessOrEqual
        case .greater: applied = .greater
        case .greaterOrEqual: applied = .greaterOrEqual
        case .bitAnd: applied = .bitAnd
        case .bitOr: applied = .bitOr
        case .bitXor: applied = .bitXor
        case .shiftLeft: applied = .shiftLeft
        case .shiftRight: applied = .shiftRight
        case .and, .or, .coalesce:
            // Evaluated where they stand (they decide whether the right side runs); two flags
            // already evaluated combine. Anything else (`x ??= y`): numbers, or C#'s exception
            // for what is not one, then not modelled.
            if op != .coalesce, case .bool(let a) = lhs, case .bool(let b) = rhs {
                return .bool(op == .and ? a && b : a || b)
            }
            _ = try lhs.double()
            _ = try rhs.double()
            throw SampleInterruption.notModelled("operator '\(op.rawValue)' on these values")
        }
        return try recording.binary(
            applied, lhs, rhs, integer: arithmetic == .integer, maxStringBytes: budget.maxAllocatedElements)
    }
}
