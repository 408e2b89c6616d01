// `docparity run FILE`: the seed article's seven samples with verdicts and traces, one sample,
// JSON Lines traces, and usage errors.

import Corpus
import Foundation
import SampleChecks
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

    @Test("syntax errors in the fixtures are printed before the samples, with the fixture's position")
    func brokenFixture() throws {
        let root = NSTemporaryDirectory() + "docparity-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/es-ES", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/fixtures", withIntermediateDirectories: true)
        try "# A\n\n```csharp\nvar v = new UIView ();\n```\n".write(
            toFile: root + "/es-ES/a.md", atomically: true, encoding: .utf8)
        try "public class Helper {\n  public int X ( { return 1; }\n}\n".write(
            toFile: root + "/fixtures/Helper.cs", atomically: true, encoding: .utf8)
        let text = try RunCommand.parse([root + "/es-ES/a.md"]).execute()
        #expect(text.hasPrefix("fixture error: \(root)/fixtures/Helper.cs:2:"), "\(text)")
        #expect(text.contains("== sample 1 "))
        let clean = try RunCommand.parse([Self.file]).execute()
        #expect(!clean.contains("fixture error"))
    }

    @Test("check lists the syntax errors of the fixtures its locales compile with, each folder once")
    func checkFixtureProblems() throws {
        let tree = try DocsTree(text: [
            "es-ES/a.md": "# A\n\n```csharp\nvar v = new UIView ();\n```\n",
            "pl-PL/a.md": "# A\n\n```csharp\nvar v = new UIView ();\n```\n",
            "fixtures/Helper.cs": "public class Helper {\n  public int X ( { return 1; }\n}\n",
            "fixtures/Fine.cs": "public class Fine { }\n",
            // A semantic error: the base class is one edit from UIViewController.
            "fixtures/Screen.cs": "public class Screen : UIViewControler { }\n",
        ])
        let roots = [tree.root + "/es-ES", tree.root + "/pl-PL"]
        let problems = LocaleSamples.fixtureProblems(localeRoots: roots, configuration: Configuration())
        #expect(problems.contains { $0.hasPrefix(tree.root + "/fixtures/Helper.cs:2:") }, "\(problems)")
        #expect(
            problems.contains { $0.hasPrefix(tree.root + "/fixtures/Screen.cs:1:") && $0.contains("CS0246") },
            "\(problems)")
        #expect(problems.allSatisfy { $0.contains("/fixtures/Helper.cs:") || $0.contains("/fixtures/Screen.cs:") })
        // A check reports the same from the compilers it made for its articles.
        #expect(SampleCheck().fixtureProblems(localeRoots: roots, configuration: Configuration()) == problems)
        // The check itself still runs (the warning goes to standard error).
        _ = try CheckCommand.parse([tree.root]).execute()
        let seeds = Self.repository + "/samples/transitions"
        let seedRoots = ["es-ES", "fr-FR"].map { seeds + "/" + $0 }
        #expect(LocaleSamples.fixtureProblems(localeRoots: seedRoots, configuration: Configuration()).isEmpty)
    }
}
