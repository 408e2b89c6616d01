// ArticlePresence: whether an article exists in every locale of the tree. An article missing from
// some locales is one `structure.article-missing` finding (its present locales are still compared
// with each other); one present only in a minority — removed or moved in the source, the others
// holding redirect stubs (`redirect_url` in the front matter) or nothing — is one
// `structure.article-orphaned` finding, and nothing else is reported for it.

import Corpus
import Diagnostics
import DocModel

/// The presence of one article across the tree's locales.
struct ArticlePresence {
    /// The locales with the article's content (not a redirect stub).
    let present: [LocaleArticle]
    /// The tree's locales without it (no file, or a redirect stub).
    let absent: [String]
    /// The locales whose file is a redirect stub.
    let redirected: [String]

    /// Splits `articles` by whether they hold content, given all the tree's `locales` (files of
    /// no locale, `und`, such as a README beside the locale folders, take no part).
    init(_ articles: [LocaleArticle], locales: [String]) {
        let locales = locales.filter { $0 != "und" }
        let articles = articles.filter { $0.locale != "und" }
        var present: [LocaleArticle] = []
        var redirected: [String] = []
        for article in articles {
            if article.document.frontMatter["redirect_url"] != nil {
                redirected.append(article.locale)
            } else {
                present.append(article)
            }
        }
        let have = Set(present.map { $0.locale.lowercased() })
        self.present = present
        self.redirected = redirected
        absent = locales.filter { !have.contains($0.lowercased()) }
    }

    /// Whether only a minority of the tree's locales hold the article.
    var isOrphaned: Bool { !present.isEmpty && !absent.isEmpty && present.count * 2 <= present.count + absent.count }

    /// The finding about the article's presence, if it is not in every locale.
    func finding(article: String, severity: (RuleID) -> Severity) -> Finding? {
        guard !present.isEmpty, !absent.isEmpty else { return nil }
        let rule = isOrphaned ? RuleID.structureArticleOrphaned : RuleID.structureArticleMissing
        let presentLocales = present.map(\.locale)
        let stubs = redirected.isEmpty ? "" : " (\(redirected.joined(separator: ", ")) redirect elsewhere)"
        let message =
            isOrphaned
            ? "article exists only in \(presentLocales.joined(separator: ", ")): removed or moved in the source?\(stubs)"
            : "article is missing in \(absent.joined(separator: ", "))\(stubs)"
        return Finding(
            ruleID: rule, severity: severity(rule), kind: .drift, article: article, message: message,
            locations: present.map { $0.location(line: 1) },
            groups: [
                LocaleGroup(locales: presentLocales, value: "has the article"),
                LocaleGroup(locales: absent, value: redirected.isEmpty ? "no file" : "no file, or a redirect"),
            ])
    }
}
