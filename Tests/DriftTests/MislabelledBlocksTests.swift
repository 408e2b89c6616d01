// Blocks marked C# that are not: JSON reported as a mislabelled block (SampleSyntaxChecks).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Blocks marked C# that are not")
struct MislabelledBlockTests {
    @Test("JSON under a csharp fence in every locale is one mislabelled block, to be marked json")
    func json() {
        let markdown = "# T\n\n```csharp\n{\n   \"receipt-data\" : \"(base-64 encoded receipt here)\"\n}\n```\n"
        let found = checkArticle([("en-US", markdown), ("fr-FR", markdown)])
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("block marked C# holds JSON: mark it as 'json'") == true)
        #expect(found.first?.severity == .warning)
    }

    @Test("C# that starts with a brace is not JSON")
    func csharpBlock() {
        #expect(!CheckContext.looksLikeJSON("{\n    var a = 1;\n}\n"))
        #expect(!CheckContext.looksLikeJSON("new Dictionary<string, int> { { \"a\", 1 } };"))
        #expect(CheckContext.looksLikeJSON("[ { \"a\": 1 } ]"))
        // A payload sketch with unquoted keys (enhanced-user-notifications.md:621).
        #expect(
            CheckContext.looksLikeJSON(
                "{\n    aps : {\n        alert : \"New\",\n        mutable-content: 1\n    }\n}\n"))
        #expect(!CheckContext.looksLikeJSON("{ get; set; }"))
        #expect(!CheckContext.looksLikeJSON("{ global::System.Console.WriteLine (); }"))
    }
}
