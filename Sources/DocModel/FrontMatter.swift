// FrontMatter: the YAML block at the top of an article (`---` … `---`), parsed with Yams (or, for
// the flat `key: value` YAML most front matter is, by FlatYAML), with the line of every key so
// findings can point at it.

import Diagnostics
import Yams

/// The article's YAML front matter as ordered key/value entries.
public struct FrontMatter: Sendable, Hashable {
    /// One top-level key of the front matter.
    public struct Entry: Sendable, Hashable {
        /// The key, e.g. `ms.assetid`.
        public var key: String
        /// The value as text (sequences joined with `, `).
        public var value: String
        /// 1-based line of the key in the file.
        public var line: Int
    }

    /// The entries in file order.
    public let entries: [Entry]
    /// The index in `entries` of each key's first entry: a wide front matter is looked up once per
    /// key and locale, which a scan of the entries would make quadratic.
    private let firstIndex: [String: Int]

    /// A front matter of `entries`, in file order.
    public init(entries: [Entry] = []) {
        self.entries = entries
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() where firstIndex[entry.key] == nil {
            firstIndex[entry.key] = index
        }
        self.firstIndex = firstIndex
    }

    /// The value of `key` (case-sensitive), if present.
    public subscript(key: String) -> String? { entry(key)?.value }

    /// The entry for `key` (its first, if it is repeated), if present.
    public func entry(_ key: String) -> Entry? { firstIndex[key].map { entries[$0] } }

    /// The keys in file order, each once.
    public var keys: [String] {
        entries.indices.compactMap { index in firstIndex[entries[index].key] == index ? entries[index].key : nil }
    }

    /// Splits `text` into front matter and body. Returns the front matter, the byte offset at
    /// which the body starts, the number of lines before it, and any problem found.
    static func split(_ bytes: [UInt8]) -> (FrontMatter, bodyOffset: Int, bodyLine: Int, problem: InputProblem?) {
        guard bytes.starts(with: Array("---".utf8)) else { return (FrontMatter(), 0, 1, nil) }
        // The opening line must be exactly `---` (optionally followed by spaces / CR).
        var lineStart = 0
        var line = 1
        var closing: (start: Int, end: Int)?
        var index = 0
        let count = bytes.count
        var openingChecked = false
        while index <= count {
            if index == count || bytes[index] == 0x0A {
                let marker = Self.marker(bytes[lineStart..<index])
                if !openingChecked {
                    openingChecked = true
                    if marker != UInt8(ascii: "-") { return (FrontMatter(), 0, 1, nil) }
                } else if marker != nil {
                    closing = (lineStart, min(index + 1, count))
                    break
                }
                lineStart = index + 1
                line += 1
            }
            index += 1
        }
        guard let closing else {
            let problem = InputProblem(
                ruleID: .inputFrontMatter, severity: .error, position: .start,
                message: "front matter opened with '---' is never closed")
            return (FrontMatter(), 0, 1, problem)
        }
        // The YAML starts after the opening line, whatever its line end (`---\n`, `---\r\n`, `--- \n`).
        let yamlStart = min((bytes.firstIndex(of: 0x0A) ?? 3) + 1, closing.start)
        let bodyLine = line + 1
        if let entries = FlatYAML.entries(bytes[yamlStart..<closing.start], firstLine: 2) {
            return (FrontMatter(entries: entries), closing.end, bodyLine, nil)
        }
        let (frontMatter, problem) = parseWithYams(bytes[yamlStart..<closing.start])
        return (frontMatter, closing.end, bodyLine, problem)
    }

    /// `-` for a `---` line, `.` for a `...` line (spaces, tabs and carriage returns anywhere
    /// in the line ignored), else nil; read without copying the line.
    static func marker(_ line: ArraySlice<UInt8>) -> UInt8? {
        var marker: UInt8?
        var count = 0
        for byte in line where byte != 0x0D && byte != 0x20 && byte != 0x09 {
            guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."), marker == nil || marker == byte, count < 3
            else { return nil }
            marker = byte
            count += 1
        }
        return count == 3 ? marker : nil
    }

    /// Parses front matter YAML (starting on the file's line 2) with Yams.
    static func parseWithYams(_ bytes: ArraySlice<UInt8>) -> (FrontMatter, InputProblem?) {
        let yaml = String(decoding: bytes, as: UTF8.self)
        do {
            // Every value is read as text, so the basic resolver (no regex-based tag
            // resolution for numbers, booleans, dates) is enough and much faster.
            guard let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else {
                return (FrontMatter(), nil)
            }
            guard let mapping = node.mapping else {
                let problem = InputProblem(
                    ruleID: .inputFrontMatter, severity: .error, position: SourceLocation(line: 2, column: 1),
                    message: "front matter is not a mapping of keys to values")
                return (FrontMatter(), problem)
            }
            var entries: [Entry] = []
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                let text: String
                if let sequence = value.sequence {
                    text = sequence.compactMap(\.string).joined(separator: ", ")
                } else {
                    text = value.string ?? ""
                }
                entries.append(Entry(key: name, value: text, line: (key.mark?.line ?? 0) + 1))
            }
            return (FrontMatter(entries: entries), nil)
        } catch {
            // Yams counts lines within the YAML block, which starts on the file's line 2.
            var line = 2
            if let yamlError = error as? YamlError {
                switch yamlError {
                case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
                    line = mark.line + 1
                default:
                    break
                }
            }
            let problem = InputProblem(
                ruleID: .inputFrontMatter, severity: .error, position: SourceLocation(line: line, column: 1),
                message: "front matter is not valid YAML: \(FrontMatter.describe(error))")
            return (FrontMatter(), problem)
        }
    }

    private static func describe(_ error: Error) -> String {
        let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }
}
