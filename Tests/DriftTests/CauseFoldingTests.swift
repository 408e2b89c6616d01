// What follows from a missing or extra section or alert is folded under it: one finding per
// cause, its consequences listed, and `expanded` gives every finding back.

import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Cause folding")
struct CauseFoldingTests {
    private func check(_ sources: [(String, String)]) -> [Finding] {
        ArticleChecker().check(
            article: "a.md",
            sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) })
    }

    static let full = """
        # T

        ## <a name="a"></a>A

        Text.

        ## <a name="b"></a>B

        - one
        - two

        ![b](b.png)

        ```json
        {"b": 1}
        ```

        ### <a name="c"></a>C

        See [c](c.md).

        ## <a name="d"></a>D

        End.

        """

    @Test("a missing section is one finding, with what it held listed under it")
    func missingSection() throws {
        let without = Self.full.replacingOccurrences(
            of: Self.full[
                Self.full.range(of: "## <a name=\"b\">")!
                    .lowerBound..<Self.full.range(of: "## <a name=\"d\">")!.lowerBound],
            with: "")
        let found = check([("en-US", Self.full), ("es-ES", Self.full), ("fr-FR", without)])
        let cause = try #require(found.first { $0.ruleID == "structure.heading-missing" })
        #expect(found.filter { $0.kind == .drift }.count == 1, "\(found.map(\.ruleID))")
        #expect(cause.severity == .error)
        let folded = Set(cause.consequences.map(\.ruleID))
        #expect(
            folded.isSuperset(of: ["structure.list-items", "media.image-mismatch", "code.block-missing"]), "\(folded)")
        // The subsection's heading, and what it held, are under the outer section.
        #expect(cause.consequences.contains { $0.ruleID == "structure.heading-missing" })
        #expect(found.flatMap(\.expanded).count == found.count + cause.consequences.count)
        #expect(cause.expanded.first?.consequences.isEmpty == true)
    }

    @Test("an alert only one locale has takes its links and inline code with it")
    func extraAlert() throws {
        let plain = "# T\n\n## <a name=\"a\"></a>A\n\nText.\n"
        let alert = plain + "\n> [!NOTE]\n> See [x](x.md) and `Foo`.\n"
        let found = check([("en-US", plain), ("es-ES", plain), ("fr-FR", alert)])
        let cause = try #require(found.first { $0.ruleID == "structure.alert-mismatch" })
        #expect(found.filter { $0.kind == .drift }.count == 1, "\(found.map(\.ruleID))")
        #expect(Set(cause.consequences.map(\.ruleID)) == ["link.target-mismatch", "inline.code-mismatch"])
    }

    @Test("an extra alert takes the code it holds, compared apart, not what the locale lacks elsewhere")
    func extraAlertHoldsLess() throws {
        // effects.md (review 12): pl-PL's extra alert, and formulas its section lost to machine
        // translation.
        let plain = "# T\n\n## <a name=\"a\"></a>A\n\nThe curve is `y = a · cosh(x / a)`.\n"
        let alert =
            "# T\n\n## <a name=\"a\"></a>A\n\nThe curve is y = XI COSH(x / a).\n\n> [!IMPORTANT]\n> Use `SkPath1DPathEffect`.\n"
        let found = check([("en-US", plain), ("es-ES", plain), ("pl-PL", alert)])
        let cause = try #require(found.first { $0.ruleID == "structure.alert-mismatch" })
        // What the alert holds is compared apart and folds under it; the formula stays a finding.
        #expect(
            cause.consequences.map(\.message) == [
                "inline code of this section differ from the reference en-US: 'SkPath1DPathEffect' instead of (none)"
            ])
        #expect(
            found.filter { $0.ruleID == "inline.code-mismatch" }.map(\.message) == [
                "inline code of this section differ from the reference en-US: (none) instead of 'y = a · cosh(x / a)'"
            ])
    }

    @Test("the links of an alert a locale lacks are compared apart: a link changed beside it is a finding of its own")
    func missingAlertBesideChangedLink() throws {
        // broadcast-receivers.md (review 13 n5): a retired link, and a NOTE with its own link.
        let reference =
            "# T\n\n## <a name=\"a\"></a>A\n\nSee [filter](xref:Android.App.IntentFilterAttribute).\n\n> [!NOTE]\n> Read [Oreo](https://developer.android.com/oreo).\n"
        let older =
            "# T\n\n## <a name=\"a\"></a>A\n\nVoir [filter](https://developer.xamarin.com/api/type/Android.App.IntentFilterAttribute/).\n"
        let found = check([("es-ES", reference), ("ja-JP", reference), ("pl-PL", older)])
        let alert = try #require(found.first { $0.ruleID == "structure.alert-mismatch" })
        #expect(alert.consequences.map(\.ruleID) == ["link.target-mismatch"])
        #expect(
            found.filter { $0.ruleID == "link.target-mismatch" }.map(\.message) == [
                "link targets of this section differ from the reference es-ES: 'https://developer.xamarin.com/api/type/Android.App.IntentFilterAttribute/' instead of 'xref:Android.App.IntentFilterAttribute'"
            ])
    }

    @Test("each heading only one locale has takes the code under it, not its neighbours'")
    func extraHeadingsApart() throws {
        // troubleshooting.md:233 (review 14 n90): three sections the source removed.
        let reference = "# T\n\n## <a name=\"a\"></a>A\n\nText.\n"
        let older =
            reference
            + "\n## <a name=\"t0\"></a>Type 0\n\nUse `-aot ntrampolines`.\n\n## <a name=\"t1\"></a>Type 1\n\nUse `-aot nrgctx`.\n"
        let found = check([("zh-TW", reference), ("de-DE", reference), ("fr-FR", older)])
        let extras = found.filter { $0.ruleID == "structure.heading-extra" }
        #expect(extras.count == 2)
        #expect(
            extras.map { $0.consequences.map(\.message) } == [
                ["inline code of this section differ from the reference zh-TW: '-aot ntrampolines' instead of (none)"],
                ["inline code of this section differ from the reference zh-TW: '-aot nrgctx' instead of (none)"],
            ])
    }

    @Test("a list only one locale has takes its inline code and links with it; one missing, the same")
    func wholeList() throws {
        let plain = "# T\n\n## <a name=\"a\"></a>A\n\nText.\n\nMore text.\n"
        let list =
            "# T\n\n## <a name=\"a\"></a>A\n\nText.\n\n- `Text`, `Style` on [Span](span.md)\n- two\n\nMore text.\n"
        let extra = check([("en-US", plain), ("es-ES", plain), ("fr-FR", list)])
        let cause = try #require(extra.first { $0.ruleID == "structure.list-items" })
        #expect(extra.filter { $0.kind == .drift }.count == 1, "\(extra.map(\.ruleID))")
        #expect(Set(cause.consequences.map(\.ruleID)) == ["link.target-mismatch", "inline.code-mismatch"])
        let missing = check([("en-US", list), ("es-ES", list), ("fr-FR", plain)])
        #expect(missing.filter { $0.kind == .drift }.map(\.ruleID) == ["structure.list-items"])
        // A list whose items differ in number is no cause: its inline code stays a finding.
        let shorter = list.replacingOccurrences(of: "- two\n", with: "")
        let fewer = check([
            ("en-US", list), ("es-ES", list), ("fr-FR", shorter.replacingOccurrences(of: "`Style`", with: "`Font`")),
        ])
        #expect(Set(fewer.map(\.ruleID)) == ["structure.list-items", "inline.code-mismatch"], "\(fewer.map(\.ruleID))")
    }

    @Test("a list with an item more takes the one link that item holds; not a link changed elsewhere")
    func extraItem() throws {
        let two = "# T\n\nText.\n\n- [A](a.md)\n- [B](b.md)\n\nMore text.\n"
        let three = "# T\n\nTexte.\n\n- [A](a.md)\n- [B](b.md)\n- [Sample](https://example.com/sample)\n\nPlus.\n"
        let found = check([("en-US", two), ("es-ES", two), ("fr-FR", three)])
        #expect(found.map(\.ruleID) == ["structure.list-items"], "\(found.map(\.ruleID))")
        #expect(found.first?.consequences.map(\.ruleID) == ["link.target-mismatch"])
        // Two items more, each a video link (elements-api-walkthrough.md): both links fold.
        let four = two.replacingOccurrences(
            of: "- [B](b.md)\n", with: "- [B](b.md)\n- [v1](http://youtu.be/a)\n- [v2](http://youtu.be/b)\n")
        let videos = check([("en-US", two), ("es-ES", two), ("fr-FR", four)])
        #expect(videos.map(\.ruleID) == ["structure.list-items"], "\(videos.map(\.ruleID))")
        // One item fewer: the reference's item holds the link the locale lacks.
        let fewer = check([("en-US", three), ("es-ES", three), ("fr-FR", two)])
        #expect(fewer.map(\.ruleID) == ["structure.list-items"], "\(fewer.map(\.ruleID))")
        // The extra item's link and another link changed: the link finding stands on its own.
        let changed = three.replacingOccurrences(of: "(a.md)", with: "(other.md)")
        let both = check([("en-US", two), ("es-ES", two), ("fr-FR", changed)])
        #expect(Set(both.map(\.ruleID)) == ["structure.list-items", "link.target-mismatch"], "\(both.map(\.ruleID))")
        // An item the locale lacks that names two methods (simple.md, review 20): both fold.
        let methods = "# T\n\nText.\n\n- `FadeTo` fades.\n- `ScaleXTo`, `ScaleYTo` scale.\n\nMore.\n"
        let fewerMethods = "# T\n\nTexte.\n\n- `FadeTo` estompe.\n\nPlus.\n"
        let scaled = check([("en-US", methods), ("es-ES", methods), ("fr-FR", fewerMethods)])
        #expect(scaled.map(\.ruleID) == ["structure.list-items"], "\(scaled.map(\.message))")
        #expect(scaled.first?.consequences.map(\.ruleID) == ["inline.code-mismatch"])
    }

    @Test("two missing alerts of one type are one finding, and what each held is folded under it")
    func repeatedAlerts() throws {
        let full = """
            # T

            ## <a name="a"></a>A

            Text.

            > [!NOTE]
            > Use `Timer` instead.

            ## <a name="b"></a>B

            More.

            > [!NOTE]
            > Use `Task` instead.

            """
        let without = full.replacingOccurrences(of: "> [!NOTE]\n> Use `Timer` instead.\n\n", with: "")
            .replacingOccurrences(of: "> [!NOTE]\n> Use `Task` instead.\n", with: "")
        let found = check([("en-US", full), ("es-ES", full), ("fr-FR", without)])
        #expect(
            found.filter { $0.kind == .drift }.map(\.ruleID) == ["structure.alert-mismatch"], "\(found.map(\.ruleID))")
        let cause = try #require(found.first)
        #expect(cause.locations.count == 2)
        #expect(cause.related.map(\.position.line) == [7, 14])
        #expect(cause.consequences.map(\.ruleID) == ["inline.code-mismatch", "inline.code-mismatch"])
    }

    @Test("what a locale lacks is no consequence of a section only it has")
    func extraSectionTakesNoAbsence() throws {
        let badge =
            "# T\n\n[![Download](~/media/shared/download.png) Download](/samples/x)\n\nIntro.\n\n## <a name=\"b\"></a>B\n"
        let overview = "# T\n\n## <a name=\"overview\"></a>Overview\n\nIntro.\n\n## <a name=\"b\"></a>B\n"
        let found = check([("en-US", badge), ("es-ES", badge), ("fr-FR", overview)])
        let extra = try #require(found.first { $0.ruleID == "structure.heading-extra" })
        #expect(extra.consequences.isEmpty, "\(extra.consequences.map(\.ruleID))")
        #expect(found.contains { $0.ruleID == "media.image-mismatch" })
    }

    @Test("links under a heading only some locales have are compared apart, and fold under it")
    func subsectionLinksApart() throws {
        // boxview.md: pl-PL keeps a 'conclusion' the source removed, and a retired link above it.
        let reference = "# T\n\n## <a name=\"a\"></a>A\n\nSee [s](/samples/new).\n"
        let old =
            "# T\n\n## <a name=\"a\"></a>A\n\nVoir [s](https://developer.xamarin.com/samples/old).\n\n"
            + "## <a name=\"conclusion\"></a>Conclusion\n\nVoir [k](~/skiasharp/index.md).\n"
        let found = check([("en-US", reference), ("es-ES", reference), ("fr-FR", old)])
        let extra = try #require(found.first { $0.ruleID == "structure.heading-extra" })
        #expect(extra.consequences.map(\.ruleID) == ["link.target-mismatch"])
        let retired = try #require(found.first { $0.ruleID == "link.target-mismatch" })
        #expect(
            retired.message
                == "link targets of this section differ from the reference en-US: 'https://developer.xamarin.com/samples/old' instead of '/samples/new'"
        )
        // A heading dropped over content kept: the section's links agree, nothing is reported.
        let kept =
            "# T\n\n## <a name=\"a\"></a>A\n\nSee [s](/samples/new).\n\n## <a name=\"b\"></a>B\n\nSee [b](b.md).\n"
        let dropped = "# T\n\n## <a name=\"a\"></a>A\n\nVoir [s](/samples/new).\n\nVoir [b](b.md).\n"
        let quiet = check([("en-US", kept), ("es-ES", kept), ("fr-FR", dropped)])
        #expect(!quiet.contains { $0.ruleID == "link.target-mismatch" }, "\(quiet.map(\.message))")
    }

    @Test("a missing download badge is one finding: the image, its link not compared")
    func badge() throws {
        let badge = "# T\n\n[![Download](~/media/shared/download.png) Download](/samples/x)\n\nText.\n"
        let found = check([("en-US", badge), ("es-ES", badge), ("fr-FR", "# T\n\nTexte.\n")])
        #expect(found.map(\.ruleID) == ["media.image-mismatch"], "\(found.map(\.ruleID))")
        // When the section's links differ in more than the badge's, the link finding stays, about
        // the other link only.
        let more = check([("en-US", badge), ("es-ES", badge), ("fr-FR", "# T\n\nVoir [x](other.md).\n")])
        #expect(Set(more.map(\.ruleID)) == ["media.image-mismatch", "link.target-mismatch"], "\(more.map(\.ruleID))")
        #expect(
            more.first { $0.ruleID == "link.target-mismatch" }?.message
                == "link targets of this section differ from the reference en-US: 'other.md' instead of (none)")
        // slider.md: a retired link beside a badge the locale lacks is paired with its own
        // counterpart, not with the badge's link.
        let both = badge + "\nSee [thumb](xref:Slider.ThumbImageSource).\n"
        let retired = "# T\n\nTexte.\n\nVoir [thumb](xref:Slider.ThumbImage).\n"
        let paired = check([("en-US", both), ("es-ES", both), ("fr-FR", retired)])
        let link = try #require(paired.first { $0.ruleID == "link.target-mismatch" })
        #expect(link.related.first?.position.line == 7)
        // A changed image target does not take a link on its line that changed too (a target
        // for a target): that is a change of its own.
        let other = badge.replacingOccurrences(of: "download.png", with: "badge.png")
            .replacingOccurrences(of: "/samples/x", with: "/samples/y")
        let changed = check([("en-US", badge), ("es-ES", badge), ("fr-FR", other)])
        #expect(Set(changed.map(\.ruleID)) == ["media.image-mismatch", "link.target-mismatch"])
    }

    @Test("a table only some locales have takes the inline code and links of its cells with it")
    func missingTable() throws {
        // device.md (review 19): a table of methods the source added, each cell in code.
        let table =
            "# T\n\n## A\n\nText.\n\n| Method | Returns |\n|---|---|\n| `Foo` | `Task<T>` |\n| `Bar` | `void` |\n\nMore.\n"
        let without = "# T\n\n## A\n\nTexte.\n\nPlus.\n"
        let found = check([("en-US", table), ("es-ES", table), ("fr-FR", without)])
        let cause = try #require(found.first)
        #expect(found.map(\.ruleID) == ["structure.table-shape"], "\(found.map(\.message))")
        #expect(cause.consequences.map(\.ruleID) == ["inline.code-mismatch"])
        // A table of another shape is no cause: its cells' code is compared on its own.
        let shorter = "# T\n\n## A\n\nTexte.\n\n| Method | Returns |\n|---|---|\n| `Foo` | `Task<T>` |\n\nPlus.\n"
        let reshaped = check([("en-US", table), ("es-ES", table), ("fr-FR", shorter)])
        #expect(Set(reshaped.map(\.ruleID)) == ["structure.table-shape", "inline.code-mismatch"])
    }

    @Test("a screenshot swapped with its lightbox link dropped or added is one finding, the image's")
    func swappedScreenshot() throws {
        // creating-tabbed-applications.md (review 18): the source swapped the screenshot for a
        // small one and wrapped it in a lightbox link; a locale translated before has neither.
        let lightbox = "# T\n\n## Tabs\n\nText.\n\n[![Tab](img/06-badge-sml.png)](img/06-badge.png#lightbox)\n"
        let plain = "# T\n\n## Onglets\n\nTexte.\n\n![Onglet](img/06-badge.png)\n"
        for (reference, drifted) in [(lightbox, plain), (plain, lightbox)] {
            let found = check([("en-US", reference), ("es-ES", reference), ("fr-FR", drifted)])
            let image = try #require(found.first)
            #expect(found.map(\.ruleID) == ["media.image-mismatch"], "\(found.map(\.message))")
            #expect(image.consequences.map(\.ruleID) == ["link.target-mismatch"])
        }
        // A link elsewhere in the section is not the image's.
        let elsewhere = plain + "\nSee [the guide](guide.md).\n"
        let found = check([("en-US", lightbox), ("es-ES", lightbox), ("fr-FR", elsewhere)])
        #expect(Set(found.map(\.ruleID)) == ["media.image-mismatch", "link.target-mismatch"])
    }

    @Test("differences outside the missing section, or in other locales, stay findings of their own")
    func unrelated() {
        let without = Self.full.replacingOccurrences(of: "### <a name=\"c\"></a>C\n\nSee [c](c.md).\n\n", with: "")
            .replacingOccurrences(of: "End.", with: "See [e](e.md).")
        let other = Self.full.replacingOccurrences(of: "- two\n", with: "")
        let found = check([("en-US", Self.full), ("es-ES", other), ("fr-FR", without), ("ja-JP", Self.full)])
        let top = found.filter { $0.kind == .drift }.map(\.ruleID)
        #expect(top.contains("structure.heading-missing") && top.contains("structure.list-items"), "\(top)")
        #expect(found.contains { $0.ruleID == "link.target-mismatch" && $0.locations.first?.locale == "fr-FR" })
    }
}
