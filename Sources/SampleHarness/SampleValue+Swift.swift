// SampleValue+Swift: a value computed by the Swift that `docparity generate` writes (an engine
// property's, a static member's, a call's result, a number or a flag), as the interpreter holds
// the same value, for the places where generated code hands it to a recording double.

import Foundation
import TransitionEngine

extension SampleValue {
    /// `value` as the interpreter holds it: nil and `()` are null; numbers, flags, strings and
    /// the engine's structs their cases; an engine enum `Type.case` as the bridge reads it; an
    /// object itself; a type by its name; an array a new array of its elements' values (a double
    /// only records it).
    /// A value of any other kind (an option set, a closure) is one the interpreter never hands a
    /// double; it becomes a string naming it, so that a generated test handing one fails at that
    /// event instead of passing by chance.
    public static func of(_ value: Any?) -> SampleValue {
        guard let value else { return .null }
        if let optional = value as? OptionalThroughAny { return of(optional.wrappedValue) }
        let type = Swift.type(of: value)
        // What an engine method without a result answers (the bridge's null).
        if type == Void.self { return .null }
        switch value {
        case let sample as SampleValue: return sample
        case let bool as Bool where type == Bool.self: return .bool(bool)
        case let int as Int where type == Int.self: return .int(int)
        case let double as Double where type == Double.self: return .float(double)
        case let float as CGFloat where type == CGFloat.self: return .float(Double(float))
        case let string as String: return .string(string)
        case let rect as CGRect: return .rect(rect)
        case let size as CGSize: return .size(size)
        case let point as CGPoint: return .point(point)
        case let insets as UIEdgeInsets: return .insets(insets)
        case let path as IndexPath: return .indexPath(path)
        case let named as Any.Type: return .type(engineName(of: named))
        case let elements as [Any]: return .array(SampleArray(elements.map { of($0) }))
        case let integer as any BinaryInteger: return .int(Int(truncatingIfNeeded: integer))
        case let number as any BinaryFloatingPoint: return .float(Double(number))
        default:
            if Mirror(reflecting: value).displayStyle == .enum { return .enumValue(engineName(of: type), "\(value)") }
            if type is AnyClass { return .object(value as AnyObject) }
            return .string("a \(type) value, which the interpreter does not hand a double")
        }
    }

    /// An integer (literals and integer arithmetic take this overload, as the interpreter's are `int`).
    public static func of(_ value: Int) -> SampleValue { .int(value) }

    /// A floating-point number.
    public static func of(_ value: CGFloat) -> SampleValue { .float(Double(value)) }

    /// A flag.
    public static func of(_ value: Bool) -> SampleValue { .bool(value) }

    /// An engine type's name as the IR spells it (`UIWindow`, `UIControl.State`).
    static func engineName(of type: Any.Type) -> String {
        let name = String(reflecting: type)
        let module = "TransitionEngine."
        return name.hasPrefix(module) ? String(name.dropFirst(module.count)) : name
    }
}

/// Optionals seen through `Any` (`CSharp.text` and `SampleValue.of` take their value, or nil).
protocol OptionalThroughAny {
    /// The wrapped value, or nil.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalThroughAny {
    var wrappedValue: Any? { map { $0 as Any } }
}
