// meta.key-missing: a front-matter key is missing.

extension RuleID {
    /// `meta.key-missing`: a front-matter key is missing.
    public static let metaKeyMissing = RuleID("meta.key-missing")
}

extension RuleDescriptor {
    /// The `meta.key-missing` rule: its default level, what it compares and why, and its examples.
    public static let metaKeyMissing = RuleDescriptor(
        id: .metaKeyMissing, defaultSeverity: .warning, summary: "a front-matter key is missing",
        explanation:
            "Keys some locales have and others lack. Keys that are per-locale by nature (the localization pipeline's: `ms.sourcegitcommit`, `ms.contentlocale`, `ms.lasthandoff`, `ms.translationtype`, `ms.date`, `ms.locfileid`, `no-loc`…) are not compared; `localization-keys` in the configuration adds more.",
        triggering: RuleExample.threeLocales("---\ntitle: T\ndescription: D\n---\n# T\n", "---\ntitle: T\n---\n# T\n"),
        nonTriggering: RuleExample.threeLocales(
            "---\ntitle: T\ndescription: D\n---\n# T\n", "---\ntitle: Titre\ndescription: Déf\n---\n# T\n"))
}
