// Which platform a sample is for, from what its code names: only iOS/macOS samples are run on the
// engine; Android, Xamarin.Forms, UWP and Xamarin.Essentials samples get parse and token checks.

import CSharpSyntax
import SampleCompiler
import Testing

@Suite("Sample platform")
struct SamplePlatformTests {
    @Test(
        "a sample's platform comes from its usings, base classes and APIs",
        arguments: [
            ("using Android.App;\nclass A : Activity { }", SamplePlatform.android),
            ("SetContentView (Resource.Layout.Main);\nvar b = FindViewById<Button> (Resource.Id.button);", .android),
            ("Log.Info (\"tag\", \"message\");", .android),
            ("var uri = ContactsContract.Contacts.ContentUri;", .android),
            ("class MainPage : ContentPage { }", .forms),
            ("await image.RotateTo (360, 2000);", .forms),
            ("using Xamarin.Forms;\nvar l = new Label ();", .forms),
            ("using Windows.UI.Xaml;", .uwp),
            ("using Xamarin.Essentials;\nvar level = Battery.ChargeLevel;", .essentials),
            ("View.AddSubview (new UIButton ());", .apple),
            ("var rect = new CGRect (0, 0, 10, 10);", .apple),
            // A Xamarin.Forms custom renderer for iOS is UIKit code.
            (
                "[assembly: ExportRenderer (typeof (MyEntry), typeof (MyEntryRenderer))]\nclass MyEntryRenderer : EntryRenderer {\n  void Set () { Control.BackgroundColor = UIColor.Red; Control.BorderStyle = UITextBorderStyle.Line; }\n}",
                .apple
            ),
            ("using Contacts;\nvar store = new CNContactStore ();", .apple),
        ])
    func evidence(code: String, expected: SamplePlatform) {
        #expect(SamplePlatform.evidence(in: CSharpSnippet.parse(code)) == expected)
    }

    @Test("plain C# names no platform; SkiaSharp's SK types are not Apple's")
    func noEvidence() {
        #expect(SamplePlatform.evidence(in: CSharpSnippet.parse("var x = 1 + 2;")) == nil)
        #expect(SamplePlatform.evidence(in: CSharpSnippet.parse("var paint = new SKPaint ();")) == nil)
    }

    @Test("a sample without evidence takes the path's platform, else the document's, else Apple")
    func fallback() {
        let plain = CSharpSnippet.parse("var x = 1;")
        let android = CSharpSnippet.parse("SetContentView (Resource.Layout.Main);")
        #expect(SamplePlatform.of([plain], hint: .forms) == [.forms])
        #expect(SamplePlatform.of([plain, android, android]) == [.android, .android, .android])
        #expect(SamplePlatform.of([plain]) == [.apple])
        #expect(SamplePlatform.hint(forPath: "es-es/docs/xamarin-forms/app-fundamentals/a.md") == .forms)
        #expect(SamplePlatform.hint(forPath: "de-de/docs/ios/user-interface/a.md") == .apple)
        #expect(SamplePlatform.hint(forPath: "transitions/es-ES/transitions.md") == nil)
        // Folders match whole and without ASCII case; file names and parts of names do not.
        #expect(SamplePlatform.hint(forPath: "ja-jp/Docs/Android/a.md") == .android)
        #expect(SamplePlatform.hint(forPath: "ja-jp/docs/androidx/a.md") == nil)
        #expect(SamplePlatform.hint(forPath: "ja-jp/docs/xamarin\rforms/a.md") == nil)
        #expect(SamplePlatform.hint(forPath: "uwp") == .uwp)
        #expect(SamplePlatform.hint(forPath: "") == nil)
        #expect(SamplePlatform.isMacArticle("de-de/docs/MAC/app-fundamentals/a.md"))
        #expect(!SamplePlatform.isMacArticle("de-de/docs/ios/mac/a.md"))
        #expect(!SamplePlatform.isMacArticle("de-de/docs/macos/a.md"))
    }
}
