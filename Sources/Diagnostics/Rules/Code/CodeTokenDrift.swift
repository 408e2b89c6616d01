// code.token-drift: a C# block's tokens differ.

extension RuleID {
    /// `code.token-drift`: a C# block's tokens differ.
    public static let codeTokenDrift = RuleID("code.token-drift")
}

extension RuleDescriptor {
    /// The `code.token-drift` rule: its default level, what it compares and why, and its examples.
    public static let codeTokenDrift = RuleDescriptor(
        id: .codeTokenDrift, defaultSeverity: .error, summary: "a C# block's tokens differ",
        explanation:
            "C# blocks are lexed and compared as token sequences, comments, whitespace and preprocessor lines dropped: identifiers, keywords, operators and numbers must match. Re-indenting, moving a brace or translating a comment is not drift; a renamed method, a changed number or a lost line is. The finding names the first stretch of tokens that differs, per locale group (found by a diff of the tokens, so that four dropped `;` are four places, not one block changed from the first to the last), and the number of places when there are several; where tokens are missing, it names what they are missing after, and points at the end of the token before the gap.",
        triggering: RuleExample.threeLocales(
            "```csharp\nvar animator = GetAnimationController ();\n```\n",
            "```csharp\nvar animator = PresentingController ();\n```\n"),
        nonTriggering: RuleExample.threeLocales(
            "```csharp\n// create the animator\nvar animator = GetAnimationController ();\n```\n",
            "```csharp\n    /* créer l'animateur */\n    var animator  =\n        GetAnimationController ();\n```\n"
        ))
}
