// SnippetCache: each distinct C# block of an article is parsed once, however many locales share
// it (most code is identical across translations), and both token comparison and syntax checks
// use that one parse.

import CSharpSyntax

/// Parses of an article's C# blocks, keyed by content. Lives for one article check.
final class SnippetCache {
    /// What the checks need of a parse.
    struct Entry {
        /// Significant tokens (comments, whitespace, directives dropped).
        let tokens: [SignificantToken]
        /// Syntax errors (warnings and notes left out).
        let errors: [SyntaxDiagnostic]
    }

    private var entries: [String: Entry] = [:]

    /// The parse of `source`, computed on first use.
    func entry(_ source: String) -> Entry {
        if let entry = entries[source] { return entry }
        let snippet = CSharpSnippet.parse(source)
        let entry = Entry(
            tokens: snippet.significantTokens, errors: snippet.diagnostics.filter { $0.severity == .error })
        entries[source] = entry
        return entry
    }
}
