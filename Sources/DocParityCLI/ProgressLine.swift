// ProgressLine: one line on standard error, rewritten in place, for a check that takes more than
// about a second at a terminal: articles checked of all, files read, samples run. Nothing when
// standard error is not a terminal, or with --quiet; the line is cleared when the check ends.

import Foundation

/// The progress of a check, shown at a terminal.
struct ProgressLine {
    /// Whether to show anything.
    let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastShown: UInt64 = 0
    private var shown = false

    /// Seconds before the line first shows, and between two updates.
    static let delay: UInt64 = 1_000_000_000
    static let interval: UInt64 = 100_000_000

    /// A progress line on standard error, shown only when it is a terminal and `quiet` is off.
    init(quiet: Bool) {
        enabled = !quiet && isatty(STDERR_FILENO) != 0
    }

    /// Shows the counts, if the check has run long enough and the last update is old enough.
    mutating func update(articles: Int, of total: Int, files: Int, samples: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - start >= Self.delay, now - lastShown >= Self.interval || articles == total else { return }
        lastShown = now
        shown = true
        let line = "docparity: \(articles)/\(total) articles checked, \(files) files read, \(samples) samples run"
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    /// Clears the line, if it was shown.
    mutating func finish() {
        guard shown else { return }
        shown = false
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
