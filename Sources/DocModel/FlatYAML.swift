// FlatYAML: a reader for the YAML that nearly all DocFX front matter is — one `key: value` per
// line, plain or simply quoted scalars, and block sequences of such scalars — so the common case
// does not pay for Yams's node tree. Anything outside that subset (flow collections, block
// scalars, anchors, tags, escapes, comments, continuation lines, duplicate keys) returns nil
// and the caller parses with Yams, which stays the reference: a test checks both agree on
// every front matter of the corpus sample.

/// Reads the flat subset of YAML used by front matter.
enum FlatYAML {
    /// The entries of `bytes` (the YAML between the `---` lines), with 1-based lines counted from
    /// `firstLine`; nil when the text is outside the subset.
    static func entries(_ bytes: ArraySlice<UInt8>, firstLine: Int) -> [FrontMatter.Entry]? {
        // Read in place: the same code over a slice of the bytes' buffer runs without the
        // array's bounds checks and retains.
        bytes.withUnsafeBufferPointer { buffer in entries(in: buffer[...], firstLine: firstLine) }
    }

    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private static func entries(in bytes: Bytes, firstLine: Int) -> [FrontMatter.Entry]? {
        var entries: [FrontMatter.Entry] = []
        // Keys seen so far: a front matter has a dozen or two, compared faster than hashed; past
        // 32 (a generated file), they go into a set, so that many keys stay linear.
        var keys: [String] = []
        var manyKeys: Set<String> = []
        var sequence: [String]?
        var itemIndent: Int?
        var line = firstLine
        var start = bytes.startIndex
        func closeSequence() {
            if let items = sequence, !entries.isEmpty {
                entries[entries.count - 1].value = items.joined(separator: ", ")
            }
            sequence = nil
            itemIndent = nil
        }
        while start < bytes.endIndex {
            var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let next = end == bytes.endIndex ? end : end + 1
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            defer {
                start = next
                line += 1
            }
            let text = bytes[start..<end]
            if !isOrdinaryText(text) { return nil }
            if text.allSatisfy({ $0 == 0x20 }) { continue }
            let indent = text.prefix { $0 == 0x20 }.count
            let content = text.dropFirst(indent)
            if content.first == UInt8(ascii: "-"), content.count == 1 || content.dropFirst().first == 0x20 {
                // A sequence item: only directly under a key with no value.
                guard sequence != nil, itemIndent == nil || itemIndent == indent, let item = scalar(content.dropFirst())
                else { return nil }
                itemIndent = indent
                sequence?.append(item)
                continue
            }
            guard indent == 0 else { return nil }
            closeSequence()
            guard let colon = content.firstIndex(of: UInt8(ascii: ":")), colon > content.startIndex else { return nil }
            let keyBytes = content[..<colon]
            guard keyBytes.allSatisfy(isKeyByte), keyBytes.first != UInt8(ascii: "-"),
                keyBytes.first != UInt8(ascii: ".")
            else { return nil }
            let rest = content[(colon + 1)...]
            guard rest.isEmpty || rest.first == 0x20 else { return nil }
            let key = String(decoding: keyBytes, as: UTF8.self)
            if keys.count < 32 {
                guard !keys.contains(key) else { return nil }
                keys.append(key)
                if keys.count == 32 { manyKeys = Set(keys) }
            } else {
                guard manyKeys.insert(key).inserted else { return nil }
            }
            if rest.allSatisfy({ $0 == 0x20 }) {
                entries.append(FrontMatter.Entry(key: key, value: "", line: line))
                sequence = []
                continue
            }
            guard let value = scalar(rest) else { return nil }
            entries.append(FrontMatter.Entry(key: key, value: value, line: line))
        }
        closeSequence()
        return entries
    }

    /// False when a line holds bytes YAML treats specially: control characters (tabs too), C1
    /// controls and NEL, the line and paragraph separators, a byte order mark, U+FFFE/U+FFFF.
    private static func isOrdinaryText(_ text: Bytes) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte < 0x20 || byte == 0x7F { return false }
            if byte >= 0xC2, index + 1 < text.endIndex {
                let second = text[index + 1]
                let third = index + 2 < text.endIndex ? text[index + 2] : 0
                if byte == 0xC2, second < 0xA0 { return false }
                if byte == 0xE2, second == 0x80, third == 0xA8 || third == 0xA9 { return false }
                if byte == 0xEF, second == 0xBB, third == 0xBF { return false }
                if byte == 0xEF, second == 0xBF, third == 0xBE || third == 0xBF { return false }
            }
            index += 1
        }
        return true
    }

    /// Bytes a key may have: letters, digits, `.`, `_`, `-`.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// A one-line scalar (leading spaces allowed): plain, double-quoted without escapes, or
    /// single-quoted; nil for anything else.
    private static func scalar(_ raw: Bytes) -> String? {
        var value = raw.drop { $0 == 0x20 }
        while let last = value.last, last == 0x20 { value = value.dropLast() }
        guard let first = value.first else { return nil }
        switch first {
        case UInt8(ascii: "\""):
            let inner = value.dropFirst().dropLast()
            guard value.count >= 2, value.last == first, !inner.contains(first),
                !inner.contains(UInt8(ascii: "\\"))
            else { return nil }
            return String(decoding: inner, as: UTF8.self)
        case UInt8(ascii: "'"):
            guard value.count >= 2, value.last == first else { return nil }
            let inner = Array(value.dropFirst().dropLast())
            var unescaped: [UInt8] = []
            var index = 0
            while index < inner.count {
                if inner[index] == first {
                    // Inside single quotes only `''` may appear, meaning one quote.
                    guard index + 1 < inner.count, inner[index + 1] == first else { return nil }
                    index += 1
                }
                unescaped.append(inner[index])
                index += 1
            }
            return String(decoding: unescaped, as: UTF8.self)
        default:
            guard isPlain(value) else { return nil }
            return String(decoding: value, as: UTF8.self)
        }
    }

    /// Whether `value` (trimmed, non-empty) is a plain scalar whose text is itself: no indicator
    /// at the start, no `: ` or ` #` inside, no trailing `:`.
    private static func isPlain(_ value: Bytes) -> Bool {
        guard let first = value.first, let last = value.last else { return false }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"),
            UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
            UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"),
            UInt8(ascii: ","):
            return false  // an indicator
        default: break
        }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "?") || first == UInt8(ascii: ":") {
            guard value.count > 1, let second = value.dropFirst().first, second != 0x20 else { return false }
            // `-1` is fine; `- x`, `? x`, `: x` are structure.
        }
        if last == UInt8(ascii: ":") { return false }
        var previous: UInt8 = 0
        for byte in value {
            if previous == UInt8(ascii: ":"), byte == 0x20 { return false }
            if previous == 0x20, byte == UInt8(ascii: "#") { return false }
            previous = byte
        }
        return true
    }
}
