// End-to-end tests of the commands: exit statuses, formats, outputs, baseline, explain, and
// every kind of bad input — each gives a finding or a clear error, never a crash or a hang, and
// nothing under the checked folder is written.

import ArgumentParser
import Corpus
import Foundation
import Testing

@testable import DocParityCLI

/// A temporary docs tree, removed when the test ends.
final class DocsTree {
    let root: String

    init(_ files: [String: [UInt8]]) throws {
        root = NSTemporaryDirectory() + "docparity-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, content) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content).write(to: url)
        }
    }

    convenience init(text files: [String: String]) throws {
        try self.init(files.mapValues { Array($0.utf8) })
    }

    /// Every path and modification date below the root, to prove nothing was written.
    func snapshot() -> [String: Date] {
        var result: [String: Date] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
            result[path] = attributes?[.modificationDate] as? Date ?? .distantPast
        }
        return result
    }

    deinit {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/es-ES/locked")
        try? FileManager.default.removeItem(atPath: root)
    }
}

@Suite("Commands")
struct CommandTests {
    static let clean = "---\nms.contentlocale: es-ES\n---\n# T\n\n## A\n"

    private func check(_ arguments: [String]) throws -> (report: String, status: Int32) {
        try CheckCommand.parse(arguments).execute()
    }

    @Test("exit 0 without drift, 1 with drift at or above --fail-on")
    func exitStatus() throws {
        let same = try DocsTree(text: ["es-ES/a.md": "# T\n\n## A\n", "pl-PL/a.md": "# T\n\n## A\n"])
        #expect(try check([same.root]).status == 0)
        let drift = try DocsTree(text: ["es-ES/a.md": "# T\n\n## A\n", "pl-PL/a.md": "# T\n\n### A\n"])
        #expect(try check([drift.root]).status == 0)
        #expect(try check([drift.root, "--fail-on", "warning"]).status == 1)
        #expect(try check([drift.root, "--fail-on", "note"]).status == 1)
    }

    @Test(
        "--expand lists what follows from a missing section as findings of their own; the baseline suppresses both forms"
    )
    func expand() throws {
        let full =
            "# T\n\n## <a name=\"a\"></a>A\n\nText.\n\n## <a name=\"b\"></a>B\n\n- one\n- two\n\n```json\n{}\n```\n"
        let without = "# T\n\n## <a name=\"a\"></a>A\n\nTexte.\n"
        let tree = try DocsTree(text: ["en-US/a.md": full, "es-ES/a.md": full, "fr-FR/a.md": without])
        func findings(_ extra: [String]) throws -> [[String: Any]] {
            let report = try check([tree.root, "--format", "json"] + extra).report
            let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
            return json?["findings"] as? [[String: Any]] ?? []
        }
        let folded = try findings([])
        let expanded = try findings(["--expand"])
        #expect(folded.map { $0["rule"] as? String } == ["structure.heading-missing"])
        #expect((folded.first?["consequences"] as? [[String: Any]])?.count == 2)
        #expect(expanded.count == 3 && expanded.allSatisfy { ($0["consequences"] as? [Any])?.isEmpty == true })
        // A baseline recorded from either form suppresses everything in both.
        let baseline = NSTemporaryDirectory() + "docparity-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        try BaselineCommand.parse([tree.root, "--output", baseline]).run()
        #expect(try findings(["--baseline", baseline]).isEmpty)
        #expect(try findings(["--baseline", baseline, "--expand"]).isEmpty)
    }

    @Test("usage, configuration and I/O errors exit 2 with one clear line")
    func errors() throws {
        #expect(DocParityCommand.execute(["check", "/no/such/docs"]) == 2)
        #expect(DocParityCommand.execute(["check"]) == 2)
        #expect(DocParityCommand.execute(["check", ".", "--format", "pdf"]) == 2)
        #expect(DocParityCommand.execute(["explain", "no.such-rule"]) == 2)
        let tree = try DocsTree(text: [
            "es-ES/a.md": "# T", "pl-PL/a.md": "# T", ".docparity.yml": "rules:\n  nope: error\n",
        ])
        #expect(DocParityCommand.execute(["check", tree.root]) == 2)
        #expect(throws: ToolError.self) { try check([tree.root]) }
    }

