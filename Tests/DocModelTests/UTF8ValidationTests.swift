// SourceText's UTF-8 check finds the same first invalid byte as a plain, sequence-by-sequence
// reading of the UTF-8 rules (RFC 3629), on crafted edge cases and on random bytes.

import Testing
import UTF8Scan

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
            #expect(Self.scalar(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    /// The scalar scan alone (with AVX2, `firstInvalidUTF8` runs it only on rejected texts).
    static func scalar(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { SourceText.scalarFirstInvalidUTF8($0) }
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
            #expect(Self.scalar(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    // Continuous integration runs on x86-64 machines with AVX2. Elsewhere the vector check always
    // answers false, the scalar scan decides (the tests above), and this test is skipped.
    @Test(
        "the vector check accepts exactly the valid texts, around its 32-byte blocks",
        .enabled(if: dp_utf8_vector_check_available()))
    func vectorCheck() {
        let bytes: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0,
            0xF1, 0xF4, 0xF5, 0xFF,
        ]
        // Every pair and, with a fixed third byte, every triple of these bytes at each position
        // around the first block boundary, with the text ending right after them or further on.
        for first in bytes {
            for second in bytes {
                for third: UInt8 in [0x41, 0x80, 0xBF, 0xE3] {
                    for position in 28...34 {
                        for length in [position + 1, position + 2, position + 3, position + 4, 64, 70] {
                            var text = [UInt8](repeating: 0x78, count: 70)
                            text[position] = first
                            text[position + 1] = second
                            text[position + 2] = third
                            let cut = Array(text.prefix(length))
                            let valid = cut.withUnsafeBufferPointer {
                                dp_utf8_certainly_valid($0.baseAddress!, $0.count)
                            }
                            #expect(valid == (Self.reference(cut) == nil), "\(cut)")
                        }
                    }
                }
            }
        }
        // Long texts of Japanese, emoji and ASCII with one byte changed.
        var generator = Congruential(seed: 2026_11_24)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("語".utf8), Array("😀".utf8)]
        for _ in 0..<2000 {
            var text: [UInt8] = []
            for _ in 0..<Int(generator.next() % 160) { text += pieces[Int(generator.next() % 4)] }
            if !text.isEmpty, generator.next() % 2 == 0 {
                text[Int(generator.next() % UInt64(text.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            guard !text.isEmpty else { continue }
            let valid = text.withUnsafeBufferPointer { dp_utf8_certainly_valid($0.baseAddress!, $0.count) }
            #expect(valid == (Self.reference(text) == nil), "\(text)")
        }
    }

    @Test("the repair replaces what Swift's decoding replaces, on edge cases and random bytes")
    func repairMatchesSwift() {
        var generator = Congruential(seed: 7)
        var cases: [[UInt8]] = [
            [0xFF], [0xE3, 0x81], [0xE3, 0x81, 0x41], [0xF0, 0x90, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
            Array("ab".utf8) + [0xFF, 0xFE] + Array("cd\n".utf8) + [0xF4, 0x90] + Array("語".utf8),
        ]
        for _ in 0..<2000 {
            cases.append((0..<Int(generator.next() % 12)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        }
        for bytes in cases {
            guard let start = SourceText.firstInvalidUTF8(bytes) else { continue }
            #expect(
                UTF8Repair(bytes, from: start).bytes == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(bytes)")
        }
    }

    @Test("columns after a replacement map back to the file's bytes, on their line only")
    func repairedColumns() {
        // Line 1: a b U+FFFD U+FFFD c: `c` is at column 9 after repair, 5 in the file.
        // Line 2: x U+FFFD (for E3 81, two bytes) y: `y` at 5 after repair, 4 in the file.
        let bytes = Array("ab".utf8) + [0xFF, 0xFE] + Array("c\nx".utf8) + [0xE3, 0x81] + Array("y\nz".utf8)
        let source = SourceText(raw: bytes)
        #expect(source.fileColumn(line: 1, column: 2) == 2)
        #expect(source.fileColumn(line: 1, column: 9) == 5)
        #expect(source.fileColumn(line: 2, column: 5) == 4)
        #expect(source.fileColumn(line: 3, column: 1) == 1)
        // With a byte order mark, line 1's columns count it, before and after the repair.
        let marked = SourceText(raw: [0xEF, 0xBB, 0xBF] + Array("a".utf8) + [0xFF] + Array("b".utf8))
        #expect(marked.fileColumn(line: 1, column: 8) == 6)
        #expect(SourceText(raw: Array("plain".utf8)).fileColumn(line: 1, column: 4) == 4)
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
