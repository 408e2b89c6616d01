// SourceText: a file's bytes checked and made ready for parsing: BOM stripped, UTF-8 validated,
// NUL bytes found; with the line table that maps offsets back to the file.

import ByteKeys
import Diagnostics
import UTF8Scan

/// A source file's text after input checks, with everything needed to report positions.
public struct SourceText: Sendable {
    /// The bytes handed to the parser (BOM removed, invalid UTF-8 replaced).
    public let bytes: [UInt8]
    /// Byte length of a removed BOM (0 or 3): columns on line 1 are shifted by it.
    public let bomLength: Int
    /// Line table over `bytes`.
    public let lines: LineTable
    /// Problems found in the bytes.
    public let problems: [InputProblem]
    /// The repair of invalid UTF-8, if there was any: how replacements shifted columns.
    private let repair: UTF8Repair?

    /// Checks `raw` and prepares it. Never throws: problems become `problems`.
    public init(raw: [UInt8]) {
        var problems: [InputProblem] = []
        var body = raw
        var bom = 0
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            bom = 3
            body = Array(raw.dropFirst(3))
            problems.append(
                InputProblem(
                    ruleID: .inputEncoding, severity: .note, position: .start,
                    message: "file starts with a UTF-8 byte order mark"))
        } else if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            problems.append(
                InputProblem(
                    ruleID: .inputEncoding, severity: .error, position: .start,
                    message: "file is UTF-16, not UTF-8; convert it to UTF-8", excludesFromComparison: true))
        }
        // cmark-gfm ends a line at a lone `\r` (classic Mac OS) as at `\n`, the line table at `\n`
        // only: read as a line feed, a lone `\r` ends a line for both, and no offset moves. (Before
        // the UTF-8 repair, which numbers its lines by line feeds too.)
        let loneCarriageReturn = SourceText.replaceLoneCarriageReturns(&body)
        // Every position is taken in the repaired text (a replacement moves the columns after it
        // on its line); `fileColumn(line:column:)` maps columns back to the file.
        var repair: UTF8Repair?
        let invalid = SourceText.firstInvalidUTF8(body)
        if let invalid {
            repair = UTF8Repair(body, from: invalid)
            body = repair!.bytes
        }
        let table = LineTable(body)
        let nulOffset = body.withUnsafeBufferPointer { Bytes.firstIndex(of: 0, in: $0) }
        if let nul = nulOffset {
            problems.append(
                InputProblem(
                    ruleID: .inputEncoding, severity: .error, position: table.location(ofOffset: nul),
                    message: "file contains NUL bytes; it is binary, not Markdown", excludesFromComparison: true))
        }
        if let invalid {
            // The bytes before the first invalid one are unchanged: the offset holds in both texts.
            problems.append(
                InputProblem(
                    ruleID: .inputEncoding, severity: .error, position: table.location(ofOffset: invalid),
                    message: "invalid UTF-8 byte sequence; invalid bytes were read as U+FFFD"))
        }
        if let loneCarriageReturn {
            problems.append(
                InputProblem(
                    ruleID: .inputEncoding, severity: .note, position: table.location(ofOffset: loneCarriageReturn),
                    message: "file uses CR line ends (classic Mac OS); they were read as line ends"))
        }
        if let crlf = SourceText.firstCRLF(body) {
            problems.append(
                InputProblem(
                    ruleID: .inputEncoding, severity: .note, position: table.location(ofOffset: crlf),
                    message: "file uses CRLF line ends; they were read as line ends"))
        }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            problems.append(
                InputProblem(
                    ruleID: .inputEmpty, severity: .warning, position: .start, message: "file is empty"))
        }
        self.bytes = body
        self.bomLength = bom
        self.lines = table
        self.problems = problems
        self.repair = repair
    }

    /// The file's byte column of a position's `column` on `line` (both 1-based, as positions
    /// give them: in the text after repair, with a BOM counted on line 1). It differs only after
    /// a replaced invalid UTF-8 sequence on that line.
    public func fileColumn(line: Int, column: Int) -> Int {
        guard let repair else { return column }
        let shift = line == 1 ? bomLength : 0
        return repair.fileColumn(line: line, column: column - shift) + shift
    }

    /// True when some problem makes the file unfit for comparison.
    public var isExcludedFromComparison: Bool { problems.contains { $0.excludesFromComparison } }

    /// The location in the original file of byte `offset` of `bytes`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var location = lines.location(ofOffset: offset)
        if location.line == 1 { location.column += bomLength }
        return location
    }

    /// Converts a parser position (line, 1-based byte column in `bytes`) to the original file.
    public func fileLocation(line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: line, column: line == 1 ? column + bomLength : column)
    }

    /// The text of 1-based `line`, without its terminator (and without a trailing `\r`).
    public func lineText(_ line: Int) -> Substring {
        Substring(decoding: lineBytes(line), as: UTF8.self)
    }

    /// The bytes of 1-based `line`, without its terminator (and without a trailing `\r`).
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard let range = lines.byteRange(ofLine: line) else { return [] }
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[range.lowerBound..<end]
    }

    /// Offset of the first byte that starts an invalid UTF-8 sequence, if any. The vector check
    /// (`UTF8Scan`) clears most files at a fraction of a scalar scan's cost; the scalar scan runs
    /// on the files it rejects, and finds where the first invalid sequence starts.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, dp_utf8_certainly_valid(base, buffer.count) { return nil }
            return scalarFirstInvalidUTF8(buffer)
        }
    }

    /// The scalar scan: the first invalid sequence's offset, a byte or a character at a time.
    static func scalarFirstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // ASCII, most of any Markdown file, eight bytes at a time; in a word that holds a
            // non-ASCII byte, straight to the first one (Japanese prose mixes in spaces and
            // punctuation, which were otherwise taken a byte at a time). A run of non-ASCII
            // characters skips the word test.
            while index + 8 <= count, bytes[index] < 0x80 {
                let high =
                    UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    .littleEndian & 0x8080_8080_8080_8080
                if high == 0 {
                    index += 8
                } else {
                    index += high.trailingZeroBitCount / 8
                    break
                }
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            // Each sequence length spelled out: Japanese or Chinese text is mostly three-byte
            // sequences, checked here for every character.
            if byte < 0xC2 { return index }  // a continuation byte, or an overlong two-byte lead
            if byte < 0xE0 {
                guard index + 1 < count, bytes[index + 1] & 0xC0 == 0x80 else { return index }
                index += 2
            } else if byte < 0xF0 {
                guard index + 2 < count else { return index }
                let second = bytes[index + 1]
                guard second & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80,
                    !(byte == 0xE0 && second < 0xA0), !(byte == 0xED && second >= 0xA0)
                else { return index }
                index += 3
            } else if byte <= 0xF4 {
                guard index + 3 < count else { return index }
                let second = bytes[index + 1]
                guard second & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80, bytes[index + 3] & 0xC0 == 0x80,
                    !(byte == 0xF0 && second < 0x90), !(byte == 0xF4 && second >= 0x90)
                else { return index }
                index += 4
            } else {
                return index
            }
        }
        return nil
    }

    /// Replaces each `\r` not followed by `\n` with `\n`; returns the offset of the first, nil
    /// when there is none (then `bytes` is not written, so not copied).
    static func replaceLoneCarriageReturns(_ bytes: inout [UInt8]) -> Int? {
        var first: Int?
        var next = bytes.withUnsafeBufferPointer { Bytes.firstIndex(of: 0x0D, in: $0) }
        while let index = next {
            if index + 1 == bytes.count || bytes[index + 1] != 0x0A {
                if first == nil { first = index }
                bytes[index] = 0x0A
            }
            next = bytes.withUnsafeBufferPointer { Bytes.firstIndex(of: 0x0D, in: $0, from: index + 1) }
        }
        return first
    }

    static func firstCRLF(_ bytes: [UInt8]) -> Int? {
        guard let newline = bytes.firstIndex(of: 0x0A), newline > 0 else { return nil }
        return bytes[newline - 1] == 0x0D ? newline - 1 : nil
    }
}
