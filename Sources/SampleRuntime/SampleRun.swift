// SampleRun: the outcome of running one sample in its scenarios — the trace and a verdict.

import SampleHarness
import TransitionEngine

/// How a sample's run ended.
public enum SampleVerdict: Sendable, Equatable {
    /// It ran to the end of every scenario step.
    case ran
    /// It reached APIs the engine does not model (named, in order of first use).
    case notModelled([String])
    /// A budget ran out (steps, depth, allocation, virtual time).
    case budgetExceeded(String)
    /// There was nothing to run (declarations the harness cannot exercise, or an empty snippet).
    case nothingToRun
}

/// The result of running one sample.
public struct SampleRun {
    /// The verdict.
    public var verdict: SampleVerdict
    /// The engine trace, with not-modelled and error events of the sample.
    public var trace: Trace
    /// C# exceptions the sample threw (each ended only its handler).
    public var exceptions: [String]
    /// C# exceptions a `catch` of the sample took (the run went on).
    public var caughtExceptions: [String] = []
    /// What the harness did, step by step (for reports).
    public var steps: [String]
    /// Interpreter steps used.
    public var stepsUsed: Int
}