    @Test("a locale with no articles is a clear error when asked for, a finding otherwise")
    func emptyLocale() throws {
        let tree = try DocsTree(text: ["es-ES/a.md": "# T", "pl-PL/a.md": "# T", "de-DE/notes.txt": "x"])
        #expect(throws: ToolError.self) { try check([tree.root, "--locales", "es-ES,fr-FR"]) }
        let (report, _) = try check([tree.root])
        #expect(report.contains("locale folder 'de-DE' contains no Markdown articles [input.empty]"))
    }

    @Test(
        "bad input files each get a finding",
        arguments: [
            (
                "invalid UTF-8", Array("# T\n\nabc".utf8) + [0xFF, 0xFE, 0x41] + Array("\n".utf8),
                "invalid UTF-8 byte sequence"
            ),
            ("NUL bytes", Array("# T\n".utf8) + [0, 0, 0], "NUL bytes"),
            ("a BOM", [0xEF, 0xBB, 0xBF] + Array("# T\n\n## A\n".utf8), "byte order mark"),
            ("CRLF", Array("# T\r\n\r\n## A\r\n".utf8), "CRLF line ends"),
            ("an unclosed fence", Array("# T\n\n```cs\nvar a;\n".utf8), "code fence is never closed"),
            ("an empty file", [], "file is empty"),
            ("not Markdown (a PNG)", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], "binary"),
            ("UTF-16", [0xFF, 0xFE, 0x23, 0x00, 0x20, 0x00], "UTF-16"),
        ])
    func badInput(name: String, bytes: [UInt8], expected: String) throws {
        let tree = try DocsTree(["es-ES/a.md": Array("# T\n\n## A\n".utf8), "pl-PL/a.md": bytes])
        let before = tree.snapshot()
        let (report, _) = try check([tree.root, "--fail-on", "note"])
        #expect(report.contains(expected), "\(name): \(report)")
        #expect(report.contains("pl-PL/a.md:"))
        #expect(tree.snapshot() == before)
    }

    @Test("an unreadable folder and file are findings; the rest is still checked")
    func unreadable() throws {
        guard getuid() != 0 else {
            // root reads everything; a dangling link stands in for an unreadable file.
            let tree = try DocsTree(text: ["es-ES/a.md": "# T", "pl-PL/a.md": "# T"])
            try FileManager.default.createSymbolicLink(
                atPath: tree.root + "/pl-PL/b.md", withDestinationPath: tree.root + "/nowhere.md")
            let (report, _) = try check([tree.root])
            #expect(report.contains("[input.unreadable]") && report.contains("dangling link"))
            return
        }
        let tree = try DocsTree(text: ["es-ES/a.md": "# T", "pl-PL/a.md": "# T", "es-ES/locked/b.md": "# B"])
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: tree.root + "/es-ES/locked")
        let (report, _) = try check([tree.root])
        #expect(report.contains("[input.unreadable]"))
    }

    @Test("a 50 MB file is checked without a hang")
    func largeFile() throws {
        let paragraph = Array("Some prose with `Code` and a [link](a.md).\n\n".utf8)
        var big = Array("# T\n\n".utf8)
        big.reserveCapacity(50 << 20)
        while big.count < 50 << 20 { big += paragraph }
        let tree = try DocsTree(["es-ES/a.md": big, "pl-PL/a.md": Array("# T\n".utf8)])
        let start = Date()
        let (report, _) = try check([tree.root])
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(report.contains("inline code of this introduction differ") || report.contains("link targets"))
    }

    @Test("outputs are never written inside the checked folder")
    func neverWritesDocsTree() throws {
        let tree = try DocsTree(text: ["es-ES/a.md": "# T", "pl-PL/a.md": "# T"])
        #expect(throws: ToolError.self) { try check([tree.root, "--output", tree.root + "/report.txt"]) }
        #expect(throws: ToolError.self) {
            try BaselineCommand.parse([tree.root, "--output", tree.root + "/es-ES/b.json"]).execute()
        }
        #expect(!FileManager.default.fileExists(atPath: tree.root + "/report.txt"))
    }

    @Test("baseline: recorded findings are suppressed, new ones are not")
    func baseline() throws {
        let tree = try DocsTree(text: ["es-ES/a.md": "# T\n\n## A\n", "pl-PL/a.md": "# T\n"])
        let file = NSTemporaryDirectory() + "docparity-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (text, count) = try BaselineCommand.parse([tree.root, "--output", file]).execute()
        #expect(count == 1)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let (report, status) = try check([tree.root, "--baseline", file])
        #expect(status == 0 && report.contains("1 suppressed by the baseline"))
        try "# T\n\n## A\n\n## B\n".write(toFile: tree.root + "/es-ES/a.md", atomically: true, encoding: .utf8)
        #expect(try check([tree.root, "--baseline", file]).status == 1)
    }

    @Test("explain prints a rule with its examples; docs/rules.md is up to date")
    func explain() throws {
        let text = try ExplainCommand.parse(["code.token-drift"]).execute()
        #expect(text.hasPrefix("code.token-drift (error)") && text.contains("Triggers:"))
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let rulesDoc = try String(contentsOfFile: repository + "/docs/rules.md", encoding: .utf8)
        #expect(
            rulesDoc == (try ExplainCommand.parse(["--markdown"]).execute()),
            "regenerate: docparity explain --markdown > docs/rules.md")
    }

    @Test("every format renders the seed article")
    func formats() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        for format in OutputFormat.allCases {
            let (report, status) = try check([repository + "/samples", "--format", format.rawValue])
            #expect(status == 1 && report.contains("code.token-drift"), "\(format)")
        }
    }
}

