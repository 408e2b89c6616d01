// media.image-mismatch: an image is missing or points elsewhere.

extension RuleID {
    /// `media.image-mismatch`: an image is missing or points elsewhere.
    public static let mediaImageMismatch = RuleID("media.image-mismatch")
}

extension RuleDescriptor {
    /// The `media.image-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let mediaImageMismatch = RuleDescriptor(
        id: .mediaImageMismatch, defaultSeverity: .warning, summary: "an image is missing or points elsewhere",
        explanation:
            "Images are compared by target only; alt text and titles are translated and never compared. An image a locale wrote but that does not render — its title holds quotes inside its quotes (`![Menü \"Datei\"](a.png \"Menü \"Datei\"\")`), or it is indented into a code block — is reported as such, at its own line, rather than as missing. One finding per fact: a link on the image's line (a download badge, the lightbox link around a screenshot) that a locale lacks or adds with a missing, extra or changed image is listed under the image's finding (`link.broken` too, for a missing or extra one), not reported again; a link that changed to another target is a finding of its own.",
        triggering: RuleExample.threeLocales("# T\n\n![Screen](images/new.png)\n", "# T\n\n![Écran](images/old.png)\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n![Screen](images/new.png \"Title\")\n", "# T\n\n![Écran](images/new.png \"Titre\")\n"))
}
