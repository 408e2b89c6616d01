// MatchingStaleSources: stale locales in which nothing else differs are one note for the run;
// a stale locale that differs keeps its own finding, with its differences beside it.

import Corpus
import Diagnostics
import Testing

@testable import Drift

@Suite("MatchingStaleSources")
struct MatchingStaleSourcesTests {
    /// An article whose front matter names `commit` and `handoff`, with `body` under it.
    static func article(_ commit: String, _ handoff: String, _ body: String = "# T\n\nSee [x](x.md).\n") -> String {
        "---\nms.sourcegitcommit: \(commit)\nms.lasthandoff: \(handoff)\n---\n" + body
    }

    /// `path` in es-ES (the newest source) and pl-PL (translated from an older one).
    static func stale(_ path: String, plBody: String? = nil) -> [String: String] {
        [
            "es-ES/\(path)": article("ea1dc12", "06/05/2018"),
            "pl-PL/\(path)": plBody.map { article("6cd40d1", "02/27/2018", $0) } ?? article("6cd40d1", "02/27/2018"),
            "es-ES/x.md": "# X\n", "pl-PL/x.md": "# X\n",
        ]
    }

    @Test("stale locales that match otherwise are one note after the articles, each article's finding under it")
    func folded() throws {
        let report = try PartialTreeTests.check(
            Self.stale("a.md").merging(Self.stale("b.md")) { $1 }
                .merging(Self.stale("c.md", plBody: "# T\n\nSee [x](y.md).\n")) { $1 })
        let stale = report.findings.filter { $0.ruleID == "meta.stale-source" }
        #expect(stale.count == 2)
        // c.md's stale locale differs (its link): its finding heads that difference, as before.
        let differing = try #require(stale.first)
        #expect(differing.article == "c.md")
        #expect(differing.severity == .warning)
        #expect(differing.notes.first?.hasPrefix("1 other drift finding") == true)
        let note = try #require(stale.last)
        #expect(report.findings.last == note)
        #expect(note.severity == .note)
        #expect(
            note.message
                == "2 articles' translations (pl-PL) are from older source revisions but match their reference otherwise"
        )
        #expect(note.consequences.map(\.article) == ["a.md", "b.md"])
        #expect(note.consequences.allSatisfy { $0.severity == .note })
        #expect(note.expanded.count == 3)
    }

    @Test("a stale finding of two locales, one of which differs, is split: the matching one joins the note")
    func split() throws {
        let newest = Self.article("ea1dc12", "06/05/2018")
        let files = [
            "es-ES/a.md": newest, "de-DE/a.md": Self.article("6cd40d1", "02/27/2018"),
            "pl-PL/a.md": Self.article("6cd40d1", "02/27/2018", "# T\n\nSee [x](y.md).\n"),
            "es-ES/x.md": "# X\n", "de-DE/x.md": "# X\n", "pl-PL/x.md": "# X\n",
            "es-ES/y.md": "# Y\n", "de-DE/y.md": "# Y\n", "pl-PL/y.md": "# Y\n",
        ]
        let report = try PartialTreeTests.check(files)
        let stale = report.findings.filter { $0.ruleID == "meta.stale-source" }
        #expect(stale.map { $0.locations.map(\.locale) } == [["pl-PL"], ["de-DE"]])
        #expect(stale.first?.severity == .warning)
        #expect(stale.first?.groups.flatMap(\.locales).contains("de-DE") == false)
        #expect(stale.last?.severity == .note)
        #expect(stale.last?.notes.last?.hasPrefix("nothing else this check compares differs in this locale") == true)
    }

    @Test("one such locale is reported as it is, as a note that says why")
    func single() throws {
        let report = try PartialTreeTests.check(Self.stale("a.md"))
        let stale = report.findings.filter { $0.ruleID == "meta.stale-source" }
        #expect(stale.count == 1)
        #expect(stale.first?.severity == .note)
        #expect(stale.first?.message.hasPrefix("translated from an older source revision than es-ES") == true)
        #expect(stale.first?.notes.last?.hasPrefix("nothing else this check compares differs in this locale") == true)
    }

    @Test("a level configured for meta.stale-source is kept by the note")
    func configuredLevel() throws {
        var configuration = Configuration()
        configuration.rules["meta.stale-source"] = .severity(.error)
        let report = try PartialTreeTests.check(
            Self.stale("a.md").merging(Self.stale("b.md")) { $1 }, configuration: configuration)
        let stale = report.findings.filter { $0.ruleID == "meta.stale-source" }
        #expect(stale.map(\.severity) == [.error])
        #expect(stale.first?.consequences.map(\.severity) == [.error, .error])
    }
}
