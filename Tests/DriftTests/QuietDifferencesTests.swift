// Differences that say nothing: JSON a locale fences as C#, runs of spaces in inline code.

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Differences that say nothing")
struct QuietDifferenceTests {
    @Test("JSON a locale fences as C# is a language mismatch, not a C# syntax error")
    func jsonFencedAsCSharp() {
        let reference = "# T\n\n```json\n{ \"title\": \"Task\" }\n```\n"
        let mislabelled = "# T\n\n```csharp\n{ \"title\": \"Task\" }\n```\n"
        let found = checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", mislabelled)])
        #expect(found.map(\.ruleID) == ["code.language-mismatch"])
    }

    @Test("inline code that differs only in the length of a run of spaces is the same")
    func spacesInInlineCode() {
        let reference = "# T\n\nAdd `127.0.0.1    MyHost.local` to the file.\n"
        let spaced = "# T\n\nAjoutez `127.0.0.1   MyHost.local` au fichier.\n"
        #expect(checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", spaced)]).isEmpty)
        let other = "# T\n\nAjoutez `127.0.0.1 OtherHost.local` au fichier.\n"
        #expect(
            checkArticle([("en-US", reference), ("es-ES", reference), ("fr-FR", other)]).map(\.ruleID) == [
                "inline.code-mismatch"
            ])
    }
}
