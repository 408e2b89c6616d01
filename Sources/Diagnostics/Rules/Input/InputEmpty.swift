// input.empty: the file is empty.

extension RuleID {
    /// `input.empty`: the file is empty.
    public static let inputEmpty = RuleID("input.empty")
}

extension RuleDescriptor {
    /// The `input.empty` rule: its default level, what it compares and why, and its examples.
    public static let inputEmpty = RuleDescriptor(
        id: .inputEmpty, defaultSeverity: .warning, summary: "the file is empty",
        explanation: "An empty translation: everything of the reference is missing from it.",
        triggering: RuleExample([("en-US", "# T\n"), ("fr-FR", "")]),
        nonTriggering: RuleExample([("en-US", "# T\n"), ("fr-FR", "# T\n")]))
}
