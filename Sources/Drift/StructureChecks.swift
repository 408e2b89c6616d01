// StructureChecks: walks the aligned skeleton. A column some locales lack is one missing/extra
// finding; a column every locale has compares the element's properties (heading level and anchor,
// alert type, include path, zone marker, list items, table shape, image target, code language and
// content) and partitions the locales that disagree.

import ByteKeys
import Diagnostics
import DocModel
import Foundation

extension CheckContext {
    mutating func checkStructure(_ alignment: SkeletonAlignment) {
        let skeletons = articles.map(\.document.elements)
        for (columnIndex, column) in alignment.columns.enumerated() {
            // Most columns are complete: their locale lists are built only when some locale lacks
            // the element.
            if column.members.contains(where: { $0 == nil }) {
                let present = column.members.indices.filter { column.members[$0] != nil }
                let absent = column.members.indices.filter { column.members[$0] == nil }
                let representative = skeletons[column.representativeLocale][column.representativeElement]
                reportPresence(
                    representative, column: columnIndex, alignment: alignment, present: present, absent: absent)
                // The locales that have it still agree or not on what it is (an image's target,
                // a list's items): compared with the reference when it has the element.
                if present.count >= 2, column.members[reference] != nil {
                    compareProperties(
                        column.members.enumerated().map { locale, member in member.map { skeletons[locale][$0] } })
                }
                continue
            }
            // Built as optionals from the start: converting an array of elements to one of
            // optionals is a cast of every element.
            let elements = column.members.enumerated().map { locale, member -> Element? in skeletons[locale][member!] }
            compareProperties(elements)
            if case .code? = elements[reference]?.kind { compareCode(elements.map { $0! }) }
        }
    }

    /// The position in locale `locale` where the element of column `column` would be: just after
    /// the nearest preceding element it has.
    private func expectedPosition(locale: Int, column: Int, alignment: SkeletonAlignment) -> SourceLocation {
        var index = column - 1
        while index >= 0 {
            if let element = alignment.columns[index].members[locale] {
                let previous = articles[locale].document.elements[element]
                return SourceLocation(line: previous.endLine, column: 1)
            }
            index -= 1
        }
        return SourceLocation(line: 1, column: 1)
    }

    /// Where and how locale `locale` wrote `element` (of column `column`, which it lacks) in a way
    /// that does not make one: an alert as a bold paragraph (`**Avertissement :**`), an image in
    /// Markdown that does not parse. The line, the message after the element's description, and
    /// the locale group's value.
    private mutating func writtenOtherwise(
        _ element: Element, in locale: Int, _ column: Int, _ alignment: SkeletonAlignment
    ) -> (line: Int, message: String, value: String)? {
        let document = articles[locale].document
        switch element.kind {
        case .alert:
            guard let (line, text) = Self.boldAlert(in: document, lines: gap(locale, column, alignment)) else {
                return nil
            }
            return (line, "is written as a bold paragraph here ('\(text)'), not as a DocFX alert", "'\(text)'")
        case .image(let source, _):
            guard let line = malformedImages(locale).line(linking: source) else { return nil }
            return (
                line, "does not render in this locale: \(MalformedImages.reason(line: line, in: document))",
                "does not parse"
            )
        default:
            return nil
        }
    }

    /// Whether `element` is a code block in locale `locale` that holds only an image the reference
    /// has (`    ![](a.png)`, indented four spaces): the image's finding says it does not render.
    private mutating func isIndentedImage(_ element: Element, in locale: Int) -> Bool {
        guard case .code(let block) = element.kind else { return false }
        let content = block.content.trimmingWhitespace()
        guard content.hasPrefix("![") || content.hasPrefix("[!["), !content.contains("\n") else { return false }
        let target = malformedImages(locale).target(onLine: block.contentLine)
        return articles[reference].document.elements.contains { other in
            if case .image(let source, _) = other.kind { return source == target }
            return false
        }
    }

    /// Locale `locale`'s image Markdown that did not parse, scanned on first use.
    private mutating func malformedImages(_ locale: Int) -> MalformedImages {
        if let scanned = malformedImages[locale] { return scanned }
        let scanned = MalformedImages(articles[locale].document)
        malformedImages[locale] = scanned
        return scanned
    }

