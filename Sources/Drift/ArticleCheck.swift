// ArticleCheck: the extension point for checks that live in other modules (the samples pipeline:
// compile errors, behaviour drift). ArticleChecker runs them after its own checks, on the same
// parsed articles and reference locale.

import Corpus
import Diagnostics

/// A check of one article across its locales, contributed by another module.
public protocol ArticleCheck: Sendable {
    /// The rules this check reports (merged into the run's catalogue).
    var rules: [RuleDescriptor] { get }

    /// Findings for one article. `articles` are the locales taking part in comparison (files with
    /// binary content left out), `reference` indexes the reference locale in it, and
    /// `configuration` is the run's configuration (e.g. its `fixtures` folder), `snippets`
    /// holds the article's C# parses, shared with the drift checks, and `pairing` lines up the
    /// locales' C# blocks by content.
    func check(
        article: String, articles: [LocaleArticle], reference: Int, configuration: Configuration,
        snippets: SnippetCache,
        pairing: CodeBlockPairing
    ) -> [Finding]
}
