// structure.article-orphaned: an article exists only in a minority of locales.

extension RuleID {
    /// `structure.article-orphaned`: an article exists only in a minority of locales.
    public static let structureArticleOrphaned = RuleID("structure.article-orphaned")
}

extension RuleDescriptor {
    /// The `structure.article-orphaned` rule: its default level, what it compares and why, and its examples.
    public static let structureArticleOrphaned = RuleDescriptor(
        id: .structureArticleOrphaned, defaultSeverity: .warning,
        summary: "an article exists only in a minority of locales",
        explanation:
            "The article exists in at most half of the tree's locales: it was most likely removed or moved in the source, and these translations were left behind (the others may hold redirect stubs with `redirect_url`). One finding for the article, and nothing else is reported for it. (Its examples need a tree of several articles; they are tested end to end.)"
    )
}
