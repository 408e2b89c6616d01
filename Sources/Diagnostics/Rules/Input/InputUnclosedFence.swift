// input.unclosed-fence: a code fence is never closed.

extension RuleID {
    /// `input.unclosed-fence`: a code fence is never closed.
    public static let inputUnclosedFence = RuleID("input.unclosed-fence")
}

extension RuleDescriptor {
    /// The `input.unclosed-fence` rule: its default level, what it compares and why, and its examples.
    public static let inputUnclosedFence = RuleDescriptor(
        id: .inputUnclosedFence, defaultSeverity: .warning, summary: "a code fence is never closed",
        explanation:
            "An unclosed fence turns the rest of the file into code, hiding every heading after it. So does, up to the next bare fence, a fence with a language where a block was meant to close (```` ```csharp ```` right after a block's code: a closing fence takes no language, so it is read as code and the next block's own closing fence ends this one); it is reported at that line. What the runaway block swallowed (a code block, a heading and its section) differs in that locale only as a consequence, and so does what follows a swallowed heading up to the locale's next heading (the alignment compares it as part of the section before): those differences are folded under the fence's finding, which takes the severity of the worst of them.",
        triggering: RuleExample([
            ("en-US", "# T\n\n```csharp\nvar a = 1;\n```\n"), ("fr-FR", "# T\n\n```csharp\nvar a = 1;\n"),
        ]),
        nonTriggering: RuleExample([
            ("en-US", "# T\n\n```csharp\nvar a = 1;\n```\n"), ("fr-FR", "# T\n\n```csharp\nvar a = 1;\n```\n"),
        ]))
}
