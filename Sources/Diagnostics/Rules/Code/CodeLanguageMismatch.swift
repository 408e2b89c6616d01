// code.language-mismatch: a code block's fence language differs.

extension RuleID {
    /// `code.language-mismatch`: a code block's fence language differs.
    public static let codeLanguageMismatch = RuleID("code.language-mismatch")
}

extension RuleDescriptor {
    /// The `code.language-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let codeLanguageMismatch = RuleDescriptor(
        id: .codeLanguageMismatch, defaultSeverity: .warning, summary: "a code block's fence language differs",
        explanation:
            "The fence language decides highlighting and sample extraction; `cs`, `c#` and `csharp` count as the same.",
        triggering: RuleExample.threeLocales("```csharp\nvar a = 1;\n```\n", "```java\nvar a = 1;\n```\n"),
        nonTriggering: RuleExample.threeLocales("```csharp\nvar a = 1;\n```\n", "```cs\nvar a = 1;\n```\n"))
}
