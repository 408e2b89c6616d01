// CodeNormalizer: code-block content prepared for comparison across locales: comments removed
// (translators translate them), whitespace collapsed (and, for comparison, dropped beside
// punctuation where the language ignores it), blank lines dropped — each kept line
// remembers its line in the block, so findings point at the right line of the file.

import ByteKeys
import DocModel

/// Normalizes code for alignment and `code.text-drift`.
enum CodeNormalizer {
    /// A normalized line and its 0-based line index within the block.
    struct Line: Hashable {
        var text: String
        var index: Int
    }

    /// Comment syntax of a language, as UTF-8: at most one line-comment token and one block pair.
    private struct CommentStyle {
        var line: [UInt8] = []
        var open: [UInt8] = []
        var close: [UInt8] = []

        /// The first bytes of the tokens (0 when there is none), checked before any token is matched.
        var lineFirst: UInt8 { line.first ?? 0 }
        var openFirst: UInt8 { open.first ?? 0 }

        static let cFamily = CommentStyle(line: Array("//".utf8), open: Array("/*".utf8), close: Array("*/".utf8))
        static let markup = CommentStyle(open: Array("<!--".utf8), close: Array("-->".utf8))
        static let hash = CommentStyle(line: Array("#".utf8))
        static let apostrophe = CommentStyle(line: Array("'".utf8))
        static let sql = CommentStyle(line: Array("--".utf8), open: Array("/*".utf8), close: Array("*/".utf8))
        static let none = CommentStyle()
    }

