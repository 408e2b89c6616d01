// TraceNumber: a number as samples' values and recorded events write it.

import Foundation

/// Number formatting like the trace's: up to 3 decimals, trailing zeros dropped.
public enum TraceNumber {
    /// `value` with up to 3 decimals, without trailing zeros (`1`, `0.25`, `1E+17`).
    public static func text(_ value: Double) -> String {
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
