// Differences that say nothing: JSON a locale fences as C#, runs of spaces in inline code.

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Differences that say nothing")
struct QuietDifferenceTests {
    @Test("JSON a locale fences as C# is a language mismatch, not a C# syntax error")
    func jsonFencedAsCSharp() {
        let reference = "# T\n\n```json\n{ \"title\": \"Task\" }\n```\n"
        let mislabelled = "# T\n\n```csharp\n{ \"title\": \"Task\" }\n```\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", mislabelled)])
        #expect(found.map(\.ruleID) == ["code.language-mismatch"])
    }

    @Test("a block the reference does not fence as C# and a locale does is a language mismatch only")
    func unlabelledInReference() {
        // path-data.md (review 18): SVG path data the reference fences without a language.
        let reference = "# T\n\n```\nM 100 100 L 300 100 Z\n```\n"
        let labelled = "# T\n\n```csharp\nM 100 100 L 300 100 Z\n```\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", labelled)])
        #expect(found.map(\.ruleID) == ["code.language-mismatch"], "\(found.map(\.message))")
    }

    @Test("a link or a name repeated in the reference and given once in a locale is no difference")
    func repeatsInASection() {
        // troubleshooting.md:223-224 (zh-TW links available-assemblies.md in two sentences).
        let reference = "# T\n\nSee [Mono](a.md), and `Foo`.\nChoose [Mono](a.md) for `Foo`.\n"
        let once = "# T\n\nVoir [Mono](a.md) et `Foo`, à choisir.\n"
        #expect(checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", once)]).isEmpty)
        let none = "# T\n\nVoir Mono et `Foo`, à choisir.\n"
        let found = checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", none)])
        #expect(
            found.map(\.message) == [
                "link targets of this section differ from the reference zh-TW: (none) instead of 'a.md'"
            ])
    }

    @Test("inline code that differs only in the length of a run of spaces is the same")
    func spacesInInlineCode() {
        let reference = "# T\n\nAdd `127.0.0.1    MyHost.local` to the file.\n"
        let spaced = "# T\n\nAjoutez `127.0.0.1   MyHost.local` au fichier.\n"
        #expect(checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", spaced)]).isEmpty)
        // No-break spaces around '=' (intro-to-manual-camera-controls.md:335, review 14).
        let noBreak = "# T\n\nAjoutez `127.0.0.1\u{A0}MyHost.local` au fichier.\n"
        #expect(checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", noBreak)]).isEmpty)
        let other = "# T\n\nAjoutez `127.0.0.1 OtherHost.local` au fichier.\n"
        #expect(
            checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", other)]).map(\.ruleID) == [
                "inline.code-mismatch"
            ])
    }

    @Test("code a locale writes as text (no backticks, bold, italics, a link's text) is there")
    func codeWrittenAsText() {
        // background-transfer-walkthrough.md (review 18), colors.md and xamlc.md (review 17).
        let reference = "# T\n\nEdit `AppDelegate`, call `FromHex`, see [`XamlCompilation`](xref:X) and `main.m`.\n"
        for text in [
            "# T\n\nÉditez *AppDelegate*, appelez **FromHex**, voir [XamlCompilation](xref:X) et main.m.\n",
            "# T\n\n`AppDelegate` を編集し、FromHexを呼び出し、[XamlCompilation](xref:X) と main.m を参照。\n",
        ] {
            #expect(checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", text)]).isEmpty, "\(text)")
        }
        // Only what reads as code, only outside code blocks, and only what the locale writes.
        let missing = "# T\n\nÉditez AppDelegate et appelez FromHex.\n\n```\nXamlCompilation main.m\n```\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", missing)])
        #expect(
            found.filter { $0.ruleID == "inline.code-mismatch" }.map(\.message) == [
                "inline code of this section differ from the reference en-US: (none) instead of 'XamlCompilation', 'main.m'"
            ])
        let word = "# T\n\nSet the `Image` first.\n"
        let prose = "# T\n\nDéfinissez d'abord l'Image.\n"
        #expect(
            checkArticle([("en-US", word), ("es-ES", word), ("fr-FR", prose)]).map(\.ruleID) == ["inline.code-mismatch"]
        )
        // A locale with code of its own changed something: what it lacks is listed, as text or not.
        let changed = "# T\n\nÉditez `AppDelegates`, appelez FromHex, voir [XamlCompilation](xref:X) et main.m.\n"
        let renamed = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", changed)])
        #expect(
            renamed.map(\.message) == [
                "inline code of this section differ from the reference en-US: 'AppDelegates' instead of 'AppDelegate', 'FromHex', 'XamlCompilation', 'main.m'"
            ])
    }

    @Test("code a locale fences on a line of its own where the reference has inline code is one finding")
    func spanAsBlock() throws {
        // intro-to-cloudkit.md:111 (reviews 14-16).
        let reference = "# T\n\n## <a name=\"a\"></a>A\n\nUse `iCloud.com.company.app` as the container.\n"
        let fenced =
            "# T\n\n## <a name=\"a\"></a>A\n\nUtilisez comme conteneur :\n\n```csharp\niCloud.com.company.app\n```\n"
        let found = checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", fenced)])
        #expect(found.map(\.ruleID) == ["code.block-extra"], "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.message == "csharp block 'iCloud.com.company.app' is inline code in the reference zh-TW")
        #expect(finding.severity == .warning)
        #expect(finding.related.map(\.position.line) == [5])
        #expect(finding.consequences.map(\.ruleID) == ["inline.code-mismatch"])
    }
}
