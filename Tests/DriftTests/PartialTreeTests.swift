// PartialTree: the articles' notes of link targets no locale's tree has, folded into one for the
// run; targets missing in some locales only stay each article's drift.

import Corpus
import Diagnostics
import Foundation
import Testing

@testable import Drift

@Suite("PartialTree")
struct PartialTreeTests {
    /// Checks a tree of `files` (path → text) written to a temporary folder, with `configuration`.
    static func check(_ files: [String: String], configuration: Configuration = Configuration()) throws -> CheckReport {
        let root = NSTemporaryDirectory() + "docparity-partial-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let corpus = try CorpusScanner(configuration: configuration).scan(root)
        return CorpusCheck(checker: ArticleChecker(configuration: configuration)).run(corpus, threads: 2)
    }

    /// The same article in es-ES and pl-PL.
    static func both(_ path: String, _ text: String) -> [String: String] {
        ["es-ES/\(path)": text, "pl-PL/\(path)": text]
    }

    @Test("several articles' targets missing everywhere are one note, after the articles, with each article's under it")
    func folded() throws {
        let report = try Self.check(
            Self.both("a.md", "# A\n\nSee [x](gone.md).\n")
                .merging(Self.both("b.md", "# B\n\nSee [y](lost.md) and [z](away.md).\n")) { $1 }
                .merging(Self.both("c.md", "# C\n\nNothing to see.\n")) { $1 })
        let broken = report.findings.filter { $0.ruleID == "link.broken" }
        #expect(broken.count == 1)
        let note = try #require(broken.first)
        #expect(note.severity == .note)
        #expect(note.message == "2 articles link targets that do not exist in any locale's tree")
        #expect(note.article == "a.md")
        #expect(note.primary?.position.line == 3)
        #expect(note.consequences.map(\.article) == ["a.md", "b.md"])
        #expect(
            note.consequences.map(\.message) == [
                "link target 'gone.md' does not exist in any locale's tree",
                "2 link targets do not exist in any locale's tree",
            ])
        #expect(report.findings.last == note)
        #expect(note.expanded.count == 3)
    }

    @Test("one article's note is reported as it is")
    func single() throws {
        let report = try Self.check(
            Self.both("a.md", "# A\n\nSee [x](gone.md).\n").merging(Self.both("b.md", "# B\n")) { $1 })
        let broken = report.findings.filter { $0.ruleID == "link.broken" }
        #expect(broken.map(\.message) == ["link target 'gone.md' does not exist in any locale's tree"])
        #expect(broken.first?.consequences.isEmpty == true)
    }

    @Test("a target missing in one locale only stays that article's drift, in its place")
    func driftStays() throws {
        let report = try Self.check([
            "es-ES/a.md": "# A\n\nSee [x](b.md).\n", "pl-PL/a.md": "# A\n\nSee [x](b.md).\n",
            "es-ES/b.md": "# B\n", "pl-PL/c.md": "# C\n", "es-ES/c.md": "# C\n",
            "es-ES/d.md": "# D\n\nSee [x](gone.md).\n", "pl-PL/d.md": "# D\n\nSee [x](gone.md).\n",
        ])
        let broken = report.findings.filter { $0.ruleID == "link.broken" }
        #expect(broken.map(\.kind) == [.drift, .defect])
        #expect(broken.first?.article == "a.md")
        #expect(broken.first?.locations.map(\.locale) == ["pl-PL"])
    }
}
