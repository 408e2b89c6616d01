// WordCode: an identifier's or keyword's text packed into two integers, so that the parser's
// keyword tests (`atKeyword("class")`, `case "if":`) compare integers instead of strings: a
// failed comparison of two strings is a call into the string library, and most tests fail.

/// Up to sixteen bytes of a word packed into two integers, first byte lowest (as
/// `Lexer.isReserved` packs them); zero for an empty or a longer text. Every C# keyword,
/// reserved or contextual, has at most ten bytes, and words hold no zero byte, so two texts of
/// at most sixteen bytes have equal codes exactly when they are equal. A string literal is a
/// code (`parser.atKeyword("class")`).
struct WordCode: Hashable, ExpressibleByStringLiteral {
    /// Bytes 0 to 7.
    let low: UInt64
    /// Bytes 8 to 15.
    let high: UInt64

    /// The code of no word (an empty or a longer text).
    static let none = WordCode(low: 0, high: 0)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The code of the text at `range` of `bytes` (a token's source).
    init(bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let count = range.count
        guard count <= 16, count > 0, range.upperBound <= bytes.count, let base = bytes.baseAddress else {
            self = .none
            return
        }
        let start = UnsafeRawPointer(base + range.lowerBound)
        // Eight bytes at a time where eight can be read inside the buffer, masked to the word.
        func word(at offset: Int, count: Int) -> UInt64 {
            guard count > 0 else { return 0 }
            if range.lowerBound + offset + 8 <= bytes.count {
                let loaded = start.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
                return count >= 8 ? loaded : loaded & ((1 << UInt64(count * 8)) - 1)
            }
            var value: UInt64 = 0
            for index in 0..<min(count, 8) {
                value |= UInt64(base[range.lowerBound + offset + index]) << UInt64(index * 8)
            }
            return value
        }
        self.init(low: word(at: 0, count: min(count, 8)), high: word(at: 8, count: count - 8))
    }

    /// The code of a literal, read straight from its bytes. Spelled out byte by byte: inlined
    /// where a literal is passed, this folds to a constant; a loop did not (it ran for every
    /// `case` of every switch).
    @inline(__always)
    init(_ literal: StaticString) {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        @inline(__always) func byte(_ offset: Int) -> UInt64 { offset < count ? UInt64(bytes[offset]) : 0 }
        guard count <= 16 else {
            self = .none
            return
        }
        self.init(
            low: byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24 | byte(4) << 32 | byte(5) << 40 | byte(6) << 48
                | byte(7) << 56,
            high: byte(8) | byte(9) << 8 | byte(10) << 16 | byte(11) << 24 | byte(12) << 32 | byte(13) << 40
                | byte(14) << 48 | byte(15) << 56)
    }

    /// The code of a literal (`atKeyword("class")`).
    @inline(__always)
    init(stringLiteral literal: StaticString) { self.init(literal) }

    /// Lets a `switch` over codes take literals: `case "if":`.
    @inline(__always)
    static func ~= (literal: StaticString, code: WordCode) -> Bool { WordCode(literal) == code }
}
