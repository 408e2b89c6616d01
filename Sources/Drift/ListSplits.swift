// ListSplits: a list that a locale's Markdown breaks in two. A code block or an image between two
// items indented less than the items' text ends the list, and so does a bullet of another
// character (`*` after `-`); the rest of the items start a second list. The alignment then sees
// a shorter list and an extra one, and both findings misdescribe it: no item is missing or extra.
// When a locale's shorter list and the extra list right after it have the reference's items
// between them, the two become one finding that says where and why the list breaks.

import Diagnostics
import DocModel

enum ListSplits {
    /// `findings` (levels applied, before causes are folded) with each split list reported once.
    static func fold(_ findings: [Finding], articles: [LocaleArticle], reference: Int) -> [Finding] {
        let shorter = findings.indices.filter { index in
            findings[index].ruleID == .structureListItems && findings[index].kind == .drift
                && findings[index].locations.count == 1 && findings[index].message.hasPrefix(countMessage)
        }
        guard !shorter.isEmpty else { return findings }
        var result = findings
        var dropped = Set<Int>()
        for index in shorter {
            let finding = findings[index]
            let location = finding.locations[0]
            guard let article = articles.first(where: { $0.locale == location.locale }),
                let referenceLine = finding.related.first?.position.line,
                let referenceItems = listItems(at: referenceLine, in: articles[reference].document),
                let (firstIndex, first) = list(at: location.position.line, in: article.document),
                case .list(_, let firstItems) = first.kind, firstItems < referenceItems
            else { continue }
            // The extra lists right before and after it, in the same locale, that bring the count
            // up to the reference's (a broken list's first part may be the extra one).
            func extraFinding(_ element: Element) -> Int? {
                findings.indices.first { other in
                    !dropped.contains(other) && findings[other].ruleID == .structureListItems
                        && findings[other].locations.count == 1
                        && findings[other].locations[0].locale == location.locale
                        && findings[other].locations[0].position.line == element.position.line
                        && CauseFolding.has(findings[other].message, StructureMessages.notInReference)
                }
            }
            /// Only what a list item holds may come between the parts: code, images and alerts.
            func isBetween(_ element: Element) -> Bool {
                switch element.kind {
                case .code, .image, .alert: true
                default: false
                }
            }
            let elements = article.document.elements
            var items = firstItems
            var parts: [(finding: Int?, element: Element)] = [(nil, first)]
            /// Takes the extra lists from `firstIndex + step` on, `step` by `step`, past what a list
            /// item holds, while the count is short of the reference's.
            func collect(step: Int) {
                var index = firstIndex + step
                while items < referenceItems, elements.indices.contains(index) {
                    // What the first part's items hold (a nested list) is inside its lines.
                    let nested = step > 0 && elements[index].position.line <= first.endLine
                    if nested || isBetween(elements[index]) {
                        index += step
                        continue
                    }
                    guard case .list(_, let more) = elements[index].kind, let extra = extraFinding(elements[index])
                    else { return }
                    if step > 0 {
                        parts.append((extra, elements[index]))
                    } else {
                        parts.insert((extra, elements[index]), at: 0)
                    }
                    items += more
                    index += step
                }
            }
            collect(step: 1)
            collect(step: -1)
            guard items == referenceItems, parts.count >= 2 else { continue }
            for part in parts { if let extra = part.finding { dropped.insert(extra) } }
            let counts = parts.map { part -> String in
                if case .list(_, let count) = part.element.kind { return String(count) }
                return "0"
            }
            let line = parts[1].element.position.line
            // No line numbers in the message (the fingerprint reads it; lines shift): the finding
            // is at the second part, and a note says where the block that ends the first is.
            let why = reason(first: parts[0].element, second: parts[1].element, in: article.document)
            result[index].message =
                "list is broken \(parts.count == 2 ? "in two" : "in \(parts.count) parts") here: \(why.text); "
                + "the reference's \(referenceItems) items are all here (\(counts.joined(separator: " + ")))"
            if let blockLine = why.line {
                result[index].notes.append("the block that ends the list is at line \(blockLine)")
            }
            result[index].groups = [
                LocaleGroup(locales: [articles[reference].locale], value: "one list of \(referenceItems) items"),
                LocaleGroup(
                    locales: [location.locale], value: "lists of \(firstItems) and \(items - firstItems) items"),
            ]
            result[index].locations = [article.location(SourceLocation(line: line, column: 1))]
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The message of a list whose item count differs (StructureChecks).
    static let countMessage = "list has a different number of items than the reference's"

    /// The list element that starts on `line`, with its index.
    static func list(at line: Int, in document: Document) -> (Int, Element)? {
        guard
            let index = document.elements.firstIndex(where: { element in
                if case .list = element.kind { return element.position.line == line }
                return false
            })
        else { return nil }
        return (index, document.elements[index])
    }

    static func listItems(at line: Int, in document: Document) -> Int? {
        guard let (_, element) = list(at: line, in: document), case .list(_, let items) = element.kind else {
            return nil
        }
        return items
    }

    /// Why the second part starts a list of its own: another bullet character, or a block
    /// between the items indented less than their text.
    static func reason(first: Element, second: Element, in document: Document) -> (text: String, line: Int?) {
        let firstMarker = marker(of: document.source.lineBytes(first.position.line))
        let secondMarker = marker(of: document.source.lineBytes(second.position.line))
        if let firstMarker, let secondMarker, firstMarker != secondMarker, firstMarker.isBullet, secondMarker.isBullet {
            return ("its items change bullet from '\(firstMarker.text)' to '\(secondMarker.text)'", nil)
        }
        // A code block or image line between the parts, indented less than the items' text.
        // (Parts may start on one line, `1) - item`, a list in a list's first item: none between.)
        let textColumn = firstMarker?.textColumn ?? 2
        for line in (first.position.line + 1)..<max(first.position.line + 1, second.position.line) {
            let bytes = document.source.lineBytes(line)
            let indent = bytes.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = bytes.dropFirst(indent)
            let isBlock =
                rest.starts(with: "```".utf8) || rest.starts(with: "~~~".utf8) || rest.starts(with: "![".utf8)
                || rest.starts(with: "[![".utf8) || rest.starts(with: ">".utf8)
            if isBlock, indent < textColumn {
                return (
                    "a block between its items is indented \(indent) spaces, less than their text (\(textColumn))", line
                )
            }
        }
        return ("something between its items ends it", nil)
    }

    /// A list item's marker: its text and the column (0-based) where the item's text starts.
    struct Marker: Equatable {
        let text: String
        let textColumn: Int
        var isBullet: Bool { text == "-" || text == "*" || text == "+" }
    }

    static func marker(of line: ArraySlice<UInt8>) -> Marker? {
        let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
        let rest = line.dropFirst(indent)
        guard let first = rest.first else { return nil }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            let spaces = rest.dropFirst().prefix { $0 == UInt8(ascii: " ") }.count
            return Marker(text: String(UnicodeScalar(first)), textColumn: indent + 1 + max(1, spaces))
        }
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits > 0, digits < rest.count,
            rest[rest.startIndex + digits] == UInt8(ascii: ".") || rest[rest.startIndex + digits] == UInt8(ascii: ")")
        else { return nil }
        let spaces = rest.dropFirst(digits + 1).prefix { $0 == UInt8(ascii: " ") }.count
        return Marker(
            text: String(decoding: rest.prefix(digits + 1), as: UTF8.self),
            textColumn: indent + digits + 1 + max(1, spaces))
    }
}
