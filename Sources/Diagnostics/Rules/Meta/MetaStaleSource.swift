// meta.stale-source: translated from an older source revision.

extension RuleID {
    /// `meta.stale-source`: translated from an older source revision.
    public static let metaStaleSource = RuleID("meta.stale-source")
}

extension RuleDescriptor {
    /// The `meta.stale-source` rule: its default level, what it compares and why, and its examples.
    public static let metaStaleSource = RuleDescriptor(
        id: .metaStaleSource, defaultSeverity: .warning, summary: "translated from an older source revision",
        explanation:
            "`ms.sourcegitcommit` names the source revision a translation was made from; locales whose revision is not the reference's (the newest by `ms.lasthandoff`) are stale. A stale locale whose headings differ from the reference's in at least half as many places as the reference has headings (missing, extra, moved or renamed; three at least missing, extra or moved), or that has less than a quarter of the reference's heading anchors, image targets and code blocks (when it has twenty at least: a rewrite that kept the headings), or that lays out its per-platform passages as DocFX tabs where the reference has zone pivots (or the other way round), was translated before the source was rewritten: its finding says to translate the article anew, and every other difference that involves that locale alone (its samples' too, not its front matter) is folded under it, since none can be fixed on its own. A lightly stale locale keeps each difference as a finding of its own. A stale locale in which nothing else this check compares differs (only prose or the source's front matter can have changed) is a note, not a warning: such locales are reported together, as one note after the articles with each article's finding under it (of an article's stale locales, those that differ keep their finding and those that match join the note) (a level configured for this rule applies to that note too).",
        triggering: RuleExample([
            ("en-US", "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/05/2018\n---\n# T\n"),
            ("fr-FR", "---\nms.sourcegitcommit: 6cd40d1\nms.lasthandoff: 02/27/2018\n---\n# T\n"),
        ]),
        nonTriggering: RuleExample([
            ("en-US", "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/05/2018\n---\n# T\n"),
            ("fr-FR", "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/07/2018\n---\n# T\n"),
        ]))
}
