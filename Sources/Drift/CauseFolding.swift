// CauseFolding: findings that follow from another are folded under it. A section missing from a
// locale (or only in it) takes with it everything that section held: its lists, images, code
// blocks, links and inline code, and its subsections; an alert, a list or a table, the links and
// inline code it held (no more); an image missing, extra or swapped for another, the link target on
// its line that a locale lacks or adds with it (one finding per fact). Those
// differences are listed under the one finding that explains them, rather than reported as
// findings of their own.

import ByteKeys
import Diagnostics
import DocModel

/// Folds consequences under their causes, for one article.
enum CauseFolding {
    /// What a cause covers: the drifted locales, and the lines of the section or alert, in the
    /// reference (for what a locale lacks) or in each drifted locale (for what only it has).
    struct Scope {
        var locales: Set<String>
        /// Each place's lines (a finding that folded repeats of one change has several).
        var referenceLines: [ClosedRange<Int>]?
        var driftedLines: [String: [ClosedRange<Int>]]
        /// The rules of the findings it can cover (nil: all but front-matter and sample rules).
        var rules: Set<RuleID>? = nil
        /// Covers only findings about at most this many link targets or pieces of inline code,
        /// all on one side (an image's own link, the links of a list's extra items; not the
        /// other differences of their section); nil: any.
        var maximumTargets: Int? = nil
        /// Covers only what the locale has beyond the reference: the cause is something only the
        /// locale has (an extra section), and what the locale lacks does not follow from it.
        var extrasOnly = false
        /// Covers nothing the locale has beyond the reference: the cause is something the locale
        /// lacks, and an element only the locale has does not follow from it.
        var absencesOnly = false

        /// Whether `finding` follows from the cause: drift in no other locale, at places the
        /// cause covers. Front-matter and sample findings stand on their own, and so does a
        /// layout of tabs for zones (its passages span sections).
        func covers(_ finding: Finding) -> Bool {
            guard finding.kind == .drift, !finding.locations.isEmpty, finding.ruleID.area != "meta",
                !TabsForZones.isCause(finding),
                finding.ruleID.area != "sample", rules?.contains(finding.ruleID) ?? true,
                finding.locations.allSatisfy({ locales.contains($0.locale) })
            else { return false }
            if let maximumTargets,
                finding.ruleID == .linkTargetMismatch || finding.ruleID == .inlineCodeMismatch
            {
                let count = CauseFolding.targetCount(finding)
                guard count >= 1, count <= maximumTargets else { return false }
            }
            if extrasOnly, CauseFolding.reportsAbsence(finding) { return false }
            if absencesOnly, CauseFolding.reportsExtraElement(finding) { return false }
            // Where the reference has the cause (what a locale lacks is located by the reference's
            // line), or where the drifted locales have it (what only they have); a cause in both
            // (an image whose target changed) covers either.
            if let referenceLines, let related = finding.related.first,
                referenceLines.contains(where: { $0.contains(related.position.line) })
            {
                return true
            }
            return !driftedLines.isEmpty
                && finding.locations.allSatisfy { location in
                    driftedLines[location.locale]?.contains { $0.contains(location.position.line) } == true
                }
        }
    }

    /// The rules whose findings can be causes.
    static let causeRules: Set<RuleID> = [
        .structureHeadingMissing, .structureHeadingExtra, .structureAlertMismatch, .structureListItems,
        .structureTableShape, .mediaImageMismatch,
    ]

    /// What a missing or extra image takes with it: the link on its line (a download badge, a
    /// lightbox link around a screenshot), reported once as the image.
    static let imageConsequences: Set<RuleID> = [.linkTargetMismatch, .linkBroken]

