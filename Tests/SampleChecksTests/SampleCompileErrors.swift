// The compile errors the check reports for one C# block, the same in two locales of an article at
// a given docs path (the path tells the platform: `docs/mac/…`, `docs/ios/…`).

import Diagnostics
import DocModel
import Drift

@testable import SampleChecks

/// The `sample.compile-error` findings of `code` in an article at `docs/<folder>/<name>`.
func sampleCompileErrors(folder: String, name: String = "a.md", code: String) -> [Finding] {
    let articles = ["es-ES", "fr-FR"].map { locale in
        LocaleArticle(
            locale: locale, path: "\(locale)/docs/\(folder)/\(name)",
            document: Document(markdown: "# A\n\n```csharp\n\(code)\n```\n"))
    }
    return ArticleChecker(extraChecks: [SampleCheck()]).check(article: "docs/\(folder)/\(name)", articles)
        .filter { $0.ruleID == "sample.compile-error" }
}
