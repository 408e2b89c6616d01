// code.string-drift: a C# block's string literals differ.

extension RuleID {
    /// `code.string-drift`: a C# block's string literals differ.
    public static let codeStringDrift = RuleID("code.string-drift")
}

extension RuleDescriptor {
    /// The `code.string-drift` rule: its default level, what it compares and why, and its examples.
    public static let codeStringDrift = RuleDescriptor(
        id: .codeStringDrift, defaultSeverity: .warning, summary: "a C# block's string literals differ",
        explanation:
            "When a C# block's tokens agree but its string literals do not. Reported at a lower severity, since user-facing strings are sometimes translated on purpose.",
        triggering: RuleExample.threeLocales(
            "```csharp\nConsole.WriteLine (\"transition completed\");\n```\n",
            "```csharp\nConsole.WriteLine (\"transition terminée\");\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "```csharp\nConsole.WriteLine (\"transition completed\"); // log\n```\n",
            "```csharp\nConsole.WriteLine (\"transition completed\"); // journal\n```\n"))
}
