// Value: what the interpreter computes with — numbers with C# semantics (integers stay
// integers), strings, engine objects and structs, enum values, arrays, closures.

import Foundation
import SampleModel
import TransitionEngine

/// A closure value: the IR closure, its captured scope and `self`.
final class ClosureValue {
    let closure: IRClosure
    private(set) var scope: Scope
    private(set) var receiver: Value

    init(closure: IRClosure, scope: Scope, receiver: Value) {
        self.closure = closure
        self.scope = scope
        self.receiver = receiver
    }

    /// Drops what the closure captured, at the end of a run: engine objects hold handlers that
    /// hold closures that hold their receivers, a cycle only the interpreter can break.
    func release() {
        scope = Scope(parent: nil)
        receiver = .null
    }
}

/// A mutable array (C# arrays are reference types).
final class ArrayBox {
    var elements: [Value]
    init(_ elements: [Value]) { self.elements = elements }
}

/// A value of the interpreter.
enum Value {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
    case object(AnyObject)
    case rect(CGRect)
    case size(CGSize)
    case point(CGPoint)
    case insets(UIEdgeInsets)
    case indexPath(IndexPath)
    /// An engine enum or constant: the Swift type and case name (`UIModalPresentationStyle`, `custom`).
    case enumValue(String, String)
    /// A type used as a value (`typeof(UICollectionViewCell)`).
    case type(String)
    case array(ArrayBox)
    case closure(ClosureValue)
    /// What a recording double gives (see `StandIn`).
    case standIn(StandIn)

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Whether it is a recording double's stand-in.
    var isStandIn: Bool {
        if case .standIn = self { return true }
        return false
    }

    /// A short description for messages and `Console.WriteLine`.
    var text: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "True" : "False"
        case .int(let value): String(value)
        case .float(let value): TraceNumber.text(value)
        case .string(let value): value
        case .object(let object):
            (object as? any InterpretedObject)?.state.irClass.name ?? String(describing: Swift.type(of: object))
        case .rect(let rect):
            "{\(TraceNumber.text(rect.minX)), \(TraceNumber.text(rect.minY)), \(TraceNumber.text(rect.width)), \(TraceNumber.text(rect.height))}"
        case .size(let size): "{\(TraceNumber.text(size.width)), \(TraceNumber.text(size.height))}"
        case .point(let point): "{\(TraceNumber.text(point.x)), \(TraceNumber.text(point.y))}"
        case .insets(let insets): "{\(insets.top), \(insets.left), \(insets.bottom), \(insets.right)}"
        case .indexPath(let path): "[\(path.section), \(path.item)]"
        case .enumValue(let type, let name): "\(type).\(name)"
        case .type(let name): name
        case .array(let box): "array[\(box.elements.count)]"
        case .closure: "closure"
        case .standIn(let standIn): standIn.name
        }
    }
}

/// Number formatting like the trace's: up to 3 decimals, trailing zeros dropped.
enum TraceNumber {
    static func text(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded.isFinite && rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        // From 1e15 on, C# writes the exponent form with 15 digits (`1E+17`); fixed notation would print
        // hundreds of digits for a sample's absurd value.
        if rounded.isFinite && abs(rounded) >= 1e15 { return String(format: "%.15G", rounded) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// Why interpretation stopped early.
enum Interruption: Error {
    /// An API the engine does not model.
    case notModelled(String)
    /// A budget ran out (steps, call depth, allocation).
    case budget(String)
    /// A C# exception (null reference, invalid cast).
    case exception(String)
}

extension Value {
    func double() throws -> Double {
        switch self {
        case .int(let value): return Double(value)
        case .float(let value): return value
        case .null: throw Interruption.exception("NullReferenceException: a number was null")
        case .standIn(let standIn): return Double(standIn.number)
        default: throw Interruption.exception("InvalidCastException: '\(text)' is not a number")
        }
    }

    func cgFloat() throws -> CGFloat { CGFloat(try engineNumber()) }

    /// A number handed to the engine: finite and within ±1e9 (geometry, durations, progress), so
    /// that no sample can push the engine into values it cannot format or schedule.
    func engineNumber() throws -> Double {
        let value = try double()
        guard value.isFinite, abs(value) <= 1e9 else {
            throw Interruption.exception(
                "ArgumentOutOfRangeException: \(TraceNumber.text(value)) is outside the engine's range")
        }
        return value
    }

    func int() throws -> Int {
        switch self {
        case .int(let value): return value
        case .float(let value):
            guard value.isFinite, abs(value) < 9.2e18 else {
                throw Interruption.exception("OverflowException: \(TraceNumber.text(value)) does not fit an integer")
            }
            return Int(value)
        case .enumValue: throw Interruption.notModelled("enum value used as a number")
        case .standIn(let standIn): return standIn.number
        default: throw Interruption.exception("InvalidCastException: '\(text)' is not an integer")
        }
    }

    func bool() throws -> Bool {
        if case .bool(let value) = self { return value }
        if case .standIn(let standIn) = self { return standIn.isFirst }
        throw Interruption.exception("InvalidCastException: '\(text)' is not a bool")
    }

    func string() throws -> String {
        if case .string(let value) = self { return value }
        return text
    }

    func object<T>(_ type: T.Type) throws -> T {
        switch self {
        case .object(let object):
            if let typed = object as? T { return typed }
            throw Interruption.exception("InvalidCastException: \(Swift.type(of: object)) is not \(T.self)")
        case .null: throw Interruption.exception("NullReferenceException: a \(T.self) was null")
        case .standIn(let standIn):
            throw Interruption.notModelled("the stand-in \(standIn.name) where the engine needs a \(T.self)")
        default: throw Interruption.exception("InvalidCastException: '\(text)' is not \(T.self)")
        }
    }

    func optionalObject<T>(_ type: T.Type) throws -> T? {
        if case .null = self { return nil }
        return try object(type)
    }

    func rect() throws -> CGRect {
        if case .rect(let value) = self { return value }
        throw Interruption.exception("InvalidCastException: '\(text)' is not a CGRect")
    }

    func size() throws -> CGSize {
        if case .size(let value) = self { return value }
        throw Interruption.exception("InvalidCastException: '\(text)' is not a CGSize")
    }

    func point() throws -> CGPoint {
        if case .point(let value) = self { return value }
        throw Interruption.exception("InvalidCastException: '\(text)' is not a CGPoint")
    }

    func indexPath() throws -> IndexPath {
        if case .indexPath(let value) = self { return value }
        throw Interruption.exception("InvalidCastException: '\(text)' is not an NSIndexPath")
    }

    func enumCase(_ owner: String) throws -> String {
        if case .enumValue(let type, let name) = self, type == owner { return name }
        throw Interruption.exception("InvalidCastException: '\(text)' is not a \(owner)")
    }

    static func wrap(_ object: AnyObject?) -> Value { object.map { .object($0) } ?? .null }
}
