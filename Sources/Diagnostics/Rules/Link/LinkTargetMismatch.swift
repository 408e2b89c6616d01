// link.target-mismatch: a section links to other targets.

extension RuleID {
    /// `link.target-mismatch`: a section links to other targets.
    public static let linkTargetMismatch = RuleID("link.target-mismatch")
}

extension RuleDescriptor {
    /// The `link.target-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let linkTargetMismatch = RuleDescriptor(
        id: .linkTargetMismatch, defaultSeverity: .warning, summary: "a section links to other targets",
        explanation:
            "Within each aligned section, the link targets each locale has are compared, not how often it links each (a translation that links a term once where the reference links it in two sentences differs in nothing a reader follows; link text is translated and ignored). Two targets are equal when they differ only in: a locale segment (`/es-es/`), a trailing `/`, a `#lightbox` suffix, the scheme (`http` or `https`), the case of the host or of a percent escape, an unreserved character written as an escape (`%7E` for `~`), how the query escapes a character (`?term=a%2Bb` and `?term=a+b`), the docs' own host (`https://docs.microsoft.com/xamarin/x` is `/xamarin/x`; `docs-hosts` in the configuration lists those hosts, by default docs.microsoft.com and learn.microsoft.com), or the letter case of a fragment and `_` written for `-` in it (`#Caching_Images` is `#caching-images`: older translations link the explicit anchors the source once had, which they keep above the renamed headings; DocFX tab ids such as `#tab/windows` are compared as written). An in-page link to an explicit anchor on its own line right above a heading (`<a name=\"array\" />` over `## <a name=\"arrays\"></a>…`, what older translations keep of the source's former anchors) is a link to that heading's anchor. Where some locale of a section links an article from the docs root (`~/a/b/x.md`), a relative link to the same file (`x.md` in `docs/a/b/`) is that target. A link around an image that some locale lacks (a download badge) is not compared: the image's `media.image-mismatch` finding stands for it. Anything else — another page, host, query or fragment — differs. Messages quote each target as its locale writes it, so it can be found in the file. What lies under a heading or in an alert that only some locales have is compared apart from the rest of its section (the same for inline code): its differences fold under that heading's or alert's finding, and do not blur the section's own.",
        triggering: RuleExample.threeLocales(
            "# T\n\nSee [setup](setup.md).\n", "# T\n\nVoir [installation](install.md).\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\nSee [setup](setup.md).\n", "# T\n\nVoir [l'installation](setup.md).\n"))
}
