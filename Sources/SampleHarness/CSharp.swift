// CSharp: the few C# semantics that generated Swift models need beyond the engine — numbers
// converted as C# converts them (`(int)` truncates, any arithmetic with a floating operand is
// floating), `Math` functions that keep integer-ness, and a stop for APIs the engine does not
// model. Used by the Swift that `docparity generate` writes; the interpreter has its own.

import Foundation
import TransitionEngine

/// A number a C# sample can use: converts to the engine's floating type and to `Int`.
public protocol CSharpNumber {
    /// The value as a floating-point number.
    var floatingValue: CGFloat { get }
}

extension Int: CSharpNumber {
    /// The value as a floating-point number.
    public var floatingValue: CGFloat { CGFloat(self) }
}

extension Double: CSharpNumber {
    /// The value itself.
    public var floatingValue: CGFloat { CGFloat(self) }
}

extension CGFloat: CSharpNumber {
    /// The value itself.
    public var floatingValue: CGFloat { self }
}

extension Float: CSharpNumber {
    /// The value, widened.
    public var floatingValue: CGFloat { CGFloat(self) }
}

/// C# semantics for generated sample models.
public enum CSharp {
    /// Any number as a floating value (C# implicit numeric conversion).
    public static func float(_ value: some CSharpNumber) -> CGFloat { value.floatingValue }

    /// `(int)value`: truncates toward zero.
    public static func int(_ value: some CSharpNumber) -> Int { Int(value.floatingValue.rounded(.towardZero)) }

    /// `Math.Max` of two integers.
    public static func max(_ a: Int, _ b: Int) -> Int { Swift.max(a, b) }
    /// `Math.Max` with a floating operand.
    public static func max(_ a: some CSharpNumber, _ b: some CSharpNumber) -> CGFloat {
        Swift.max(a.floatingValue, b.floatingValue)
    }
    /// `Math.Min` of two integers.
    public static func min(_ a: Int, _ b: Int) -> Int { Swift.min(a, b) }
    /// `Math.Min` with a floating operand.
    public static func min(_ a: some CSharpNumber, _ b: some CSharpNumber) -> CGFloat {
        Swift.min(a.floatingValue, b.floatingValue)
    }
    /// `Math.Abs` of an integer.
    public static func abs(_ a: Int) -> Int { Swift.abs(a) }
    /// `Math.Abs` of a floating value.
    public static func abs(_ a: some CSharpNumber) -> CGFloat { Swift.abs(a.floatingValue) }
    /// `Math.Sqrt`.
    public static func sqrt(_ a: some CSharpNumber) -> CGFloat { Foundation.sqrt(a.floatingValue) }
    /// `Math.Cos`.
    public static func cos(_ a: some CSharpNumber) -> CGFloat { Foundation.cos(a.floatingValue) }
    /// `Math.Sin`.
    public static func sin(_ a: some CSharpNumber) -> CGFloat { Foundation.sin(a.floatingValue) }
    /// `Math.Atan2`.
    public static func atan2(_ a: some CSharpNumber, _ b: some CSharpNumber) -> CGFloat {
        Foundation.atan2(a.floatingValue, b.floatingValue)
    }
    /// `Math.Pow`.
    public static func pow(_ a: some CSharpNumber, _ b: some CSharpNumber) -> CGFloat {
        Foundation.pow(a.floatingValue, b.floatingValue)
    }

    /// A C# array handed to the engine: its non-null elements.
    public static func elements<Element>(_ array: [Element?]?) -> [Element]? { array?.compactMap { $0 } }
    /// An array that has no null elements.
    public static func elements<Element>(_ array: [Element]?) -> [Element]? { array }

    /// An API the engine does not model: the generated test stops here, naming it.
    public static func notModelled(_ api: String) -> Never {
        fatalError("not modelled by the engine: \(api)")
    }
}
