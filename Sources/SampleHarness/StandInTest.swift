// StandInTest: the test an `if` condition makes of one value, as `RecordingDoubles.test` takes it
// (the compiler's `IRStandInTest`, for the interpreter and for generated Swift alike).

/// The test an `if` condition makes of one value.
public enum StandInTest: Sendable {
    /// `x == null`.
    case isNull
    /// `x != null`.
    case isNotNull
    /// `x` as a flag.
    case isTrue
    /// `!x`.
    case isFalse
}
