// structure.heading-extra: a heading the reference does not have.

extension RuleID {
    /// `structure.heading-extra`: a heading the reference does not have.
    public static let structureHeadingExtra = RuleID("structure.heading-extra")
}

extension RuleDescriptor {
    /// The `structure.heading-extra` rule: its default level, what it compares and why, and its examples.
    public static let structureHeadingExtra = RuleDescriptor(
        id: .structureHeadingExtra, defaultSeverity: .error, summary: "a heading the reference does not have",
        explanation: "A heading present in some locales but not in the reference locale.",
        triggering: RuleExample.threeLocales("# Title\n\n## Usage\n", "# Titre\n\n## Notes\n\n## Utilisation\n"),
        nonTriggering: RuleExample.threeLocales("# Title\n\n## Usage\n", "# Titre\n\n## Utilisation\n"))
}
