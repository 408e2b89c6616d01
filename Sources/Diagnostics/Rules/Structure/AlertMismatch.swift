// structure.alert-mismatch: a DocFX alert is missing or of another type.

extension RuleID {
    /// `structure.alert-mismatch`: a DocFX alert is missing or of another type.
    public static let structureAlertMismatch = RuleID("structure.alert-mismatch")
}

extension RuleDescriptor {
    /// The `structure.alert-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let structureAlertMismatch = RuleDescriptor(
        id: .structureAlertMismatch, defaultSeverity: .warning,
        summary: "a DocFX alert is missing or of another type",
        explanation:
            "Alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`) carry weight; a warning turned into a note, or dropped, is drift. A locale that writes the alert the old way, as a paragraph opening with a short bold label (`**Avertissement :**`, `>💡 **Porada**:`), where the reference has it, is told so at that paragraph rather than that the alert is missing.",
        triggering: RuleExample.threeLocales(
            "# T\n\n> [!WARNING]\n> Back up first.\n", "# T\n\n> [!NOTE]\n> Sauvegardez d'abord.\n"),
        nonTriggering: RuleExample.threeLocales(
            "# T\n\n> [!WARNING]\n> Back up first.\n", "# T\n\n> [!WARNING]\n> Sauvegardez d'abord.\n"))
}
