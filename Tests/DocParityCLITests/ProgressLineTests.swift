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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CrashContainmentTests.executable))
        process.arguments = ["check", docs.root]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(!String(decoding: data, as: UTF8.self).contains("articles checked"))
    }
}
