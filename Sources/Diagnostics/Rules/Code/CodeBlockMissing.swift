// code.block-missing: a code block of the reference is missing.

extension RuleID {
    /// `code.block-missing`: a code block of the reference is missing.
    public static let codeBlockMissing = RuleID("code.block-missing")
}

extension RuleDescriptor {
    /// The `code.block-missing` rule: its default level, what it compares and why, and its examples.
    public static let codeBlockMissing = RuleDescriptor(
        id: .codeBlockMissing, defaultSeverity: .error, summary: "a code block of the reference is missing",
        explanation:
            "Code blocks are aligned by content; one the reference has and a locale lacks is reported once.",
        triggering: RuleExample.threeLocales(
            "# T\n\n```csharp\nvar a = 1;\n```\n\n```csharp\nvar b = 2;\n```\n",
            "# T\n\n```csharp\nvar b = 2;\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n```csharp\nvar a = 1;\n```\n", "# T\n\n```csharp\nvar a = 1;\n```\n"))
}
