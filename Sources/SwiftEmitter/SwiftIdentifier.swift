// SwiftIdentifier: turns names taken from untrusted doc text into Swift identifiers that cannot
// break out of their position — reserved words in backticks, anything that is not an identifier
// character spelled out as `_uXXXX`, so no doc text can inject code through a name.

/// Escapes names for generated Swift code.
public enum SwiftIdentifier {
    /// Swift keywords that need backticks to be used as names.
    static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "macro", "package", "each", "some", "any", "Type", "Protocol",
    ]

    /// True for characters Swift allows at the start of an identifier (ASCII letters, `_`, and
    /// the Unicode letter ranges of the Swift grammar, approximated by Unicode letter properties).
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        let properties = scalar.properties
        return properties.isXIDStart && !properties.isPatternWhitespace && !properties.isBidiControl
    }

    /// True for characters Swift allows after the first.
    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) { return true }
        if scalar.isASCII { return ("0"..."9").contains(scalar) }
        let properties = scalar.properties
        return properties.isXIDContinue && !properties.isBidiControl && !properties.isDefaultIgnorableCodePoint
    }

    /// A Swift identifier for `name`: unchanged when it is a plain identifier, in backticks when it
    /// is a reserved word, otherwise with every offending character replaced by `_uXXXX` (and a
    /// leading `_` when it would start with a digit). Empty names become `_empty`.
    public static func escape(_ name: String) -> String {
        guard !name.isEmpty else { return "_empty" }
        var result = ""
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let allowed = index == 0 ? isHead(scalar) : isBody(scalar)
            if allowed {
                result.unicodeScalars.append(scalar)
            } else if index == 0, isBody(scalar) {
                result += "_" + String(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        if result == name, reserved.contains(name) { return "`\(name)`" }
        return result
    }

    /// A type name: like `escape`, and never one of the engine's or Swift's own type names, which
    /// a doc class could otherwise shadow (`Sample` prefix added).
    public static func typeName(_ name: String, avoiding taken: Set<String>) -> String {
        let escaped = escape(name)
        return taken.contains(escaped) ? "Sample" + escaped : escaped
    }
}
