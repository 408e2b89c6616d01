// UTF8Repair: invalid UTF-8 replaced by U+FFFD, one per maximal subpart (as Swift's decoding
// does), remembering how each replacement shifted the columns after it on its line, so that
// positions in the repaired text map back to the file.

/// The repair of a byte string whose first invalid byte is at `start`.
struct UTF8Repair {
    /// The repaired bytes (valid UTF-8).
    let bytes: [UInt8]
    /// For each 1-based line holding a replacement: where the shifts start, in order. From
    /// repaired column `column` on (1-based, on that line), repaired columns are `shift` bytes
    /// past the file's.
    let shifts: [Int: [(column: Int, shift: Int)]]

    /// The replacement character's encoding.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Repairs `original`, all of whose bytes before `start` are valid.
    init(_ original: [UInt8], from start: Int) {
        var out: [UInt8] = []
        out.reserveCapacity(original.count + 16)
        out += original[..<start]
        var line = 1 + original[..<start].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        var lineStart = (original[..<start].lastIndex(of: 0x0A) ?? -1) + 1
        var lineShift = 0
        var shifts: [Int: [(column: Int, shift: Int)]] = [:]
        var index = start
        while index < original.count {
            let byte = original[index]
            if byte < 0x80 {
                out.append(byte)
                index += 1
                if byte == 0x0A {
                    line += 1
                    lineStart = out.count
                    lineShift = 0
                }
                continue
            }
            let length = Self.validPrefixLength(original, at: index)
            if length > 0 {
                out += original[index..<(index + length)]
                index += length
                continue
            }
            // One replacement for the maximal subpart: the lead byte and the continuation bytes
            // that could still have completed it (at least one byte).
            let subpart = max(1, Self.subpartLength(original, at: index))
            out += Self.replacement
            lineShift += Self.replacement.count - subpart
            shifts[line, default: []].append((column: out.count - lineStart + 1, shift: lineShift))
            index += subpart
        }
        bytes = out
        self.shifts = shifts
    }

    /// The file column of repaired column `column` on `line` (both 1-based, within the line).
    func fileColumn(line: Int, column: Int) -> Int {
        guard let list = shifts[line] else { return column }
        var shift = 0
        for entry in list where entry.column <= column { shift = entry.shift }
        return column - shift
    }

    /// The length of the valid sequence at `index` (whose byte is not ASCII), or 0 when invalid.
    private static func validPrefixLength(_ bytes: [UInt8], at index: Int) -> Int {
        let length = expected(bytes[index]).length
        guard length > 0 else { return 0 }
        return subpartLength(bytes, at: index) == length ? length : 0
    }

    /// How many bytes from `index` form a (possibly incomplete) prefix of a valid sequence: the
    /// lead byte and the continuation bytes that fit it, up to the sequence's length; 0 when the
    /// byte cannot lead a sequence.
    private static func subpartLength(_ bytes: [UInt8], at index: Int) -> Int {
        let (length, low, high) = expected(bytes[index])
        guard length > 0 else { return 0 }
        var count = 1
        while count < length, index + count < bytes.count {
            let next = bytes[index + count]
            let (minimum, maximum) = count == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard next >= minimum, next <= maximum else { break }
            count += 1
        }
        return count
    }

    /// A lead byte's sequence length and the range its second byte must be in (RFC 3629);
    /// length 0 for a byte that cannot lead.
    private static func expected(_ lead: UInt8) -> (length: Int, low: UInt8, high: UInt8) {
        switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
    }
}
