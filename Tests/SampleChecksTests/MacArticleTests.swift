// Xamarin.Mac articles: the API model is UIKit's, so an AppKit override it does not know (macOS's
// `ViewWillAppear ()` takes no argument) is no compile error there; in an iOS article it is.

import Diagnostics
import DocModel
import Drift
import Testing

@testable import SampleChecks

@Suite("Samples of Xamarin.Mac articles")
struct MacArticleTests {
    static let code = "public override void ViewWillAppear ()\n{\n    base.ViewWillAppear ();\n}"

    static func compileErrors(folder: String, code: String = code) -> [Finding] {
        sampleCompileErrors(folder: folder, name: "window.md", code: code)
    }

    @Test("an AppKit override is no compile error in a Mac article")
    func appKitOverride() {
        #expect(Self.compileErrors(folder: "mac/user-interface").isEmpty)
    }

    @Test("the same override is CS0115 in an iOS article")
    func uiKitOverride() {
        #expect(Self.compileErrors(folder: "ios/user-interface").first?.message.contains("CS0115") == true)
    }

    @Test("other compile errors are still reported in a Mac article")
    func otherErrors() {
        let code = "var label = new UILabel ();\n\"text\" = label.Text;"
        #expect(Self.compileErrors(folder: "mac/user-interface", code: code).first?.message.contains("CS0131") == true)
    }
}
