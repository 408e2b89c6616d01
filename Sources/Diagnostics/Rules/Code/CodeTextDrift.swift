// code.text-drift: a code block's lines differ.

extension RuleID {
    /// `code.text-drift`: a code block's lines differ.
    public static let codeTextDrift = RuleID("code.text-drift")
}

extension RuleDescriptor {
    /// The `code.text-drift` rule: its default level, what it compares and why, and its examples.
    public static let codeTextDrift = RuleDescriptor(
        id: .codeTextDrift, defaultSeverity: .error, summary: "a code block's lines differ",
        explanation:
            "Code in other languages is compared line by line after dropping comments (by the language's comment syntax) and collapsing whitespace; the finding points at the first differing line and names the differing words.",
        triggering: RuleExample.threeLocales(
            "```bash\ndotnet build -c Release\n```\n", "```bash\ndotnet build -c Debug\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "```bash\n# build\ndotnet build -c Release\n```\n",
            "```bash\n# compiler\ndotnet   build -c Release\n```\n"))
}