    /// `findings` with every consequence folded under its cause. A cause takes the severity of
    /// its worst consequence when that is higher (a docs lead who would block on a consequence
    /// blocks on its cause).
    static func fold(_ findings: consuming [Finding], articles: [LocaleArticle], reference: Int) -> [Finding] {
        guard findings.contains(where: { causeRules.contains($0.ruleID) && $0.kind == .drift }) else {
            return findings
        }
        // Candidates by the line a cause's range is tested on: the reference's (related) line,
        // and the primary location's line. A cause finds the lines in its range by binary search,
        // so an article of thousands of missing headings is not compared pairwise.
        let candidates = findings.indices.filter { findings[$0].kind == .drift && !findings[$0].locations.isEmpty }
        let byReferenceLine = candidates.compactMap { index in
            findings[index].related.first.map { (line: $0.position.line, index: index) }
        }.sorted { $0.line < $1.line }
        let byPrimaryLine = candidates.map { (line: findings[$0].locations[0].position.line, index: $0) }
            .sorted { $0.line < $1.line }
        func entries(_ sorted: [(line: Int, index: Int)], in lines: ClosedRange<Int>) -> ArraySlice<
            (line: Int, index: Int)
        > {
            let start = SortedSearch.firstIndex(in: sorted.count) { sorted[$0].line >= lines.lowerBound }
            let end = SortedSearch.firstIndex(in: sorted.count) { sorted[$0].line > lines.upperBound }
            return sorted[start..<max(start, end)]
        }
        var folded = Array(repeating: false, count: findings.count)
        var consequences: [Int: [Int]] = [:]
        for cause in findings.indices where !folded[cause] {
            guard let scope = scope(of: findings[cause], articles: articles, reference: reference) else { continue }
            var inRange: [(line: Int, index: Int)] = []
            if let ranges = scope.referenceLines {
                inRange = ranges.flatMap { entries(byReferenceLine, in: $0) }
            }
            if let primary = findings[cause].locations.first?.locale, let ranges = scope.driftedLines[primary] {
                inRange += ranges.flatMap { entries(byPrimaryLine, in: $0) }
            }
            for (_, other) in inRange where other != cause && !folded[other] && scope.covers(findings[other]) {
                folded[other] = true
                // A subsection's own consequences go with it, under the outer cause.
                consequences[cause, default: []] += [other] + (consequences.removeValue(forKey: other) ?? [])
            }
        }
        guard !consequences.isEmpty else { return findings }
        // In place (the caller hands the array over): a finding copied is a retain of each of
        // its fields, and most findings stay where they are.
        for (cause, inner) in consequences {
            let sorted = inner.sorted()
            findings[cause].consequences = sorted.map { findings[$0] }
            findings[cause].severity = max(
                findings[cause].severity, sorted.map { findings[$0].severity }.max() ?? .note)
        }
        var kept = 0
        for index in findings.indices where !folded[index] {
            if kept != index { findings.swapAt(kept, index) }
            kept += 1
        }
        findings.removeLast(findings.count - kept)
        return findings
    }