    /// The lines of locale `locale` between the elements it has around column `column` (where
    /// the column's element would be).
    private func gap(_ locale: Int, _ column: Int, _ alignment: SkeletonAlignment) -> ClosedRange<Int> {
        let start = expectedPosition(locale: locale, column: column, alignment: alignment).line
        let elements = articles[locale].document.elements
        let next = alignment.columns[(column + 1)...].lazy.compactMap { $0.members[locale] }.first
        let end = next.map { elements[$0].position.line } ?? articles[locale].document.source.lines.lineStarts.count
        return start...max(start, end)
    }

    /// The first line in `lines` that opens with a short bold phrase ending in a colon, an alert
    /// written the old way (`**Important :**`, `> **Warnung:**`, `>💡 **Porada**:`, or the whole
    /// note in bold after its label: `**REMARQUE : …**`), and that phrase.
    static func boldAlert(in document: Document, lines: ClosedRange<Int>) -> (line: Int, text: String)? {
        for line in lines {
            var text = Substring(document.lineText(line))
            while let first = text.first,
                first == ">" || first == " "
                    || (first.unicodeScalars.first?.properties.isEmoji == true && !first.isASCII)
            {
                text = text.dropFirst()
            }
            guard text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**") else { continue }
            let phrase = text[text.startIndex..<close.upperBound]
            let after = text[close.upperBound...]
            if phrase.count <= 32, phrase.contains(":") || after.hasPrefix(":") || after.hasPrefix(" :") {
                return (line, String(phrase) + (after.hasPrefix(":") ? ":" : ""))
            }
            // The whole note in bold, its label first (`**REMARQUE : Le problème … résolu**`).
            if let colon = phrase.firstIndex(of: ":"), phrase.distance(from: phrase.startIndex, to: colon) <= 24 {
                return (line, String(phrase[...colon]))
            }
        }
        return nil
    }

    /// An anchor without the `no-loc` the localization pipeline leaves in anchors made from
    /// headings with `:::no-loc(Xamarin.Forms):::` markup (`easing-functions-in-no-locxamarinforms`
    /// is `easing-functions-in-xamarinforms`): the same heading, whatever the pipeline's version.
    /// An anchor compared without `no-loc` (what the localization pipeline leaves of the
    /// source's no-loc markup) but quoted as written, so that it can be found in the file.
    struct ComparedAnchor: Hashable {
        let written: String
        let compared: String

        init(_ anchor: String) {
            written = anchor
            compared = CheckContext.withoutNoLoc(anchor)
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.compared == rhs.compared }
        func hash(into hasher: inout Hasher) { hasher.combine(compared) }
    }

    static func withoutNoLoc(_ anchor: String) -> String {
        guard anchor.utf8.count >= 6, Bytes.contains("no-loc", in: anchor) else { return anchor }
        return anchor.replacingOccurrences(of: "no-loc", with: "")
    }

    private static func describe(_ element: Element) -> String {
        switch element.kind {
        case .heading(let level, let anchor, let text):
            return "\(String(repeating: "#", count: level)) \(anchor.map { "'\($0)'" } ?? "'\(text)'")"
        case .code(let block):
            let first = CodeNormalizer.firstLine(of: block) ?? ""
            return
                "\(block.language.isEmpty ? "code" : block.language) block '\(first.count > 60 ? String(first.prefix(60)) + "…" : first)'"
        case .image(let source, _): return "image '\(source)'"
        case .table(let rows, let columns): return "table \(rows)×\(columns)"
        case .list(let ordered, let items): return "\(ordered ? "ordered" : "bulleted") list of \(items) items"
        case .alert(let type): return "alert [!\(type)]"
        case .include(let path, let language):
            return language.map { "code include '\(path)' (\($0))" } ?? "include '\(path)'"
        case .zone(let marker): return "zone marker '\(marker)'"
        }
    }

    private static func presenceRules(_ element: Element) -> (missing: RuleID, extra: RuleID) {
        switch element.kind {
        case .heading: (.structureHeadingMissing, .structureHeadingExtra)
        case .code: (.codeBlockMissing, .codeBlockExtra)
        case .image: (.mediaImageMismatch, .mediaImageMismatch)
        case .table: (.structureTableShape, .structureTableShape)
        case .list: (.structureListItems, .structureListItems)
        case .alert: (.structureAlertMismatch, .structureAlertMismatch)
        case .include: (.structureIncludeMismatch, .structureIncludeMismatch)
        case .zone: (.structureZoneMismatch, .structureZoneMismatch)
        }
    }

