// SampleTally: how many samples a check has compiled and run so far, across its worker threads,
// for the progress line of a long run and the closing note on samples not run to the end.

import Foundation

/// A count of the samples run, safe to add to from several threads.
public final class SampleTally: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private var stopped = 0

    /// A tally at zero.
    public init() {}

    /// Adds `count` samples, `notModelled` of which stopped at an API the engine does not model.
    func add(_ count: Int, notModelled: Int = 0) {
        lock.withLock {
            total += count
            stopped += notModelled
        }
    }

    /// The samples run so far.
    public var count: Int { lock.withLock { total } }

    /// The samples so far whose run stopped at an API the engine does not model.
    public var notModelled: Int { lock.withLock { stopped } }
}
