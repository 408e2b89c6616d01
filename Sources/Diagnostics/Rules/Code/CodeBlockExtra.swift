// code.block-extra: a code block the reference does not have.

extension RuleID {
    /// `code.block-extra`: a code block the reference does not have.
    public static let codeBlockExtra = RuleID("code.block-extra")
}

extension RuleDescriptor {
    /// The `code.block-extra` rule: its default level, what it compares and why, and its examples.
    public static let codeBlockExtra = RuleDescriptor(
        id: .codeBlockExtra, defaultSeverity: .error, summary: "a code block the reference does not have",
        explanation:
            "A code block present in some locales but not in the reference locale. A block of one line that holds exactly an inline code span the reference has in that section (and the locale lacks) is that span written as a block: one finding, at warning, that says so, with the section's inline-code finding under it.",
        triggering: RuleExample.threeLocales(
            "# T\n\n```csharp\nvar a = 1;\n```\n",
            "# T\n\n```csharp\nvar a = 1;\n```\n\n```csharp\nvar old = 0;\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n```csharp\nvar a = 1;\n```\n", "# T\n\n```csharp\nvar a = 1;\n```\n"))
}
