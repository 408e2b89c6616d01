// Overloads of modelled virtual members that Xamarin.iOS has and the engine does not run
// (`FinishedLaunching (UIApplication)`): overriding one is no compile error.

import Diagnostics
import DocModel
import Drift
import Testing

@testable import SampleChecks

@Suite("Overloads the engine does not run")
struct UnsimulatedOverloadTests {
    static func compileErrors(_ code: String) -> [Finding] { sampleCompileErrors(folder: "ios", code: code) }

    @Test("FinishedLaunching (UIApplication) overrides UIApplicationDelegate's applicationDidFinishLaunching:")
    func oneArgument() {
        let code =
            "public class AppController : UIApplicationDelegate {\n    public override void FinishedLaunching (UIApplication app)\n    {\n    }\n}"
        #expect(Self.compileErrors(code).isEmpty)
    }

    @Test("an arity no overload has is still CS0115")
    func otherArity() {
        let code =
            "public class AppController : UIApplicationDelegate {\n    public override void FinishedLaunching (UIApplication app, NSDictionary options, int x)\n    {\n    }\n}"
        #expect(Self.compileErrors(code).first?.message.contains("CS0115") == true)
    }
}
