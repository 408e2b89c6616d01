// A locale translated before its source was rewritten: one meta.stale-source finding with its
// differences folded under it; a lightly stale locale keeps each difference (RewrittenSources).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Rewritten sources")
struct RewrittenSourceTests {
    private static func front(_ commit: String, _ date: String) -> String {
        "---\nms.sourcegitcommit: \(commit)\nms.lasthandoff: \(date)\n---\n"
    }

    @Test("a stale locale whose sections mostly differ is one finding, its differences folded under it")
    func rewritten() {
        let sections = ["a", "b", "c", "d", "e", "f"].map { "## <a name=\"\($0)\"></a>\($0.uppercased())\n\ntext\n\n" }
        let reference =
            Self.front("ea1dc12", "06/05/2020") + "# T\n\n[x](https://example.com/a)\n\n" + sections.joined()
        let old =
            Self.front("6cd40d1", "02/27/2018") + "# T\n\n[x](https://example.com/old)\n\n" + sections[0]
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("pl-PL", old)])
        let stale = found.filter { $0.ruleID == "meta.stale-source" }
        #expect(stale.count == 1)
        #expect(
            stale.first?.message
                == "translated before the source was rewritten: its headings differ from en-US's in 5 places (en-US has 7); translate the article anew"
        )
        // The headings and the link that follow from it are under it; nothing else is reported.
        #expect(found.map(\.ruleID) == ["meta.stale-source"])
        #expect(stale.first?.consequences.contains { $0.ruleID == "link.target-mismatch" } == true)
        // As severe as the worst of what follows from it (a missing heading is an error).
        #expect(stale.first?.severity == .error)
    }

    @Test("a lightly stale locale keeps each difference as a finding")
    func lightlyStale() {
        let reference =
            Self.front("ea1dc12", "06/05/2020")
            + "# T\n\n## <a name=\"a\"></a>A\n\n## <a name=\"b\"></a>B\n\n## <a name=\"c\"></a>C\n\n## <a name=\"d\"></a>D\n"
        let old =
            Self.front("6cd40d1", "02/27/2018")
            + "# T\n\n## <a name=\"a\"></a>A2\n\n## <a name=\"b\"></a>B2\n\n## <a name=\"c\"></a>C2\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("pl-PL", old)])
        #expect(found.map(\.ruleID).sorted() == ["meta.stale-source", "structure.heading-missing"])
        #expect(found.first { $0.ruleID == "meta.stale-source" }?.message.hasPrefix("translated from an older") == true)
    }

    @Test("a stale locale whose headings stand but whose images and code are mostly others is a rewrite")
    func rewrittenUnderSameHeadings() {
        let headings = ["a", "b", "c", "d"]
        func article(_ commit: String, _ date: String, image: (Int) -> String) -> String {
            Self.front(commit, date) + "# T\n\n"
                + headings.enumerated().map { number, anchor in
                    "## <a name=\"\(anchor)\"></a>\(anchor.uppercased())\n\n"
                        + (0..<5).map { "![s](\(image(number * 5 + $0)))\n\n" }.joined()
                }.joined()
        }
        let reference = article("ea1dc12", "06/05/2020") { "new/\($0)-w158.png" }
        // Four of the reference's 24 items (its anchors) are in the old text; its images are others.
        let old = article("6cd40d1", "02/27/2018") { "old/\($0).png" }
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("pl-PL", old)])
        #expect(found.map(\.ruleID) == ["meta.stale-source"])
        #expect(
            found.first?.message
                == "translated before the source was rewritten: only 4 of en-US's 24 anchors, images and code blocks are in it; translate the article anew"
        )
        // A quarter or more of them kept: each difference stays a finding of its own.
        let partly = article("6cd40d1", "02/27/2018") { $0 % 5 < 2 ? "new/\($0)-w158.png" : "old/\($0).png" }
        let light = checkArticle([("en-US", reference), ("es-ES", reference), ("pl-PL", partly)])
        #expect(light.count > 1)
        #expect(light.first { $0.ruleID == "meta.stale-source" }?.message.hasPrefix("translated from an older") == true)
    }

    @Test("renamed headings count toward a rewrite with three missing, extra or moved; alone they do not")
    func renamedHeadings() {
        let anchors = ["a", "b", "c", "d", "e", "f"]
        func article(_ commit: String, _ date: String, _ names: [String]) -> String {
            Self.front(commit, date) + "# T\n\n"
                + names.map {
                    "## <a name=\"\($0)\"></a>\($0)\n\ntext\n\n"
                }
                .joined()
        }
        let reference = article("ea1dc12", "06/05/2020", anchors)
        // editor.md: three headings gone and two renamed (of seven, the title included).
        let old = article("6cd40d1", "02/27/2018", ["a", "b2", "c2"])
        let rewritten = checkArticle([("en-US", reference), ("es-ES", reference), ("pl-PL", old)])
        #expect(
            rewritten.first { $0.ruleID == "meta.stale-source" }?.message.hasPrefix(
                "translated before the source was rewritten") == true)
        #expect(rewritten.map(\.ruleID) == ["meta.stale-source"], "\(rewritten.map(\.ruleID))")
        // attached-properties.md: every heading renamed, none gone: each rename can be followed.
        let renamed = article("6cd40d1", "02/27/2018", anchors.map { $0 + "2" })
        let light = checkArticle([("en-US", reference), ("es-ES", reference), ("pl-PL", renamed)])
        #expect(light.first { $0.ruleID == "meta.stale-source" }?.message.hasPrefix("translated from an older") == true)
        #expect(light.filter { $0.ruleID == "structure.anchor-mismatch" }.count == 6)
    }
}
