// structure.list-items: an aligned list has another number of items.

extension RuleID {
    /// `structure.list-items`: an aligned list has another number of items.
    public static let structureListItems = RuleID("structure.list-items")
}

extension RuleDescriptor {
    /// The `structure.list-items` rule: its default level, what it compares and why, and its examples.
    public static let structureListItems = RuleDescriptor(
        id: .structureListItems, defaultSeverity: .warning,
        summary: "an aligned list has another number of items",
        explanation:
            "Steps lost or added in a translation: the lists are aligned and their item counts compared. A list a locale's Markdown breaks in parts — a code block, image or alert between two items indented less than the items' text, or a bullet of another character (`*` after `-`) — whose parts hold the reference's items between them is one finding, at the break, saying why; no item is reported missing or extra. So is a nested list a locale flattens: a sub-item indented less than the text of the item above it (` - Debug` then `  - …`) is the next item of the same list, and the locale's list differences there fold under one finding at that sub-item. A list with more or fewer items than the reference's takes the links and inline code the items it has or lacks beyond the other's held (as many as the two lists hold apart, or as the items they differ by), when those are all a finding of its section lists.",
        triggering: RuleExample.threeLocales("# T\n\n1. Open\n2. Build\n3. Run\n", "# T\n\n1. Ouvrir\n2. Exécuter\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n1. Open\n2. Build\n3. Run\n", "# T\n\n1. Ouvrir\n2. Compiler\n3. Exécuter\n"))
}
