// Regression tests for problems found in code review: each failed before its fix.

import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Review regressions: reference and positions")
struct ReviewRegressionTests {
    private func check(_ sources: [(String, String)]) -> [Finding] {
        ArticleChecker().check(
            article: "a.md",
            sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) })
    }

    @Test("an absurd ms.lasthandoff year is not a date, and does not crash")
    func hugeDate() {
        #expect(ReferenceLocale.parseDate("01/01/922337203685477580") == nil)
        #expect(ReferenceLocale.parseDate("13/01/2018") == nil && ReferenceLocale.parseDate("06/05/2018") == 20_180_605)
        // ISO dates, repeated separators, a time part, words.
        #expect(ReferenceLocale.parseDate("2018-06-05") == 20_180_605)
        #expect(ReferenceLocale.parseDate("06//05/2018") == 20_180_605)
        #expect(ReferenceLocale.parseDate("2017-06-14T00:00") == nil)
        #expect(ReferenceLocale.parseDate("June 5, 2018") == nil)
        // A separator followed by a combining mark is one character, and no separator.
        #expect(ReferenceLocale.parseDate("2020-\u{301}-01-02") == nil)
        let found = check([("en-US", "---\nms.lasthandoff: 01/01/922337203685477580\n---\n# T\n"), ("fr-FR", "# T\n")])
        #expect(!found.contains { $0.kind == .drift && $0.ruleID.rawValue.hasPrefix("structure") })
    }

    @Test("without dates the majority is the locale sharing most elements, whatever the translated text")
    func majority() throws {
        let full = "# Titre\n\n```bash\nmake\n```\n\n## Uno\n"
        let found = check([
            ("de-DE", "# Titel\n\n## Eins\n"), ("en-US", "# Title\n\n```bash\nmake\n```\n\n## One\n"), ("fr-FR", full),
        ])
        let missing = try #require(found.first { $0.ruleID == "code.block-missing" })
        #expect(missing.locations.map(\.locale) == ["de-DE"])
        #expect(!found.contains { $0.ruleID == "code.block-extra" })
    }

    @Test("the reference position comes from the reference's own file")
    func referencePosition() throws {
        let reference = "---\nms.lasthandoff: 06/05/2018\n---\n# T\n\n```csharp\nvar a = Foo ();\n```\n"
        let sameLower =
            "---\nms.lasthandoff: 01/01/2018\n---\n# T\n\nText.\n\nMore text.\n\n```csharp\nvar a = Foo ();\n```\n"
        let drifted = "---\nms.lasthandoff: 01/01/2018\n---\n# T\n\n```csharp\nvar a = Bar ();\n```\n"
        let found = check([("de-DE", sameLower), ("en-US", reference), ("fr-FR", drifted)])
        let drift = try #require(found.first { $0.ruleID == "code.token-drift" })
        #expect(drift.related.first?.locale == "en-US")
        #expect(drift.related.first?.position == SourceLocation(line: 7, column: 9))
    }

    @Test("keys are not compared with a reference whose front matter does not parse")
    func brokenReferenceFrontMatter() {
        // view.md: machine translation joined es-ES's and ja-JP's lines into invalid YAML.
        let broken = "---\ntitle: Vista: En este artículo\nms.prod: xamarin ms.assetid: 915E ms.author: x\n---\n# T\n"
        let sound = "---\ntitle: Widok\nms.prod: xamarin\nms.assetid: 915E\nms.author: x\n---\n# T\n"
        let found = checkArticle([("es-ES", broken), ("ja-JP", broken), ("pl-PL", sound)])
        #expect(!found.contains { $0.ruleID == "meta.key-missing" }, "\(found.map(\.message))")
        // A broken locale beside a sound reference is left out; the others are still compared.
        let lacking = "---\ntitle: Widok\nms.prod: xamarin\nms.author: x\n---\n# T\n"
        let others = checkArticle([("es-ES", sound), ("ja-JP", broken), ("pl-PL", lacking)])
        #expect(
            others.filter { $0.ruleID == "meta.key-missing" }.map(\.message) == [
                "front-matter key 'ms.assetid' is missing"
            ])
        #expect(others.first { $0.ruleID == "meta.key-missing" }?.locations.map(\.locale) == ["pl-PL"])
    }

    @Test("a heading anchor that differs only by the pipeline's no-loc token is the same anchor")
    func noLocAnchor() {
        let withToken = "# <a name=\"easing-functions-in-no-locxamarinforms\"></a>Funciones de aceleración\n\nText.\n"
        let without = "# <a name=\"easing-functions-in-xamarinforms\"></a>Funkcje easingu\n\nTekst.\n"
        let found = checkArticle([("es-ES", withToken), ("ja-JP", withToken), ("pl-PL", without)])
        #expect(!found.contains { $0.ruleID == "structure.anchor-mismatch" }, "\(found.map(\.message))")
        #expect(CheckContext.withoutNoLoc("a-no-locb") == "a-b")
        #expect(CheckContext.withoutNoLoc("renamed") == "renamed")
        // A renamed anchor is quoted as written, token and all (custom.md, review 15 n41).
        let renamed = "# <a name=\"custom-layouts\"></a>Układy\n\nTekst.\n"
        let reported = checkArticle([("es-ES", withToken), ("ja-JP", withToken), ("pl-PL", renamed)])
        #expect(
            reported.map(\.message) == [
                "heading anchor differs from the reference's 'easing-functions-in-no-locxamarinforms'"
            ])
    }

    @Test("front-matter key lines are right with CRLF line ends")
    func crlfFrontMatter() {
        let document = Document(markdown: "---\r\ntitle: T\r\nms.assetid: A\r\n---\r\n# T\r\n")
        #expect(document.frontMatter.entry("ms.assetid")?.line == 3)
    }
}

