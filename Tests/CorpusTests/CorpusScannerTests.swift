// Tests for corpus discovery: the four layouts, grouping, filters, ignore globs, configuration,
// and unreadable or looping folders.

import Diagnostics
import Foundation
import Testing

@testable import Corpus

/// A temporary folder tree, removed when the test ends.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "docparity-corpus-\(UUID().uuidString)"
        for (path, content) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

@Suite("CorpusScanner")
struct CorpusScannerTests {
    private func scan(_ tree: TemporaryTree, _ configuration: Configuration = Configuration()) throws -> Corpus {
        try CorpusScanner(configuration: configuration).scan(tree.root)
    }

    @Test("locale root: ROOT/<locale>/<path>.md, found below other folders, any case")
    func localeRoot() throws {
        let tree = try TemporaryTree([
            "docs/es-es/a/b.md": "# B", "docs/PL-pl/a/b.md": "# B", "docs/ja/a/b.md": "# B", "docs/ja/only.md": "# O",
        ])
        let corpus = try scan(tree)
        #expect(corpus.layouts == [.localeRoot])
        #expect(corpus.groups.map(\.key) == ["docs/a/b.md", "docs/only.md"])
        #expect(corpus.groups[0].files.map(\.locale) == ["es-ES", "ja", "pl-PL"])
        #expect(corpus.groups[0].files[0].path == "docs/es-es/a/b.md")
    }

    @Test("one repository per locale: ROOT/<name>.<locale>/")
    func localeRepository() throws {
        let tree = try TemporaryTree(["xamarin-docs.es-es/docs/a.md": "# A", "xamarin-docs.ja-jp/docs/a.md": "# A"])
        let corpus = try scan(tree)
        #expect(corpus.layouts == [.localeRepository])
        #expect(corpus.groups.map(\.key) == ["xamarin-docs/docs/a.md"])
        #expect(corpus.groups[0].files.map(\.locale) == ["es-ES", "ja-JP"])
    }

    @Test("locale suffix: <path>.<locale>.md")
    func localeSuffix() throws {
        let tree = try TemporaryTree([
            "guide/intro.fr-FR.md": "# I", "guide/intro.de.md": "# I", "guide/notes.md": "# N",
        ])
        let corpus = try scan(tree)
        #expect(corpus.layouts.contains(.localeSuffix))
        let group = try #require(corpus.groups.first { $0.key == "guide/intro.md" })
        #expect(group.files.map(\.locale) == ["de", "fr-FR"])
    }

    @Test("front matter: ms.contentlocale names the locale")
    func frontMatter() throws {
        let tree = try TemporaryTree([
            "a/page.md": "---\nms.contentlocale: es-ES\n---\n# P",
            "b/page.md": "---\nms.contentlocale: pl-PL\n---\n# P",
        ])
        let corpus = try scan(tree)
        #expect(corpus.layouts == [.frontMatter])
        #expect(corpus.groups.first?.files.map(\.locale) == ["es-ES", "pl-PL"])
    }

    @Test("configuration: locale filter, ignore globs, explicit groups, forced layout")
    func configuration() throws {
        let tree = try TemporaryTree([
            "es-ES/a.md": "# A", "pl-PL/a.md": "# A", "ja-JP/a.md": "# A", "es-ES/includes/x.md": "x",
            "pl-PL/old.md": "# A",
        ])
        var configuration = try Configuration.parse(
            "locales: [es-es, pl-PL]\nignore: ['**/includes/**']\ngroups:\n  pl-PL/old.md: a.md\n", knownRules: [])
        configuration.layout = .localeRoot
        let corpus = try scan(tree, configuration)
        #expect(corpus.groups.map(\.key) == ["a.md"])
        #expect(corpus.groups[0].files.map(\.path) == ["es-ES/a.md", "pl-PL/a.md"])
        #expect(corpus.problems.map(\.ruleID) == ["input.duplicate-locale"])
    }

