// Article presence, end to end: an article missing in one locale of the tree is one finding,
// and one that only a minority has (the others redirect elsewhere) is one finding and nothing else.

import Foundation
import Testing

@testable import DocParityCLI

@Suite("Article presence")
struct ArticlePresenceTests {
    @Test("an article missing in one locale is one finding; one only a minority has is one finding and nothing else")
    func presence() throws {
        let docs = try DocsTree(text: [
            "es-ES/a.md": "# A\n\n## X\n", "fr-FR/a.md": "# A\n\n## X\n",
            "es-ES/b.md": "# B\n\n## Y\n", "fr-FR/b.md": "---\nredirect_url: /new/b\n---\n",
            "de-DE/b.md": "---\nredirect_url: /new/b\n---\n",
            "es-ES/c.md": "# C\n", "fr-FR/c.md": "# C\n", "de-DE/c.md": "# C\n",
        ])
        let (report, _) = try CheckCommand.parse([docs.root, "--format", "json"]).execute()
        let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        let byArticle = Dictionary(grouping: findings) { $0["article"] as? String ?? "" }
        #expect(byArticle["a.md"]?.map { $0["rule"] as? String } == ["structure.article-missing"])
        #expect((byArticle["a.md"]?.first?["message"] as? String)?.contains("de-DE") == true)
        #expect(byArticle["b.md"]?.map { $0["rule"] as? String } == ["structure.article-orphaned"])
        #expect(byArticle["c.md"] == nil)
    }

    @Test("two docs sets with locales of their own, checked together, miss nothing")
    func twoSites() throws {
        let docs = try DocsTree(text: [
            "android/es-es/a.md": "# A\n", "android/ja-jp/a.md": "# A\n",
            "ios/de-de/b.md": "# B\n", "ios/fr-fr/b.md": "# B\n", "ios/zh-tw/b.md": "# B\n",
        ])
        let (report, _) = try CheckCommand.parse([docs.root, "--format", "json"]).execute()
        #expect(!report.contains("structure.article-"), "\(report)")
    }
}