@Suite("Selection for CI")
struct SelectionTests {
    private func articles(_ report: String) -> [String] {
        report.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.hasSuffix(".md") }.map(String.init)
    }

    @Test("shards are disjoint, stable and together cover every article")
    func shards() throws {
        var files: [String: String] = [:]
        for index in 0..<12 {
            files["es-ES/a\(index).md"] = "# T\n\n## A\n"
            files["pl-PL/a\(index).md"] = "# T\n"
        }
        let tree = try DocsTree(text: files)
        var seen: [String] = []
        for shard in 1...3 {
            let (report, _) = try CheckCommand.parse([tree.root, "--shard", "\(shard)/3"]).execute()
            seen += articles(report)
        }
        #expect(seen.sorted() == (0..<12).map { "a\($0).md" }.sorted())
        #expect(throws: ToolError.self) { try CheckCommand.parse([tree.root, "--shard", "4/3"]).execute() }
    }

    @Test("--changed checks only the articles a change touched")
    func changed() throws {
        let tree = try DocsTree(text: [
            "es-ES/a.md": "# T\n\n## A\n", "pl-PL/a.md": "# T\n", "es-ES/b.md": "# T\n\n## B\n", "pl-PL/b.md": "# T\n",
        ])
        let list = NSTemporaryDirectory() + "docparity-changed-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: list) }
        try "pl-PL/b.md\nREADME.md\n".write(toFile: list, atomically: true, encoding: .utf8)
        let (report, _) = try CheckCommand.parse([tree.root, "--changed", list]).execute()
        #expect(articles(report) == ["b.md"])
    }
}

@Suite("Output guard")
struct OutputGuardTests {
    @Test("a symbolic link cannot lead an output into the checked folder")
    func symlinkedOutput() throws {
        let tree = try DocsTree(text: ["docs/es-ES/a.md": "# T", "docs/pl-PL/a.md": "# T"])
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/link", withDestinationPath: tree.root + "/docs")
        #expect(throws: ToolError.self) {
            try CheckCommand.parse([tree.root + "/docs", "--output", tree.root + "/link/report.txt"]).execute()
        }
        #expect(throws: ToolError.self) {
            try CheckCommand.parse([tree.root + "/docs", "--output", tree.root + "/link/new/deeper/report.txt"])
                .execute()
        }
        _ = try CheckCommand.parse([tree.root + "/docs", "--output", tree.root + "/report.txt"]).execute()
    }
}
