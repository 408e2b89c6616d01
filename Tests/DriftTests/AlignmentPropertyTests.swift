// Alignment by content, as issue #17 item 2 asks it to be tested: seeded random edits of real
// articles (Tests/Fixtures/corpus-mini) in one locale of three — a code block, an image, a
// section or a one-line list item deleted, a code block inserted, a section moved behind the
// next — yield exactly the one finding for what was changed, in that locale (what follows from
// it folded under it), and nothing else.

import Diagnostics
import DocModel
import Foundation
import Testing

@testable import Drift

@Suite("Alignment by content: seeded edits of real articles")
struct AlignmentPropertyTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/corpus-mini")

    /// The eight articles, in the locale each was written from (es-es, zh-tw).
    static func articles() throws -> [(name: String, text: String)] {
        try ["android-forms/es-es", "ios/zh-tw"].flatMap { root in
            let base = folder.appendingPathComponent(root)
            let paths = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".md") }.sorted()
            return try paths.map { path in
                // Without their front matter: the copies of one text stand for three locales,
                // and would disagree with its `ms.contentlocale`.
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") else { return (path, text) }
                return (path, String(text[end.upperBound...]))
            }
        }
    }

    enum Edit: String, CaseIterable, Sendable {
        case deleteCodeBlock, deleteImage, insertCodeBlock, moveSection, deleteSection, deleteListItem

        /// The one rule the edit must be reported under.
        var rule: RuleID {
            switch self {
            case .deleteCodeBlock: "code.block-missing"
            case .deleteImage: "media.image-mismatch"
            case .insertCodeBlock: "code.block-extra"
            case .moveSection: "structure.heading-moved"
            case .deleteSection: "structure.heading-missing"
            case .deleteListItem: "structure.list-items"
            }
        }
    }

    /// A small seeded generator (SplitMix64), so every run edits the same places.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// `text` with `edit` made at a place `generator` picks, or nil when the article has no such
    /// place.
    static func apply(_ edit: Edit, to text: String, _ generator: inout Generator) -> String? {
        var lines = text.components(separatedBy: "\n")
        let document = Document(markdown: text)
        let elements = document.elements
        switch edit {
        case .deleteCodeBlock:
            // A fenced block at the left margin, outside lists (where a deleted block would merge
            // two lists).
            let blocks = elements.filter { element in
                if case .code(let block) = element.kind { block.isFenced && block.indentation == 0 } else { false }
            }
            guard !blocks.isEmpty else { return nil }
            let block = blocks[generator.next(blocks.count)]
            lines.removeSubrange((block.position.line - 1)..<block.endLine)
        case .deleteImage:
            // An image on a line of its own (one line may hold several).
            let imageLines = elements.compactMap { element -> Int? in
                if case .image = element.kind { element.position.line } else { nil }
            }
            let images = elements.filter { element in
                guard case .image = element.kind, imageLines.count(where: { $0 == element.position.line }) == 1
                else { return false }
                let line = lines[element.position.line - 1].trimmingCharacters(in: .whitespaces)
                return line.hasPrefix("![") || line.hasPrefix("[![")
            }
            guard !images.isEmpty else { return nil }
            lines.remove(at: images[generator.next(images.count)].position.line - 1)
        case .insertCodeBlock:
            let headings = elements.filter { element in
                if case .heading(let level, _, _) = element.kind { level >= 2 } else { false }
            }
            guard !headings.isEmpty else { return nil }
            let heading = headings[generator.next(headings.count)]
            lines.insert(
                contentsOf: ["```text", "a block no locale has \(generator.next(1_000_000))", "```", ""],
                at: heading.position.line - 1)
        case .deleteSection:
            // A level-2 section, from its heading to the next heading of its level or above.
            let starts = elements.compactMap { element -> Int? in
                if case .heading(let level, .some, _) = element.kind, level <= 2 { element.position.line } else { nil }
            }
            guard starts.count >= 3 else { return nil }
            let pick = 1 + generator.next(starts.count - 2)
            guard case .heading(2, _, _)? = elements.first(where: { $0.position.line == starts[pick] })?.kind else {
                return nil
            }
            lines.removeSubrange((starts[pick] - 1)..<(starts[pick + 1] - 1))
        case .deleteListItem:
            // A one-line item of a bulleted list of two items or more at the margin: a bullet line
            // followed, within its list, by another bullet line.
            let bulletLines = lines.map { $0.hasPrefix("- ") || $0.hasPrefix("* ") }
            let items = elements.flatMap { element -> [Int] in
                guard case .list(false, let count) = element.kind, count >= 2 else { return [] }
                return (element.position.line...element.endLine).filter { line in
                    bulletLines[line - 1] && (line == element.endLine || bulletLines[line])
                }
            }
            guard !items.isEmpty else { return nil }
            lines.remove(at: items[generator.next(items.count)] - 1)
        case .moveSection:
            // A level-2 section moved behind the next one.
            let starts = elements.compactMap { element -> Int? in
                if case .heading(2, .some, _) = element.kind { element.position.line } else { nil }
            }
            guard starts.count >= 3 else { return nil }
            let pick = generator.next(starts.count - 2)
            let (first, second, third) = (starts[pick] - 1, starts[pick + 1] - 1, starts[pick + 2] - 1)
            let moved = Array(lines[first..<second])
            lines.removeSubrange(first..<second)
            lines.insert(contentsOf: moved, at: third - moved.count)
        }
        return lines.joined(separator: "\n")
    }

    @Test("an edit of one locale gives exactly its one finding, in that locale", arguments: Edit.allCases)
    func edit(_ edit: Edit) throws {
        var generator = Generator(state: 2026_1126)
        var tried = 0
        for (name, text) in try Self.articles() {
            // What the article reports unedited (defects every locale shares: a C# block that does
            // not parse) stays; the edit adds its one finding.
            let unedited = Set(checkArticle([("es-ES", text), ("ja-JP", text), ("pl-PL", text)]).map(\.message))
            for _ in 0..<3 {
                guard let edited = Self.apply(edit, to: text, &generator) else { continue }
                tried += 1
                let found = checkArticle([("es-ES", text), ("ja-JP", text), ("pl-PL", edited)])
                    // (A defect the edit deleted from one locale is still the others'.)
                    .filter { !unedited.contains($0.message) || $0.ruleID != "sample.syntax-error" }
                #expect(
                    found.map(\.ruleID) == [edit.rule],
                    "\(name): \(found.map { "\($0.message) \($0.locations.map { "\($0.locale):\($0.position.line)" })" })"
                )
                #expect(found.allSatisfy { $0.locations.allSatisfy { $0.locale == "pl-PL" } }, "\(name)")
            }
        }
        #expect(tried >= 9, "\(edit): too few articles have a place for it")
    }
}
