// Robustness over real snippets: every C# block of Tests/Fixtures/corpus-mini and of the corpus sample
// (its C# blocks vendored in Tests/Fixtures/corpus-sample-csharp) parses
// without crashing,
// in bounded time, and the success rate stays above the measured baseline.

import CSharpSyntax
import Foundation
import Testing

@Suite("Corpus robustness")
struct CorpusRobustnessTests {
    /// The corpus sample's C# blocks, vendored in `Tests/Fixtures/corpus-sample-csharp` (the same
    /// 2,793 blocks as ../shared/corpus-sample, at the same paths): the same run on every clone.
    static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/corpus-sample-csharp")

    /// The repository's small corpus (`Tests/Fixtures/corpus-mini`), present in every clone.
    static let miniCorpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/corpus-mini")

    struct Outcome {
        var total = 0
        var valid = 0
        var errorKinds: [String: Int] = [:]
        var slowest: Duration = .zero
        var elapsed: Duration = .zero
        var rate: Double { Double(valid) / Double(max(total, 1)) }
    }

    /// Parses every C# block of the Markdown files under `folder`, checking each diagnostic's range.
    static func parseAll(_ folder: URL) throws -> Outcome {
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        var outcome = Outcome()
        let clock = ContinuousClock()
        outcome.elapsed = try clock.measure {
            for path in paths {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for block in FencedCodeBlocks.csharpBlocks(in: text) {
                    outcome.total += 1
                    var snippet: SnippetSyntax?
                    let one = clock.measure { snippet = CSharpSnippet.parse(block.code) }
                    outcome.slowest = max(outcome.slowest, one)
                    guard let snippet else { continue }
                    // Ranges are well-formed and inside the snippet.
                    let size = block.code.utf8.count
                    for d in snippet.diagnostics {
                        #expect(d.range.start.offset <= d.range.end.offset && d.range.end.offset <= size)
                    }
                    if snippet.isValid {
                        outcome.valid += 1
                    } else if let first = snippet.diagnostics.first(where: { $0.severity == .error }) {
                        outcome.errorKinds[first.id.rawValue, default: 0] += 1
                    }
                }
            }
        }
        let kinds = outcome.errorKinds.sorted { $0.value > $1.value }.map { "\($0.key)×\($0.value)" }
        print(
            "\(folder.lastPathComponent): \(outcome.valid)/\(outcome.total) C# blocks parse without errors (\(String(format: "%.1f", outcome.rate * 100))%), \(outcome.elapsed) total, slowest \(outcome.slowest); first errors: \(kinds.joined(separator: " "))"
        )
        return outcome
    }

    @Test("every C# block of the repository's small corpus parses, nearly all without errors")
    func miniCorpus() throws {
        let outcome = try Self.parseAll(Self.miniCorpusFolder)
        #expect(outcome.total >= 200)
        #expect(outcome.rate > 0.9, "success rate dropped: \(outcome.valid)/\(outcome.total)")
    }

    @Test
    func everyCSharpBlockParses() throws {
        let outcome = try Self.parseAll(Self.corpusFolder)
        #expect(outcome.total > 2000)
        #expect(outcome.rate > 0.95, "success rate dropped: \(outcome.valid)/\(outcome.total)")
        #expect(outcome.slowest < .seconds(1))
        #expect(outcome.elapsed < .seconds(15))
    }
}
