// CodeNormalizer: code-block content prepared for comparison across locales: comments removed
// (translators translate them), whitespace collapsed, blank lines dropped — each kept line
// remembers its line in the block, so findings point at the right line of the file.

import DocModel

/// Normalizes code for alignment and `code.text-drift`.
enum CodeNormalizer {
    /// A normalized line and its 0-based line index within the block.
    struct Line: Hashable {
        var text: String
        var index: Int
    }

    /// Comment syntax per normalized language, as UTF-8.
    private static func commentStyle(_ language: String) -> (line: [[UInt8]], block: ([UInt8], [UInt8])?) {
        switch language {
        case "csharp", "java", "javascript", "typescript", "swift", "objc", "c", "cpp", "c++", "kotlin", "go", "rust",
            "fsharp", "json", "jsonc":
            return ([Array("//".utf8)], (Array("/*".utf8), Array("*/".utf8)))
        case "xml", "xaml", "html":
            return ([], (Array("<!--".utf8), Array("-->".utf8)))
        case "bash", "python", "powershell", "yaml", "ruby", "console", "ini", "toml":
            return ([Array("#".utf8)], nil)
        case "vb", "vbnet":
            return ([Array("'".utf8)], nil)
        case "sql":
            return ([Array("--".utf8)], (Array("/*".utf8), Array("*/".utf8)))
        default:
            return ([], nil)
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ token: [UInt8]) -> Bool {
        guard index + token.count <= bytes.count else { return false }
        for offset in 0..<token.count where bytes[index + offset] != token[offset] { return false }
        return true
    }

    /// The block's significant lines, normalized, with their line indices: comments removed
    /// (outside string and char literals), runs of spaces and tabs collapsed, blank lines dropped.
    static func normalizedLines(of block: CodeBlock) -> [Line] {
        let style = commentStyle(block.normalizedLanguage)
        let apostropheIsComment = style.line.contains([0x27])
        var lines: [Line] = []
        var content = block.content
        return content.withUTF8 { bytes in
            var inBlockComment = false
            var lineIndex = 0
            var current: [UInt8] = []
            var pendingSpace = false
            var quote: UInt8 = 0
            var index = 0
            func endLine() {
                if !current.isEmpty {
                    lines.append(Line(text: String(decoding: current, as: UTF8.self), index: lineIndex))
                }
                current.removeAll(keepingCapacity: true)
                pendingSpace = false
                quote = 0
                lineIndex += 1
            }
            func append(_ byte: UInt8) {
                if pendingSpace, !current.isEmpty { current.append(0x20) }
                pendingSpace = false
                current.append(byte)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    endLine()
                    index += 1
                    continue
                }
                if inBlockComment {
                    if let close = style.block?.1, matches(bytes, at: index, close) {
                        inBlockComment = false
                        index += close.count
                    } else {
                        index += 1
                    }
                    continue
                }
                if quote != 0 {
                    append(byte)
                    index += 1
                    if byte == 0x5C, index < bytes.count, bytes[index] != 0x0A {
                        current.append(bytes[index])
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
                if style.line.contains(where: { matches(bytes, at: index, $0) }) {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if let open = style.block?.0, matches(bytes, at: index, open) {
                    inBlockComment = true
                    index += open.count
                    continue
                }
                append(byte)
                index += 1
            }
            endLine()
            return lines
        }
    }

    /// The first normalized line, if any.
    static func firstLine(of block: CodeBlock) -> String? { normalizedLines(of: block).first?.text }

    /// The first position where `lines` differs from `accepted`: indices into each (either may
    /// be past the end when one is a prefix of the other).
    static func firstDifference(_ lines: [Line], _ accepted: [Line]) -> (Int, Int)? {
        var index = 0
        while index < lines.count, index < accepted.count, lines[index].text == accepted[index].text { index += 1 }
        if index == lines.count && index == accepted.count { return nil }
        return (index, index)
    }

    /// Words (identifier-like runs) in `line` and not in `other`, in order, without repeats.
    static func distinctWords(_ line: String, comparedTo other: String) -> [String] {
        let otherWords = Set(words(other))
        var seen: Set<String> = []
        return words(line).filter { !otherWords.contains($0) && seen.insert($0).inserted }
    }

    private static func words(_ line: String) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init)
    }
}
