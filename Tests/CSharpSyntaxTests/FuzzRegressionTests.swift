// Inputs the fuzzers found (scripts/fuzz, docs/reliability.md), each kept in Fixtures/fuzz as found
// and minimized: they parse, without trapping, into tokens that stay inside the text.

import CSharpSyntax
import Foundation
import Testing

@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/fuzz"

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("each input the fuzzers found parses, its tokens inside the text", arguments: inputs)
    func parses(name: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))
        let text = String(decoding: bytes, as: UTF8.self)
        let snippet = CSharpSnippet.parse(text)
        let count = text.utf8.count
        #expect(snippet.significantTokens.allSatisfy { $0.range.end.offset <= count })
    }

    @Test("an interpolation hole ending in '@@' lexes to the end and no further")
    func holeWithVerbatimMarkers() {
        for source in ["$\"{@@", "$\"{@$", "$\"{$@", "$@\"{@@}\"", "@$\"{@\""] {
            let snippet = CSharpSnippet.parse(source)
            #expect(!snippet.diagnostics.isEmpty || source.hasSuffix("\""), "\(source)")
        }
        #expect(!Self.inputs.isEmpty)
    }
}
