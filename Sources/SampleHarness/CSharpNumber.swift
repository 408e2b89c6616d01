// CSharpNumber: the numeric types a generated sample mixes as C# does (int, double, nfloat),
// each convertible to the engine's floating type.

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
