// structure.heading-moved: a heading of the reference is in another place.

extension RuleID {
    /// `structure.heading-moved`: a heading of the reference is in another place.
    public static let structureHeadingMoved = RuleID("structure.heading-moved")
}

extension RuleDescriptor {
    /// The `structure.heading-moved` rule: its default level, what it compares and why, and its examples.
    public static let structureHeadingMoved = RuleDescriptor(
        id: .structureHeadingMoved, defaultSeverity: .warning,
        summary: "a heading of the reference is in another place",
        explanation:
            "The alignment keeps the reference's order, so a section a locale has in another place would show as missing where the reference has it and as extra where the locale has it. A heading named the same (its anchor, else its text) that one locale lacks at one place and has at another is one finding, at the locale's heading, with the reference's as the related location. What the section held that moved with it is no difference; what does not reappear at the other place is folded under the move.",
        triggering: RuleExample.threeLocales(
            "# T\n\n## <a name=\"a\"></a>A\n\none\n\n## <a name=\"b\"></a>B\n\ntwo\n",
            "# T\n\n## <a name=\"b\"></a>B2\n\ndeux\n\n## <a name=\"a\"></a>A2\n\nun\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n## <a name=\"a\"></a>A\n\none\n\n## <a name=\"b\"></a>B\n\ntwo\n",
            "# T\n\n## <a name=\"a\"></a>A2\n\nun\n\n## <a name=\"b\"></a>B2\n\ndeux\n"))
}
