// input.front-matter: the front matter cannot be read.

extension RuleID {
    /// `input.front-matter`: the front matter cannot be read.
    public static let inputFrontMatter = RuleID("input.front-matter")
}

extension RuleDescriptor {
    /// The `input.front-matter` rule: its default level, what it compares and why, and its examples.
    public static let inputFrontMatter = RuleDescriptor(
        id: .inputFrontMatter, defaultSeverity: .error, summary: "the front matter cannot be read",
        explanation: "Front matter that is opened with `---` and never closed, is not YAML, or is not a mapping.",
        triggering: RuleExample([("en-US", "---\ntitle: T\n---\n# T\n"), ("fr-FR", "---\ntitle: [T\n---\n# T\n")]),
        nonTriggering: RuleExample([
            ("en-US", "---\ntitle: T\n---\n# T\n"), ("fr-FR", "---\ntitle: \"[T]\"\n---\n# T\n"),
        ]))
}
