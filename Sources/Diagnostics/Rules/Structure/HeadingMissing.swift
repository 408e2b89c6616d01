// structure.heading-missing: a heading of the reference is missing.

extension RuleID {
    /// `structure.heading-missing`: a heading of the reference is missing.
    public static let structureHeadingMissing = RuleID("structure.heading-missing")
}

extension RuleDescriptor {
    /// The `structure.heading-missing` rule: its default level, what it compares and why, and its examples.
    public static let structureHeadingMissing = RuleDescriptor(
        id: .structureHeadingMissing, defaultSeverity: .error, summary: "a heading of the reference is missing",
        explanation:
            "Headings are aligned across locales by sequence alignment; a heading the reference locale has and another locale lacks is reported once, at the place it should be.",
        triggering: RuleExample.threeLocales("# Title\n\n## Setup\n\ntext\n\n## Usage\n", "# Titre\n\n## Usage\n"),
        nonTriggering: RuleExample.threeLocales(
            "# Title\n\n## Setup\n\n## Usage\n", "# Titre\n\n## Installation\n\n## Utilisation\n"))
}
