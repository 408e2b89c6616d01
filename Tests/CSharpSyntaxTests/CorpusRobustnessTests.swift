// Robustness over real snippets: every C# block of ../shared/corpus-sample parses without crashing,
// in bounded time, and the success rate stays above the measured baseline.

import CSharpSyntax
import Foundation
import Testing

@Suite("Corpus robustness")
struct CorpusRobustnessTests {
    static let corpusFolder = FencedCodeBlocks.sharedFolder().appendingPathComponent("corpus-sample")
    static var corpusPresent: Bool { FileManager.default.fileExists(atPath: corpusFolder.path) }

    @Test(.enabled(if: corpusPresent, "corpus folder ../shared/corpus-sample not found; skipping"))
    func everyCSharpBlockParses() throws {
        let paths = (FileManager.default.enumerator(atPath: Self.corpusFolder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        var total = 0
        var valid = 0
        var errorKinds: [String: Int] = [:]
        let clock = ContinuousClock()
        var slowest: Duration = .zero
        let elapsed = try clock.measure {
            for path in paths {
                let text = try String(contentsOf: Self.corpusFolder.appendingPathComponent(path), encoding: .utf8)
                for block in FencedCodeBlocks.csharpBlocks(in: text) {
                    total += 1
                    var snippet: SnippetSyntax?
                    let one = clock.measure { snippet = CSharpSnippet.parse(block.code) }
                    slowest = max(slowest, one)
                    guard let snippet else { continue }
                    // Ranges are well-formed and inside the snippet.
                    let size = block.code.utf8.count
                    for d in snippet.diagnostics {
                        #expect(d.range.start.offset <= d.range.end.offset && d.range.end.offset <= size)
                    }
                    if snippet.isValid {
                        valid += 1
                    } else if let first = snippet.diagnostics.first(where: { $0.severity == .error }) {
                        errorKinds[first.id.rawValue, default: 0] += 1
                    }
                }
            }
        }
        let rate = Double(valid) / Double(max(total, 1))
        let kinds = errorKinds.sorted { $0.value > $1.value }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
        print(
            "corpus: \(valid)/\(total) C# blocks parse without errors (\(String(format: "%.1f", rate * 100))%), \(elapsed) total, slowest \(slowest); first errors: \(kinds)"
        )
        #expect(total > 2000)
        #expect(rate > 0.95, "success rate dropped: \(valid)/\(total)")
        #expect(slowest < .seconds(1))
        #expect(elapsed < .seconds(15))
    }
}
