// PunctuatorCode: a punctuator's text packed into an integer, so that the parser's hottest tests
// (is the next token a binary operator? a postfix operator?) compare integers instead of strings.

/// Up to four bytes of a punctuator's text packed into an integer, first byte highest; 0 for a
/// longer text. Every C# punctuator has at most three bytes. A string literal is a code
/// (`parser.at("{")`).
struct PunctuatorCode: Hashable, ExpressibleByStringLiteral {
    let value: UInt32

    /// The code with this value (0: not a punctuator of at most four bytes).
    init(_ value: UInt32) { self.value = value }

    /// The code of `text`.
    init(_ text: String) {
        var value: UInt32 = 0
        var count = 0
        for byte in text.utf8 {
            count += 1
            if count > 4 {
                value = 0
                break
            }
            value = value << 8 | UInt32(byte)
        }
        self.value = value
    }

    /// The code of the text at `range` of `bytes` (a token's source: reading its few bytes there
    /// is cheaper than walking its string).
    init(bytes: [UInt8], _ range: Range<Int>) {
        var value: UInt32 = 0
        if range.count <= 4, range.upperBound <= bytes.count {
            for index in range { value = value << 8 | UInt32(bytes[index]) }
        }
        self.value = value
    }

    /// The code of a literal, read straight from its bytes. Kept apart from the other two: inlined
    /// where `at("{")` passes a literal, this loop folds to a constant; one generic loop shared by
    /// all three did not, and cost the parser a tenth more instructions.
    init(_ literal: StaticString) {
        var value: UInt32 = 0
        let count = literal.utf8CodeUnitCount
        if count <= 4 {
            for offset in 0..<count { value = value << 8 | UInt32(literal.utf8Start[offset]) }
        }
        self.value = value
    }

    /// The code of a literal (`at("=>")`).
    init(stringLiteral literal: StaticString) { self.init(literal) }

    /// Lets a `switch` over codes take literals: `case "??":`.
    static func ~= (literal: StaticString, code: PunctuatorCode) -> Bool { PunctuatorCode(literal) == code }
}
