// Locales share compilations only when they share code and fixtures: a locale with a fixtures
// folder of its own is compiled with its own fixtures, even when its code is the same.

import DocModel
import SampleCompiler
import Testing

@testable import SampleChecks

@Suite("Locale compilers")
struct LocaleCompilerTests {
    @Test("the same code with other fixtures is compiled again, not taken from the cache")
    func fixturesPartOfTheKey() {
        let cache = SampleRunCache()
        let document = Document(markdown: "# A\n\n```csharp\nvar second = new ControllerTwo();\n```\n")
        let withFixture = LocaleCompiler(
            fixturesFolder: "/a/fixtures",
            fixtures: [
                FixtureSource(name: "ControllerTwo.cs", code: "public class ControllerTwo : UIViewController { }")
            ])
        let without = LocaleCompiler(fixturesFolder: "/b/fixtures", fixtures: [])
        let first = LocaleSamples.run(document, compiler: withFixture, cache: cache)
        let second = LocaleSamples.run(document, compiler: without, cache: cache)
        let again = LocaleSamples.run(document, compiler: withFixture, cache: cache)
        func classes(_ samples: LocaleSamples) -> [String] {
            samples.samples.first?.compiled.program.classes.map(\.name) ?? []
        }
        #expect(classes(first).contains("ControllerTwo"))
        #expect(!classes(second).contains("ControllerTwo"))
        #expect(classes(again) == classes(first))
    }
}
