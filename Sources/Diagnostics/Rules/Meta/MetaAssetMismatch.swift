// meta.asset-mismatch: `ms.assetid` differs.

extension RuleID {
    /// `meta.asset-mismatch`: `ms.assetid` differs.
    public static let metaAssetMismatch = RuleID("meta.asset-mismatch")
}

extension RuleDescriptor {
    /// The `meta.asset-mismatch` rule: its default level, what it compares and why, and its examples.
    public static let metaAssetMismatch = RuleDescriptor(
        id: .metaAssetMismatch, defaultSeverity: .warning, summary: "`ms.assetid` differs",
        explanation:
            "Translations of one article share its asset id; another id means another (often older) source article.",
        triggering: RuleExample.threeLocales(
            "---\nms.assetid: CB3AC8E2\n---\n# T\n", "---\nms.assetid: 2C33018F\n---\n# T\n"),
        nonTriggering: RuleExample.threeLocales(
            "---\nms.assetid: CB3AC8E2\n---\n# T\n", "---\nms.assetid: cb3ac8e2\n---\n# T\n"))
}
