// SwiftComment: comments carrying untrusted doc text (C# source, messages) as `//` lines only —
// one per input line, so a line break cannot end the comment, and with control and bidi
// characters made visible, so the comment cannot hide code from a reader (Trojan Source).

/// Builds safe line comments.
public enum SwiftComment {
    /// `// …` lines for `text`, one per line of `text`.
    public static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var out = "//"
            var body = ""
            for scalar in line.unicodeScalars {
                let properties = scalar.properties
                if scalar == "\r" { continue }
                if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || properties.isBidiControl
                    || properties.isDefaultIgnorableCodePoint || properties.generalCategory == .lineSeparator
                    || properties.generalCategory == .paragraphSeparator
                {
                    body += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    body.unicodeScalars.append(scalar)
                }
            }
            if !body.isEmpty { out += " " + body }
            return out
        }
    }
}
