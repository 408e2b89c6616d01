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
            "Inline code spans name API; machine translation sometimes translates or renames them. Compared per aligned section: which spans a locale has, not how often it repeats each; a run of spaces or tabs, or a no-break space, inside a span is one space.",
        triggering: RuleExample.threeLocales(
            "# T\n\nSet `TransitioningDelegate` first.\n", "# T\n\nDéfinissez d'abord `DéléguéDeTransition`.\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\nSet `TransitioningDelegate` first.\n", "# T\n\nD'abord, définissez `TransitioningDelegate`.\n"))
}
