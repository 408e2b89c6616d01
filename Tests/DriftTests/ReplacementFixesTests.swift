// A finding that names one value a locale writes in place of the reference's (a link target, an
// image source, an anchor) proposes the reference's value at the exact place of the locale's:
// SARIF's `fixes`. Where the place is not certain, there is no fix.

import Diagnostics
import Testing

@testable import Drift

@Suite("Replacement fixes")
struct ReplacementFixesTests {
    static func fixes(_ drifted: String, reference: String, rule: RuleID) -> [Fix] {
        checkArticle([("es-ES", reference), ("pl-PL", reference), ("fr-FR", drifted)])
            .filter { $0.ruleID == rule }.flatMap(\.fixes)
    }

    @Test("a link target replaced by another: the reference's target, at the drifted target's column")
    func linkTarget() throws {
        let fixes = Self.fixes(
            "# T\n\nVoir [la page](old/setup.md \"titre\") ici.\n",
            reference: "# T\n\nSee [the page](setup.md) here.\n",
            rule: .linkTargetMismatch)
        let fix = try #require(fixes.first)
        #expect(fixes.count == 1)
        #expect(fix.location.locale == "fr-FR" && fix.location.position == SourceLocation(line: 3, column: 16))
        #expect(fix.deleted == "old/setup.md" && fix.inserted == "setup.md")
    }

    @Test("no fix where the place is not certain: two targets for one, a reference-style link, the same target twice")
    func uncertain() {
        let reference = "# T\n\nSee [a](a.md).\n"
        #expect(
            Self.fixes("# T\n\nVoir [b](b.md) et [c](c.md).\n", reference: reference, rule: .linkTargetMismatch).isEmpty
        )
        #expect(
            Self.fixes("# T\n\nVoir [b][ref].\n\n[ref]: b.md\n", reference: reference, rule: .linkTargetMismatch)
                .isEmpty)
        #expect(
            Self.fixes("# T\n\nVoir [b](b.md), [b](b.md).\n", reference: reference, rule: .linkTargetMismatch).isEmpty)
    }

    @Test("a target naming the reference's locale is not the drifted locale's to take")
    func localeSegment() {
        let fixes = Self.fixes(
            "# T\n\nVoir [a](https://example.org/fr-fr/old).\n",
            reference: "# T\n\nSee [a](https://example.org/es-es/new).\n", rule: .linkTargetMismatch)
        #expect(fixes.isEmpty)
    }

    @Test("an image source and a renamed anchor get the reference's value")
    func imageAndAnchor() throws {
        let image = try #require(
            Self.fixes(
                "# T\n\n![capture](images/old.png)\n", reference: "# T\n\n![shot](images/new.png)\n",
                rule: .mediaImageMismatch
            ).first)
        #expect(image.location.position == SourceLocation(line: 3, column: 12))
        #expect(image.deleted == "images/old.png" && image.inserted == "images/new.png")
        let anchor = try #require(
            Self.fixes(
                "# T\n\n<a name=\"old-name\"></a>\n\nTexte.\n",
                reference: "# T\n\n<a name=\"new-name\"></a>\n\nText.\n",
                rule: .structureAnchorMismatch
            ).first)
        #expect(anchor.location.position == SourceLocation(line: 3, column: 10))
        #expect(anchor.deleted == "old-name" && anchor.inserted == "new-name")
        let heading = try #require(
            Self.fixes(
                "# T\n\n## Installer {#install-old}\n", reference: "# T\n\n## Install {#install}\n",
                rule: .structureAnchorMismatch
            ).first)
        #expect(heading.deleted == "install-old" && heading.inserted == "install")
        #expect(heading.location.position == SourceLocation(line: 3, column: 16))
    }
}
