// Doc text is untrusted: hostile names and literals fed through the whole emitter — a model built
// by hand with names no C# compiler would produce, and a hostile article with hostile fixture
// names through `docparity generate`'s suite builder — must type-check against the engine, keep
// every payload inside string literals and comments, and call nothing but the engine.

import DocModel
import Drift
import Foundation
import SampleChecks
import SampleCompiler
import SampleModel
import SwiftEmitter
import Testing

@Suite("Injection through the emitter")
struct InjectionTests {
    static let payloads = [
        "\"); exit(1); //", "*/ exit(1) /*", "x\nimport Glibc\nexit(1)", "\\(exit(1))", "\"\"\"", "#\"", "\u{202E}evil",
        "a\u{0}b", "`); exit(1); `", "self", "init", "deinit", "Type", "transitioningDelegate", "UIView", "CSharp",
        "TransitionEngine", "1abc", "", "ñandú", "e\u{301}",
    ]

    /// A program whose every sample-provided name and literal is a payload.
    static func hostileProgram() -> IRProgram {
        var classes: [IRClass] = []
        var host = IRClass(name: "HostController", base: "UIViewController")
        for (index, payload) in payloads.enumerated() {
            host.fields.append(IRField(name: payload, type: .string, initialValue: .literal(.string(payload))))
            var plain = IRClass(name: payload, base: index.isMultiple(of: 2) ? "UIViewController" : nil)
            plain.source = IRSource(sample: nil, fixture: payload, startLine: 1, endLine: 2)
            plain.methods.append(
                IRMethod(
                    name: payload, parameters: [IRParameter(payload, .int)], result: .string,
                    body: [.return(.binary(.add, .literal(.string(payload)), .local(payload), .other))]))
            classes.append(plain)
        }
        host.methods.append(
            IRMethod(
                name: "RunSample", parameters: [], result: .void,
                body: [
                    .declare("s", .string, .literal(.string(payloads.joined()))),
                    .expression(.typeMethod(IREngineMember("Console", "writeLine(_:)"), [.local("s")])),
                    .expression(.method(.this, IREngineMember("UIViewController\"); exit(1); //", "x"), [])),
                    .expression(.property(.this, IREngineMember("UIView", "frame; exit(1)"))),
                    .assign(.property(.this, IREngineMember("UIView", "a\nexit(1)")), .literal(.int(1))),
                    .notModelled("System.Diagnostics.Process.Start(\"rm -rf /\")"),
                ]))
        return IRProgram(
            classes: [host] + classes, scenario: .hostStatements(hostClass: "HostController", method: "RunSample"))
    }

    /// The code of a Swift file with comments and string literals blanked (single-line literals,
    /// as `SwiftLiteral` writes them).
    static func codeOnly(_ swift: String) -> String {
        var out = ""
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                        out.append("\"")
                    }
                    continue
                }
                if character == "/" && previous == "/" {
                    out.removeLast()
                    break
                }
                if character == "\"" { inString = true }
                out.append(character)
                previous = character
            }
            out.append("\n")
        }
        return out
    }

    /// Names that have no business in generated sample code.
    static let forbidden = [
        "exit", "Process", "FileManager", "system", "fopen", "popen", "dlopen", "URLSession", "Glibc", "Darwin",
        "unsafeBitCast", "posix_spawn", "execv", "abort",
    ]

    static func expectOnlyEngineCode(_ swift: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let code = codeOnly(swift)
        let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        for name in forbidden {
            #expect(
                !words.contains(name), "'\(name)' appears outside literals and comments", sourceLocation: sourceLocation
            )
        }
        let imports = code.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
        }
        for line in imports {
            let module = line.trimmingCharacters(in: .whitespaces).dropFirst("import ".count)
            #expect(
                ["Foundation", "SampleHarness", "TransitionEngine", "Testing", "DocSamplesModels"].contains(
                    String(module)),
                "unexpected import: \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test("a hand-built hostile model type-checks and keeps every payload in literals and comments")
    func hostileModel() throws {
        let emitter = SwiftModelEmitter(documentPath: "x*/\nexit(1)//.md", sampleFirstLines: [1: 3])
        let swift = emitter.file(
            article: "a\"); exit(1); //", locale: "*/\nimport Glibc",
            samples: [EmittableSample(index: 1, program: Self.hostileProgram())])
        Self.expectOnlyEngineCode(swift)
        let errors = try EmitterTestSupport.typeCheck(["Hostile.swift": swift])
        #expect(errors == nil, "\(errors ?? "")\n\(swift)")
        let tests = SwiftTestEmitter.file(
            article: "a\"); exit(1); //", locale: "*/\nimport Glibc", reference: "\"); exit(1); //",
            models: "DocSamplesModels",
            tests: [
                GeneratedSampleTest(
                    index: 1, program: Self.hostileProgram(), referenceConstant: "x", knownIssue: "\"); exit(1); //")
            ])
        Self.expectOnlyEngineCode(tests)
    }

    static let hostileArticle = """
        # Evil

        ```csharp
        var @class = 1;
        var self = @class + 2;
        var ñandú = "\\"); exit(1); //\\n*/ \\\\(exit(1)) \\"\\"\\" #\\" ";
        Console.WriteLine("x */ /* " + ñandú + self);
        System.IO.File.Delete("/etc/passwd");
        ```

        ```csharp
        public class init : UIViewController /* "); exit(1); */ {
            int deinit = 3;
            string Type = "\\"\\"\\"";
            public override void ViewDidLoad() {
                base.ViewDidLoad();
                Console.WriteLine(Type + deinit + EvilFixture.Payload);
            }
        }
        ```
        """

    @Test("a hostile article and fixture name go through the suite builder into code that type-checks")
    func hostileArticleThroughSuite() throws {
        var package = GeneratedPackage(name: "DocSamples", engine: .path("/nowhere"))
        let fixture = FixtureSource(
            name: "x*/\nimport Glibc\"; exit(1);.cs",
            code: "public class EvilFixture { public static string Payload = \"\\\"); exit(1); //\"; }")
        let article = LocaleArticle(
            locale: "en-US", path: "en-US/evil*/\nexit(1).md",
            document: Document(bytes: Array(Self.hostileArticle.utf8)))
        let summary = GeneratedSuite.add(
            article: "evil\"); exit(1); //.md", articles: [article], fixtures: { _ in [fixture] },
            configuration: .init(),
            to: &package)
        #expect(summary.tests + summary.skipped.count == 2, "\(summary)")
        for (path, text) in package.files {
            #expect(!path.contains("..") && !path.contains("\n"), "\(path)")
            Self.expectOnlyEngineCode(text)
        }
        let models = package.files.filter { $0.key.hasPrefix("Sources/") }
        #expect(!models.isEmpty)
        let errors = try EmitterTestSupport.typeCheck(
            models.mapValues { $0 }.reduce(into: [:]) {
                $0[($1.key as NSString).lastPathComponent] = $1.value
            })
        #expect(errors == nil, "\(errors ?? "")")
    }
}
