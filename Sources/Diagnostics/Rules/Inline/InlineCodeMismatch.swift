// inline.code-mismatch: a section names other identifiers in inline code.

extension RuleID {
    /// `inline.code-mismatch`: a section names other identifiers in inline code.
    public static let inlineCodeMismatch = RuleID("inline.code-mismatch")
}

extension RuleDescriptor {
    /// The `inline.code-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let inlineCodeMismatch = RuleDescriptor(
        id: .inlineCodeMismatch, defaultSeverity: .warning,
        summary: "a section names other identifiers in inline code",
        explanation:
            "Inline code spans name API; machine translation sometimes translates or renames them. Compared per aligned section: which spans a locale has, not how often it repeats each; a run of spaces or tabs, or a no-break space, inside a span is one space. Code a locale writes as text instead — without backticks, in bold or italics, as a link's plain text, as machine translation often leaves it — is there, and not reported, when it reads as code (a capital inside it, a digit, or one of `._@/<>[]():`: `AppDelegate`, `main.m`, not `Image`), stands outside code blocks as a word of its own, and the locale has no inline code of its own there (one that has changed something, and all it lacks is listed).",
        triggering: RuleExample.threeLocales(
            "# T\n\nSet `TransitioningDelegate` first.\n", "# T\n\nDéfinissez d'abord `DéléguéDeTransition`.\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\nSet `TransitioningDelegate` first.\n", "# T\n\nD'abord, définissez `TransitioningDelegate`.\n"))
}
