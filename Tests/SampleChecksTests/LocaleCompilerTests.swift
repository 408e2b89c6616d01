// Locales share compilations only when they share code and fixtures: a locale with a fixtures
// folder of its own is compiled with its own fixtures, even when its code is the same.

import DocModel
import Foundation
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

    @Test("a fixtures folder is read once per check, whichever thread asks first")
    func fixturesReadOnce() throws {
        let folder = NSTemporaryDirectory() + "docparity-fixtures-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "public class One { }\n".write(toFile: folder + "/One.cs", atomically: true, encoding: .utf8)
        let cache = FixtureCompilers()
        let seen = NamesSeen()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            seen.add(cache.compiler(for: folder).compiler.fixtures.map(\.name))
        }
        #expect(seen.all == [["One.cs"]])
        // A file added later is not seen: the folder was read once.
        try "public class Two { }\n".write(toFile: folder + "/Two.cs", atomically: true, encoding: .utf8)
        #expect(cache.compiler(for: folder).compiler.fixtures.map(\.name) == ["One.cs"])
        #expect(FixtureCompilers().compiler(for: folder).compiler.fixtures.map(\.name) == ["One.cs", "Two.cs"])
        #expect(cache.compiler(for: folder + "/missing").compiler.fixtures.isEmpty)
    }
}

/// Fixture name lists seen from several threads.
private final class NamesSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<[String]> = []
    func add(_ list: [String]) { lock.withLock { _ = names.insert(list) } }
    var all: Set<[String]> { lock.withLock { names } }
}
