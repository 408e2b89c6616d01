// meta.locale-mismatch: `ms.contentlocale` disagrees with the file's locale.

extension RuleID {
    /// `meta.locale-mismatch`: `ms.contentlocale` disagrees with the file's locale.
    public static let metaLocaleMismatch = RuleID("meta.locale-mismatch")
}

extension RuleDescriptor {
    /// The `meta.locale-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let metaLocaleMismatch = RuleDescriptor(
        id: .metaLocaleMismatch, defaultSeverity: .error,
        summary: "`ms.contentlocale` disagrees with the file's locale",
        explanation:
            "A file filed under one locale that declares another is usually a copy that was never translated, or filed in the wrong folder.",
        triggering: RuleExample.threeLocales(
            "---\nms.contentlocale: en-US\n---\n# T\n", "---\nms.contentlocale: de-DE\n---\n# T\n",
            "---\nms.contentlocale: es-ES\n---\n# T\n"),
        nonTriggering: RuleExample.threeLocales(
            "---\nms.contentlocale: en-us\n---\n# T\n", "---\nms.contentlocale: fr-FR\n---\n# T\n",
            "---\nms.contentlocale: es-ES\n---\n# T\n"))
}
