// CodeNormalizer: code-block content prepared for comparison across locales: comments removed
// (translators translate them), whitespace collapsed, blank lines dropped — each kept line
// remembers its line in the block, so findings point at the right line of the file.

import DocModel

/// Normalizes code for `code.content-drift`.
enum CodeNormalizer {
    /// A normalized line and its 0-based line index within the block.
    struct Line: Hashable {
        var text: String
        var index: Int
    }

    /// Comment syntax per normalized language.
    private static func commentStyle(_ language: String) -> (line: [String], block: (String, String)?) {
        switch language {
        case "csharp", "java", "javascript", "typescript", "swift", "objc", "c", "cpp", "c++", "kotlin", "go", "rust",
            "fsharp", "json", "jsonc":
            return (["//"], ("/*", "*/"))
        case "xml", "xaml", "html":
            return ([], ("<!--", "-->"))
        case "bash", "python", "powershell", "yaml", "ruby", "console", "ini", "toml":
            return (["#"], nil)
        case "vb", "vbnet":
            return (["'"], nil)
        case "sql":
            return (["--"], ("/*", "*/"))
        default:
            return ([], nil)
        }
    }

    /// The block's significant lines, normalized, with their line indices.
    static func normalizedLines(of block: CodeBlock) -> [Line] {
        let style = commentStyle(block.normalizedLanguage)
        var lines: [Line] = []
        var inBlockComment = false
        for (index, raw) in block.content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = ""
            var quote: Character?
            var rest = Substring(raw)
            while let character = rest.first {
                if inBlockComment {
                    if let close = style.block?.1, rest.hasPrefix(close) {
                        inBlockComment = false
                        rest = rest.dropFirst(close.count)
                    } else {
                        rest = rest.dropFirst()
                    }
                    continue
                }
                if let open = quote {
                    text.append(character)
                    rest = rest.dropFirst()
                    if character == "\\", let next = rest.first {
                        text.append(next)
                        rest = rest.dropFirst()
                    } else if character == open {
                        quote = nil
                    }
                    continue
                }
                if character == "\"" || (character == "'" && !style.line.contains("'")) {
                    quote = character
                    text.append(character)
                    rest = rest.dropFirst()
                    continue
                }
                if style.line.contains(where: { rest.hasPrefix($0) }) { break }
                if let open = style.block?.0, rest.hasPrefix(open) {
                    inBlockComment = true
                    rest = rest.dropFirst(open.count)
                    continue
                }
                text.append(character)
                rest = rest.dropFirst()
            }
            let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
            if !collapsed.isEmpty { lines.append(Line(text: collapsed, index: index)) }
        }
        return lines
    }

    /// Normalized texts only.
    static func lines(of block: CodeBlock) -> [String] { normalizedLines(of: block).map(\.text) }

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
