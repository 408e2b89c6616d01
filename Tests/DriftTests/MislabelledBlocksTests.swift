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

    @Test("a payload sketch in JSON's shape is told to be marked text, or made JSON")
    func jsonSketch() {
        // updating-an-application-in-the-background.md:109 (review 19): single quotes, a named root.
        let markdown = "# T\n\n```csharp\n'aps' {\n  'content-available': 1\n}\n```\n"
        let found = checkArticle([("en-US", markdown), ("fr-FR", markdown)])
        #expect(
            found.first?.message.hasPrefix(
                "block marked C# holds a payload in JSON's shape that is not JSON (single quotes, or a named root without braces): mark it as 'text', or make it JSON and mark it as 'json'"
            ) == true, "\(found.map(\.message))")
        #expect(!CheckContext.isJSONSketch("{\n   \"receipt-data\" : \"x\"\n}\n"))
        #expect(CheckContext.isJSONSketch("{ 'aps': { 'alert': 'x' } }"))
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

    @Test("Objective-C under a csharp fence is a mislabelled block, to be marked objectivec")
    func objectiveC() {
        // ios-backgrounding-with-tasks.md:143.
        let markdown = "# T\n\n```csharp\nif ([NSURLSession class]) {\n  // Create a session\n}\n```\n"
        let found = checkArticle([("en-US", markdown), ("fr-FR", markdown)])
        #expect(
            found.map(\.message).first?.hasPrefix("block marked C# holds Objective-C: mark it as 'objectivec'") == true)
        #expect(CheckContext.looksLikeObjectiveC("[self.view addSubview:label];"))
        #expect(CheckContext.looksLikeObjectiveC("@interface SplitViewController : NSSplitViewController {\n}"))
        #expect(CheckContext.looksLikeObjectiveC("#import <UIKit/UIKit.h>\n"))
        // C# attributes, indexers, collection expressions and elisions are not message sends.
        #expect(!CheckContext.looksLikeObjectiveC("[Export (\"foo:\")]\nvoid Foo (NSObject x) { a[i] = b [j]; }"))
        #expect(!CheckContext.looksLikeObjectiveC("[assembly: Foo]\nint[] a = [1, 2];\n[...]\nvar m = dict [key];"))
        #expect(!CheckContext.looksLikeObjectiveC("#if DEBUG\nvar x = 1;\n#endif"))
    }

    @Test("shell commands under a csharp fence are a mislabelled block, to be marked bash")
    func shell() {
        // handoff.md:470 (review 18).
        let script =
            "echo '{\"apps\":[\"A\"]}' > json.txt\n\ncat json.txt | openssl smime -sign -inkey company.com.key\n-signer company.com.pem\n-outform DER > apple-app-site-association\n"
        let found = checkArticle([
            ("en-US", "# T\n\n```csharp\n\(script)```\n"), ("fr-FR", "# T\n\n```csharp\n\(script)```\n"),
        ])
        #expect(
            found.map(\.message).first?.hasPrefix(
                "block marked C# holds shell commands: mark it as 'bash' or 'console'")
                == true, "\(found.map(\.message))")
        #expect(CheckContext.looksLikeShell("sudo killall -QUIT usbmuxd\n"))
        #expect(CheckContext.looksLikeShell("$ xcrun simctl list\n"))
        // C# whose first word is a command's name is C#.
        #expect(!CheckContext.looksLikeShell("echo = Echo (text);\ncat.Meow ();\n"))
        #expect(!CheckContext.looksLikeShell("var cd = new CD ();\necho (cd);\n"))
        #expect(!CheckContext.looksLikeShell("git (\"status\");\n"))
    }

    @Test("a log, a stack trace or a debugger session under a csharp fence is program output")
    func output() {
        // introduction-to-ios9/troubleshooting.md:68.
        let log =
            "2015-09-04 14:38:05.757 App[2553:30362] CFNetwork SSLHandshake failed (-9824)\n2015-09-04 14:38:05.758 App[2553:30363] NSURLSession/NSURLConnection HTTP load failed;\n"
        let found = checkArticle([
            ("en-US", "# T\n\n```csharp\n\(log)```\n"), ("fr-FR", "# T\n\n```csharp\n\(log)```\n"),
        ])
        #expect(
            found.map(\.message).first?.hasPrefix(
                "block marked C# holds program output, not C#: mark it as 'text' or 'console'")
                == true)
        #expect(
            CheckContext.looksLikeOutput(
                "Stacktrace:\n  at Foo.Bar () [0x00000] in <filename unknown>:0\n  at Foo.Main (string[] args)\n"))
        #expect(
            CheckContext.looksLikeOutput("(lldb) thread list\n* thread #1: tid = 0x1\n  frame #0: 0x9a libc`wait\n"))
        #expect(!CheckContext.looksLikeOutput("var a = 1;\nvar b = 2;\n// 3 lines\n3.ToString ();\n"))
    }

    @Test("one line quoted from a sample to talk about it, which opens a block, is no syntax error")
    func quotedOpeningLine() {
        // proactive-suggestions.md:574 (reviews 8 and 13).
        let markdown = "# T\n\n```csharp\nif (MKDirectionsRequest.IsDirectionsRequestUrl(url)) {\n```\n"
        #expect(checkArticle([("en-US", markdown), ("fr-FR", markdown)]).isEmpty)
        #expect(CheckContext.isQuotedOpeningLine("  public override void ViewDidLoad () {  \n"))
        // list-view/index.md:57 (review 15): the brace on a line of its own.
        #expect(CheckContext.isQuotedOpeningLine("public class MainActivity : ListActivity\n{\n"))
        #expect(!CheckContext.isQuotedOpeningLine("if (a) {\n  b ();\n"))
        #expect(!CheckContext.isQuotedOpeningLine("if (a) { }\n{\n"))
        #expect(!CheckContext.isQuotedOpeningLine("var a = 1;\n"))
    }
}
