// JSONStream: pretty-printed JSON written as it goes, in the layout Foundation's encoders use
// (two-space indent, `"key" : value`, an empty container as `[` blank line `]`), so that a report
// can be written article by article from typed values instead of being built as one tree.
// Keys are written in the order given; callers give them sorted, and debug builds check it.

import Diagnostics

/// A streaming JSON writer over a `ReportWriter`.
struct JSONStream {
    let out: ReportWriter
    /// Per open container: whether it has an element yet, and the last key written (objects).
    private var open: [(hasElement: Bool, lastKey: String?)] = []

    init(_ out: ReportWriter) { self.out = out }

    /// Indentation by depth, made once: every element of a report starts with one.
    private static let indents: [String] = (0..<64).map { String(repeating: "  ", count: $0) }

    private var indent: String {
        open.count < Self.indents.count ? Self.indents[open.count] : String(repeating: "  ", count: open.count)
    }

    /// Starts the next element of the innermost array (or the document's value).
    private mutating func nextElement() {
        guard !open.isEmpty else { return }
        out.write(open[open.count - 1].hasElement ? ",\n" as StaticString : "\n")
        open[open.count - 1].hasElement = true
        out.write(indent)
    }

    /// Writes `key` in the innermost object; its value follows.
    mutating func key(_ key: String) {
        assert(open.last?.lastKey.map { $0 < key } ?? true, "JSON keys out of order: '\(key)'")
        nextElement()
        open[open.count - 1].lastKey = key
        string(key)
        out.write(" : " as StaticString)
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
        out.write("\"" as StaticString)
        var value = value
        value.withUTF8 { bytes in
            // Copy the runs between the bytes that need escaping in one piece each.
            var plain = 0
            for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == 0x22 || bytes[index] == 0x5C {
                out.write(UnsafeBufferPointer(rebasing: bytes[plain..<index]))
                switch bytes[index] {
                case 0x22: out.write("\\\"" as StaticString)
                case 0x5C: out.write("\\\\" as StaticString)
                case 0x08: out.write("\\b" as StaticString)
                case 0x09: out.write("\\t" as StaticString)
                case 0x0A: out.write("\\n" as StaticString)
                case 0x0C: out.write("\\f" as StaticString)
                case 0x0D: out.write("\\r" as StaticString)
                default: out.write("\\u00" + (bytes[index] < 0x10 ? "0" : "") + String(bytes[index], radix: 16))
                }
                plain = index + 1
            }
            out.write(UnsafeBufferPointer(rebasing: bytes[plain...]))
        }
        out.write("\"" as StaticString)
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

    /// Locale groups as an array of `{ "locales" : [...], "value" : "..." }` (JSON's `groups`,
    /// SARIF's `localeGroups`).
    mutating func groups(_ groups: [LocaleGroup]) {
        beginArray()
        for group in groups {
            element()
            beginObject()
            field("locales", strings: group.locales)
            field("value", group.value)
            endObject()
        }
        endArray()
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