    private mutating func reportPresence(
        _ element: Element, column: Int, alignment: SkeletonAlignment, present: [Int], absent: [Int]
    ) {
        let rules = Self.presenceRules(element)
        let what = Self.describe(element)
        var absent = absent
        if present.contains(reference) {
            // A locale that has the element, written in a way that does not make one: said as such, at
            // its line, and not reported missing.
            let referenceElement = articles[reference].document.elements[alignment.columns[column].members[reference]!]
            for locale in absent {
                guard let (line, message, value) = writtenOtherwise(element, in: locale, column, alignment) else {
                    continue
                }
                absent.removeAll { $0 == locale }
                drift(
                    rules.missing, "\(what) \(message)", drifted: [(locale, SourceLocation(line: line, column: 1))],
                    referencePosition: referenceElement.position,
                    groups: [
                        LocaleGroup(locales: present.map { articles[$0].locale }, value: "has \(what)"),
                        LocaleGroup(locales: [articles[locale].locale], value: value),
                    ])
            }
            if absent.isEmpty { return }
        }
        let groups = [
            LocaleGroup(locales: present.map { articles[$0].locale }, value: "has \(what)"),
            LocaleGroup(locales: absent.map { articles[$0].locale }, value: "none"),
        ]
        if present.contains(reference) {
            let referenceElement = articles[reference].document.elements[alignment.columns[column].members[reference]!]
            drift(
                rules.missing, "\(what)\(StructureMessages.missing)\(referenceArticle.locale) has it)",
                drifted: absent.map { ($0, expectedPosition(locale: $0, column: column, alignment: alignment)) },
                referencePosition: referenceElement.position, groups: groups)
        } else {
            // An image a locale indented into a code block is reported as an image that does not
            // render (`writtenOtherwise`), not again as an extra code block.
            var present = present
            present.removeAll { isIndentedImage(element, in: $0) }
            guard !present.isEmpty else { return }
            let positions = present.map { index in
                (index, articles[index].document.elements[alignment.columns[column].members[index]!].position)
            }
            // A heading the reference has elsewhere, with the same anchor: a second copy here (an
            // older source's intro that repeated a section), not a heading the reference lacks.
            var elsewhere = ""
            if case .heading(_, let anchor?, _) = element.kind {
                // The reference's anchors as a set, made once per article (an article of
                // thousands of extra headings would otherwise scan the reference for each).
                if referenceHeadingAnchors == nil {
                    referenceHeadingAnchors = Set(
                        articles[reference].document.elements.compactMap { other in
                            if case .heading(_, let otherAnchor?, _) = other.kind { otherAnchor } else { nil }
                        })
                }
                if referenceHeadingAnchors?.contains(anchor) == true { elsewhere = " here (it has it once, elsewhere)" }
            }
            drift(
                rules.extra, "\(what)\(StructureMessages.notInReference)\(referenceArticle.locale)\(elsewhere)",
                drifted: positions,
                referencePosition: expectedPosition(locale: reference, column: column, alignment: alignment),
                groups: groups.reversed())
        }
    }

    /// Compares one property across the locales that have the element (`elements` by locale,
    /// nil where a locale lacks it; the reference has it) and reports the non-accepted groups.
    /// `replacement`, when given, says how a value is written on the element's line and what
    /// precedes and follows it there: each drifted locale's fix is then the accepted value in
    /// place of its own (`replacementFix`).
    private mutating func compare<Value: Hashable>(
        _ elements: [Element?], rule: RuleID, message: (String) -> String, value: (Element) -> Value,
        display: (Value) -> String,
        replacement: (written: (Value) -> String, openers: [String], closers: Set<UInt8>)? = nil
    ) {
        // Agreement, the usual case, needs no partition (and no list of the values).
        guard let first = elements[reference].map(value),
            elements.contains(where: { element in element.map { value($0) != first } ?? false })
        else { return }
        let partition = LocalePartition(
            elements.indices.compactMap { locale in elements[locale].map { (locale, value($0)) } },
            reference: reference)
        guard !partition.agrees, let accepted = partition.accepted, let referenceElement = elements[reference]
        else { return }
        let fixes = replacement.map { replacement in
            partition.drifted.compactMap { locale in
                elements[locale].flatMap { element in
                    replacementFix(
                        locale: locale, at: element.position, written: replacement.written(value(element)),
                        replacement: replacement.written(accepted.value), openers: replacement.openers,
                        closers: replacement.closers)
                }
            }
        }
        drift(
            rule, message(display(accepted.value)),
            drifted: partition.drifted.compactMap { locale in elements[locale].map { (locale, $0.position) } },
            referencePosition: referenceElement.position, groups: partition.localeGroups(articles, describe: display),
            fixes: fixes ?? [])
    }