    /// Comment syntax per normalized language (shared constants: this runs for every code block).
    private static func commentStyle(_ language: String) -> CommentStyle {
        switch language {
        case "csharp", "java", "javascript", "typescript", "swift", "objc", "c", "cpp", "c++", "kotlin", "go", "rust",
            "fsharp", "json", "jsonc":
            return .cFamily
        case "xml", "xaml", "html":
            return .markup
        case "bash", "python", "powershell", "yaml", "ruby", "console", "ini", "toml":
            return .hash
        case "vb", "vbnet":
            return .apostrophe
        case "sql":
            return .sql
        default:
            return .none
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ token: [UInt8]) -> Bool {
        guard index + token.count <= bytes.count else { return false }
        for offset in 0..<token.count where bytes[index + offset] != token[offset] { return false }
        return true
    }

    /// The block's significant lines, normalized, with their line indices: comments removed
    /// (outside string and char literals), runs of spaces and tabs collapsed, blank lines dropped.
    static func normalizedLines(of block: CodeBlock, freeSpacing: Bool = false) -> [Line] {
        var lines: [Line] = []
        forEachNormalizedLine(of: block, freeSpacing: freeSpacing) { bytes, index in
            lines.append(Line(text: String(decoding: bytes, as: UTF8.self), index: index))
            return true
        }
        return lines
    }

    /// The lines as one token stream: joined by a space, or with free spacing by a space only
    /// between two word characters (a brace moved to the next line is the same code).
    static func joined(_ lines: [Line], freeSpacing: Bool) -> String {
        guard freeSpacing else { return lines.map(\.text).joined(separator: " ") }
        var bytes: [UInt8] = []
        for line in lines {
            if let last = bytes.last, let first = line.text.utf8.first, !isPunctuation(last), !isPunctuation(first) {
                bytes.append(0x20)
            }
            bytes.append(contentsOf: line.text.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What alignment compares of a block's normalized code, without building its lines: a hash
    /// of all normalized lines (joined by spaces) and a hash of the first. The lines are joined
    /// into one buffer and hashed once (`ByteHash.of`, eight bytes at a time): SipHash
    /// through `Hasher`, a call per line, cost more than normalizing.
    static func fingerprint(of block: CodeBlock) -> (all: Int, first: Int) {
        var joined: [UInt8] = []
        joined.reserveCapacity(block.content.utf8.count)
        var first: Int?
        forEachNormalizedLine(of: block) { bytes, _ in
            // Normalized lines are never empty: a separator goes between two lines exactly.
            if !joined.isEmpty { joined.append(0x20) }
            joined.append(contentsOf: bytes)
            if first == nil { first = ByteHash.of(bytes) }
            return true
        }
        return (joined.withUnsafeBufferPointer { ByteHash.of($0) }, first ?? 0)
    }

    /// Whether spaces beside punctuation mean nothing in `language` (`"a" : 1` is `"a": 1` in
    /// JSON, `f (x)` is `f(x)` in C): there a space is kept only between two word characters.
    /// Not in shells, prose or console output, where `a = b` and `a=b` differ. (C# is compared by
    /// tokens; its lines here only align blocks, and keep their spaces.)
    static func hasFreeSpacing(_ language: String) -> Bool {
        switch language {
        case "java", "javascript", "typescript", "swift", "objc", "c", "cpp", "c++", "kotlin", "go", "rust", "json",
            "jsonc", "css":
            true
        default: false
        }
    }

    /// Whether a byte is ASCII punctuation (not a letter, digit, `_`, `$`, `@` or part of a
    /// multi-byte character).
    @inline(__always)
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "@"), 0x80...:
            false
        default: true
        }
    }

    /// Calls `body` with each significant line's normalized bytes and its 0-based line index,
    /// in order, until it returns false.
    /// With `freeSpacing`, spaces beside punctuation are dropped too (`hasFreeSpacing`); blocks
    /// are aligned without it, so a block keeps its partner whatever its fence says.
    static func forEachNormalizedLine(
        of block: CodeBlock, freeSpacing: Bool = false, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) {
        let style = commentStyle(block.normalizedLanguage)
        let apostropheIsComment = style.line == [0x27]
        let lineFirst = style.lineFirst
        let openFirst = style.openFirst
        var content = block.content
        content.withUTF8 { bytes in
            var inBlockComment = false
            var lineIndex = 0
            // The line being built. Every byte written consumes at least one byte of input (a
            // collapsed space, a whole run of them), so a line never outgrows the block.
            let current = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
            defer { current.deallocate() }
            var length = 0
            var pendingSpace = false
            var quote: UInt8 = 0
            var index = 0
            var going = true
            func endLine() {
                if length > 0 {
                    going = body(UnsafeBufferPointer(rebasing: current[..<length]), lineIndex)
                }
                length = 0
                pendingSpace = false
                quote = 0
                lineIndex += 1
            }
            func append(_ byte: UInt8) {
                if pendingSpace, length > 0,
                    !freeSpacing || !(isPunctuation(current[length - 1]) || isPunctuation(byte))
                {
                    current[length] = 0x20
                    length += 1
                }
                pendingSpace = false
                current[length] = byte
                length += 1
            }
            while index < bytes.count, going {
                let byte = bytes[index]
                if byte == 0x0A {
                    endLine()
                    index += 1
                    continue
                }
                if inBlockComment {
                    if byte == style.close[0], matches(bytes, at: index, style.close) {
                        inBlockComment = false
                        index += style.close.count
                    } else {
                        index += 1
                    }
                    continue
                }
                if quote != 0 {
                    append(byte)
                    index += 1
                    if byte == 0x5C, index < bytes.count, bytes[index] != 0x0A {
                        current[length] = bytes[index]
                        length += 1
                        index += 1
                    } else if byte == quote {
                        quote = 0
                    }
                    continue
                }
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    pendingSpace = true
                    index += 1
                    continue
                }
                if byte == 0x22 || (byte == 0x27 && !apostropheIsComment) {
                    quote = byte
                    append(byte)
                    index += 1
                    continue
                }
                if byte == lineFirst, lineFirst != 0, matches(bytes, at: index, style.line) {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if byte == openFirst, openFirst != 0, matches(bytes, at: index, style.open) {
                    inBlockComment = true
                    index += style.open.count
                    continue
                }
                append(byte)
                index += 1
                // The rest of a run of ordinary bytes (most of any code), copied without the
                // checks above: none of them can end a line, a space run, a quote or a comment.
                while index < bytes.count {
                    let next = bytes[index]
                    if next == 0x0A || next == 0x20 || next == 0x09 || next == 0x0D || next == 0x22 || next == 0x27
                        || next == lineFirst || next == openFirst
                    {
                        break
                    }
                    current[length] = next
                    length += 1
                    index += 1
                }
            }
            if going { endLine() }
        }
    }

    /// The first normalized line, if any.
    static func firstLine(of block: CodeBlock) -> String? {
        var first: String?
        forEachNormalizedLine(of: block) { bytes, _ in
            first = String(decoding: bytes, as: UTF8.self)
            return false
        }
        return first
    }

    /// Words (identifier-like runs) in `line` and not in `other`, in order, without repeats.
    static func distinctWords(_ line: String, comparedTo other: String) -> [String] {
        let otherWords = Set(words(other))
        var seen: Set<String> = []
        return words(line).filter { !otherWords.contains($0) && seen.insert($0).inserted }
    }

    private static func words(_ line: String) -> [String] {
        // An ASCII line (nearly every line of code or console text) is split on its bytes: for
        // ASCII, a letter or number is `A`–`Z`, `a`–`z` or `0`–`9`. Others by Unicode's rules.
        var line = line
        if let ascii = line.withUTF8({ bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.split(omittingEmptySubsequences: true) { byte in
                !(CheckContext.isIdentifierByte(byte) || byte == UInt8(ascii: "."))
            }.map { String(decoding: $0, as: UTF8.self) }
        }) {
            return ascii
        }
        return line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init)
    }
}
