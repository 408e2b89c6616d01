// SourceText's UTF-8 check finds the same first invalid byte as a plain, sequence-by-sequence
// reading of the UTF-8 rules (RFC 3629), on crafted edge cases and on random bytes.

import Testing

@testable import DocModel

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    /// The reference: the offset of the first byte that does not start a valid sequence.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            if length > 1 {
                let second = bytes[index + 1]
                guard second >= low, second <= high else { return index }
                for next in 2..<length where bytes[index + next] & 0xC0 != 0x80 { return index }
            }
            index += length
        }
        return nil
    }

    @Test("edge cases: truncations, overlongs, surrogates, the largest code point")
    func edgeCases() {
        let cases: [[UInt8]] = [
            [], Array("plain ASCII text, longer than eight bytes".utf8), Array("日本語のテキスト".utf8),
            [0xC2], [0xC1, 0x80], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF], [0xF0, 0x8F, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xFF],
            Array("abcdefgh".utf8) + [0xE3, 0x81], Array("日本".utf8) + [0xE3, 0x41, 0x81] + Array("語".utf8),
        ]
        for bytes in cases {
            #expect(SourceText.firstInvalidUTF8(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    @Test("random bytes, most of them near-UTF-8")
    func randomBytes() {
        var generator = Congruential(seed: 20_261_122)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("語".utf8), Array("😀".utf8), Array("abcdefghij".utf8),
        ]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 24) {
                if generator.next() % 4 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                } else {
                    bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
                }
            }
            if !bytes.isEmpty, generator.next() % 3 == 0 { bytes.removeLast() }
            #expect(SourceText.firstInvalidUTF8(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }
}

/// A small deterministic generator (a 64-bit linear congruential one, high bits out).
struct Congruential {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 29
    }
}
