// Tests for how link targets are read: which are relative files (checked for existence) and how
// targets are made comparable across locales.

import DocModel
import Testing

@testable import Drift

@Suite("Link targets")
struct LinkTargetTests {
    @Test(
        "relative file targets lose their fragment and query and are percent-decoded; the rest are not files",
        arguments: [
            ("../a.md#section", "../a.md"), ("a.md?view=x", "a.md"), ("images/a%20b.png", "images/a b.png"),
            ("dir/a:b.md", "dir/a:b.md"), ("a.b:c", "a.b:c"), (":odd", ":odd"), ("a%2", "a%2"),
            ("https://example.com/a.md", nil), ("mailto:someone", nil), ("xref:System.String", nil),
            ("#anchor", nil), ("/absolute/a.md", nil), ("", nil), ("?query", nil),
        ] as [(String, String?)])
    func relativeFiles(target: String, file: String?) {
        #expect(CheckContext.relativeFile(target) == file)
    }

    @Test("targets are compared normalized but quoted as each locale writes them")
    func quotedAsWritten() {
        // vision.md (review 12): a retired link with its trailing slash and capitals, findable
        // in the file as quoted.
        let reference = "# T\n\nSee [VisionFaces](/samples/xamarin/ios-samples/ios11-visionfaces) and `Foo`.\n"
        let retired =
            "# T\n\nVoir [VisionFaces](http://developer.xamarin.com/samples/monotouch/iOS11/VisionFaces/) et `Foo`.\n"
        let found = checkArticle([("zh-TW", reference), ("de-DE", reference), ("fr-FR", retired)])
        #expect(
            found.map(\.message) == [
                "link targets of this section differ from the reference zh-TW: 'http://developer.xamarin.com/samples/monotouch/iOS11/VisionFaces/' instead of '/samples/xamarin/ios-samples/ios11-visionfaces'"
            ])
    }

    @Test("locale segments and trailing slashes do not make targets differ")
    func normalizedLinks() {
        #expect(CheckContext.normalizedLink("/es-es/xamarin/ios/") == "/{locale}/xamarin/ios")
        #expect(CheckContext.normalizedLink("/xamarin/ios/") == "/xamarin/ios")
        #expect(CheckContext.normalizedLink("/") == "/")
        #expect(CheckContext.normalizedLink("a.md") == "a.md")
    }

    @Test(
        "a trailing slash is dropped as the last character, cut on bytes only after an ASCII byte",
        arguments: ["docs/", "a/", "caf\u{E9}/", "a\u{600}/", "x\u{301}/", "\r/", "//"])
    func droppingLastCharacter(_ text: String) {
        #expect(CheckContext.droppingLastCharacter(text) == String(text.dropLast()))
    }
}

@Suite("Link normalization on bytes")
struct LinkNormalizationTests {
    @Test(
        "locale segments become {locale}, trailing slashes go, other segments stay",
        arguments: [
            ("/es-es/xamarin/ios/", "/{locale}/xamarin/ios"),
            ("https://docs.microsoft.com/ja-jp/xamarin//", "https://docs.microsoft.com/{locale}/xamarin"),
            ("../zh-hant/a.md", "../{locale}/a.md"), ("/qq-cd/x", "/qq-cd/x"),
            ("/es-es-es-es-es/x", "/es-es-es-es-es/x"),
            ("/名前-es/x/", "/名前-es/x"), ("/pl-pl", "/{locale}"),
        ])
    func normalized(link: String, expected: String) {
        #expect(CheckContext.normalizedLink(link) == expected)
    }

    @Test("values are quoted and joined as a map and a join would")
    func quotedValues() {
        for values in [[], [""], ["a"], ["a", "b"], ["https://example.com/a b", "", "語", "e\u{301}", "'"]] {
            // Bytes, not `==`: the quoting must not change how any value is spelled.
            let expected = values.map { "'\($0)'" }.joined(separator: ", ")
            #expect(Array(CheckContext.quoted(values).utf8) == Array(expected.utf8), "\(values)")
        }
    }

    @Test("the values one sorted list has beyond another count repeats")
    func multisetDifference() {
        #expect(CheckContext.multisetDifference(["a", "b", "b", "c"], ["b", "c", "d"]) == ["a", "b"])
        #expect(CheckContext.multisetDifference(["x", "x", "x"], ["x"]) == ["x", "x"])
        #expect(CheckContext.multisetDifference([], ["x"]) == [])
        #expect(CheckContext.multisetDifference(["a", "é"], []) == ["a", "é"])
        #expect(CheckContext.multisetDifference(["b", "d"], ["a", "c", "e"]) == ["b", "d"])
    }
}

@Suite("Link equivalence")
struct LinkEquivalenceTests {
    static let hosts: Set<String> = ["docs.microsoft.com", "learn.microsoft.com"]

