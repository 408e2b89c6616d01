// FixtureCompilers: each fixtures folder's compiler, read and parsed once per check and shared by
// the article groups on every thread — the groups of a docs tree nearly always share one folder.

import Foundation

/// Compilers by fixtures folder, made on first use. Keyed by the folder's path: this caches the
/// configuration, not content. (A lock, not `Mutex`: the package still builds for macOS 13.)
public final class FixtureCompilers: @unchecked Sendable {
    private let lock = NSLock()
    private var compilers: [String: LocaleCompiler] = [:]

    /// An empty cache.
    public init() {}

    /// The compiler for the fixtures in `folder` (none when the folder does not exist).
    public func compiler(for folder: String) -> LocaleCompiler {
        if let known = lock.withLock({ compilers[folder] }) { return known }
        // Read and parsed outside the lock; two threads asking at once may both do it, and the
        // first one stored wins, so every group of a run sees the same fixtures.
        let made = LocaleCompiler(fixturesFolder: folder, fixtures: LocaleSamples.loadFixtures(folder))
        return lock.withLock {
            if let known = compilers[folder] { return known }
            compilers[folder] = made
            return made
        }
    }
}
