// structure.table-shape: an aligned table has another shape.

extension RuleID {
    /// `structure.table-shape`: an aligned table has another shape.
    public static let structureTableShape = RuleID("structure.table-shape")
}

extension RuleDescriptor {
    /// The `structure.table-shape` rule: its default level, what it compares and why, and its examples.
    public static let structureTableShape = RuleDescriptor(
        id: .structureTableShape, defaultSeverity: .warning, summary: "an aligned table has another shape",
        explanation:
            "Rows or columns lost in a table; GitHub tables are compared by rows × columns. A table some locales lack altogether (or only they have) is reported as missing (or not in the reference), and the inline code and links of its cells are listed under that finding rather than reported again.",
        triggering: RuleExample.threeLocales(
            "| a | b |\n|---|---|\n| 1 | 2 |\n", "| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |\n"),
        nonTriggering: RuleExample.threeLocales(
            "| a | b |\n|---|---|\n| 1 | 2 |\n", "| x | y |\n|---|---|\n| 1 | 2 |\n"))
}
