// `docparity run FILE`: the seed article's seven samples with verdicts and traces, one sample,
// JSON Lines traces, and usage errors.

import Foundation
import Testing

@testable import DocParityCLI

@Suite("Run command")
struct RunCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let file = repository + "/samples/transitions/es-ES/transitions.md"

    @Test("prints all seven samples of the seed, each ran, with its trace")
    func allSamples() throws {
        let text = try RunCommand.parse([Self.file]).execute()
        #expect(text.components(separatedBy: "== sample ").count - 1 == 7)
        #expect(text.components(separatedBy: "verdict: ran\n").count - 1 == 7)
        #expect(text.contains("t=1.000 context TransitionContext#1 completeTransition(true)"))
    }

    @Test("--sample and --trace json select one sample and print JSON Lines")
    func oneSampleJSON() throws {
        let text = try RunCommand.parse([Self.file, "--sample", "2", "--trace", "json", "--ir"]).execute()
        #expect(text.hasPrefix("== sample 2 "))
        #expect(text.contains("{\"t\":"))
        #expect(text.contains("class CustomTransitionAnimator: UIViewControllerAnimatedTransitioningBase {"))
    }

    @Test("bad options are usage errors")
    func usage() throws {
        #expect(throws: (any Error).self) { try RunCommand.parse([Self.file, "--trace", "xml"]).execute() }
        #expect(throws: (any Error).self) { try RunCommand.parse([Self.file, "--sample", "99"]).execute() }
    }
}
