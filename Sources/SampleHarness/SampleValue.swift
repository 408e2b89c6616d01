// SampleValue: what a sample computes with where Swift's static types do not reach — numbers
// with C# semantics (integers stay integers), strings, engine objects and structs, enum values,
// arrays, closures and the stand-ins of recording doubles. The interpreter runs on these; the
// recording doubles (`RecordingDoubles`) take and give them, so that every back end that records
// an access records the same event.

import Foundation
import TransitionEngine

/// A mutable array (C# arrays are reference types).
public final class SampleArray {
    /// The elements.
    public var elements: [SampleValue]

    /// An array of `elements`.
    public init(_ elements: [SampleValue]) { self.elements = elements }
}

/// A closure a sample made, as code outside it calls it: a delegate invoked (`handler.Invoke
/// (…)`), or a callback a recording double calls back once, as the framework would.
public protocol SampleClosure: AnyObject {
    /// Each parameter's name and what a framework passes for it: a number's, a flag's or a
    /// geometry value's default, or null where a stand-in named after the parameter goes.
    var callbackParameters: [(name: String, value: SampleValue)] { get }
    /// Calls it as sample code does: what it throws (a `SampleInterruption`) propagates.
    func call(_ arguments: [SampleValue]) throws -> SampleValue
    /// Calls it as a framework calls a callback: what it throws ends the callback only, and is
    /// recorded by whoever runs it.
    func callBack(_ arguments: [SampleValue])
}

/// An object of a sample class, as values name it in messages and `Console.WriteLine`.
public protocol SampleObject: AnyObject {
    /// The sample (C#) class name.
    var sampleClassName: String { get }
}

/// A value of a sample.
public enum SampleValue {
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
    case array(SampleArray)
    case closure(any SampleClosure)
    /// What a recording double gives (see `StandIn`).
    case standIn(StandIn)

    /// Whether it is null.
    @inlinable public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Whether it is a recording double's stand-in.
    @inlinable public var isStandIn: Bool {
        if case .standIn = self { return true }
        return false
    }

    /// A short description for messages and `Console.WriteLine`.
    public var text: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "True" : "False"
        case .int(let value): String(value)
        case .float(let value): TraceNumber.text(value)
        case .string(let value): value
        case .object(let object):
            (object as? any SampleObject)?.sampleClassName ?? String(describing: Swift.type(of: object))
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

    /// An optional object as a value (nil is null).
    public static func wrap(_ object: AnyObject?) -> SampleValue { object.map { .object($0) } ?? .null }

    /// An optional string as a value (nil is null).
    public static func wrap(_ text: String?) -> SampleValue { text.map { .string($0) } ?? .null }

    /// C# `==` on two values: references and closures by identity, numbers by value; against a
    /// number or a flag a stand-in is its number (1 or 0) or its truth.
    public static func equal(_ lhs: SampleValue, _ rhs: SampleValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        case (.standIn(let a), .standIn(let b)): return a === b
        // The same closure object: a handler kept in a variable, subscribed and then taken off.
        case (.closure(let a), .closure(let b)): return a === b
        case (.standIn(let standIn), .bool(let flag)), (.bool(let flag), .standIn(let standIn)):
            return standIn.isFirst == flag
        case (.standIn(let standIn), .int), (.standIn(let standIn), .float):
            return Double(standIn.number) == (try? rhs.double())
        case (.int, .standIn(let standIn)), (.float, .standIn(let standIn)):
            return Double(standIn.number) == (try? lhs.double())
        case (.standIn, _), (_, .standIn): return false
        case (.enumValue(let t1, let n1), .enumValue(let t2, let n2)): return t1 == t2 && n1 == n2
        case (.rect(let a), .rect(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.indexPath(let a), .indexPath(let b)): return a == b
        default:
            if let a = try? lhs.double(), let b = try? rhs.double() { return a == b }
            return false
        }
    }
}

// MARK: Conversions

