// input.encoding: the file is not clean UTF-8.

extension RuleID {
    /// `input.encoding`: the file is not clean UTF-8.
    public static let inputEncoding = RuleID("input.encoding")
}

extension RuleDescriptor {
    /// The `input.encoding` rule: its default level, what it compares and why, and its examples.
    public static let inputEncoding = RuleDescriptor(
        id: .inputEncoding, defaultSeverity: .error, summary: "the file is not clean UTF-8",
        explanation:
            "Invalid UTF-8 (error; read with U+FFFD), NUL bytes or UTF-16 (error; the file is binary and not compared), a byte order mark or CRLF line ends (notes; handled).",
        triggering: RuleExample([("en-US", "# Title\n"), ("fr-FR", "# Titre \u{1}FF\n")]),
        nonTriggering: RuleExample([("en-US", "# Title\n"), ("fr-FR", "# Titre é\n")]))
}
