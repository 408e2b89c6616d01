// Lists a locale's Markdown breaks in parts: one finding at the break (ListSplits).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Lists broken in parts")
struct ListSplitTests {
    @Test("a block indented less than the items' text breaks the list: one finding at the break")
    func indentedBlock() {
        let reference = "# T\n\n1. Open\n\n    ```sh\n    open\n    ```\n\n2. Run\n\n    ```sh\n    run\n    ```\n"
        let broken = "# T\n\n1. Ouvrir\n\n  ```sh\n  open\n  ```\n\n2. Exécuter\n\n    ```sh\n    run\n    ```\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", broken)])
        let lists = found.filter { $0.ruleID == "structure.list-items" }
        #expect(lists.count == 1)
        #expect(
            lists.first?.message
                == "list is broken in two here: a block between its items is indented 2 spaces, less than their text (3); the reference's 2 items are all here (1 + 1)"
        )
        #expect(lists.first?.locations.first?.position.line == 9)
        // Line numbers are in a note, not the message, which a baseline's fingerprint reads.
        #expect(lists.first?.notes.contains("the block that ends the list is at line 5") == true)
    }

    @Test("a bullet of another character breaks the list, whichever part is aligned")
    func otherBullet() {
        let reference = "# T\n\n- one\n- two\n- three\n"
        let broken = "# T\n\n- un\n- deux\n* trois\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", broken)])
        #expect(found.map(\.ruleID) == ["structure.list-items"])
        #expect(
            found.first?.message.hasPrefix("list is broken in two here: its items change bullet from '-' to '*'")
                == true)
    }

    @Test("a first item that holds a nested list, then a bullet of another character")
    func nestedThenOtherBullet() {
        // 3d-touch.md:246: the first item's nested list and an image indented into code, then '*'.
        let reference =
            "# T\n\n- Icon:\n  - Add\n  - Alarm\n\n  ![i](i.png)\n\n- Subtitle\n- Title\n- Type\n"
        let broken =
            "# T\n\n- Icône :\n  - Add\n  - Alarm\n\n        ![i](i.png)\n\n* Sous-titre\n* Titre\n* Type\n"
        let lists = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", broken)]).filter {
            $0.ruleID == "structure.list-items"
        }
        #expect(lists.count == 1, "\(lists.map(\.message))")
        #expect(lists.first?.message.hasPrefix("list is broken in two here: its items change bullet") == true)
    }

    @Test("an alert indented less than the items' text breaks the list too")
    func indentedAlert() {
        let reference = "# T\n\n1. Open\n\n    > [!NOTE]\n    > Wait.\n\n2. Run\n"
        let broken = "# T\n\n1. Ouvrir\n\n  > [!NOTE]\n  > Attendez.\n\n2. Exécuter\n"
        let lists = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", broken)]).filter {
            $0.ruleID == "structure.list-items"
        }
        #expect(lists.count == 1)
        #expect(
            lists.first?.message.hasPrefix("list is broken in two here: a block between its items is indented 2 spaces")
                == true)
    }

    @Test("a list that really lost an item is still reported as such")
    func lostItem() {
        let found = checkArticle([
            ("en-US", "# T\n\n- one\n- two\n- three\n"), ("es-ES", "# T\n\n- one\n- two\n- three\n"),
            ("fr-FR", "# T\n\n- un\n- deux\n"),
        ])
        #expect(found.first?.message.hasPrefix("list has a different number of items") == true)
    }

    @Test("sub-items indented less than their item's text do not nest: one finding at the first, which says why")
    func flattened() throws {
        // ios-build-mechanics.md:114 (fr-FR, reviews 10 and 12).
        let reference =
            "# T\n\n## <a name=\"b\"></a>B\n\n- Debug\n  - The main configuration.\n- Release\n  - What ships.\n\nText.\n"
        let flat =
            "# T\n\n## <a name=\"b\"></a>B\n\n - Débogage\n  - La configuration.\n - Production\n  - Ce qui part.\n\nTexte.\n"
        let found = checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", flat)])
        #expect(found.map(\.ruleID) == ["structure.list-items"], "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(
            finding.message
                == "list is flat here: a sub-item is indented 2 spaces, less than the text of the item above (3), so it does not nest"
        )
        #expect(finding.locations.map(\.position.line) == [6])
        #expect(!finding.consequences.isEmpty)
        // Nested as the reference nests them: nothing to report.
        let nested = flat.replacingOccurrences(of: "\n  - ", with: "\n   - ")
        #expect(checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", nested)]).isEmpty)
    }

    @Test("a flattened sub-list inside an outer list's item is read without a range running backwards")
    func flattenedInsideItem() throws {
        // The element before the inner list is the outer list, which ends after it: the lines
        // searched start at the inner list's own first line.
        let reference = "# T\n\n- A\n  - a1\n    - a11\n- B\n\nText.\n"
        let flat = "# T\n\n- A\n  - a1\n   - a11\n- B\n\nTexte.\n"
        let found = checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", flat)])
        let finding = try #require(found.first { $0.ruleID == "structure.list-items" })
        #expect(finding.message.hasPrefix("list is flat here: a sub-item is indented 3 spaces"), "\(finding.message)")
    }

    @Test("a bullet line: its indentation and where its text starts")
    func bullets() {
        func bullet(_ text: String) -> [Int]? {
            FlattenedLists.bullet(ArraySlice(Array(text.utf8))).map { [$0.indentation, $0.textColumn] }
        }
        #expect(bullet(" - a") == [1, 3])
        #expect(bullet("1. a") == [0, 3])
        #expect(bullet("  10) a") == [2, 6])
        #expect(bullet("-   a") == [0, 4])
        #expect(bullet("**bold**") == nil && bullet("-") == nil && bullet("- ") == nil && bullet("text") == nil)
        #expect(bullet("1234567890. a") == nil)
    }
}
