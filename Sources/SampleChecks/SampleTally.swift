// SampleTally: how many samples a check has compiled and run so far, across its worker threads,
// for the progress line of a long run.

import Foundation

/// A count of the samples run, safe to add to from several threads.
public final class SampleTally: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    /// A tally at zero.
    public init() {}

    /// Adds `count` samples.
    func add(_ count: Int) { lock.withLock { total += count } }

    /// The samples run so far.
    public var count: Int { lock.withLock { total } }
}
