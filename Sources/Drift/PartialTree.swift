// PartialTree: link targets that no locale's tree has, folded over the whole run. Each article
// notes its own (LinkChecks); when several articles do, the likeliest cause is one — the
// checked tree is part of the docs (a snapshot, a sparse checkout), or files the source moved —
// so the run reports one note, at the first article's, with every article's note under it.

import Diagnostics

/// Collects the articles' notes of targets missing in every locale, and folds them.
struct PartialTree {
    private(set) var notes: [Finding] = []

    /// Whether `finding` is an article's note of targets missing in every locale (`link.broken`
    /// as a defect: a target missing in some locales only is drift).
    static func isMissingEverywhere(_ finding: Finding) -> Bool {
        finding.ruleID == .linkBroken && finding.kind == .defect
    }

    /// `findings` without the notes of targets missing in every locale, which are kept.
    mutating func holdingBack(_ findings: [Finding]) -> [Finding] {
        guard findings.contains(where: Self.isMissingEverywhere) else { return findings }
        notes += findings.filter(Self.isMissingEverywhere)
        return findings.filter { !Self.isMissingEverywhere($0) }
    }

    /// The one finding for the run: the only article's note as it is, or a note at the first
    /// article's with every article's note as a consequence; nil when no article had one.
    var folded: Finding? {
        guard let first = notes.first else { return nil }
        guard notes.count > 1 else { return first }
        return Finding(
            ruleID: first.ruleID, severity: notes.map(\.severity).max() ?? first.severity, kind: .defect,
            article: first.article,
            message: "\(notes.count) articles link targets that do not exist in any locale's tree",
            locations: first.locations,
            notes: [
                "the same targets are missing in every locale: the checked tree may be part of the docs, or the source moved or removed them; each article's note follows ('--expand' reports each with its targets)"
            ],
            consequences: notes)
    }
}