    @Test(
        "targets that differ only in what the rule documents compare equal",
        arguments: [
            ("https://docs.microsoft.com/xamarin/ios/", "/xamarin/ios"),
            ("http://docs.microsoft.com/de-de/xamarin/ios", "/es-es/xamarin/ios"),
            ("https://LEARN.microsoft.com/samples/xamarin/a", "/samples/xamarin/a"),
            ("http://itunesconnect.apple.com", "https://itunesconnect.apple.com"),
            ("https://Example.com/a", "https://example.com/a"),
            ("images/a.png#lightbox", "images/a.png"),
            ("/a/%7Euser/b%2fc", "/a/~user/b%2Fc"),
            ("https://example.com/s?term=Xamarin.iOS%2biOS10", "https://example.com/s?term=Xamarin.iOS+iOS10"),
            ("/s?q=a%20b%3D", "/s?q=a+b="),
            ("https://docs.microsoft.com", "/"),
            ("#Caching_Images", "#caching-images"),
            ("mvvm.md#automatically_creating_a_view_model", "mvvm.md#automatically-creating-a-view-model"),
            ("../api-design/index.md#Via_Events", "../api-design/index.md#via-events"),
        ])
    func equal(a: String, b: String) {
        #expect(
            LinkTarget.comparable(a, docsHosts: Self.hosts) == LinkTarget.comparable(b, docsHosts: Self.hosts),
            "\(LinkTarget.comparable(a, docsHosts: Self.hosts)) vs \(LinkTarget.comparable(b, docsHosts: Self.hosts))")
    }

    @Test(
        "targets that name another page, host, query or fragment stay different",
        arguments: [
            ("https://developer.xamarin.com/samples/ios/A", "/samples/xamarin/ios-samples/a"),
            ("https://example.com/a", "https://example.org/a"),
            ("/a?x=1", "/a?x=2"), ("a.md#one", "a.md#two"), ("/a/b%2Fc", "/a/b/c"), ("/a?x=%25", "/a?x=%"),
            ("/a?x=1#b%2Bc", "/a?x=1#b+c"),
            ("ftp://docs.microsoft.com/a", "/a"),
            ("#tab/Windows", "#tab/windows"), ("Caching_Images.md", "caching-images.md"), ("#caching", "#cache"),
        ])
    func different(a: String, b: String) {
        #expect(LinkTarget.comparable(a, docsHosts: Self.hosts) != LinkTarget.comparable(b, docsHosts: Self.hosts))
    }

    @Test("a relative link to an article is the docs-root link to the same file")
    func fromDocsRoot() {
        let article = "docs/xamarin-forms/graphics/skiasharp/curves/arcs.md"
        #expect(
            LinkTarget.fromDocsRoot("effects.md", article: article)
                == "~/xamarin-forms/graphics/skiasharp/curves/effects.md")
        #expect(
            LinkTarget.fromDocsRoot("../paths/fill.md#top", article: article)
                == "~/xamarin-forms/graphics/skiasharp/paths/fill.md#top")
        #expect(LinkTarget.fromDocsRoot("./effects.md", article: "guide/a.md") == "~/guide/effects.md")
        // What is not a relative article link stays as written.
        for target in [
            "~/a/b.md", "/xamarin/a", "https://example.com/a.md", "#top", "images/a.png", "../../../../../../x.md",
        ] {
            #expect(LinkTarget.fromDocsRoot(target, article: article) == target)
        }
    }

    @Test("a section where one locale links from the docs root and another relatively agrees")
    func mixedForms() {
        let rooted = "# T\n\nSee [effects](~/a/effects.md).\n"
        let relative = "# T\n\nVoir [effets](effects.md).\n"
        let articles = [("en-US", rooted), ("es-ES", rooted), ("fr-FR", relative)].map {
            LocaleArticle(locale: $0.0, path: "\($0.0)/docs/a/x.md", document: Document(markdown: $0.1))
        }
        let found = ArticleChecker().check(article: "docs/a/x.md", articles)
        #expect(!found.contains { $0.ruleID == "link.target-mismatch" }, "\(found.map(\.message))")
    }

    @Test("the message pairs the first drifted group's targets with what that group lacks, not another's")
    func messagePairsOneGroup() throws {
        // arkit/index.md (review 19): de-DE adds a link, fr-FR has other targets.
        let reference = "# T\n\nSee [a](a.md) and [b](b.md).\n"
        let added = "# T\n\nVoir [a](a.md), [b](b.md) et [c](c.md).\n"
        let other = "# T\n\nVoir [d](d.md).\n"
        let found = checkArticle([("en-US", reference), ("de-DE", added), ("fr-FR", other)])
        let link = try #require(found.first { $0.ruleID == "link.target-mismatch" })
        let first = try #require(link.groups.dropFirst().first)
        let expected =
            first.locales == ["de-DE"] ? "'c.md' instead of (none)" : "'d.md' instead of 'a.md', 'b.md'"
        #expect(link.message == "link targets of this section differ from the reference en-US: \(expected)")
    }
}
