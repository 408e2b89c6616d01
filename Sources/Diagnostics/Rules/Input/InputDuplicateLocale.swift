// input.duplicate-locale: an article has two files of one locale.

extension RuleID {
    /// `input.duplicate-locale`: an article has two files of one locale.
    public static let inputDuplicateLocale = RuleID("input.duplicate-locale")
}

extension RuleDescriptor {
    /// The `input.duplicate-locale` rule: its default level, what it compares and why, and its examples.
    public static let inputDuplicateLocale = RuleDescriptor(
        id: .inputDuplicateLocale, defaultSeverity: .warning, summary: "an article has two files of one locale",
        explanation:
            "Two files of the same locale map to one article (through `groups:` in the configuration, or a layout that cannot tell them apart). Only the first is compared; fix the mapping. (Its examples need a file system; they are tested end to end.)"
    )
}
