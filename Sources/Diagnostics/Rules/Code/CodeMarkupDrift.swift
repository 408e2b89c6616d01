// code.markup-drift: an XML or XAML block differs as a tree.

extension RuleID {
    /// `code.markup-drift`: an XML or XAML block differs as a tree.
    public static let codeMarkupDrift = RuleID("code.markup-drift")
}

extension RuleDescriptor {
    /// The `code.markup-drift` rule: its default level, what it compares and why, and its examples.
    public static let codeMarkupDrift = RuleDescriptor(
        id: .codeMarkupDrift, defaultSeverity: .error, summary: "an XML or XAML block differs as a tree",
        explanation:
            "XML and XAML blocks are parsed with libxml2 and compared as trees: elements and attributes must match (error); text content and attribute values that read as human text (spaces, non-ASCII letters) may be translated and are reported as warnings. Comments and whitespace never count. A block that is not well-formed is compared by lines (`code.text-drift`).",
        triggering: RuleExample.threeLocales(
            "```xml\n<Label Text=\"Hi\" FontSize=\"12\" />\n```\n",
            "```xml\n<Label Text=\"Hi\" FontSize=\"14\" />\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "```xml\n<!-- a label -->\n<Label Text=\"Hi\" FontSize=\"12\" />\n```\n",
            "```xml\n<!-- une étiquette -->\n<Label\n    Text=\"Hi\"\n    FontSize=\"12\"/>\n```\n"))
}
