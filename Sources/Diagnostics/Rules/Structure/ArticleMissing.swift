// structure.article-missing: an article is missing in some locales.

extension RuleID {
    /// `structure.article-missing`: an article is missing in some locales.
    public static let structureArticleMissing = RuleID("structure.article-missing")
}

extension RuleDescriptor {
    /// The `structure.article-missing` rule: its default level, what it compares and why, and its examples.
    public static let structureArticleMissing = RuleDescriptor(
        id: .structureArticleMissing, defaultSeverity: .warning,
        summary: "an article is missing in some locales",
        explanation:
            "The article exists in most of the tree's locales but not in these (no file, or a redirect stub with `redirect_url`). One finding for the article; its present locales are still compared with each other. (Its examples need a tree of several articles; they are tested end to end.)"
    )
}
