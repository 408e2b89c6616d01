// DocFXSyntax: recognizes the DocFX Markdown extensions that cmark-gfm reads as plain text:
// alerts, includes and code includes, zones and row/column markers, `:::image` and `{#id}`.

import Foundation

/// Line-level recognizers for DocFX extensions.
enum DocFXSyntax {
    /// Alert types DocFX knows.
    static let alertTypes: Set<String> = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    /// The alert type, upper-cased, if the block quote that starts at 1-based byte `column` of
    /// `line` opens a DocFX alert (`> [!NOTE]`).
    static func alertType(quoteAt column: Int, in line: ArraySlice<UInt8>) -> String? {
        // Read from this quote's own `>` (it may sit in a list item, `1. > [!NOTE]`), never from
        // the line's first: a line of nested quotes would be read once per quote. Only a few bytes
        // are looked at, whatever the line's length. A quote whose content is another quote is not
        // the alert; the innermost one is.
        let start = line.startIndex + max(0, column - 1)
        guard let quote = line[min(start, line.endIndex)...].prefix(4).firstIndex(of: UInt8(ascii: ">")) else {
            return nil
        }
        var index = quote + 1
        while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
            index += 1
        }
        let rest = line[index...].prefix(2 + Self.longestAlertType + 1)
        guard rest.starts(with: "[!".utf8), let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return nil }
        let name = String(decoding: rest[(index + 2)..<close], as: UTF8.self).uppercased()
        return alertTypes.contains(name) ? name : nil
    }

    private static let longestAlertType = alertTypes.map(\.utf8.count).max() ?? 0

    /// Includes on a paragraph line: `[!include[title](path)]` and `[!code-lang[title](path)]`.
    static func includes(in line: ArraySlice<UInt8>) -> [(path: String, language: String?, column: Int)] {
        // Read in place (alert lines, `> [!NOTE]`, come here too: nothing is copied or allocated
        // before an include is recognized).
        line.withUnsafeBufferPointer { includes(inBytes: $0) }
    }

    private static func includes(inBytes bytes: UnsafeBufferPointer<UInt8>) -> [(
        path: String, language: String?, column: Int
    )] {
        var found: [(String, String?, Int)] = []
        var index = 0
        func startsWith(_ word: StaticString, at position: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[position + offset] | 0x20 != word.utf8Start[offset] | 0x20 {
                return false
            }
            return true
        }
        while index + 1 < bytes.count {
            guard bytes[index] == 0x5B, bytes[index + 1] == 0x21 else {
                index += 1
                continue
            }
            let start = index
            var cursor = index + 2
            var language: String?
            if startsWith("include", at: cursor) {
                cursor += 7
            } else if startsWith("code-", at: cursor) {
                cursor += 5
                let languageStart = cursor
                while cursor < bytes.count, bytes[cursor] != 0x5B { cursor += 1 }
                language = String(decoding: bytes[languageStart..<cursor], as: UTF8.self)
            } else {
                index += 2
                continue
            }
            // Expect `[title](path)`.
            guard cursor < bytes.count, bytes[cursor] == 0x5B,
                let titleEnd = bytes[cursor...].firstIndex(of: 0x5D), titleEnd + 1 < bytes.count,
                bytes[titleEnd + 1] == 0x28,
                let pathEnd = bytes[(titleEnd + 1)...].firstIndex(of: 0x29)
            else {
                index += 2
                continue
            }
            let path = String(decoding: bytes[(titleEnd + 2)..<pathEnd], as: UTF8.self).trimmingWhitespace()
            found.append((path, language, start + 1))
            index = pathEnd + 1
        }
        return found
    }

    /// A `:::` marker line: zone/row/column markers, or `:::image … source="…"`.
    enum ColonMarker: Equatable {
        case zone(String)
        case image(source: String, alt: String)
    }

    /// Recognizes a `:::` marker line.
    static func colonMarker(_ line: Substring) -> ColonMarker? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(":::") else { return nil }
        var body = trimmed.dropFirst(3)
        while body.hasSuffix(" ") || body.hasSuffix("\r") { body = body.dropLast() }
        if body.hasSuffix(":::") { body = body.dropLast(3) }
        let text = body.trimmingWhitespace()
        let lower = text.lowercased()
        if lower.hasPrefix("image") {
            return .image(source: attribute("source", in: text) ?? "", alt: attribute("alt-text", in: text) ?? "")
        }
        if lower.hasPrefix("zone") || lower.hasPrefix("row") || lower.hasPrefix("column") || lower.hasPrefix("moniker")
        {
            // Normalize spacing: `zone pivot="a"` stays; whitespace collapsed.
            return .zone(text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))
        }
        return nil
    }

    /// The value of `name="…"` in a DocFX marker.
    static func attribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: name + "=\"") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Splits a heading's trailing `{#id}` attribute off its text.
    static func customAnchor(in text: String) -> (text: String, anchor: String?) {
        let trimmed = text.trimmingWhitespace()
        // The last byte first: nearly every heading has no `}`, and `hasSuffix` compares characters.
        guard trimmed.utf8.last == UInt8(ascii: "}"), trimmed.hasSuffix("}"),
            let open = trimmed.range(of: "{#", options: .backwards)
        else {
            return (trimmed, nil)
        }
        let anchor = trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)]
        guard !anchor.isEmpty, !anchor.contains(" ") else { return (trimmed, nil) }
        return (String(trimmed[..<open.lowerBound]).trimmingWhitespace(), String(anchor))
    }
}
