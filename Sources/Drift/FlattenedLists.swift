// FlattenedLists: a nested list that a locale's Markdown flattens. A sub-item indented less than
// the text of the item above it (` - Debug` then `  - It is…`: text at column 4, sub-item at 3)
// is not nested: CommonMark makes it the next item of the same list. The alignment then sees a
// list with more items and nested lists missing, and describes neither well. When a locale's
// list differences lie at such a list, they become one finding at the first sub-item that does
// not nest, which says why.

import Diagnostics
import DocModel

enum FlattenedLists {
    static let rule = RuleID.structureListItems

    /// A bullet line of a list that should nest under the item above and does not.
    struct UnnestedItem {
        let line: Int
        let indentation: Int
        /// The column (0-based) where the text of the item above starts.
        let textColumn: Int
    }

    /// `findings` (levels applied) with each locale's list findings at a flattened list folded
    /// under one finding that says where and why it is flat.
    static func fold(_ findings: [Finding], articles: [LocaleArticle]) -> [Finding] {
        guard findings.contains(where: { $0.ruleID == rule && $0.kind == .drift }) else { return findings }
        var result = findings
        for article in articles {
            // A locale's list findings first: its lists' lines are read only where one lies.
            func isListFinding(_ finding: Finding) -> Bool {
                finding.ruleID == rule && finding.kind == .drift && finding.locations.count == 1
                    && finding.locations[0].locale == article.locale
            }
            guard result.contains(where: isListFinding) else { continue }
            let elements = article.document.elements
            for (index, element) in elements.enumerated() {
                guard case .list = element.kind else { continue }
                // From the end of the element before the list (where a list the locale lacks
                // there is reported; the list's own first line when that element holds the list,
                // an outer list's item) to the list's last line.
                let from = index > 0 ? min(elements[index - 1].endLine, element.position.line) : 1
                let lines = from...max(from, element.endLine)
                let follows = result.indices.filter { candidate in
                    isListFinding(result[candidate]) && lines.contains(result[candidate].locations[0].position.line)
                }
                guard let first = follows.first,
                    let unnested = firstUnnestedItem(
                        in: element.position.line...max(element.position.line, element.endLine), of: article.document)
                else { continue }
                let cause = Finding(
                    ruleID: rule, severity: follows.map { result[$0].severity }.max() ?? .warning, kind: .drift,
                    article: result[first].article,
                    message:
                        "list is flat here: a sub-item is indented \(unnested.indentation) spaces, less than the text of the item above (\(unnested.textColumn)), so it does not nest",
                    locations: [article.location(line: unnested.line)], related: result[first].related,
                    groups: result[first].groups,
                    notes: ["indent the sub-items to the text of their item, as the reference nests them"],
                    consequences: follows.map { result[$0] })
                let folded = Set(follows)
                var next: [Finding] = []
                for candidate in result.indices where !folded.contains(candidate) || candidate == first {
                    next.append(candidate == first ? cause : result[candidate])
                }
                result = next
            }
        }
        return result
    }

    /// The first bullet on `lines` of `document` indented more than the item before it but less
    /// than that item's text: meant as a sub-item, read as the next item.
    static func firstUnnestedItem(in lines: ClosedRange<Int>, of document: Document) -> UnnestedItem? {
        var previous: (indentation: Int, textColumn: Int)?
        for line in lines {
            let bytes = document.source.lineBytes(line)
            guard let bullet = bullet(bytes) else { continue }
            if let above = previous, bullet.indentation > above.indentation, bullet.indentation < above.textColumn {
                return UnnestedItem(line: line, indentation: bullet.indentation, textColumn: above.textColumn)
            }
            previous = bullet
        }
        return nil
    }

    /// The indentation and text column of a list item's first line (`-`, `*`, `+` or a number
    /// and `.` or `)`, then one to four spaces), or nil for any other line.
    static func bullet(_ line: ArraySlice<UInt8>) -> (indentation: Int, textColumn: Int)? {
        let indentation = line.prefix { $0 == 0x20 }.count
        var cursor = line.startIndex + indentation
        guard cursor < line.endIndex else { return nil }
        let marker = line[cursor]
        if marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+") {
            cursor += 1
        } else {
            let digits = line[cursor...].prefix { $0 &- UInt8(ascii: "0") < 10 }.count
            guard (1...9).contains(digits) else { return nil }
            cursor += digits
            guard cursor < line.endIndex, line[cursor] == UInt8(ascii: ".") || line[cursor] == UInt8(ascii: ")")
            else { return nil }
            cursor += 1
        }
        let spaces = line[cursor...].prefix { $0 == 0x20 }.count
        guard (1...4).contains(spaces), cursor + spaces < line.endIndex else { return nil }
        return (indentation, cursor + spaces - line.startIndex)
    }
}
