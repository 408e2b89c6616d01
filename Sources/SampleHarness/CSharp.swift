// CSharp: the few C# semantics that generated Swift models need beyond the engine — numbers
// converted as C# converts them (`(int)` truncates, any arithmetic with a floating operand is
// floating), `Math` functions that keep integer-ness, and a stop for APIs the engine does not
// model. Used by the Swift that `docparity generate` writes; the interpreter has its own.

import Foundation
import TransitionEngine

/// C# semantics for generated sample models.
public enum CSharp {
    /// Any number as a floating value (C# implicit numeric conversion).
    public static func float(_ value: some CSharpNumber) -> CGFloat { value.floatingValue }

    /// An integer handed where an engine member takes a number: the integer itself for an
    /// integer parameter...
    public static func implicit(_ value: Int) -> Int { value }

    /// ...and C#'s implicit conversion for a floating one (`new CGRect (0, 0, width, 20)` with
    /// an `int width`), as the interpreter's engine bridge takes an integer there.
    public static func implicit<Number: BinaryFloatingPoint>(_ value: Int) -> Number { Number(value) }

    /// C#'s `++`/`--` on an integer inside an expression (`items [count++]`): the variable
    /// changed by `delta` (wrapping, as C#'s unchecked arithmetic), the new value answered
    /// before `prefix` ones, the old after.
    public static func increment(_ variable: inout Int, _ delta: Int, prefix: Bool) -> Int {
        let old = variable
        variable = old &+ delta
        return prefix ? variable : old
    }

    /// C#'s `++`/`--` on a floating number inside an expression.
    public static func increment<Number: BinaryFloatingPoint>(_ variable: inout Number, _ delta: Number, prefix: Bool)
        -> Number
    {
        let old = variable
        variable = old + delta
        return prefix ? variable : old
    }

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

    /// C#'s `&` on flags: both sides evaluated (they are, as arguments), unlike `&&`.
    public static func bitAnd(_ a: Bool, _ b: Bool) -> Bool { a && b }
    /// C#'s `|` on flags: both sides evaluated, unlike `||`.
    public static func bitOr(_ a: Bool, _ b: Bool) -> Bool { a || b }
    /// C#'s `^` on flags.
    public static func bitXor(_ a: Bool, _ b: Bool) -> Bool { a != b }
    /// C#'s `|` on the flags of an engine option set (the interpreter combines flags with `|`
    /// only: `&` and `^` on them stop a run as not modelled).
    public static func bitOr<Options: OptionSet>(_ a: Options, _ b: Options) -> Options { a.union(b) }
    /// An array that has no null elements.
    public static func elements<Element>(_ array: [Element]?) -> [Element]? { array }

    /// An API the engine does not model: the generated test stops here, naming it. (Generated
    /// tests of samples that reach one are disabled, so this only runs when called by hand.)
    public static func notModelled(_ api: String) -> Never {
        fatalError("not modelled by the engine: \(api)")
    }

    /// C#'s `throw`, where a sample without `catch` throws: a run that reaches it ends with a
    /// C# exception (a callback's too, which the interpreter records), and such a sample gets no
    /// generated test, so this only runs when a generated test goes where its interpreted run
    /// did not.
    public static func thrown(_ statement: String) -> Never {
        fatalError("C# exception thrown where the interpreted run threw none: \(statement)")
    }

    /// `notModelled` where a value of some type is expected.
    public static func notModelledValue<Value>(_ api: String) -> Value { notModelled(api) }

    /// C# `a + b` where one side is a string: both as text, concatenated.
    public static func concat(_ a: Any?, _ b: Any?) -> String { text(a) + text(b) }

    /// A value as C# prints it (and as the interpreter does): null is empty, booleans are
    /// `True`/`False`, numbers have at most 3 decimals, sample objects print their class name.
    public static func text(_ value: Any?) -> String {
        guard let value else { return "" }
        if let optional = value as? OptionalThroughAny { return text(optional.wrappedValue) }
        switch value {
        case let string as String: return string
        case let bool as Bool: return bool ? "True" : "False"
        case let int as Int: return String(int)
        case let double as Double: return number(double)
        case let float as CGFloat: return number(Double(float))
        case let rect as CGRect:
            return "{\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))}"
        case let size as CGSize: return "{\(number(size.width)), \(number(size.height))}"
        case let point as CGPoint: return "{\(number(point.x)), \(number(point.y))}"
        case let path as IndexPath: return "[\(path.section), \(path.item)]"
        case let named as any TraceNaming: return named.traceTypeName
        case let value as SampleValue: return value.text
        case let type as Any.Type: return SampleValue.engineName(of: type)  // `typeof (UIWindow)`
        default: return String(describing: type(of: value))
        }
    }

    /// Numbers as the trace writes them: up to 3 decimals, trailing zeros dropped.
    static func number(_ value: Double) -> String { TraceNumber.text(value) }
}
