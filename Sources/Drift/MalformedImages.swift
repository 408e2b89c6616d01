// MalformedImages: an image a locale has written but that does not render. A title with quotes
// inside its quotes (`![Menü "Datei"](a.png "Menü "Datei"")`) ends the image syntax, and the
// parser sees text; an image indented four spaces is code. The alignment then finds the image
// missing, at the line before it. Where the locale's text has the reference's image target in
// image Markdown that was not parsed as an image, the finding says what it is and points at it.

import ByteKeys
import DocModel

/// The lines of one document that hold image Markdown (`![…](target …`) no image was parsed
/// from, by target: found in one pass over the text, when a locale first lacks an image.
struct MalformedImages {
    private var lines: [String: Int] = [:]
    /// The first such target on each line.
    private var targets: [Int: String] = [:]

    /// Scans `document`: each `![` (rare), then the `](` after it on its line.
    init(_ document: Document) {
        let parsed = Set(
            document.elements.compactMap { element -> Int? in
                if case .image = element.kind { return element.position.line }
                return nil
            })
        let bytes = document.source.bytes
        // Image starts found with `memchr` on `![`'s `[` (most documents have a few).
        let starts: [Int] = bytes.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            var search = 1
            while let bracket = Bytes.firstIndex(of: UInt8(ascii: "["), in: buffer, from: search) {
                if buffer[bracket - 1] == UInt8(ascii: "!") { found.append(bracket - 1) }
                search = bracket + 1
            }
            return found
        }
        for index in starts {
            var open = index + 2
            while open + 1 < bytes.count, bytes[open] != 0x0A,
                !(bytes[open] == UInt8(ascii: "]") && bytes[open + 1] == UInt8(ascii: "("))
            {
                open += 1
            }
            guard open + 1 < bytes.count, bytes[open] == UInt8(ascii: "]") else { continue }
            // The target: up to a space, a quote, `)` or the end of the line.
            var end = open + 2
            while end < bytes.count, !Self.endsTarget(bytes[end]) { end += 1 }
            let line = document.source.location(ofOffset: index).line
            if end > open + 2, !parsed.contains(line) {
                let target = String(decoding: bytes[(open + 2)..<end], as: UTF8.self)
                if lines[target] == nil { lines[target] = line }
                if targets[line] == nil { targets[line] = target }
            }
        }
    }

    private static func endsTarget(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\"") || byte == 0x0A
    }

    /// The line that has `target` in image Markdown that did not parse as an image, if any.
    func line(linking target: String) -> Int? { lines[target] }

    /// The target of the image Markdown on `line` that did not parse as an image, if any.
    func target(onLine line: Int) -> String? { targets[line] }

    /// Why it does not render: inside code, or (usually) quotes inside a quoted title.
    static func reason(line: Int, in document: Document) -> String {
        let inCode = document.elements.contains { element in
            if case .code = element.kind { return element.position.line <= line && line <= element.endLine }
            return false
        }
        if inCode { return "its Markdown is inside a code block (indented four spaces or more, or fenced)" }
        let quotes = document.source.lineBytes(line).count { $0 == UInt8(ascii: "\"") }
        return quotes > 2
            ? "its Markdown does not parse (a quote inside its quoted title ends the title)"
            : "its Markdown does not parse"
    }
}
