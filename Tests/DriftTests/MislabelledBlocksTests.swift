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
        // Named root objects (updating-an-application-in-the-background.md:108).
        #expect(CheckContext.looksLikeJSON("'aps' {\n  'content-available': 1\n}\n"))
        #expect(CheckContext.looksLikeJSON("\"aps\": {\n  \"alert\": \"x\"\n}\n"))
        #expect(!CheckContext.looksLikeJSON("\"text\".Length;"))
        #expect(!CheckContext.looksLikeJSON("{ global::System.Console.WriteLine (); }"))
    }

    @Test("a message that names a C# keyword inside a word is prose, not C#")
    func prose() {
        // appstore.md:241: an App Store rejection message under a csharp fence.
        #expect(
            !CheckContext.mayHoldCSharp(
                "Your app contains non-public API usage.\nPlease review the errors, and resubmit your application.\n"))
        #expect(CheckContext.mayHoldCSharp("public override void ViewDidLoad ()"))
        #expect(CheckContext.mayHoldCSharp("base.ViewDidLoad ()\nvar x = 1"))
    }
}