    /// Compares the properties of one aligned element: in every locale, or in those that have
    /// it (nil for the others). Code content is compared apart (`compareCode`), in full columns.
    private mutating func compareProperties(_ elements: [Element?]) {
        guard let referenceElement = elements[reference] else { return }
        switch referenceElement.kind {
        case .heading:
            compare(
                elements, rule: .structureHeadingLevel,
                message: { "heading level differs from the reference's \($0)" },
                value: { if case .heading(let level, _, _) = $0.kind { level } else { 0 } }, display: { "h\($0)" })
            let anyAnchor = elements.contains { element in
                if case .heading(_, .some, _)? = element?.kind { true } else { false }
            }
            if anyAnchor {
                compare(
                    elements, rule: .structureAnchorMismatch,
                    message: { "heading anchor differs from the reference's \($0)" },
                    value: {
                        if case .heading(_, let anchor, _) = $0.kind {
                            ComparedAnchor(anchor ?? "")
                        } else {
                            ComparedAnchor("")
                        }
                    },
                    display: { $0.written.isEmpty ? "(no anchor)" : "'\($0.written)'" },
                    replacement: (\.written, Self.anchorOpeners, Self.anchorClosers))
            }
        case .alert:
            compare(
                elements, rule: .structureAlertMismatch,
                message: { "alert type differs from the reference's \($0)" },
                value: { if case .alert(let type) = $0.kind { type } else { "" } }, display: { "[!\($0)]" })
        case .include:
            compare(
                elements, rule: .structureIncludeMismatch,
                message: { "include target differs from the reference's \($0)" },
                value: { if case .include(let path, _) = $0.kind { path } else { "" } }, display: { "'\($0)'" })
        case .zone:
            compare(
                elements, rule: .structureZoneMismatch,
                message: { "zone marker differs from the reference's \($0)" },
                value: { if case .zone(let marker) = $0.kind { marker } else { "" } }, display: { "'\($0)'" })
        case .list:
            compare(
                elements, rule: .structureListItems,
                message: { "list has a different number of items than the reference's \($0)" },
                value: { if case .list(_, let items) = $0.kind { items } else { 0 } }, display: { "\($0) items" })
        case .table:
            compare(
                elements, rule: .structureTableShape, message: { "table shape differs from the reference's \($0)" },
                value: { element -> [Int] in
                    if case .table(let rows, let columns) = element.kind { [rows, columns] } else { [] }
                },
                display: { "\($0.first ?? 0) rows × \($0.last ?? 0) columns" })
        case .image:
            compare(
                elements, rule: .mediaImageMismatch, message: { "\(StructureMessages.imageTargetDiffers)\($0)" },
                value: { if case .image(let source, _) = $0.kind { source } else { "" } }, display: { "'\($0)'" },
                replacement: ({ $0 }, Self.targetOpeners, Self.targetClosers))
        case .code:
            compare(
                elements, rule: .codeLanguageMismatch,
                message: { "code block language differs from the reference's \($0)" },
                value: { if case .code(let block) = $0.kind { block.normalizedLanguage } else { "" } },
                display: { $0.isEmpty ? "(none)" : "'\($0)'" })
        }
    }
}

/// The words of presence findings that tell a missing element from an extra one (what
/// `CauseFolding` reads of a finding made here).
enum StructureMessages {
    static let missing = " is missing (the reference "
    static let notInReference = " is not in the reference "
    /// How an image-mismatch finding about an image in both, with another target, begins.
    static let imageTargetDiffers = "image target differs from the reference's "
}
