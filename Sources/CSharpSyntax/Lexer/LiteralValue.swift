// LiteralValue: what C# string and character literals denote — a regular literal's escapes
// decoded (`\n`, `\0`, `\u0041`, `\x41`, `\U0001F600`, …), a verbatim string's doubled quotes
// undone and its backslashes kept.

/// The values of C# string and character literals.
public enum CSharpLiteral {
    /// The value of a string literal token (`"…"`, `@"…"`); a token without its closing quote
    /// (recovered by the parser) gives the text it has.
    public static func stringValue(_ tokenText: String) -> String {
        // Read as UTF-8 bytes: quotes, `@` and backslashes are ASCII, and most literals hold no
        // escape, so their value is a slice of the token (this ran for every string literal the
        // samples compiler lowers, and Character-wise it was 8 % of compiling).
        let bytes = Array(tokenText.utf8)
        var start = 0
        var end = bytes.count
        let verbatim = bytes.first == UInt8(ascii: "@")
        if verbatim { start += 1 }
        if start < end, bytes[start] == UInt8(ascii: "\"") { start += 1 }
        if start < end, bytes[end - 1] == UInt8(ascii: "\""), verbatim || !endsInEscape(bytes[start..<end - 1]) {
            end -= 1
        }
        let body = bytes[start..<end]
        let plain =
            verbatim
            ? !zip(body, body.dropFirst()).contains { $0 == UInt8(ascii: "\"") && $1 == UInt8(ascii: "\"") }
            : !body.contains(UInt8(ascii: "\\"))
        let text = String(decoding: body, as: UTF8.self)
        if plain { return text }
        return verbatim ? undoubled(text) : unescaped(text)
    }

    /// The value of a character literal token (`'a'`, `'\n'`, `'\u0041'`), as a string.
    public static func charValue(_ tokenText: String) -> String {
        var body = Substring(tokenText)
        if body.hasPrefix("'") { body = body.dropFirst() }
        if body.hasSuffix("'"), !endsInEscape(ArraySlice(body.dropLast().utf8)) { body = body.dropLast() }
        return unescaped(body)
    }

    /// A regular literal's body with its escape sequences decoded. An unknown escape keeps its
    /// character (the C# compiler rejects it, CS1009; the parser reports that, not this).
    public static func unescaped<Body: StringProtocol>(_ body: Body) -> String {
        guard body.utf8.contains(UInt8(ascii: "\\")) else { return String(body) }
        var result = String.UnicodeScalarView()
        let scalars = Array(body.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\", index < scalars.count else {
                result.append(scalar)
                continue
            }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\u{0}")
            case "a": result.append("\u{7}")
            case "b": result.append("\u{8}")
            case "f": result.append("\u{C}")
            case "v": result.append("\u{B}")
            case "u", "U", "x":
                let (minimum, maximum) = escape == "u" ? (4, 4) : escape == "U" ? (8, 8) : (1, 4)
                var digits = 0
                var value: UInt32 = 0
                while digits < maximum, index < scalars.count, let digit = hexValue(scalars[index]) {
                    value = value &* 16 &+ digit
                    digits += 1
                    index += 1
                }
                if digits < minimum {
                    // Not an escape after all: keep what was written.
                    result.append(escape)
                    index -= digits
                } else {
                    result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            default: result.append(escape)  // \\ \" \' and unknown escapes
            }
        }
        return String(result)
    }

    /// A verbatim string's body: `""` is one quote; backslashes are themselves.
    public static func undoubled<Body: StringProtocol>(_ body: Body) -> String {
        guard body.contains("\"\"") else { return String(body) }
        var result = ""
        var previousWasQuote = false
        for character in body {
            if character == "\"", previousWasQuote {
                previousWasQuote = false
                continue
            }
            previousWasQuote = character == "\""
            result.append(character)
        }
        return result
    }

    /// Whether a regular body's last quote is escaped (`"a\"` without its closing quote): `before`
    /// is the body up to that quote.
    private static func endsInEscape(_ before: ArraySlice<UInt8>) -> Bool {
        var backslashes = 0
        for byte in before.reversed() {
            guard byte == UInt8(ascii: "\\") else { break }
            backslashes += 1
        }
        return backslashes % 2 == 1
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: nil
        }
    }
}
