// The progress line: only at a terminal. Through a pipe (as in CI, or here), standard error of a
// run holds no progress, and --quiet turns it off at a terminal too.

import Foundation
import Testing

@testable import DocParityCLI

@Suite("Progress line")
struct ProgressLineTests {
    @Test("it is off with --quiet, and off when standard error is not a terminal")
    func offUnlessTerminal() {
        #expect(!ProgressLine(quiet: true).enabled)
        #expect(ProgressLine(quiet: false).enabled == (isatty(STDERR_FILENO) != 0))
    }

    @Test(
        "a run whose standard error is a pipe writes no progress to it",
        .enabled(if: CrashContainmentTests.executable != nil, "the docparity executable is not built beside the tests"))
    func pipe() throws {
        let docs = try DocsTree(text: CrashContainmentTests.tree)
        let run = try TestProcess.run(try #require(CrashContainmentTests.executable), ["check", docs.root])
        #expect(!run.errors.contains("articles checked"))
    }
}
