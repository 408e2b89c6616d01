// DocFXSyntax: recognizes the DocFX Markdown extensions that cmark-gfm reads as plain text:
// alerts, includes and code includes, zones and row/column markers, `:::image` and `{#id}`.

import Foundation

/// Line-level recognizers for DocFX extensions.
enum DocFXSyntax {
    /// Alert types DocFX knows.
    static let alertTypes: Set<String> = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    /// The alert type if `line` opens a DocFX alert (`> [!NOTE]`), upper-cased.
    static func alertType(inQuoteLine line: Substring) -> String? {
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
        guard rest.hasPrefix("[!") else { return nil }
        rest = rest.dropFirst(2)
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let name = rest[..<close].uppercased()
        return alertTypes.contains(name) ? name : nil
    }

    /// Includes on a paragraph line: `[!include[title](path)]` and `[!code-lang[title](path)]`.
    static func includes(in line: Substring) -> [(path: String, language: String?, column: Int)] {
        var found: [(String, String?, Int)] = []
        var search = line.startIndex
        while let start = line[search...].range(of: "[!") {
            let afterBang = start.upperBound
            let rest = line[afterBang...]
            var language: String?
            var nameEnd: Substring.Index
            if rest.lowercased().hasPrefix("include") {
                nameEnd = line.index(afterBang, offsetBy: 7)
            } else if rest.lowercased().hasPrefix("code-") {
                let languageStart = line.index(afterBang, offsetBy: 5)
                nameEnd = line[languageStart...].firstIndex(of: "[") ?? line.endIndex
                language = String(line[languageStart..<nameEnd])
            } else {
                search = afterBang
                continue
            }
            // Expect `[title](path)`.
            guard nameEnd < line.endIndex, line[nameEnd] == "[",
                let titleEnd = line[nameEnd...].firstIndex(of: "]"),
                line.index(after: titleEnd) < line.endIndex, line[line.index(after: titleEnd)] == "(",
                let pathEnd = line[titleEnd...].firstIndex(of: ")")
            else {
                search = afterBang
                continue
            }
            let pathStart = line.index(titleEnd, offsetBy: 2)
            let path = String(line[pathStart..<pathEnd]).trimmingWhitespace()
            let column = line.utf8.distance(from: line.startIndex, to: start.lowerBound) + 1
            found.append((path, language, column))
            search = pathEnd
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
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else {
            return (trimmed, nil)
        }
        let anchor = trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)]
        guard !anchor.isEmpty, !anchor.contains(" ") else { return (trimmed, nil) }
        return (String(trimmed[..<open.lowerBound]).trimmingWhitespace(), String(anchor))
    }
}
