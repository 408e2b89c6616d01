// input.internal-error: the checker crashed on this article.

extension RuleID {
    /// `input.internal-error`: the checker crashed on this article.
    public static let inputInternalError = RuleID("input.internal-error")
}

extension RuleDescriptor {
    /// The `input.internal-error` rule: its default level, what it compares and why, and its examples.
    public static let inputInternalError = RuleDescriptor(
        id: .inputInternalError, defaultSeverity: .error, summary: "the checker crashed on this article",
        explanation:
            "`docparity check` checks in a worker process it supervises. When the worker dies by a signal, the supervisor finds the article it was checking, confirms it alone, leaves it out, reports it with the signal and the command that reproduces the crash, and finishes the rest of the report. Please report it with the article. (Its examples need a crash; they are tested end to end.)"
    )
}
