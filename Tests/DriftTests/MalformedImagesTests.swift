// Images a locale wrote that do not render: reported as such at their own line (MalformedImages).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Images that do not render")
struct MalformedImageTests {
    @Test("an image whose title holds quotes is reported as not rendering, at its own line")
    func quotesInTitle() {
        let reference = "# T\n\nText.\n\n![Menu](images/menu.png \"Menu\")\n"
        let broken = "# T\n\nTexte.\n\n![Menü \"Datei\"](images/menu.png \"Menü \"Datei\"\")\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("de-DE", broken)])
        #expect(found.map(\.ruleID) == ["media.image-mismatch"])
        #expect(
            found.first?.message
                == "image 'images/menu.png' does not render in this locale: its Markdown does not parse (a quote inside its quoted title ends the title)"
        )
        #expect(found.first?.locations.first?.position.line == 5)
    }

    @Test("an image indented as code is reported as inside a code block")
    func indentedAsCode() {
        let reference = "# T\n\nText.\n\n![Menu](images/menu.png)\n"
        let indented = "# T\n\nTexte.\n\n    ![Menu](images/menu.png)\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", indented)])
        #expect(
            found.contains { $0.message.hasSuffix("inside a code block (indented four spaces or more, or fenced)") })
        // One finding for the one fact: the code block it became is not reported again.
        #expect(found.map(\.ruleID) == ["media.image-mismatch"])
    }

    @Test("an image a locale lacks is still missing")
    func missing() {
        let reference = "# T\n\nText.\n\n![Menu](images/menu.png)\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", "# T\n\nTexte.\n")])
        #expect(found.first?.message.contains("is missing") == true)
    }
}
