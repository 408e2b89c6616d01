// link.broken: a relative link target does not exist in the locale's tree.

extension RuleID {
    /// `link.broken`: a relative link target does not exist in the locale's tree.
    public static let linkBroken = RuleID("link.broken")
}

extension RuleDescriptor {
    /// The `link.broken` rule: its default level, what it compares and why, and its examples.
    public static let linkBroken = RuleDescriptor(
        id: .linkBroken, defaultSeverity: .error,
        summary: "a relative link target does not exist in the locale's tree",
        explanation:
            "Relative targets (and `~/` targets, from the locale root) are resolved in each locale's own tree. A target missing in some locales' trees only is drift in those that link it; targets that no locale's tree has, however many locales link them, are listed in one note per article, since the checked tree may be partial; when several articles have such a note, the run reports one note (at the first article's) with each article's folded under it, and `--expand` reports them one by one. Media (any target but a Markdown or YAML file) in a folder that no locale linking it has (`images/x.png` where there is no `images/`) are kept outside what was checked, in another repository or a checkout without them, and are not reported: whether they exist cannot be told. Links to articles are always checked. A target is matched byte for byte against the names found in the checked tree, as a case-sensitive web server matches it: a link that differs from the file's name in case or in Unicode spelling is broken even where the disk would accept it. Targets outside the checked tree, or in folders it skips (hidden or ignored ones), are looked up on the disk.",
        triggering: RuleExample(
            [
                ("en-US", "See [setup](setup.md).\n"), ("es-ES", "Ver [instalación](setup.md).\n"),
                ("fr-FR", "Voir [installation](setup.md).\n"),
            ],
            files: ["en-US": ["setup.md"], "es-ES": ["setup.md"], "fr-FR": []]),
        nonTriggering: RuleExample(
            [
                ("en-US", "See [setup](setup.md).\n"), ("es-ES", "Ver [instalación](setup.md).\n"),
                ("fr-FR", "Voir [installation](setup.md#step).\n"),
            ],
            files: ["en-US": ["setup.md"], "es-ES": ["setup.md"], "fr-FR": ["setup.md"]]))
}
