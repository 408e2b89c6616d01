// sample.budget-exceeded: a sample ran out of its step, call-depth, nesting, allocation or virtual-time budget.

extension RuleID {
    /// `sample.budget-exceeded`: a sample ran out of its step, call-depth, nesting, allocation or virtual-time budget.
    public static let sampleBudgetExceeded = RuleID("sample.budget-exceeded")
}

extension RuleDescriptor {
    /// The `sample.budget-exceeded` rule: its default level, what it compares and why, and its examples.
    public static let sampleBudgetExceeded = RuleDescriptor(
        id: .sampleBudgetExceeded, defaultSeverity: .warning,
        summary: "a sample ran out of its step, call-depth, nesting, allocation or virtual-time budget",
        explanation:
            "Samples are untrusted input: the interpreter stops a sample after 200,000 steps, 120 nested calls, 1,000 levels of nested code or 1,000,000 array elements, and the engine after 120 virtual seconds per run; the sample's behaviour is then not compared.",
        triggering: RuleExample.twoSamples("while (true) {\n}", "while (true) {\n}"),
        nonTriggering: RuleExample.twoSamples("for (int i = 0; i < 10; i++) {\n}", "for (int i = 0; i < 10; i++) {\n}"))
}
