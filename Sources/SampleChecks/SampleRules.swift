// SampleRules: the rules of the samples pipeline, in documentation order. Each rule (its id,
// default level, explanation and examples, run as tests by SampleChecksTests and shown by
// `docparity explain`) is defined in its own file under Sources/Diagnostics/Rules/Sample.

import Diagnostics

/// The samples pipeline's rules.
public enum SampleRules {
    /// The rules.
    public static let rules: [RuleDescriptor] = [
        .sampleCompileError,
        .sampleBehaviorDrift,
        .sampleNotModeled,
        .sampleBudgetExceeded,
    ]
}
