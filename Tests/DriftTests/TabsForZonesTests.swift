// TabsForZones: a locale with DocFX tabs where the reference has zone pivots (or the other way
// round) is one finding, with the marker and content differences of its passages under it.

import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Tabs for zones")
struct TabsForZonesTests {
    static let zones = """
        # T

        Intro.

        ::: zone pivot="windows"

        ![Windows](win.png)

        ::: zone-end
        ::: zone pivot="macos"

        ![Mac](mac.png)

        ::: zone-end

        ## Next

        See [docs](other.md).

        """

    static let tabs = """
        # T

        Intro.

        # [Visual Studio](#tab/vswin)

        ![Windows](win.png)

        # [Visual Studio for Mac](#tab/vsmac)

        ![Mac](mac-old.png)

        -----

        ## Next

        See [docs](moved.md).

        """

    @Test("tabs where the reference has zones: one finding at the first tab, what differs in them under it")
    func tabsForZones() throws {
        let found = checkArticle([("es-ES", Self.zones), ("ja-JP", Self.zones), ("pl-PL", Self.tabs)])
        let zones = found.filter { $0.ruleID == "structure.zone-mismatch" }
        #expect(zones.count == 1)
        let cause = try #require(zones.first)
        #expect(
            cause.message
                == "DocFX tabs ('#tab/vswin', '#tab/vsmac') where the reference es-ES has zone pivots ('windows', 'macos'): redo these passages in the reference's layout"
        )
        #expect(cause.locations.map(\.position.line) == [5])
        #expect(cause.related.map(\.position.line) == [5])
        #expect(cause.severity == .error)
        // The Mac passage's image is under it; the link after the tabs is a difference of its own.
        #expect(cause.consequences.contains { $0.ruleID == "media.image-mismatch" })
        #expect(cause.consequences.filter { $0.ruleID == "structure.zone-mismatch" }.count >= 3)
        #expect(found.contains { $0.ruleID == "link.target-mismatch" && $0.locations[0].position.line == 17 })
        #expect(!found.contains { $0.ruleID == "media.image-mismatch" })
    }

    @Test("a stale locale with tabs for zones was translated before the rewrite: all of it under its stale source")
    func staleLocale() throws {
        let newer = "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/05/2018\n---\n"
        let older = "---\nms.sourcegitcommit: 6cd40d1\nms.lasthandoff: 02/27/2018\n---\n"
        let found = checkArticle([
            ("es-ES", newer + Self.zones), ("ja-JP", newer + Self.zones), ("pl-PL", older + Self.tabs),
        ])
        #expect(found.map(\.ruleID) == ["meta.stale-source"])
        let stale = try #require(found.first)
        #expect(
            stale.message
                == "translated before the source was rewritten: it has DocFX tabs ('#tab/vswin', '#tab/vsmac') where the reference es-ES has zone pivots ('windows', 'macos'); translate the article anew"
        )
        #expect(stale.consequences.map(\.ruleID).sorted() == ["link.target-mismatch", "structure.zone-mismatch"])
    }

    @Test("zones where the reference has tabs: said the other way round")
    func zonesForTabs() {
        let found = checkArticle([("es-ES", Self.tabs), ("ja-JP", Self.tabs), ("pl-PL", Self.zones)])
        let zones = found.filter { $0.ruleID == "structure.zone-mismatch" }
        #expect(
            zones.map(\.message) == [
                "zone pivots ('windows', 'macos') where the reference es-ES has DocFX tabs ('#tab/vswin', '#tab/vsmac'): redo these passages in the reference's layout"
            ])
    }

    @Test("tab ids renamed, both locales with tabs: the markers are compared as before")
    func renamedTabs() {
        let renamed = Self.tabs.replacingOccurrences(of: "#tab/vswin", with: "#tab/windows")
        let found = checkArticle([("es-ES", renamed), ("ja-JP", renamed), ("pl-PL", Self.tabs)])
        let zones = found.filter { $0.ruleID == "structure.zone-mismatch" }
        #expect(zones.map(\.message) == ["zone marker differs from the reference's 'tab windows'"])
        #expect(zones.first?.consequences.isEmpty == true)
    }

    @Test("a tab group ends at its thematic break; without one, at the end of the file")
    func groupEnd() {
        let document = Document(markdown: Self.tabs)
        #expect(TabsForZones.tabs(in: document)?.spans == [5...13])
        #expect(TabsForZones.tabs(in: document)?.ids == ["vswin", "vsmac"])
        let open = Document(markdown: "# T\n\n# [A](#tab/a)\n\nx\n\n# [B](#tab/b)\n\ny\n")
        #expect(TabsForZones.tabs(in: open)?.spans == [3...10])
        #expect(TabsForZones.pivots(in: Document(markdown: Self.zones))?.spans == [5...9, 10...14])
    }
}
