// structure.zone-mismatch: a zone or row/column marker differs.

extension RuleID {
    /// `structure.zone-mismatch`: a zone or row/column marker differs.
    public static let structureZoneMismatch = RuleID("structure.zone-mismatch")
}

extension RuleDescriptor {
    /// The `structure.zone-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let structureZoneMismatch = RuleDescriptor(
        id: .structureZoneMismatch, defaultSeverity: .error, summary: "a zone or row/column marker differs",
        explanation:
            "`::: zone pivot=\"…\"` / `::: zone-end` and `:::row:::` / `:::column:::` decide what a reader sees; another pivot shows other content. DocFX tabs (`# [Visual Studio](#tab/vswin)` … `---`) are markers too (`tab vswin`). A locale with tabs where the reference has zone pivots, or the other way round (docs sets moved from tabs to pivots; a translation made before the move keeps its tabs), is one finding at its first marker: the two layouts have no common markers, and what their passages hold is not paired across them, so every marker difference and every difference of that locale inside its passages or the reference's is folded under it.",
        triggering: RuleExample.threeLocales(
            "::: zone pivot=\"windows\"\n\nText\n\n::: zone-end\n",
            "::: zone pivot=\"macos\"\n\nTexte\n\n::: zone-end\n"),
        nonTriggering: RuleExample.threeLocales(
            "::: zone pivot=\"windows\"\n\nText\n\n::: zone-end\n",
            "::: zone pivot=\"windows\"\n\nTexte\n\n::: zone-end\n"))
}
