// The check of one article in several locales, for the tests of folding and reporting rules.

import Corpus
import Diagnostics
import DocModel

@testable import Drift

/// The findings of `ArticleChecker` for `sources` (locale, Markdown), each at `<locale>/a.md`.
func checkArticle(_ sources: [(String, String)], configuration: Configuration = Configuration()) -> [Finding] {
    ArticleChecker(configuration: configuration).check(
        article: "a.md",
        sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) })
}
