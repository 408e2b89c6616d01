// CSharpBenchmark: `docparity-bench --csharp` — the C# front end alone. Every distinct C# block of
// the corpus's Markdown is lexed and parsed repeatedly on one thread for a fixed time: blocks
// per second and MB of C# per second, the figures to watch when working on the parser.

import CSharpSyntax
import Corpus
import DocModel
import Foundation

enum CSharpBenchmark {
    static func run(folder: String, seconds limit: Double) throws {
        let root = FileSystem.absolute(folder)
        let corpus = try CorpusScanner(configuration: Configuration()).scan(root)
        var seen: Set<String> = []
        var blocks: [String] = []
        for file in corpus.groups.flatMap(\.files) {
            guard let bytes = try? FileSystem.read(file.absolutePath, limit: 64 << 20) else { continue }
            for element in Document(bytes: bytes).elements {
                if case .code(let block) = element.kind, block.normalizedLanguage == "csharp",
                    seen.insert(block.content).inserted
                {
                    blocks.append(block.content)
                }
            }
        }
        guard !blocks.isEmpty else { throw ToolError(.io, "no C# blocks in the Markdown under '\(root)'") }
        let bytes = blocks.reduce(0) { $0 + $1.utf8.count }
        var passes = 0
        var tokens = 0
        let start = Date()
        repeat {
            for block in blocks { tokens += CSharpSnippet.parse(block).tokens.count }
            passes += 1
        } while Date().timeIntervalSince(start) < limit
        let elapsed = Date().timeIntervalSince(start)
        print("corpus: \(root), \(blocks.count) distinct C# blocks, \(bytes) bytes")
        print(
            "C# lex and parse (1 thread): \(String(format: "%.0f", Double(passes * blocks.count) / elapsed)) blocks/s, \(String(format: "%.2f", Double(passes * bytes) / elapsed / 1_048_576)) MB/s, \(String(format: "%.1f", elapsed / Double(passes * blocks.count) * 1e6)) µs per block (\(tokens / passes) tokens per pass, \(passes) passes)"
        )
    }
}
