// JSONStream: pretty-printed JSON written as it goes, in the layout Foundation's encoders use
// (two-space indent, `"key" : value`, an empty container as `[` blank line `]`), so that a report
// can be written article by article from typed values instead of being built as one tree.
// Keys are written in the order given; callers give them sorted, and debug builds check it.

/// A streaming JSON writer over a `ReportWriter`.
struct JSONStream {
    let out: ReportWriter
    /// Per open container: whether it has an element yet, and the last key written (objects).
    private var open: [(hasElement: Bool, lastKey: String?)] = []

    init(_ out: ReportWriter) { self.out = out }

    private var indent: String { String(repeating: "  ", count: open.count) }

    /// Starts the next element of the innermost array (or the document's value).
    private mutating func nextElement() {
        guard !open.isEmpty else { return }
        out.write(open[open.count - 1].hasElement ? ",\n" : "\n")
        open[open.count - 1].hasElement = true
        out.write(indent)
    }

    /// Writes `key` in the innermost object; its value follows.
    mutating func key(_ key: String) {
        assert(open.last?.lastKey.map { $0 < key } ?? true, "JSON keys out of order: '\(key)'")
        nextElement()
        open[open.count - 1].lastKey = key
        string(key)
        out.write(" : ")
    }

    /// Starts an object as the next value.
    mutating func beginObject() {
        out.write("{")
        open.append((false, nil))
    }

    /// Starts an array as the next value.
    mutating func beginArray() {
        out.write("[")
        open.append((false, nil))
    }

    /// Ends the innermost object.
    mutating func endObject() { close("}") }

    /// Ends the innermost array.
    mutating func endArray() { close("]") }

    private mutating func close(_ bracket: String) {
        let container = open.removeLast()
        out.write(container.hasElement ? "\n" : "\n\n")
        out.write(indent)
        out.write(bracket)
    }

    /// Starts the next element of the innermost array.
    mutating func element() { nextElement() }

    /// Writes a string value.
    mutating func string(_ value: String) {
        out.write("\"")
        var plain = value.utf8.startIndex
        for index in value.utf8.indices {
            let byte = value.utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.write(value.utf8[plain..<index])
            switch byte {
            case UInt8(ascii: "\""): out.write("\\\"")
            case UInt8(ascii: "\\"): out.write("\\\\")
            case 0x08: out.write("\\b")
            case 0x09: out.write("\\t")
            case 0x0A: out.write("\\n")
            case 0x0C: out.write("\\f")
            case 0x0D: out.write("\\r")
            default: out.write("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
            }
            plain = value.utf8.index(after: index)
        }
        out.write(value.utf8[plain...])
        out.write("\"")
    }

    /// Writes an integer value.
    mutating func int(_ value: Int) { out.write(String(value)) }

    /// `"key" : "value"`.
    mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    /// `"key" : value`.
    mutating func field(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    /// `"key" : [ "a", "b" ]`.
    mutating func field(_ name: String, strings: [String]) {
        key(name)
        beginArray()
        for value in strings {
            element()
            string(value)
        }
        endArray()
    }
}
