// Alerts a locale writes the old way, as a bold paragraph: said as such, at that line
// (StructureChecks).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Alerts written as bold paragraphs")
struct LegacyAlertsTests {
    @Test("a bold 'Avertissement :' paragraph where the reference has a [!WARNING] is reported as such")
    func boldParagraph() {
        let reference = "# T\n\nText.\n\n> [!WARNING]\n> This deletes everything.\n\nMore.\n"
        let old = "# T\n\nTexte.\n\n**Avertissement :** cela supprime tout.\n\nSuite.\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", old)])
        #expect(found.map(\.ruleID) == ["structure.alert-mismatch"])
        #expect(
            found.first?.message
                == "alert [!WARNING] is written as a bold paragraph here ('**Avertissement :**'), not as a DocFX alert")
        #expect(found.first?.locations.first?.position.line == 5)
    }

    @Test("a quoted tip with an emoji is found too; bold text that is no label is not")
    func emojiAndProse() {
        let document = Document(markdown: "# T\n\n**Bold words** in a sentence.\n\n>💡 **Porada**: use it.\n")
        #expect(CheckContext.boldAlert(in: document, lines: 1...5)?.line == 5)
        #expect(CheckContext.boldAlert(in: document, lines: 1...4) == nil)
    }

    @Test("a note wholly in bold after its label is found at its line")
    func wholeNoteInBold() {
        let reference = "# T\n\nText.\n\n> [!NOTE]\n> The above issue was fixed in XS 2.2 final.\n\nMore.\n"
        let old = "# T\n\nTexte.\n\n\n **REMARQUE : Le problème ci-dessus a été résolu dans XS 2.2 finale**\n\nSuite.\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", old)])
        #expect(
            found.first?.message
                == "alert [!NOTE] is written as a bold paragraph here ('**REMARQUE :'), not as a DocFX alert")
        #expect(found.first?.locations.first?.position.line == 6)
        // A long bold sentence whose colon comes late is prose.
        let prose = Document(markdown: "**This sentence is long and bold and then says: something**\n")
        #expect(CheckContext.boldAlert(in: prose, lines: 1...1) == nil)
    }
}
