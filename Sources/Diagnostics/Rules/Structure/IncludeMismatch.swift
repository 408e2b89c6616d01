// structure.include-mismatch: an include or code include differs.

extension RuleID {
    /// `structure.include-mismatch`: an include or code include differs.
    public static let structureIncludeMismatch = RuleID("structure.include-mismatch")
}

extension RuleDescriptor {
    /// The `structure.include-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let structureIncludeMismatch = RuleDescriptor(
        id: .structureIncludeMismatch, defaultSeverity: .error, summary: "an include or code include differs",
        explanation:
            "`[!include[…](path)]` and `[!code-lang[…](path#region)]` pull content in; another path means other content.",
        triggering: RuleExample.threeLocales(
            "# T\n\n[!include[intro](../includes/intro.md)]\n",
            "# T\n\n[!include[intro](../includes/old-intro.md)]\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n[!include[intro](../includes/intro.md)]\n",
            "# T\n\n[!include[introduction](../includes/intro.md)]\n"))
}
