// link.malformed: a link does not render: a space between ']' and '('.

extension RuleID {
    /// `link.malformed`: a link does not render: a space between ']' and '('.
    public static let linkMalformed = RuleID("link.malformed")
}

extension RuleDescriptor {
    /// The `link.malformed` rule: its default level, what it compares and why, and its examples.
    public static let linkMalformed = RuleDescriptor(
        id: .linkMalformed, defaultSeverity: .warning,
        summary: "a link does not render: a space between ']' and '('",
        explanation:
            "Machine translation writes links as `[ `Measure` ] (XREF: Xamarin.Forms . VisualElement. Measure)`: with a space between `]` and `(` the text is no link. An xref or URL whose closing parenthesis translation dropped is damaged too, up to its first `)`. Where another locale links the same target in the aligned section (compared without letter case or white space; an xref whose parameters translation changed, or into which it put words of its own, by its member before the parameter list; one that also lost a word of its path, by the member's own name when that has eight letters or more), the damaged link stands for it when the sections' link targets are compared, so the locale whose links work is not reported as having extra ones, and this finding reports the damage in the locale that has it, with each damaged link's line.",
        triggering: RuleExample.threeLocales(
            "See [setup](xref:App.Setup).\n", "Voir [installation] (xref: App. Setup).\n"),
        nonTriggering: RuleExample.threeLocales(
            "See [setup](xref:App.Setup).\n", "Voir [installation](xref:App.Setup).\n"))
}