@Suite("Review regressions: samples in containers, syntax errors, links")
struct ReviewRegressionSampleTests {
    private func check(_ sources: [(String, String)], files: [String: [String]] = [:]) -> [Finding] {
        var articles: [LocaleArticle] = []
        for (locale, markdown) in sources {
            var exists: (@Sendable (String) -> Bool)?
            if let list = files[locale] { exists = { list.contains($0) } }
            articles.append(
                LocaleArticle(
                    locale: locale, path: "\(locale)/a.md", document: Document(markdown: markdown),
                    linkTargetExists: exists))
        }
        return ArticleChecker().check(article: "a.md", articles)
    }

    @Test("token drift inside a list item and a block quote points at the right column")
    func containers() throws {
        let reference = "1. Step\n\n   ```csharp\n   var a = Foo ();\n   ```\n\n> ```csharp\n> var b = Foo ();\n> ```\n"
        let drifted = "1. Step\n\n   ```csharp\n   var a = Bar ();\n   ```\n\n> ```csharp\n> var b = Qux ();\n> ```\n"
        let found = check([("en-US", reference), ("es-ES", reference), ("fr-FR", drifted)]).filter {
            $0.ruleID == "code.token-drift"
        }
        #expect(
            found.map { $0.locations.first?.position } == [
                SourceLocation(line: 4, column: 12), SourceLocation(line: 8, column: 11),
            ])
    }

    @Test("JSON that differs only in spaces beside punctuation is the same, whatever a locale's fence says")
    func jsonSpacing() {
        let found = check([
            ("en-US", "```json\n{ \"type\": \"boolean\" }\n```\n"), ("es-ES", "```json\n{\"type\":\"boolean\"}\n```\n"),
            ("fr-FR", "```\n{ \"type\" : \"boolean\" }\n```\n"),
        ])
        #expect(!found.contains { $0.ruleID == "code.text-drift" }, "\(found.map(\.message))")
        let changed = check([
            ("en-US", "```json\n{ \"type\": \"boolean\" }\n```\n"),
            ("es-ES", "```json\n{ \"type\": \"boolean\" }\n```\n"),
            ("fr-FR", "```json\n{ \"type\": \"string\" }\n```\n"),
        ])
        #expect(changed.contains { $0.ruleID == "code.text-drift" })
    }

    @Test("an anchor outside headings renamed in one locale is reported there; one kept as a heading's anchor is not")
    func standaloneAnchors() throws {
        let text = "# T\n\nSee [below](#later).\n\n<a name=\"later\"></a>\n\nText.\n\n<a name=\"other\" />\n"
        let renamed = text.replacingOccurrences(of: "\"later\"", with: "\"plus-tard\"")
        let moved = text.replacingOccurrences(
            of: "<a name=\"later\"></a>\n\nText.", with: "## <a name=\"later\"></a>Text")
        let found = check([("en-US", text), ("es-ES", text), ("fr-FR", renamed), ("ja-JP", moved)])
        let anchors = found.filter { $0.ruleID == "structure.anchor-mismatch" }
        let finding = try #require(anchors.first)
        #expect(anchors.count == 1 && finding.locations.map(\.locale) == ["fr-FR"])
        #expect(finding.message.hasPrefix("anchor 'later' is missing (the reference en-US has it)"))
        #expect(finding.message.hasSuffix("this locale has 'plus-tard'"))
        #expect(finding.locations.first?.position.line == 5 && finding.related.first?.position.line == 5)
    }

    @Test("an indented code block keeps its columns")
    func indented() throws {
        let found = check([
            ("en-US", "Text.\n\n    var a = Foo ();\n"), ("es-ES", "Texto.\n\n    var a = Foo ();\n"),
            ("fr-FR", "Texte.\n\n    var a = Bar ();\n"),
        ])
        #expect(found.first { $0.ruleID == "code.text-drift" }?.locations.first?.position.column == 5)
    }

    @Test("a URL or console output under a csharp fence is a mislabelled block, not broken C#")
    func notCSharp() throws {
        let url = "```csharp\nhttp://itunes.apple.com/us/app/ibooks/id364709193?mt=8\n```\n"
        let found = check([("en-US", url), ("es-ES", url), ("fr-FR", url)])
        let finding = try #require(found.first { $0.ruleID == "sample.syntax-error" })
        #expect(finding.message.hasPrefix("block marked C# holds no C# statement or declaration"))
        #expect(finding.severity == .warning && finding.kind == .defect)
        // A statement that only lost its semicolon is C# that does not parse.
        let statement = "```csharp\nNSImage image = new NSImage(\"/Users/k/photo.jpg\")\n```\n"
        let unterminated = check([("en-US", statement), ("es-ES", statement)])
        #expect(
            unterminated.first { $0.ruleID == "sample.syntax-error" }?.message.hasPrefix("C# sample does not parse")
                == true)
        let code = "```csharp\nvar c = new C () {\n    A = 1;\n};\n```\n"
        let broken = check([("en-US", code), ("es-ES", code)])
        #expect(
            broken.first { $0.ruleID == "sample.syntax-error" }?.message.hasPrefix("C# sample does not parse") == true)
    }

    @Test("a syntax error only the reference's group has is reported")
    func errorInReferenceGroup() throws {
        let broken = "```csharp\nvar c = new C () {\n    A = 1;\n};\n```\n"
        let fixed = "```csharp\nvar c = new C () {\n    A = 1\n};\n```\n"
        let found = check([("en-US", broken), ("es-ES", broken), ("fr-FR", fixed)])
        let syntax = try #require(found.first { $0.ruleID == "sample.syntax-error" })
        #expect(syntax.locations.map(\.locale) == ["en-US", "es-ES"])
        #expect(syntax.locations.first?.position == SourceLocation(line: 3, column: 10))
    }

    @Test("media in a folder no locale has are kept outside the checked tree and are not reported")
    func mediaOutsideTree() throws {
        let text = "# T\n\n[a](images/a.png) [b](~/other/b.md) [c](c.png) [d](sub/d.png)\n"
        // `sub/` exists (it holds another file); `images/` and `~/other/` do not. An article link
        // into a missing folder is still checked.
        let files = ["sub", "sub/x.md"]
        let found = check([("en-US", text), ("fr-FR", text)], files: ["en-US": files, "fr-FR": files])
        let broken = try #require(found.first { $0.ruleID == "link.broken" })
        #expect(found.filter { $0.ruleID == "link.broken" }.count == 1)
        #expect(broken.kind == .defect && broken.message == "3 link targets do not exist in any locale's tree")
        #expect(
            broken.notes.prefix(3) == [
                "'~/other/b.md' (en-US line 3)", "'c.png' (en-US line 3)", "'sub/d.png' (en-US line 3)",
            ])
        // Where one locale has the folder, the others' missing file is drift as before.
        let drifted = check(
            [("en-US", text), ("fr-FR", text)], files: ["en-US": files + ["images", "images/a.png"], "fr-FR": files])
        #expect(drifted.contains { $0.kind == .drift && $0.message.contains("'images/a.png'") })
    }

    @Test("a broken link only one locale has is drift at the rule's severity when another locale has the file")
    func brokenOwnLink() throws {
        let found = check(
            [("en-US", "# T\n"), ("es-ES", "# T\n"), ("fr-FR", "# T\n\nVoir [ancien](old.md).\n")],
            files: ["en-US": ["old.md"], "es-ES": [], "fr-FR": []])
        let broken = try #require(found.first { $0.ruleID == "link.broken" })
        #expect(broken.kind == .drift && broken.severity == .error && broken.locations.map(\.locale) == ["fr-FR"])
        // A file no locale's tree has: the article's note (the tree may be partial), not fr-FR's error.
        let nowhere = check(
            [("en-US", "# T\n"), ("es-ES", "# T\n"), ("fr-FR", "# T\n\nVoir [ancien](old.md).\n")],
            files: ["en-US": [], "es-ES": [], "fr-FR": []])
        let note = try #require(nowhere.first { $0.ruleID == "link.broken" })
        #expect(note.kind == .defect && note.severity == .note && note.locations.map(\.locale) == ["fr-FR"])
    }
}

@Suite("Review regressions: sections")
struct ReviewRegressionSectionTests {
    @Test("one dropped heading is one finding: its section's inline code joins the previous section")
    func droppedHeading() {
        let reference = "# T\n\n## <a name=\"a\"></a>A\n\nUse `Foo`.\n\n## <a name=\"b\"></a>B\n\nUse `Bar`.\n"
        let dropped = "# T\n\n## <a name=\"a\"></a>A\n\nUtilisez `Foo` et `Bar`.\n"
        let found = ArticleChecker().check(
            article: "a.md",
            [("en-US", reference), ("es-ES", reference), ("fr-FR", dropped)].map {
                LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1))
            })
        #expect(found.map(\.ruleID) == ["structure.heading-missing"])
    }
}
