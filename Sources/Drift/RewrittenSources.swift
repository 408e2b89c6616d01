// RewrittenSources: a locale translated before its source was rewritten. When half the
// reference's sections or more differ in a stale locale (missing, extra, moved or renamed
// headings; three at least missing, extra or moved), or it has less than a quarter of the
// reference's anchors, images and code blocks (of twenty at least), or it lays out its
// per-platform passages in another way (DocFX tabs where the reference has zone pivots:
// `TabsForZones`), its article is another text, and the one thing to do is to translate it
// anew: every other difference that involves that locale alone follows from it (its samples'
// too) and is folded under its `meta.stale-source` finding, which says so. Front-matter findings stand on their own; a lightly stale locale keeps
// each difference as a finding of its own, since each can be updated on its own.

import ByteKeys
import Diagnostics
import DocModel

enum RewrittenSources {
    /// The fewest differing headings that make a rewrite.
    static let minimumHeadings = 3

    /// `findings` (folded, levels applied) with a rewritten locale's differences under its stale
    /// source; the locale is split out of a stale-source finding it shares with others.
    static func fold(_ findings: [Finding], articles: [LocaleArticle], reference: Int) -> [Finding] {
        guard let staleIndex = findings.firstIndex(where: { $0.ruleID == .metaStaleSource && $0.kind == .drift })
        else { return findings }
        let referenceHeadings = articles[reference].document.elements.count(where: {
            if case .heading = $0.kind { true } else { false }
        })
        let stale = findings[staleIndex]
        let referenceLocale = articles[reference].locale
        var evidence: [String: String] = [:]
        let referenceItems = identifyingItems(of: articles[reference].document)
        for locale in stale.locations.map(\.locale) {
            // Headings missing, extra or moved (three at least, which renamed anchors alone never
            // are: a source that renamed its headings is one each can follow), and with renamed
            // ones half the reference's.
            let structural = findings.reduce(0) {
                $0 + headingDifferences(in: $1, locale: locale, rules: structuralRules)
            }
            let differing =
                structural
                + findings.reduce(0) {
                    $0 + headingDifferences(in: $1, locale: locale, rules: [.structureAnchorMismatch])
                }
            if structural >= minimumHeadings && differing * 2 >= referenceHeadings {
                evidence[locale] =
                    "its headings differ from \(referenceLocale)'s in \(differing) places (\(referenceLocale) has \(referenceHeadings))"
                continue
            }
            // Per-platform passages in the other layout (tabs where the source now has zone
            // pivots): the source was restructured, and what the passages hold cannot be compared.
            if let article = articles.first(where: { $0.locale == locale }),
                findings.contains(where: { TabsForZones.isCause($0) && $0.locations.first?.locale == locale }),
                let layouts = TabsForZones.otherLayout(of: article, reference: articles[reference])
            {
                evidence[locale] = "it has \(layouts.description)"
                continue
            }
            // Headings kept through a rewrite (each step now once per tab, say) hide it; the
            // rest of its content does not: its anchors, images and code are mostly others.
            guard referenceItems.count >= minimumItems,
                let article = articles.first(where: { $0.locale == locale })
            else { continue }
            let shared = sharedCount(referenceItems, identifyingItems(of: article.document))
            if shared * 4 < referenceItems.count {
                evidence[locale] =
                    "only \(shared) of \(referenceLocale)'s \(referenceItems.count) anchors, images and code blocks are in it"
            }
        }
        let rewritten = Set(evidence.keys)
        guard !rewritten.isEmpty else { return findings }
        var result: [Finding] = []
        var causes: [String: Finding] = [:]
        var remaining = stale
        for locale in rewritten.sorted() where remaining.locations.contains(where: { $0.locale == locale }) {
            var cause = stale.restricted(to: [locale])
            cause.message =
                "translated before the source was rewritten: \(evidence[locale]!); translate the article anew"
            cause.notes = []
            causes[locale] = cause
            remaining = remaining.restricted(to: Set(remaining.locations.map(\.locale)).subtracting([locale]))
        }
        // The consequences first; then the causes take the stale-source finding's place.
        var folded = Set<Int>()
        for (index, finding) in findings.enumerated() where index != staleIndex {
            let locales = Set(finding.locations.map(\.locale))
            if locales.count == 1, let locale = locales.first, causes[locale] != nil, follows(finding) {
                causes[locale]!.consequences.append(finding)
                folded.insert(index)
            }
        }
        for (index, finding) in findings.enumerated() where !folded.contains(index) {
            guard index == staleIndex else {
                result.append(finding)
                continue
            }
            if !remaining.locations.isEmpty { result.append(remaining) }
            for locale in rewritten.sorted() {
                guard var cause = causes[locale] else { continue }
                cause.severity = max(cause.severity, cause.consequences.map(\.severity).max() ?? cause.severity)
                result.append(cause)
            }
        }
        return result
    }

    /// The fewest anchors, images and code blocks the reference must have for their share in a
    /// locale to tell a rewrite.
    static let minimumItems = 20

    /// One thing that identifies content across translations.
    /// Each by the hash of its bytes (a code block's made when it was parsed): the measure counts
    /// shared items, and hashing strings anew for every stale locale was 1 % of a check.
    enum Item: Hashable {
        case anchor(Int)
        case image(Int)
        case code(Int)
    }

    /// What identifies a document's content across translations: heading anchors, image
    /// targets and code blocks, as a multiset.
    static func identifyingItems(of document: Document) -> [Item: Int] {
        var items: [Item: Int] = [:]
        for element in document.elements {
            switch element.kind {
            case .heading(_, let anchor?, _): items[.anchor(ByteHash.of(anchor)), default: 0] += 1
            case .image(let source, _): items[.image(ByteHash.of(source)), default: 0] += 1
            case .code(let block): items[.code(block.contentHash), default: 0] += 1
            default: break
            }
        }
        return items
    }

    /// How many of `reference`'s items `other` has too, counting repeats.
    static func sharedCount(_ reference: [Item: Int], _ other: [Item: Int]) -> Int {
        reference.reduce(0) { $0 + min($1.value, other[$1.key] ?? 0) }
    }

    /// Whether `finding` can follow from an older source: drift (its samples' too), not front
    /// matter.
    static func follows(_ finding: Finding) -> Bool {
        finding.kind == .drift && finding.ruleID.area != "meta"
    }

    /// The headings of `rules` that `finding` (and what is folded under it) reports in `locale`.
    static func headingDifferences(in finding: Finding, locale: String, rules: Set<RuleID>) -> Int {
        let own = rules.contains(finding.ruleID) && finding.locations.contains { $0.locale == locale } ? 1 : 0
        return own
            + finding.consequences.reduce(0) { $0 + headingDifferences(in: $1, locale: locale, rules: rules) }
    }

    /// Headings the locale lacks, has beyond the reference, or has elsewhere.
    static let structuralRules: Set<RuleID> = [
        .structureHeadingMissing, .structureHeadingExtra, .structureHeadingMoved,
    ]
}