    /// What `cause` covers, or nil when it is no cause: a heading, alert or list that the reference
    /// has and the drifted locales lack (the reference's lines), or that only they have (their
    /// own lines). An alert of another type in both is no cause.
    static func scope(of cause: Finding, articles: [LocaleArticle], reference: Int) -> Scope? {
        guard cause.kind == .drift else { return nil }
        if cause.ruleID == .mediaImageMismatch {
            return imageScope(of: cause, articles: articles, reference: reference)
        }
        if cause.ruleID == .structureListItems, Self.has(cause.message, ListSplits.countMessage) {
            return itemCountScope(of: cause, articles: articles, reference: reference)
        }
        let isHeading: Bool
        let isMissing: Bool
        switch cause.ruleID {
        case .structureHeadingMissing: (isHeading, isMissing) = (true, true)
        case .structureHeadingExtra: (isHeading, isMissing) = (true, false)
        case .structureAlertMismatch where Self.has(cause.message, StructureMessages.missing):
            (isHeading, isMissing) = (false, true)
        case .structureAlertMismatch where Self.has(cause.message, StructureMessages.notInReference):
            (isHeading, isMissing) = (false, false)
        // A whole list missing or extra (not one whose items differ in number).
        case .structureListItems where Self.has(cause.message, StructureMessages.missing):
            (isHeading, isMissing) = (false, true)
        case .structureListItems where Self.has(cause.message, StructureMessages.notInReference):
            (isHeading, isMissing) = (false, false)
        // A whole table missing or extra (not one of another shape).
        case .structureTableShape where Self.has(cause.message, StructureMessages.missing):
            (isHeading, isMissing) = (false, true)
        case .structureTableShape where Self.has(cause.message, StructureMessages.notInReference):
            (isHeading, isMissing) = (false, false)
        default: return nil
        }
        var scope = Scope(locales: Set(cause.locations.map(\.locale)), referenceLines: nil, driftedLines: [:])
        if isMissing {
            // Each place the reference has it (repeats of one change fold into one finding).
            let ranges = cause.related.compactMap { related -> ClosedRange<Int>? in
                guard related.locale == articles[reference].locale else { return nil }
                return extent(at: related.position.line, in: articles[reference].document, heading: isHeading)
            }
            guard !ranges.isEmpty else { return nil }
            scope.referenceLines = ranges
            scope.absencesOnly = true
            // As for an extra one, below: what it held, no more.
            if !isHeading { scope.maximumTargets = targets(in: ranges, of: articles[reference].document) }
            return scope
        }
        scope.extrasOnly = true
        var held = 0
        for location in cause.locations {
            guard let article = articles.first(where: { $0.locale == location.locale }),
                let lines = extent(at: location.position.line, in: article.document, heading: isHeading)
            else { return nil }
            scope.driftedLines[location.locale, default: []].append(lines)
            held = max(held, targets(in: [lines], of: article.document))
        }
        // An alert or a list takes the links or code it holds, not a section's worth: a finding
        // that lists more than it holds, or also what the locale lacks, says something of its
        // own too.
        if !isHeading { scope.maximumTargets = held }
        return scope
    }

    /// Whether `finding` reports an element only its locales have (a heading, an alert, a list,
    /// an image or a code block not in the reference).
    static func reportsExtraElement(_ finding: Finding) -> Bool {
        finding.ruleID == .codeBlockExtra || has(finding.message, StructureMessages.notInReference)
    }

    /// How many links and pieces of inline code `document` has on `lines`.
    static func targets(in lines: [ClosedRange<Int>], of document: Document) -> Int {
        document.inlineItems.count { item in lines.contains { $0.contains(item.position.line) } }
    }

    /// Whether `finding` reports something its locales lack: a missing element or block, or
    /// links or inline code where the locale's group has none.
    static func reportsAbsence(_ finding: Finding) -> Bool {
        if finding.ruleID == .codeBlockMissing || has(finding.message, StructureMessages.missing) { return true }
        guard let locale = finding.locations.first?.locale else { return false }
        return finding.groups.first { $0.locales.contains(locale) }?.value == "(none)"
    }

    /// How many targets a link-target (or inline-code) finding says one locale group lacks or
    /// adds, when that is all it says (its groups: the accepted targets the others lack, then
    /// each group's own, `(none)` when it has none); 0 when it says more (targets on both sides,
    /// several groups).
    static func targetCount(_ finding: Finding) -> Int {
        let values = finding.groups.map(\.value)
        let listed = values.filter { $0 != "(none)" }
        guard values.count == 2, listed.count == 1 else { return 0 }
        return listed[0].components(separatedBy: "', '").count
    }

    /// What a missing or extra image covers: its own line (the reference's, or the drifted
    /// locales'), and only link findings. An image whose target changed covers the one link
    /// target that differs on its line in the reference or in the locale (the lightbox link
    /// around a screenshot that was swapped or dropped with it), and nothing else.
    static func imageScope(of cause: Finding, articles: [LocaleArticle], reference: Int) -> Scope? {
        var scope = Scope(
            locales: Set(cause.locations.map(\.locale)), referenceLines: nil, driftedLines: [:],
            rules: imageConsequences, maximumTargets: 1)
        let referenceLines = cause.related.filter { $0.locale == articles[reference].locale }.map {
            $0.position.line...$0.position.line
        }
        if Self.has(cause.message, StructureMessages.missing) {
            guard !referenceLines.isEmpty else { return nil }
            scope.referenceLines = referenceLines
            return scope
        }
        for location in cause.locations {
            scope.driftedLines[location.locale, default: []].append(location.position.line...location.position.line)
        }
        if cause.message.hasPrefix(StructureMessages.imageTargetDiffers) {
            guard !referenceLines.isEmpty else { return nil }
            scope.referenceLines = referenceLines
            scope.rules = [.linkTargetMismatch]
            return scope
        }
        guard Self.has(cause.message, StructureMessages.notInReference) else { return nil }
        scope.extrasOnly = true
        return scope
    }

