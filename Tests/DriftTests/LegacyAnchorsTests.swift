// In-page links to the explicit anchors an older translation keeps above renamed headings land on
// those headings: the same target as the heading's own anchor (LegacyAnchors, SectionChecks).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Legacy anchors above headings")
struct LegacyAnchorsTests {
    @Test("a link to an old anchor right above the renamed heading is the heading's link")
    func oldAnchorAboveHeading() {
        let reference = "# T\n\nSee [arrays](#arrays).\n\n## <a name=\"arrays\"></a>Arrays\n\nText.\n"
        let old =
            "# T\n\nVoir [tableaux](#array).\n\n<a name=\"array\" />\n\n## <a name=\"arrays\"></a>Tableaux\n\nTexte.\n"
        #expect(checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", old)]).isEmpty)
    }

    @Test("an anchor that lands nowhere near a heading stays a different target")
    func anchorElsewhere() {
        let reference = "# T\n\nSee [arrays](#arrays).\n\n## <a name=\"arrays\"></a>Arrays\n\nText.\n"
        let old =
            "# T\n\nVoir [tableaux](#array).\n\n<a name=\"array\" />\n\nUn paragraphe.\n\nEncore.\n\n## <a name=\"arrays\"></a>Tableaux\n"
        #expect(
            checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", old)]).map(\.ruleID)
                .contains("link.target-mismatch"))
        #expect(LegacyAnchors(Document(markdown: old)).landing("#array") == "#array")
        #expect(LegacyAnchors(Document(markdown: "<a name=\"a\" />\n\n## <a name=\"b\"></a>B\n")).landing("#a") == "#b")
    }
}
