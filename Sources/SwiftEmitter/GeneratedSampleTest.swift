// GeneratedSampleTest: what the test emitter needs to know about one sample of one locale — its
// program, the reference trace it is compared with, and whether it drifted or cannot run.

import SampleModel

/// One generated test: a sample of a locale and what it is compared with.
public struct GeneratedSampleTest: Sendable {
    /// The sample's 1-based index.
    public var index: Int
    /// Its compiled program.
    public var program: IRProgram
    /// The Swift name of the reference trace constant (in `ReferenceTraces`).
    public var referenceConstant: String
    /// The 1-based index of the reference locale's sample it is compared with: the one the
    /// alignment pairs with it by content, which has another number when a locale has a block
    /// more or less before it.
    public var referenceIndex: Int
    /// The finding when this locale's behaviour drifted from the reference; nil when it agrees.
    public var knownIssue: String?
    /// Why the test is disabled (the sample cannot run to the end); nil to run it.
    public var disabled: String?

    /// Creates a test description.
    public init(
        index: Int, program: IRProgram, referenceConstant: String, referenceIndex: Int? = nil, knownIssue: String?,
        disabled: String? = nil
    ) {
        self.index = index
        self.program = program
        self.referenceConstant = referenceConstant
        self.referenceIndex = referenceIndex ?? index
        self.knownIssue = knownIssue
        self.disabled = disabled
    }
}
