// structure.anchor-mismatch: an explicit anchor differs.

extension RuleID {
    /// `structure.anchor-mismatch`: an explicit anchor differs.
    public static let structureAnchorMismatch = RuleID("structure.anchor-mismatch")
}

extension RuleDescriptor {
    /// The `structure.anchor-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let structureAnchorMismatch = RuleDescriptor(
        id: .structureAnchorMismatch, defaultSeverity: .warning, summary: "an explicit anchor differs",
        explanation:
            "Explicit anchors (`<a name=\"…\"></a>` in a heading, or `{#id}`) are link targets; they must be the same in every locale, or links into the page break. A heading's anchor is compared with its heading (without the `no-loc` the localization pipeline leaves in anchors made from `:::no-loc(…):::` markup); an anchor outside headings (`<a name=\"x\"></a>` on a line of its own) is compared by name: one the reference has and a locale has nowhere, as an anchor or a heading's anchor, is reported in that locale, with the anchors only it has (where a renamed one now is).",
        triggering: RuleExample.threeLocales(
            "## <a name=\"setup\"></a>Setup\n", "## <a name=\"installation\"></a>Installation\n"),
        nonTriggering: RuleExample.threeLocales(
            "## <a name=\"setup\"></a>Setup\n", "## <a name=\"setup\"></a>Installation\n"))
}