    /// What a list with more or fewer items than the reference's covers: the links or inline code
    /// (as many as the items it differs by) the items it has beyond the other's hold (its lines
    /// where the locale has more, the reference's where it has fewer).
    static func itemCountScope(of cause: Finding, articles: [LocaleArticle], reference: Int) -> Scope? {
        guard cause.locations.count == 1, let location = cause.locations.first,
            let related = cause.related.first, related.locale == articles[reference].locale,
            let drifted = articles.first(where: { $0.locale == location.locale }),
            let (_, own) = ListSplits.list(at: location.position.line, in: drifted.document),
            let (_, theirs) = ListSplits.list(at: related.position.line, in: articles[reference].document),
            case .list(_, let ownItems) = own.kind, case .list(_, let theirItems) = theirs.kind, ownItems != theirItems
        else { return nil }
        // As many links or pieces of code as the lists differ by (what the items one lacks held:
        // an item may name two methods, simple.md), else as the items they differ by.
        let ownLines = own.position.line...max(own.position.line, own.endLine)
        let theirLines = theirs.position.line...max(theirs.position.line, theirs.endLine)
        let heldApart = abs(
            targets(in: [ownLines], of: drifted.document) - targets(in: [theirLines], of: articles[reference].document))
        var scope = Scope(
            locales: [location.locale], referenceLines: nil, driftedLines: [:],
            rules: [.linkTargetMismatch, .inlineCodeMismatch],
            maximumTargets: max(heldApart, abs(ownItems - theirItems)))
        if ownItems > theirItems {
            scope.extrasOnly = true
            scope.driftedLines[location.locale] = [ownLines]
        } else {
            scope.referenceLines = [theirLines]
        }
        return scope
    }

    /// The lines of the heading's section (up to the next heading of its level or above) or of
    /// the alert, list or table that starts on `line`, or nil when no such element starts there.
    static func extent(at line: Int, in document: Document, heading: Bool) -> ClosedRange<Int>? {
        let elements = document.elements
        // Elements are in document order: the first at `line` by binary search.
        var index = SortedSearch.firstIndex(in: elements.count) { elements[$0].position.line >= line }
        while index < elements.count, elements[index].position.line == line, !isKind(elements[index], heading: heading)
        {
            index += 1
        }
        guard index < elements.count, elements[index].position.line == line else { return nil }
        guard case .heading(let level, _, _) = elements[index].kind else {
            return line...max(line, elements[index].endLine)
        }
        let next = elements[(index + 1)...].first { element in
            if case .heading(let other, _, _) = element.kind { other <= level } else { false }
        }
        // An anchor on its own line just above the heading (`<a name="x"></a>`, a blank line,
        // the heading) belongs to its section.
        let anchors = document.anchors
        let above = SortedSearch.firstIndex(in: anchors.count) { anchors[$0].position.line >= line } - 1
        let start = above >= 0 && anchors[above].position.line >= line - 2 ? anchors[above].position.line : line
        return start...max(line, (next?.position.line ?? Int.max) - 1)
    }

    /// Whether `text` holds `phrase`, byte for byte (not Foundation's `contains`, which searches
    /// with Unicode rules at many times the cost).
    static func has(_ text: String, _ phrase: String) -> Bool {
        var (text, phrase) = (text, phrase)
        return text.withUTF8 { bytes in phrase.withUTF8 { Bytes.firstIndex(of: $0, in: bytes) != nil } }
    }

    private static func isKind(_ element: Element, heading: Bool) -> Bool {
        switch element.kind {
        case .heading: heading
        case .alert, .list, .table: !heading
        default: false
        }
    }
}
