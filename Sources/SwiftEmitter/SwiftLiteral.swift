// SwiftLiteral: Swift literals for values taken from untrusted doc text — strings escaped so that
// no quote, backslash, interpolation, line break or invisible control character survives raw.

/// Spells values as Swift literals.
public enum SwiftLiteral {
    /// A double-quoted, single-line Swift string literal whose value is exactly `value`.
    public static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                let properties = scalar.properties
                if scalar.value < 0x20 || scalar.value == 0x7F || properties.isBidiControl
                    || properties.isDefaultIgnorableCodePoint || properties.generalCategory == .lineSeparator
                    || properties.generalCategory == .paragraphSeparator
                {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A `Double` literal that reads back to exactly `value` (finite values only; others as
    /// `.infinity`, `-.infinity`, `.nan`).
    public static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value > 0 ? "Double.infinity" : "-Double.infinity" }
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// An `Int` literal.
    public static func int(_ value: Int) -> String { "\(value)" }

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }
}
