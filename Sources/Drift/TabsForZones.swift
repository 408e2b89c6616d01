// TabsForZones: a locale that lays out its per-platform passages as DocFX tabs
// (`# [Visual Studio](#tab/vswin)` … `---`) where the reference has zone pivots
// (`::: zone pivot="windows"` … `::: zone-end`), or the other way round. Docs sets moved from tabs
// to zone pivots; a locale translated before the move keeps its tabs. The two layouts have no
// common markers, so every marker reads as missing or different, and what the passages hold is
// paired across the two layouts wrongly (an image of the Mac tab with the Windows zone's). The
// one fix is to redo the passages in the reference's layout: one finding says so, at the
// locale's first marker, and every difference of that locale inside its passages or the
// reference's, and every marker difference, is folded under it.

import Diagnostics
import DocModel

enum TabsForZones {
    /// A document's per-platform passages in one layout: their ids in order of first use and the
    /// lines each group of passages spans.
    struct Passages {
        var ids: [String]
        var spans: [ClosedRange<Int>]

        func contains(_ line: Int) -> Bool { spans.contains { $0.contains(line) } }
    }

    static let rule = RuleID.structureZoneMismatch
    static let tabPrefix = "tab "
    static let pivotPrefix = "zone pivot="

    /// `findings` (levels applied) with each locale's differences inside passages of the other
    /// layout folded under one finding.
    static func fold(_ findings: [Finding], articles: [LocaleArticle], reference: Int) -> [Finding] {
        guard findings.contains(where: { $0.ruleID == rule }) else { return findings }
        let referenceArticle = articles[reference]
        var result = findings
        for article in articles where article.locale != referenceArticle.locale {
            guard let (own, theirs, layouts) = otherLayout(of: article, reference: referenceArticle) else { continue }
            let locale = article.locale
            let follows = result.indices.filter { index in
                let finding = result[index]
                guard finding.kind == .drift, !finding.locations.isEmpty,
                    finding.locations.allSatisfy({ $0.locale == locale })
                else { return false }
                if finding.ruleID == rule { return true }
                if finding.ruleID.area == "meta" || finding.ruleID.area == "sample" { return false }
                if own.contains(finding.locations[0].position.line) { return true }
                if let related = finding.related.first, related.locale == referenceArticle.locale {
                    return theirs.contains(related.position.line)
                }
                return false
            }
            guard follows.contains(where: { result[$0].ruleID == rule }), let first = own.spans.first else { continue }
            let consequences = follows.map { result[$0] }
            let cause = Finding(
                ruleID: rule, severity: consequences.map(\.severity).max() ?? .warning, kind: .drift,
                article: consequences[0].article,
                message: layouts + ": redo these passages in the reference's layout",
                locations: [article.location(line: first.lowerBound)],
                related: theirs.spans.first.map { [referenceArticle.location(line: $0.lowerBound)] } ?? [],
                notes: [
                    "what the passages hold is not paired across the two layouts: \(consequences.count) difference\(consequences.count == 1 ? "" : "s") of \(locale) in them follow\(consequences.count == 1 ? "s" : "") from it ('--expand' reports each)"
                ],
                consequences: consequences)
            let folded = Set(follows)
            var next: [Finding] = []
            next.reserveCapacity(result.count - folded.count + 1)
            for index in result.indices where !folded.contains(index) || index == follows[0] {
                next.append(index == follows[0] ? cause : result[index])
            }
            result = next
        }
        return result
    }

    /// `article`'s passages and the reference's when they are in the two different layouts,
    /// with the difference in words ("DocFX tabs ('#tab/vswin', …) where the reference es-ES has
    /// zone pivots ('windows', …)"); nil when they are not.
    static func otherLayout(of article: LocaleArticle, reference: LocaleArticle) -> (
        own: Passages, theirs: Passages, description: String
    )? {
        // Which layouts each has, first (most articles with zone markers have one layout in
        // every locale: nothing to build).
        let (ownLayouts, referenceLayouts) = (layouts(of: article.document), layouts(of: reference.document))
        guard ownLayouts != referenceLayouts, ownLayouts.tabs != ownLayouts.pivots,
            referenceLayouts.tabs != referenceLayouts.pivots
        else { return nil }
        let (ownTabs, ownPivots) = (tabs(in: article.document), pivots(in: article.document))
        let (referenceTabs, referencePivots) = (tabs(in: reference.document), pivots(in: reference.document))
        if let ownTabs, ownPivots == nil, referenceTabs == nil, let referencePivots {
            return (
                ownTabs, referencePivots,
                "DocFX tabs (\(quoted(ownTabs.ids, "#tab/"))) where the reference \(reference.locale) has zone pivots (\(quoted(referencePivots.ids)))"
            )
        }
        if let ownPivots, ownTabs == nil, let referenceTabs, referencePivots == nil {
            return (
                ownPivots, referenceTabs,
                "zone pivots (\(quoted(ownPivots.ids))) where the reference \(reference.locale) has DocFX tabs (\(quoted(referenceTabs.ids, "#tab/")))"
            )
        }
        return nil
    }

