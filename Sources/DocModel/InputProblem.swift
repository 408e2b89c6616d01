// InputProblem: what is wrong with a file's bytes, found before and while parsing.

import Diagnostics

/// A problem with an input file's bytes or syntax that is not drift.
public struct InputProblem: Sendable, Hashable {
    /// The rule the problem is reported under (`input.encoding`, `input.unclosed-fence`, …).
    public var ruleID: RuleID
    /// Severity to report it with.
    public var severity: Severity
    /// Where in the file.
    public var position: SourceLocation
    /// The message: lowercase, no final period.
    public var message: String
    /// True when the file cannot be compared meaningfully (binary content).
    public var excludesFromComparison: Bool
    /// The lines whose reading the problem changes, when it has such a span (a fence that runs
    /// on: the code block it makes of them). The differences a locale shows there follow from it.
    public var affectedLines: ClosedRange<Int>?

    /// Creates an input problem.
    public init(
        ruleID: RuleID, severity: Severity, position: SourceLocation, message: String,
        excludesFromComparison: Bool = false, affectedLines: ClosedRange<Int>? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.position = position
        self.message = message
        self.excludesFromComparison = excludesFromComparison
        self.affectedLines = affectedLines
    }
}