    @Test("configuration errors name the file, line and problem")
    func configurationErrors() {
        #expect(throws: ToolError.self) { try Configuration.parse("layout: nested\n", knownRules: []) }
        #expect(throws: ToolError.self) {
            try Configuration.parse("rules:\n  no.such-rule: error\n", knownRules: ["a.b"])
        }
        #expect(throws: ToolError.self) { try Configuration.parse("rules:\n  a.b: loud\n", knownRules: ["a.b"]) }
        #expect(throws: ToolError.self) { try Configuration.parse("colour: red\n", knownRules: []) }
        do {
            _ = try Configuration.parse("layout: nested\n", knownRules: [], origin: "x.yml")
        } catch let error as ToolError {
            #expect(error.message.hasPrefix("x.yml:1: unknown layout 'nested'"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("rules-url: an absolute http, https or file address of the rules page, else a configuration error")
    func rulesURL() throws {
        #expect(try Configuration.parse("", knownRules: []).rulesURL == nil)
        for address in ["https://example.org/docparity/rules.md", "http://docs.local/rules.md", "file:///srv/rules.md"]
        {
            #expect(try Configuration.parse("rules-url: \(address)\n", knownRules: []).rulesURL == address)
        }
        for bad in ["docs/rules.md", "ftp://example.org/rules.md", "https:///rules.md", "[a]"] {
            do {
                _ = try Configuration.parse("rules-url: \"\(bad)\"\n", knownRules: [], origin: "x.yml")
                Issue.record("'\(bad)' was accepted")
            } catch let error as ToolError {
                #expect(error.kind == .configuration)
                #expect(error.message.hasPrefix("x.yml:1: 'rules-url' must be an absolute http, https or file address"))
            }
        }
    }

    @Test("a symlink loop is reported once and does not hang")
    func symlinkLoop() throws {
        let tree = try TemporaryTree(["es-ES/a.md": "# A", "pl-PL/a.md": "# A"])
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/es-ES/loop", withDestinationPath: tree.root + "/es-ES")
        let corpus = try scan(tree)
        #expect(corpus.groups.map(\.key) == ["a.md"])
        #expect(corpus.problems.map(\.ruleID) == ["input.unreadable"])
        #expect(corpus.problems.first?.message.contains("loop") == true)
    }

    @Test("a missing path is a tool error; an empty locale folder is reported")
    func missingAndEmpty() throws {
        #expect(throws: ToolError.self) {
            try CorpusScanner(configuration: Configuration()).scan("/no/such/docparity/path")
        }
        let tree = try TemporaryTree(["es-ES/a.md": "# A", "pl-PL/a.md": "# A", "de-DE/readme.txt": "x"])
        let corpus = try scan(tree)
        #expect(corpus.problems.map(\.ruleID) == ["input.empty"])
        #expect(corpus.problems.first?.message.contains("de-DE") == true)
    }

    @Test("locale tags")
    func localeTags() {
        #expect(LocaleTag.isLocale("es-es") && LocaleTag.isLocale("zh-Hant") && LocaleTag.isLocale("ja"))
        #expect(!LocaleTag.isLocale("docs") && !LocaleTag.isLocale("ios") && !LocaleTag.isLocale("api"))
        #expect(LocaleTag.canonical("zh-hant-tw") == "zh-Hant-TW" && LocaleTag.canonical("ES-es") == "es-ES")
    }
}

@Suite("CorpusScanner: shared folders")
struct SharedFolderTests {
    @Test("a folder linked from two locales is read in both, not reported as a loop")
    func sharedThroughLinks() throws {
        let tree = try TemporaryTree(["es-ES/a.md": "# A", "pl-PL/a.md": "# A", "shared/inc.md": "# I"])
        for locale in ["es-ES", "pl-PL"] {
            try FileManager.default.createSymbolicLink(
                atPath: tree.root + "/\(locale)/shared", withDestinationPath: tree.root + "/shared")
        }
        let corpus = try CorpusScanner(configuration: Configuration()).scan(tree.root)
        #expect(corpus.problems.isEmpty, "\(corpus.problems.map(\.message))")
        #expect(corpus.groups.first { $0.key == "shared/inc.md" }?.files.map(\.locale) == ["es-ES", "pl-PL"])
    }
}

@Suite("CorpusScanner: loose files")
struct LooseFileTests {
    @Test("an unsuffixed source joins its suffixed translations")
    func sourceWithTranslations() throws {
        let tree = try TemporaryTree([
            "guide/page.md": "---\nms.contentlocale: en-US\n---\n# P", "guide/page.fr-FR.md": "# P",
            "guide/page.es-ES.md": "# P",
        ])
        let corpus = try CorpusScanner(configuration: Configuration()).scan(tree.root)
        #expect(corpus.groups.map(\.key) == ["guide/page.md"])
        #expect(corpus.groups[0].files.map(\.locale) == ["en-US", "es-ES", "fr-FR"])
    }

    @Test("same-name files of one locale in different folders stay apart")
    func sameNameSameLocale() throws {
        let tree = try TemporaryTree([
            "guide/index.md": "---\nms.contentlocale: en-US\n---\n# G",
            "reference/index.md": "---\nms.contentlocale: en-US\n---\n# R",
        ])
        let corpus = try CorpusScanner(configuration: Configuration()).scan(tree.root)
        #expect(corpus.groups.map(\.key) == ["guide/index.md", "reference/index.md"])
        #expect(corpus.problems.isEmpty)
    }

    @Test("the locale filter also filters what discovery reports")
    func filteredProblems() throws {
        let tree = try TemporaryTree(["es-ES/a.md": "# A", "pl-PL/a.md": "# A", "de-DE/x.txt": "x"])
        var configuration = Configuration()
        configuration.locales = ["es-ES", "pl-PL"]
        #expect(try CorpusScanner(configuration: configuration).scan(tree.root).problems.isEmpty)
    }
}

@Suite("Corpus selection")
struct CorpusSelectionTests {
    @Test("each discovery problem is reported by exactly one shard")
    func problemsPerShard() throws {
        let tree = try TemporaryTree(["es-ES/a.md": "# A", "pl-PL/a.md": "# A", "de-DE/x.txt": "x", "fr-FR/y.txt": "y"])
        let corpus = try CorpusScanner(configuration: Configuration()).scan(tree.root)
        #expect(corpus.problems.count == 2)
        let counts = (1...3).map { corpus.selecting(shard: Shard("\($0)/3")!).problems.count }
        #expect(counts.reduce(0, +) == 2)
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)
    }
}
