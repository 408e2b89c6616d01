// `docparity generate`: where it may write, where it takes the engine from, what it writes for
// the seed, and — behind DOCPARITY_SLOW_TESTS=1 (set by scripts/test) — the agreement test: the
// generated package builds, its tests pass with the drifted locales as known issues, and every
// trace it records is byte-identical to the interpreter's.

import Corpus
import DocModel
import Foundation
import SampleChecks
import SwiftEmitter
import Testing

@testable import DocParityCLI

@Suite("Generate command")
struct GenerateCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let seed = repository + "/samples/transitions"

    static func temporaryFolder() -> String {
        NSTemporaryDirectory() + "docparity-generate-\(UUID().uuidString)"
    }

    /// Runs `body` with a new docs folder and the package folder beside it, both removed after.
    static func withDocs(_ body: (_ docs: String, _ out: String) throws -> Void) throws {
        let docs = temporaryFolder()
        let out = docs + "-out"
        defer {
            try? FileManager.default.removeItem(atPath: docs)
            try? FileManager.default.removeItem(atPath: out)
        }
        try body(docs, out)
    }

    /// Writes `text` as `docs/<locale>/<file>` for each of `locales`.
    static func writeArticle(_ text: String, as file: String, locales: [String], in docs: String) throws {
        for locale in locales {
            let path = docs + "/\(locale)/\(file)"
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String] = [:])
        throws -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("refuses to write inside the docs tree")
    func refusesDocsTree() throws {
        let command = try GenerateCommand.parse([Self.seed, "--out", Self.seed + "/generated"])
        #expect(throws: ToolError.self) { try command.execute() }
        #expect(!FileManager.default.fileExists(atPath: Self.seed + "/generated"))
    }

    @Test("needs a repository URL with a version, and a real checkout for a path")
    func engineOptions() throws {
        let folder = Self.temporaryFolder()
        #expect(throws: ToolError.self) {
            try GenerateCommand.parse([Self.seed, "--out", folder, "--engine-version", "1.0.0"]).execute()
        }
        #expect(throws: ToolError.self) {
            try GenerateCommand.parse([Self.seed, "--out", folder, "--engine-path", "/tmp"]).execute()
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test("without an engine option, depends on the DocParity checkout the tool was built from")
    func defaultEngine() throws {
        let command = try GenerateCommand.parse([Self.seed, "--out", Self.temporaryFolder()])
        #expect(try command.engineSource() == .path(Self.repository))
        let remote = try GenerateCommand.parse([
            Self.seed, "--out", Self.temporaryFolder(), "--engine-version", "0.3.0", "--engine-url",
            "https://example.com/DocParity.git",
        ])
        #expect(try remote.engineSource() == .remote(url: "https://example.com/DocParity.git", version: "0.3.0"))
    }

    @Test("writes models, reference traces and one test per sample and locale, drift as known issues")
    func seedPackage() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = try GenerateCommand.parse([Self.seed, "--out", folder, "--engine-path", Self.repository])
            .execute()
        #expect(summary.contains("transitions.md: 35 tests (reference es-ES)"))
        let knownIssues = summary.split(separator: "\n").filter { $0.contains("known issue:") }
        #expect(knownIssues.count == 6, "\(summary)")
        for locale in ["fr-FR", "ja-JP", "zh-TW"] {
            #expect(knownIssues.contains { $0.contains("\(locale) sample 2:") })
            #expect(knownIssues.contains { $0.contains("\(locale) sample 3:") })
        }
        let frTests = try String(
            contentsOfFile: folder + "/Tests/DocSamplesTests/transitions_fr-FRTests.swift", encoding: .utf8)
        #expect(frTests.components(separatedBy: "withKnownIssue(").count - 1 == 2)
        let esTests = try String(
            contentsOfFile: folder + "/Tests/DocSamplesTests/transitions_es-ESTests.swift", encoding: .utf8)
        #expect(!esTests.contains("withKnownIssue"))
        #expect(esTests.components(separatedBy: "@Test(").count - 1 == 7)
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \(Self.repository.debugDescription))"))
    }

    /// The interpreter's trace of every sample of `article` (`<folder>/<locale>/<article>.md`, every
    /// locale folder), by the name the generated tests record it as.
    static func interpreterTraces(_ folder: String = seed, article: String = "transitions") throws -> [String: String] {
        let fixtures = LocaleSamples.loadFixtures(folder + "/fixtures")
        var traces: [String: String] = [:]
        let locales = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            FileManager.default.fileExists(atPath: folder + "/\($0)/\(article).md")
        }
        for locale in locales {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/\(locale)/\(article).md"))
            let result = LocaleSamples.run(Document(bytes: Array(bytes)), fixtures: fixtures)
            for sample in result.samples {
                let name =
                    "\(article)_\(locale.replacingOccurrences(of: "-", with: "_"))_sample\(sample.compiled.index)"
                traces[name] = sample.run?.trace.text
            }
        }
        return traces
    }

    @Test("the summary tallies the disabled tests by reason, most first, and says nothing when none is")
    func tally() {
        #expect(GenerateCommand.tally(total: 3, disabled: [:]) == "")
        let text = GenerateCommand.tally(
            total: 2,
            disabled: ["the Swift emitter lacks recording doubles": 12, "it throws a C# exception": 3, "b": 3])
        #expect(
            text == """
                2 of 20 samples got a test; 18 got a disabled one, by the first reason each has:
                  12  the Swift emitter lacks recording doubles
                   3  b
                   3  it throws a C# exception

                """)
        #expect(GenerateCommand.lackingTally([:]) == "")
        #expect(
            GenerateCommand.lackingTally(["recording doubles": 7, "C# exception handling": 10])
                == """
                what the Swift emitter lacks, by the samples that need it (a sample may need several):
                  10  C# exception handling
                   7  recording doubles

                """)
    }

    @Test("a disabled test says why in words, and the reason's kind is what the summary counts")
    func skipReasons() throws {
        try Self.withDocs { docs, out in
            try Self.writeArticle(
                "# T\n\n```csharp\npublic class Model { }\n```\n\n```csharp\nfor (int i = 0; i < 2; i++) { try { View.Alpha = Undeclared.Thing; continue; } finally { Console.WriteLine (i); } }\n```\n",
                as: "a.md", locales: ["es-ES", "fr-FR"], in: docs)
            let brief = try GenerateCommand.parse([docs, "--out", out, "--engine-path", Self.repository]).execute()
            #expect(
                brief.contains("a.md: 0 tests, 4 disabled (reference es-ES)") && !brief.contains("disabled: "),
                "\(brief)")
            let summary = try GenerateCommand.parse([
                docs, "--out", out, "--engine-path", Self.repository, "--list-disabled",
            ])
            .execute()
            #expect(summary.contains("it has nothing to run (declarations only)"), "\(summary)")
            #expect(!summary.contains("nothingToRun"), "\(summary)")
            #expect(summary.contains("got a disabled one, by the first reason each has:"), "\(summary)")
            // The sample that ran is counted under everything it lacks; the one with nothing to run is not.
            #expect(
                summary.contains(
                    "what the Swift emitter lacks, by the samples that need it (a sample may need several):\n  2  "),
                "\(summary)")
        }
    }

    @Test("a try whose catch the run takes is disabled; one whose body throws nothing gets a test")
    func exceptionHandling() throws {
        try Self.withDocs { docs, out in
            let clean =
                "try { Console.WriteLine (\"body\"); } catch (Exception e) { Console.WriteLine (e.Message); } finally { Console.WriteLine (\"finally\"); }"
            let taken =
                "try { throw new Exception (\"boom\"); } catch (Exception e) { Console.WriteLine (\"caught\"); }"
            try Self.writeArticle(
                "# T\n\n```csharp\n\(clean)\n```\n\n```csharp\n\(taken)\n```\n", as: "a.md",
                locales: ["es-ES", "fr-FR"],
                in: docs)
            let summary = try GenerateCommand.parse([
                docs, "--out", out, "--engine-path", Self.repository, "--list-disabled",
            ])
            .execute()
            #expect(summary.contains("a.md: 2 tests, 2 disabled"), "\(summary)")
            #expect(
                summary.contains(
                    "es-ES sample 2: the Swift emitter cannot write it yet: a 'catch' takes a C# exception in the interpreter's run"
                ), "\(summary)")
            #expect(summary.contains("  2  the Swift emitter lacks C# exception handling"), "\(summary)")
            let model = try String(contentsOfFile: "\(out)/Sources/DocSamplesModels/a_es-ES.swift", encoding: .utf8)
            #expect(model.contains("defer {") && model.contains("// catch (Exception e) not written"), "\(model)")
        }
    }

    @Test("a locale's sample is tested against the reference's sample of the same code, not of the same number")
    func pairedByContent() throws {
        try Self.withDocs { docs, out in
            let first = "```csharp\nConsole.WriteLine (\"first\");\n```\n"
            let extra = "```csharp\nConsole.WriteLine (\"only in fr-FR\");\n```\n"
            let last = "```csharp\nConsole.WriteLine (\"last\");\n```\n"
            try Self.writeArticle("# T\n\n\(first)\n\(last)", as: "a.md", locales: ["es-ES", "pl-PL"], in: docs)
            try Self.writeArticle("# T\n\n\(first)\n\(extra)\n\(last)", as: "a.md", locales: ["fr-FR"], in: docs)
            let summary = try GenerateCommand.parse([docs, "--out", out, "--engine-path", Self.repository]).execute()
            // fr-FR's sample 3 is the reference's sample 2; its extra sample 2 has no counterpart
            // to agree with.
            let reference = try #require(["es-ES", "pl-PL"].first { summary.contains("(reference \($0))") })
            #expect(summary.contains("a.md: 6 tests (reference \(reference))"), "\(summary)")
            let tests = try String(contentsOfFile: out + "/Tests/DocSamplesTests/a_fr-FRTests.swift", encoding: .utf8)
            #expect(tests.contains("@Test(\"sample 3 behaves like \(reference)'s sample 2\")"), "\(tests)")
            #expect(tests.contains("ReferenceTraces.a_sample2)") && !tests.contains("withKnownIssue"), "\(tests)")
            #expect(!tests.contains("func sample2()"), "\(tests)")
            // The sample without a counterpart is said, not silently dropped.
            #expect(
                summary.contains(
                    "  no test: fr-FR sample 2 has no counterpart in \(reference) (a block \(reference) lacks)"),
                "\(summary)")
            #expect(
                summary.contains("1 sample has no counterpart that ran in the reference locale, and no test"),
                "\(summary)")
        }
    }

    @Test("a sample of another platform, told by the article's folder as check tells it, gets no test")
    func otherPlatforms() throws {
        try Self.withDocs { docs, out in
            let sample = "# T\n\n```csharp\nConsole.WriteLine (\"hi\");\n```\n"
            try Self.writeArticle(sample, as: "docs/xamarin-forms/a.md", locales: ["es-ES", "fr-FR"], in: docs)
            try Self.writeArticle(sample, as: "docs/ios/b.md", locales: ["es-ES", "fr-FR"], in: docs)
            let summary = try GenerateCommand.parse([docs, "--out", out, "--engine-path", Self.repository]).execute()
            #expect(!summary.contains("xamarin-forms"), "\(summary)")
            #expect(summary.contains("docs/ios/b.md: 2 tests") && summary.contains(": 2 tests; run them"), "\(summary)")
        }
    }

    @Test("a sample's model holds the classes its run reaches: another snippet's gap does not disable it")
    func reachableClassesOnly() throws {
        try Self.withDocs { docs, out in
            // Sample 2's class has a `continue` inside a `try` with `finally`, which the emitter
            // cannot write yet. Sample 1 does not use it.
            let article = """
                # T

                ```csharp
                Console.WriteLine ("ready");
                ```

                ```csharp
                public class Store
                {
                    int count;
                    public void Add () { for (int i = 0; i < 2; i++) { try { continue; } finally { Console.WriteLine (count); } } }
                }
                ```
                """
            try Self.writeArticle(article, as: "a.md", locales: ["es-ES", "fr-FR"], in: docs)
            let summary = try GenerateCommand.parse([
                docs, "--out", out, "--engine-path", Self.repository, "--list-disabled",
            ]).execute()
            #expect(summary.contains("a.md: 2 tests, 2 disabled"), "\(summary)")
            #expect(summary.contains("es-ES sample 2: the Swift emitter cannot write it yet"), "\(summary)")
            #expect(!summary.contains("sample 1:"), "\(summary)")
            let models = try String(contentsOfFile: out + "/Sources/DocSamplesModels/a_es-ES.swift", encoding: .utf8)
            #expect(models.contains("public enum a_es_ES_sample1") && !models.contains("class Store"), "\(models)")
        }
    }

    @Test(
        "agreement: the generated package builds, passes, and records the interpreter's traces byte for byte",
        .enabled(if: ProcessInfo.processInfo.environment["DOCPARITY_SLOW_TESTS"] == "1"),
        .timeLimit(.minutes(20)), arguments: ["seed", "doubles"])
    func agreement(docs: String) throws {
        let (folder, article, knownIssues, expectedTests) =
            docs == "seed"
            ? (Self.seed, "transitions", 6, 35)
            : (Self.repository + "/Tests/Fixtures/generate-doubles", "doubles", 30, 64)
        let package = Self.temporaryFolder()
        let traces = package + "-traces"
        defer {
            try? FileManager.default.removeItem(atPath: package)
            try? FileManager.default.removeItem(atPath: traces)
        }
        _ = try GenerateCommand.parse([folder, "--out", package, "--engine-path", Self.repository]).execute()
        let test = try Self.run(
            "/usr/bin/env", ["swift", "test"], in: package, environment: ["DOCPARITY_TRACE_DIR": traces])
        #expect(test.status == 0, "swift test failed:\n\(test.output.suffix(4000))")
        #expect(test.output.contains("with \(knownIssues) known issues"), "\(test.output.suffix(2000))")
        let expected = try Self.interpreterTraces(folder, article: article)
        #expect(expected.count == expectedTests)
        for (name, trace) in expected.sorted(by: { $0.key < $1.key }) {
            let path = traces + "/" + name + ".trace"
            let recorded = try? String(contentsOfFile: path, encoding: .utf8)
            #expect(recorded == trace, "\(name): the generated Swift's trace differs from the interpreter's")
        }
    }

    @Test(
        "safety: a package generated from hostile docs and fixture names builds and its tests only run the engine",
        .enabled(if: ProcessInfo.processInfo.environment["DOCPARITY_SLOW_TESTS"] == "1"),
        .timeLimit(.minutes(20)))
    func hostilePackageBuilds() throws {
        let docs = Self.temporaryFolder()
        let folder = docs + "-package"
        defer {
            try? FileManager.default.removeItem(atPath: docs)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let article = """
            # Evil

            ```csharp
            var @class = 1;
            var CSharp = @class + 2;
            var label = "\\"); exit(1); //\\n*/ \\\\(exit(1)) \\"\\"\\" #\\" ";
            Console.WriteLine("x */ /* " + label + CSharp + EvilFixture.Payload);
            ```

            ```csharp
            public class init : UIViewController /* "); exit(1); */ {
                int deinit = 3;
                public override void ViewDidLoad() {
                    base.ViewDidLoad();
                    Console.WriteLine("\\"\\"\\"" + deinit);
                }
            }
            ```
            """
        try Self.writeArticle(article, as: "evil.md", locales: ["en-US", "fr-FR"], in: docs)
        try FileManager.default.createDirectory(atPath: docs + "/fixtures", withIntermediateDirectories: true)
        try "public class EvilFixture { public static string Payload = \"\\\"); exit(1); //\"; }\n".write(
            toFile: docs + "/fixtures/x*\\ & b\"; exit(1);.cs", atomically: true, encoding: .utf8)
        let summary = try GenerateCommand.parse([docs, "--out", folder, "--engine-path", Self.repository]).execute()
        #expect(summary.contains("evil.md: 4 tests"), "\(summary)")
        let traces = folder + "-traces"
        defer { try? FileManager.default.removeItem(atPath: traces) }
        let test = try Self.run(
            "/usr/bin/env", ["swift", "test"], in: folder, environment: ["DOCPARITY_TRACE_DIR": traces])
        #expect(test.status == 0, "swift test failed:\n\(test.output.suffix(4000))")
        #expect(test.output.contains("Test run with 4 tests"), "\(test.output.suffix(2000))")
        // The payloads arrive in the trace as data (Console.WriteLine), exactly as the interpreter has them.
        let fixtures = LocaleSamples.loadFixtures(docs + "/fixtures")
        for locale in ["en-US", "fr-FR"] {
            let result = LocaleSamples.run(Document(bytes: Array(article.utf8)), fixtures: fixtures)
            for sample in result.samples {
                let name = "evil_\(locale.replacingOccurrences(of: "-", with: "_"))_sample\(sample.compiled.index)"
                let recorded = try? String(contentsOfFile: traces + "/" + name + ".trace", encoding: .utf8)
                #expect(recorded == sample.run?.trace.text, "\(name) differs from the interpreter's trace")
            }
        }
        let first = try String(contentsOfFile: traces + "/evil_en_US_sample1.trace", encoding: .utf8)
        #expect(first.contains("x */ /* \"); exit(1); //"), "\(first)")
    }
}
