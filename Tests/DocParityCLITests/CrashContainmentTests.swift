// Crash containment, end to end through the `docparity` executable: when the check traps in one
// article (forced by DOCPARITY_TEST_TRAP_ARTICLE), every output format still holds the complete
// report of the other articles plus `input.internal-error` for that one, and the exit status is 1.
// And a sample that instantiates its own class ends within its budget, with the tree checked.

import Foundation
import Testing

@testable import DocParityCLI

@Suite("Crash containment")
struct CrashContainmentTests {
    /// The `docparity` executable of this build, beside the test bundle (`swift test` builds both).
    static let executable: String? = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("docparity").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let tree: [String: String] = [
        "es-ES/a.md": "# A\n\n## One\n\ntext\n", "fr-FR/a.md": "# A\n\n## One\n\ntexte\n",
        "es-ES/b.md": "# B\n\n## Zweite\n", "fr-FR/b.md": "# B\n",
        "es-ES/c.md": "# C\n\n## Three\n\n## Four\n", "fr-FR/c.md": "# C\n\n## Three\n",
    ]

    static func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        var environment: [String: String?] = environment
        environment["DOCPARITY_IN_PROCESS"] = String?.none
        let run = try TestProcess.run(try #require(executable), arguments, environment: environment)
        #expect(run.reason == .exit, "the supervisor itself must not die")
        return (run.status, run.output)
    }

    @Test(
        "a trap in one article leaves the rest of the report whole, in every format",
        .enabled(if: executable != nil, "the docparity executable is not built beside the tests"),
        arguments: [OutputFormat.text, .json, .sarif, .junit])
    func trapInOneArticle(format: OutputFormat) throws {
        let docs = try DocsTree(text: Self.tree)
        let before = docs.snapshot()
        let arguments = ["check", docs.root, "--format", format.rawValue, "--fail-on", "error"]
        let clean = try Self.run(arguments, environment: [:])
        let trapped = try Self.run(arguments, environment: ["DOCPARITY_TEST_TRAP_ARTICLE": "b.md"])
        #expect(trapped.status == 1)
        #expect(trapped.output.contains("input.internal-error"))
        #expect(trapped.output.components(separatedBy: "input.internal-error").count >= 2)
        // The other articles' findings are all there: c.md's missing heading, as without the trap.
        #expect(clean.output.contains("c.md") && trapped.output.contains("c.md"))
        #expect(clean.output.contains("Zweite") && !trapped.output.contains("Zweite"), "b.md was left out, not checked")
        #expect(docs.snapshot() == before)
    }

    @Test(
        "the JSON report of a trapped run is the clean run's, with one article's findings replaced",
        .enabled(if: executable != nil, "the docparity executable is not built beside the tests"))
    func sameFindingsElsewhere() throws {
        let docs = try DocsTree(text: Self.tree)
        let arguments = ["check", docs.root, "--format", "json"]
        func findings(_ output: String) throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            return try #require(object?["findings"] as? [[String: Any]])
        }
        let clean = try findings(try Self.run(arguments, environment: [:]).output)
        let trapped = try findings(
            try Self.run(arguments, environment: ["DOCPARITY_TEST_TRAP_ARTICLE": "b.md"]).output)
        func others(_ list: [[String: Any]]) throws -> [String] {
            try list.filter { $0["article"] as? String != "b.md" }.map {
                String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
            }
        }
        #expect(try others(clean) == others(trapped))
        let replaced = trapped.filter { $0["article"] as? String == "b.md" }
        #expect(replaced.count == 1)
        let text = "\(replaced.first ?? [:])"
        #expect(text.contains("input.internal-error"))
        #expect(text.contains("SIGILL") || text.contains("SIGTRAP") || text.contains("signal"))
        #expect(text.contains("--article b.md"), "the finding gives the command that reproduces the crash")
    }

    @Test("--article checks only the named articles, and refuses an unknown one")
    func articleOption() throws {
        let docs = try DocsTree(text: Self.tree)
        let only = try CheckCommand.parse([docs.root, "--article", "c.md", "--format", "json"]).execute()
        #expect(only.report.contains("\"c.md\""))
        #expect(!only.report.contains("\"b.md\""))
        #expect(throws: (any Error).self) { try CheckCommand.parse([docs.root, "--article", "nope.md"]).execute() }
    }

    @Test("a sample that instantiates its own class is stopped by its budget, and the tree is still checked")
    func selfInstantiatingSample() throws {
        let sample = "# S\n\n```csharp\nclass Node : UIViewController\n{\n    Node next = new Node ();\n}\n```\n"
        var files = Self.tree
        files["es-ES/s.md"] = sample
        files["fr-FR/s.md"] = sample
        let docs = try DocsTree(text: files)
        let result = try CheckCommand.parse([docs.root]).execute()
        #expect(result.report.contains("sample.budget-exceeded"))
        #expect(result.report.contains("c.md"))
    }
}
