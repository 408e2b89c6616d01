// TraceFormat: the canonical number and geometry formatting used in every trace.
//
// Numbers are rounded to three decimals and trailing zeros are dropped (`137.5`, `20`, `-0.333`);
// times always show three decimals. No locale, no `String(format:)`, no dictionary order.

import Foundation

/// Canonical formatting of numbers, geometry and JSON strings for traces.
public enum TraceFormat {
    /// A number rounded to three decimals with trailing zeros removed; `-0` prints as `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let scaled = (value * 1000).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var digits = 3
        while digits > 0 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text = (negative ? "-" : "") + String(whole)
        if digits > 0 {
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }

    /// A `CGFloat` in canonical form.
    public static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A time with exactly three decimals, e.g. `0.350`.
    public static func time(_ value: TimeInterval) -> String {
        let scaled = (value * 1000).rounded()
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let fraction = String(magnitude % 1000)
        return (negative ? "-" : "") + String(magnitude / 1000) + "."
            + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `{x, y, w, h}`.
    public static func rect(_ rect: CGRect) -> String {
        "{\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), \(number(rect.size.height))}"
    }

    /// `{x, y}`.
    public static func point(_ point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }

    /// `{w, h}`.
    public static func size(_ size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }

    /// `[a, b, c, d, tx, ty]`, or `identity`.
    public static func transform(_ t: CGAffineTransform) -> String {
        if t.isIdentity { return "identity" }
        return "[\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), \(number(t.tx)), \(number(t.ty))]"
    }

    /// `true`/`false`.
    public static func flag(_ value: Bool) -> String { value ? "true" : "false" }

    /// A JSON string literal with the mandatory escapes.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
