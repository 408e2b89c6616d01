// structure.heading-level: an aligned heading has another level.

extension RuleID {
    /// `structure.heading-level`: an aligned heading has another level.
    public static let structureHeadingLevel = RuleID("structure.heading-level")
}

extension RuleDescriptor {
    /// The `structure.heading-level` rule: its default level, what it compares and why, and its examples.
    public static let structureHeadingLevel = RuleDescriptor(
        id: .structureHeadingLevel, defaultSeverity: .warning, summary: "an aligned heading has another level",
        explanation: "The same heading at another level changes the outline and the table of contents.",
        triggering: RuleExample.threeLocales("# Title\n\n## Usage\n", "# Titre\n\n### Utilisation\n"),
        nonTriggering: RuleExample.threeLocales("# Title\n\n## Usage\n", "# Titre\n\n## Utilisation\n"))
}
