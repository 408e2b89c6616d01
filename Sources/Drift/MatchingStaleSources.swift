// MatchingStaleSources: stale locales in which nothing else differs, folded over the whole run.
// `meta.stale-source` says a locale was translated from an older source revision. When no other
// finding of its article involves that locale, nothing the check compares (headings, anchors,
// links, images, lists, code, samples) differs from the reference: only prose can have changed,
// or only the source's front matter. Each such finding is true, but alone it gives a reviewer
// nothing to fix, and a tree whose locales were synced at different times has dozens (a fifth of
// corpus-ios's stale locales; the precision reviews judged them not actionable one by one). The
// run reports them as one note, a list to re-sync when convenient, with each article's finding
// under it; stale locales that differ keep their own findings, which head their differences.

import Diagnostics

/// Collects the articles' stale-source findings whose locales match the reference otherwise, and
/// folds them into one note.
struct MatchingStaleSources {
    private(set) var held: [Finding] = []
    /// The level the configuration sets for `meta.stale-source`, if any: the note then takes it
    /// (a team that gates on stale translations keeps gating); by default it is a note.
    let configuredSeverity: Severity?

    static let ruleID = RuleID.metaStaleSource

    /// Whether `finding` is a stale-source finding with nothing folded under it that no other
    /// drift finding of its article (`findings`) involves.
    static func matchesOtherwise(_ finding: Finding, in findings: [Finding]) -> Bool {
        finding.ruleID == ruleID && finding.kind == .drift && finding.consequences.isEmpty
            && ArticleChecker.otherDriftCount(involving: finding, in: findings) == 0
    }

    /// `findings` (one article's) without its stale-source findings' locales that match the
    /// reference otherwise, which are kept for the run's note: a finding whose stale locales all
    /// match is held whole; one where some match and some differ is split, the matching ones
    /// held (de-DE older but the same as the reference in all that is compared, fr-FR older and
    /// different: review 15).
    mutating func holdingBack(_ findings: [Finding]) -> [Finding] {
        guard findings.contains(where: { $0.ruleID == Self.ruleID }) else { return findings }
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            guard finding.ruleID == Self.ruleID, finding.kind == .drift, finding.consequences.isEmpty else {
                kept.append(finding)
                continue
            }
            let locales = finding.locations.map(\.locale)
            let matching = locales.filter { locale in
                Self.matchesOtherwise(finding.restricted(to: [locale]), in: findings)
            }
            if matching.count == locales.count {
                held.append(finding)
            } else if matching.isEmpty {
                kept.append(finding)
            } else {
                held.append(finding.restricted(to: Set(matching)))
                kept.append(finding.restricted(to: Set(locales).subtracting(matching)))
            }
        }
        return kept
    }

    /// The one finding for the run: the only such finding as a note that says why, or a note at
    /// the first article's with every article's finding as a consequence; nil when none.
    var folded: Finding? {
        guard let first = held.first else { return nil }
        let severity = configuredSeverity ?? .note
        let why =
            "nothing else this check compares differs in \(held.count == 1 ? "this locale" : "these locales"): only prose (or the source's front matter) can have changed since"
        guard held.count > 1 else {
            var only = first
            only.severity = severity
            only.notes.append(why)
            return only
        }
        let locales = Set(held.flatMap { $0.locations.map(\.locale) }).sorted()
        return Finding(
            ruleID: Self.ruleID, severity: severity, kind: .drift, article: first.article,
            message:
                "\(held.count) articles' translations (\(locales.joined(separator: ", "))) are from older source revisions but match their reference otherwise",
            locations: first.locations, related: first.related,
            notes: [
                why + "; re-translate them when convenient. Each article's finding follows ('--expand' reports each)"
            ],
            consequences: held.map { finding in
                var consequence = finding
                consequence.severity = severity
                return consequence
            })
    }
}
