// JSONStream: pretty-printed JSON written as it goes, in the layout Foundation's encoders use
// (two-space indent, `"key" : value`, an empty container as `[` blank line `]`), so that a report
// can be written article by article from typed values instead of being built as one tree.
// Keys are written in the order given; callers give them sorted, and debug builds check it.

import Diagnostics

/// A streaming JSON writer over a `ReportWriter`. It gathers bytes in a buffer of its own and
/// hands them on at `flush()` (reporters call it after each article) or once past a chunk: writing
/// each bracket and key straight to the shared writer paid a dynamic exclusivity check per write.
struct JSONStream {
    let out: ReportWriter
    private var bytes: [UInt8] = []
    /// Per open container: whether it has an element yet.
    private var hasElement: [Bool] = []
    #if DEBUG
        /// Per open container, the last key written (objects), to check the order.
        private var lastKey: [String?] = []
    #endif

    init(_ out: ReportWriter) {
        self.out = out
        bytes.reserveCapacity(Self.chunk)
    }

    private static let chunk = 1 << 16

    /// Hands what is buffered to the writer.
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        out.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func write(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    /// Two spaces per open container.
    private mutating func writeIndent() {
        let count = 2 * hasElement.count
        if count <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<count])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    /// Starts the next element of the innermost array (or the document's value).
    private mutating func nextElement() {
        guard !hasElement.isEmpty else { return }
        if hasElement[hasElement.count - 1] {
            write(",\n")
        } else {
            write("\n")
            hasElement[hasElement.count - 1] = true
        }
        writeIndent()
    }

    /// Writes `key` in the innermost object; its value follows. Keys are literals of plain ASCII
    /// (nothing to escape), copied as they are.
    mutating func key(_ key: StaticString) {
        #if DEBUG
            checkOrder(key.description)
        #endif
        nextElement()
        write("\"")
        write(key)
        write("\" : ")
    }

    /// Writes a key that is not a literal (escaped like any string).
    mutating func key(named key: String) {
        #if DEBUG
            checkOrder(key)
        #endif
        nextElement()
        string(key)
        write(" : ")
    }

    #if DEBUG
        private mutating func checkOrder(_ key: String) {
            assert(lastKey.last.flatMap { $0 }.map { $0 < key } ?? true, "JSON keys out of order: '\(key)'")
            lastKey[lastKey.count - 1] = key
        }
    #endif

    /// Starts an object as the next value.
    mutating func beginObject() {
        write("{")
        open()
    }

    /// Starts an array as the next value.
    mutating func beginArray() {
        write("[")
        open()
    }

    private mutating func open() {
        hasElement.append(false)
        #if DEBUG
            lastKey.append(nil)
        #endif
    }

    /// Ends the innermost object.
    mutating func endObject() { close("}") }

    /// Ends the innermost array.
    mutating func endArray() { close("]") }

    private mutating func close(_ bracket: StaticString) {
        let hadElement = hasElement.removeLast()
        #if DEBUG
            lastKey.removeLast()
        #endif
        write(hadElement ? "\n" : "\n\n")
        writeIndent()
        write(bracket)
        if bytes.count >= Self.chunk { flush() }
    }

    /// Starts the next element of the innermost array.
    mutating func element() { nextElement() }

    /// Writes a string value.
    mutating func string(_ value: String) {
        write("\"")
        var value = value
        value.withUTF8 { text in
            // Copy the runs between the bytes that need escaping in one piece each.
            var plain = 0
            for index in text.indices where text[index] < 0x20 || text[index] == 0x22 || text[index] == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plain..<index]))
                switch text[index] {
                case 0x22: write("\\\"")
                case 0x5C: write("\\\\")
                case 0x08: write("\\b")
                case 0x09: write("\\t")
                case 0x0A: write("\\n")
                case 0x0C: write("\\f")
                case 0x0D: write("\\r")
                default:
                    bytes.append(
                        contentsOf: ("\\u00" + (text[index] < 0x10 ? "0" : "") + String(text[index], radix: 16)).utf8)
                }
                plain = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plain...]))
        }
        write("\"")
    }

    /// Writes an integer value.
    mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// `"key" : "value"`.
    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    /// `"key" : true` or `false`.
    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        write(value ? "true" : "false")
    }

    /// `"key" : value`.
    mutating func field(_ name: StaticString, _ value: Int) {
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
    mutating func field(_ name: StaticString, strings: [String]) {
        key(name)
        beginArray()
        for value in strings {
            element()
            string(value)
        }
        endArray()
    }
}
