// SnippetCache: each distinct C# block of an article is parsed once, however many locales share
// it (most code is identical across translations), and every check of the article — token
// comparison, syntax errors, and the samples pipeline through `ArticleCheck` — uses that parse.

import ByteKeys
import CSharpSyntax
import DocModel

/// Parses of an article's C# blocks, keyed by content. Lives for one article check, on one thread.
public final class SnippetCache {
    /// What the code checks need of a parse.
    struct Entry {
        /// Significant tokens (comments, whitespace, directives dropped).
        let tokens: [SignificantToken]
        /// Syntax errors (warnings and notes left out).
        let errors: [SyntaxDiagnostic]
    }

    // Keyed by bytes: see `UTF8Key`.
    private var trees: [UTF8Key: SnippetSyntax] = [:]
    private var entries: [UTF8Key: Entry] = [:]

    /// An empty cache.
    public init() {}

    /// The parse of the text of `key` (a code block's `contentKey`, hashed once), computed on
    /// first use.
    public func syntax(_ key: UTF8Key) -> SnippetSyntax {
        if let tree = trees[key] { return tree }
        let tree = CSharpSnippet.parse(key.text)
        trees[key] = tree
        return tree
    }

    /// Tokens and errors of the text of `key`, computed on first use.
    func entry(_ key: UTF8Key) -> Entry {
        if let entry = entries[key] { return entry }
        let snippet = syntax(key)
        let entry = Entry(
            tokens: snippet.significantTokens, errors: snippet.diagnostics.filter { $0.severity == .error })
        entries[key] = entry
        return entry
    }
}
