// code.block-moved: a code block is in another place than in the reference.

extension RuleID {
    /// `code.block-moved`: a code block is in another place than in the reference.
    public static let codeBlockMoved = RuleID("code.block-moved")
}

extension RuleDescriptor {
    /// The `code.block-moved` rule: its default level, what it compares and why, and its examples.
    public static let codeBlockMoved = RuleDescriptor(
        id: .codeBlockMoved, defaultSeverity: .warning,
        summary: "a code block is in another place than in the reference",
        explanation:
            "A block the source moved to another section shows as missing where the reference has it and as extra where the locale still has it; when both hold the same code (comments and spacing aside), they are this one finding, at the locale's block, with the reference's place as its related location (a block that moved with its whole section is no difference: `structure.heading-moved`). A warning: the code is there, in the place an older source had it.",
        triggering: RuleExample.threeLocales(
            "# T\n\n## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n\n## <a name=\"b\"></a>B\n\nText.\n",
            "# T\n\n## <a name=\"a\"></a>A\n\nTexte.\n\n## <a name=\"b\"></a>B\n\n```sh\nmake\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n",
            "# T\n\n## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n"))
}
