// MalformedImages: an image a locale has written but that does not render. A title with quotes
// inside its quotes (`![Menü "Datei"](a.png "Menü "Datei"")`) ends the image syntax, and the
// parser sees text; an image indented four spaces is code. The alignment then finds the image
// missing, at the line before it. Where the locale's text has the reference's image target in
// image Markdown that was not parsed as an image, the finding says what it is and points at it.

import DocModel

/// The lines of one document that hold image Markdown (`![…](target …`) no image was parsed
/// from, by target: found in one pass over the text, when a locale first lacks an image.
struct MalformedImages {
    private var lines: [String: Int] = [:]

    /// Scans `document`.
    init(_ document: Document) {
        let parsed = Set(
            document.elements.compactMap { element -> Int? in
                if case .image = element.kind { return element.position.line }
                return nil
            })
        let bytes = document.source.bytes
        var index = 0
        // `](` then the target, up to a space, a quote or `)`; on a line that has `![` before it.
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count,
                ![UInt8(ascii: " "), UInt8(ascii: ")"), UInt8(ascii: "\""), 0x0A].contains(bytes[end])
            {
                end += 1
            }
            let line = document.source.location(ofOffset: index).line
            if end > index + 2, !parsed.contains(line), Self.hasImageStart(document.source.lineBytes(line)) {
                let target = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                if lines[target] == nil { lines[target] = line }
            }
            index = end
        }
    }

    /// The line that has `target` in image Markdown that did not parse as an image, if any.
    func line(linking target: String) -> Int? { lines[target] }

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

    private static func hasImageStart(_ line: ArraySlice<UInt8>) -> Bool {
        zip(line, line.dropFirst()).contains { $0 == UInt8(ascii: "!") && $1 == UInt8(ascii: "[") }
    }
}