    /// Whether `document` has DocFX tabs, and whether it has zone pivots.
    static func layouts(of document: Document) -> (tabs: Bool, pivots: Bool) {
        var (tabs, pivots) = (false, false)
        for element in document.elements {
            guard case .zone(let marker) = element.kind else { continue }
            if marker.hasPrefix(tabPrefix) { tabs = true } else if marker.hasPrefix(pivotPrefix) { pivots = true }
            if tabs && pivots { break }
        }
        return (tabs, pivots)
    }

    /// Whether `finding` is a locale's finding of passages in the other layout (with what
    /// follows from it under it).
    static func isCause(_ finding: Finding) -> Bool {
        finding.ruleID == rule && !finding.consequences.isEmpty
    }

    /// `ids` quoted and joined, each behind `prefix`.
    static func quoted(_ ids: [String], _ prefix: String = "") -> String {
        ids.map { "'\(prefix)\($0)'" }.joined(separator: ", ")
    }

    /// The zone markers of `document` with their lines.
    static func markers(in document: Document) -> [(marker: String, line: Int)] {
        document.elements.compactMap { element in
            if case .zone(let marker) = element.kind { (marker, element.position.line) } else { nil }
        }
    }

    /// The document's DocFX tab groups: from a group's first tab to the thematic break (`---`)
    /// that ends it, else to the end of the file; nil when it has none.
    static func tabs(in document: Document) -> Passages? {
        let tabs = markers(in: document).filter { $0.marker.hasPrefix(tabPrefix) }
        guard !tabs.isEmpty else { return nil }
        var passages = Passages(ids: [], spans: [])
        var seen = Set<String>()
        for tab in tabs {
            let id = String(tab.marker.dropFirst(tabPrefix.count))
            if seen.insert(id).inserted { passages.ids.append(id) }
            if let last = passages.spans.last, last.contains(tab.line) { continue }
            passages.spans.append(tab.line...groupEnd(after: tab.line, in: document.source))
        }
        return passages
    }

    /// The line of the first thematic break after `line` (a line of three or more `-` after a
    /// blank line: a tab group's end), else the file's last line.
    static func groupEnd(after line: Int, in source: SourceText) -> Int {
        let lastLine = source.lines.lineCount
        var previousBlank = false
        var current = line + 1
        while current <= lastLine {
            // On the line's bytes: this reads every line of a tab group.
            let bytes = source.lineBytes(current)
            let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
            let end = bytes[start...].lastIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }.map { $0 + 1 } ?? start
            let trimmed = bytes[start..<end]
            if previousBlank, trimmed.count >= 3, trimmed.allSatisfy({ $0 == UInt8(ascii: "-") }) { return current }
            previousBlank = trimmed.isEmpty
            current += 1
        }
        return lastLine
    }

    /// The document's zone pivots: from each `zone pivot` marker to the `zone-end` after it (else
    /// the next marker, else the end of the file); nil when it has none.
    static func pivots(in document: Document) -> Passages? {
        let all = markers(in: document)
        guard all.contains(where: { $0.marker.hasPrefix(pivotPrefix) }) else { return nil }
        var passages = Passages(ids: [], spans: [])
        var seen = Set<String>()
        for (index, zone) in all.enumerated() where zone.marker.hasPrefix(pivotPrefix) {
            let id = zone.marker.dropFirst(pivotPrefix.count).filter { $0 != "\"" && $0 != "'" }
            if seen.insert(id).inserted { passages.ids.append(id) }
            let end = all[(index + 1)...].first?.line ?? document.source.lines.lineCount
            passages.spans.append(zone.line...max(zone.line, end))
        }
        return passages
    }
}