extension SampleValue {
    /// The value as a number: a stand-in is 1 or 0.
    public func double() throws -> Double {
        switch self {
        case .int(let value): return Double(value)
        case .float(let value): return value
        case .null: throw SampleInterruption.exception("NullReferenceException: a number was null")
        case .standIn(let standIn): return Double(standIn.number)
        default: throw SampleInterruption.exception("InvalidCastException: '\(text)' is not a number")
        }
    }

    /// The value as a number handed to the engine (see `engineNumber`).
    public func cgFloat() throws -> CGFloat { CGFloat(try engineNumber()) }

    /// A number handed to the engine: finite and within ±1e9 (geometry, durations, progress), so
    /// that no sample can push the engine into values it cannot format or schedule.
    public func engineNumber() throws -> Double {
        let value = try double()
        guard value.isFinite, abs(value) <= 1e9 else {
            throw SampleInterruption.exception(
                "ArgumentOutOfRangeException: \(TraceNumber.text(value)) is outside the engine's range")
        }
        return value
    }

    /// The value as an integer (C# truncation of a floating value).
    public func int() throws -> Int {
        switch self {
        case .int(let value): return value
        case .float(let value):
            guard value.isFinite, abs(value) < 9.2e18 else {
                throw SampleInterruption.exception(
                    "OverflowException: \(TraceNumber.text(value)) does not fit an integer")
            }
            return Int(value)
        case .enumValue: throw SampleInterruption.notModelled("enum value used as a number")
        case .standIn(let standIn): return standIn.number
        default: throw SampleInterruption.exception("InvalidCastException: '\(text)' is not an integer")
        }
    }

    /// The value as a flag: a stand-in is its truth.
    public func bool() throws -> Bool {
        if case .bool(let value) = self { return value }
        if case .standIn(let standIn) = self { return standIn.isFirst }
        throw SampleInterruption.exception("InvalidCastException: '\(text)' is not a bool")
    }

    /// The value as a string (anything else as its text).
    public func string() throws -> String {
        if case .string(let value) = self { return value }
        return text
    }

    /// The value as an object of type `T`.
    public func object<T>(_ type: T.Type) throws -> T {
        switch self {
        case .object(let object):
            if let typed = object as? T { return typed }
            throw SampleInterruption.exception("InvalidCastException: \(Swift.type(of: object)) is not \(T.self)")
        case .null: throw SampleInterruption.exception("NullReferenceException: a \(T.self) was null")
        case .standIn(let standIn):
            throw SampleInterruption.notModelled("the stand-in \(standIn.name) where the engine needs a \(T.self)")
        default: throw SampleInterruption.exception("InvalidCastException: '\(text)' is not \(T.self)")
        }
    }

    /// The value as an object of type `T`, or nil when null.
    public func optionalObject<T>(_ type: T.Type) throws -> T? {
        if case .null = self { return nil }
        return try object(type)
    }

    /// The value as a rectangle.
    public func rect() throws -> CGRect {
        if case .rect(let value) = self { return value }
        throw SampleInterruption.exception("InvalidCastException: '\(text)' is not a CGRect")
    }

    /// The value as a size.
    public func size() throws -> CGSize {
        if case .size(let value) = self { return value }
        throw SampleInterruption.exception("InvalidCastException: '\(text)' is not a CGSize")
    }

    /// The value as a point.
    public func point() throws -> CGPoint {
        if case .point(let value) = self { return value }
        throw SampleInterruption.exception("InvalidCastException: '\(text)' is not a CGPoint")
    }

    /// The value as an index path.
    public func indexPath() throws -> IndexPath {
        if case .indexPath(let value) = self { return value }
        throw SampleInterruption.exception("InvalidCastException: '\(text)' is not an NSIndexPath")
    }

    /// The case name of an enum value of `owner`.
    public func enumCase(_ owner: String) throws -> String {
        if case .enumValue(let type, let name) = self, type == owner { return name }
        throw SampleInterruption.exception("InvalidCastException: '\(text)' is not a \(owner)")
    }
}
