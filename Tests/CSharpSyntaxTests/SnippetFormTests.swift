// Snippet form detection and the classification of ambiguous declarations (field or local).

import CSharpSyntax
import Testing

@Suite("Snippet forms")
struct SnippetFormTests {
    @Test(arguments: [
        ("new UIView { Alpha = 0.5f }", SnippetForm.expression),
        ("g => g.Scale", .expression),
        ("view.Alpha = 0;", .statements),
        ("var x = 1;", .statements),
        ("UIWindow window;", .members),
        ("UIWindow window;\n...\npublic override void ViewDidLoad () { }", .members),
        ("public string Title { get; set; }", .members),
        ("using UIKit;\nclass A { }", .compilationUnit),
        ("namespace N { class A { } }", .compilationUnit),
        ("[assembly: Preserve]\nclass A { }", .compilationUnit),
        ("int count;\ncount++;\nvoid Tap() { }", .mixed),
        ("", .statements),
        ("// only a comment", .statements),
    ])
    func detectsForm(source: String, form: SnippetForm) {
        let snippet = CSharpSnippet.parse(source)
        #expect(snippet.form == form)
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
    }

    @Test func ambiguousDeclarationsFollowTheirNeighbours() throws {
        let snippet = CSharpSnippet.parse("nfloat sf = 0.4f;\npinch = new UIPinchGestureRecognizer (g => { });")
        #expect(snippet.form == .statements)
        #expect(snippet.statements.first is LocalDeclarationStmtSyntax)

        let mixed = CSharpSnippet.parse(
            "UIButton button;\npublic override void ViewDidLoad () { }\nbutton.Frame = r;\nint y = 2;")
        #expect(mixed.form == .mixed)
        #expect(mixed.members[0] is FieldDeclSyntax)
        #expect((mixed.members[3] as? GlobalStatementSyntax)?.statement is LocalDeclarationStmtSyntax)
    }

    @Test func elisionsAreNodesInEveryList() throws {
        let snippet = CSharpSnippet.parse(
            """
            class A
            {
                int x;
                // ...
                void F ()
                {
                    Foo ();
                    ···
                    Bar (1, ..., 3);
                }
                ...
            }
            """)
        #expect(snippet.diagnostics.isEmpty)
        let type = try #require(snippet.members.first as? TypeDeclSyntax)
        #expect(type.members.map(\.kindName) == ["FieldDecl", "Elision", "MethodDecl", "Elision"])
        let method = try #require(type.members[2] as? MethodDeclSyntax)
        guard case .block(let body) = method.body else {
            Issue.record("expected a block body")
            return
        }
        #expect(body.statements.map(\.kindName) == ["ExpressionStmt", "Elision", "ExpressionStmt"])
        let call = try #require((body.statements[2] as? ExpressionStmtSyntax)?.expression as? InvocationExprSyntax)
        #expect(call.arguments[1].expression is ElisionSyntax)
    }

    @Test func initializerElidedByACommentThatEndsItsLine() throws {
        // grouped.md (review 21): "string author = // ..." stands for a value, and the line for
        // the declaration's end.
        let snippet = CSharpSnippet.parse(
            """
            void Send ()
            {
                string author =  // ...
                string message = // ...
                var title = author;
            }
            """)
        #expect(snippet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(snippet.diagnostics)")
        // A value on the next line is the initializer, as C# reads it.
        let wrapped = CSharpSnippet.parse("int total = // sum\n    1 + 2;\nint more = // ...\n    3;\n")
        #expect(wrapped.diagnostics.filter { $0.severity == .error }.isEmpty, "\(wrapped.diagnostics)")
    }

    @Test func bracketedElisionOnALineOfItsOwn() throws {
        // `[...]` between a class and the code using it (api-design/index.md) marks omitted code.
        let snippet = CSharpSnippet.parse(
            """
            class Notifier : NSObject {
                [Export ("webViewDidFinishLoad:")]
                public void LoadingFinished (UIWebView webView) { }
            }

            [...]

            var web = new UIWebView ();
                [ … ]  // more
            web.WeakDelegate = new Notifier ();
            """)
        #expect(snippet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.statements.map(\.kindName).contains("Elision"))
        // Not followed by code on its line: an attribute of dots before a member is still an error.
        #expect(!CSharpSnippet.parse("[...] void F () { }").diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func elisionAmongSwitchSections() throws {
        // workout-apps.md:532: the cases before 'Ended' are left out.
        let snippet = CSharpSnippet.parse(
            """
            switch (toState) {
            ...
            case HKWorkoutSessionState.Ended:
                RaiseEnded ();
                break;
            }
            """)
        #expect(snippet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(snippet.diagnostics)")
        // A statement where a label belongs is still an error.
        let missing = CSharpSnippet.parse("switch (x) {\n    Foo ();\ncase 1: break;\n}")
        #expect(!missing.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func elisionsThatEndAStatementOrFillABody() throws {
        // objective-c-selectors.md:104, limitations.md:41, xibless-ui.md:239.
        let snippets = [
            "NSString      target = ...\nSelector    selector = new Selector (\"sizeWithFont:\");\nUIFont          font = ...\n",
            "class Foo<T> : UIView { [..] }",
            "... (NSWindowStyle.Titled | NSWindowStyle.Closable) ...",
        ]
        for code in snippets {
            let snippet = CSharpSnippet.parse(code)
            #expect(snippet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(code): \(snippet.diagnostics)")
        }
        // A statement that ends its line without an elision still needs its ';'.
        #expect(!CSharpSnippet.parse("var a = b\nvar c = d;").diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func placeholdersWhereAValueGoes() throws {
        // fonts.md:257: the reader writes the font in place of `<FontToDownload>`.
        let snippet = CSharpSnippet.parse(
            """
            var request = new FontRequest ("com.google.android.gms.fonts", "com.google.android.gms", <FontToDownload>, Resource.Array.certs);
            var key = <api-key>;
            var name = <Package.Name>;
            """)
        #expect(snippet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(snippet.diagnostics)")
        // Comparisons and type arguments are what they were.
        let code = CSharpSnippet.parse("var a = x < y && y > z; var b = F<int> (1); var c = (x < y);")
        #expect(code.diagnostics.filter { $0.severity == .error }.isEmpty, "\(code.diagnostics)")
        // A `<` that closes no placeholder on its line is still an error.
        #expect(!CSharpSnippet.parse("var a = <Foo;").diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func localFunctionsAndPreprocessorLinesInsideBlocks() throws {
        let snippet = CSharpSnippet.parse(
            """
            void Run ()
            {
            #if DEBUG
                Log ();
            #endif
                int Twice (int v) => v * 2;
                async Task LoadAsync () { await Task.Delay (1); }
            }
            """)
        #expect(snippet.diagnostics.isEmpty)
        let method = try #require(snippet.members.first as? MethodDeclSyntax)
        guard case .block(let body) = method.body else {
            Issue.record("expected a block body")
            return
        }
        #expect(body.statements.map(\.kindName) == ["ExpressionStmt", "LocalFunctionStmt", "LocalFunctionStmt"])
        let asyncFunction = try #require(body.statements[2] as? LocalFunctionStmtSyntax)
        #expect(asyncFunction.function.hasModifier("async"))
    }
}
