// Test support: extraction of fenced C# code blocks from Markdown files (seeds and corpus).

import Foundation

/// One fenced code block.
struct FencedCodeBlock {
    /// The info string's language, lowercased.
    let language: String
    /// The code (fence indentation removed).
    let code: String
    /// 1-based line of the opening fence.
    let fenceLine: Int
}

enum FencedCodeBlocks {
    static let csharpLanguages: Set<String> = ["csharp", "cs", "c#"]

    /// Fenced blocks of `markdown` (``` or ~~~), with the fence's indentation stripped from content lines.
    static func extract(from markdown: String) -> [FencedCodeBlock] {
        var blocks: [FencedCodeBlock] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let indent = line.prefix(while: { $0 == " " }).count
            let trimmed = line.dropFirst(indent)
            guard indent < 8, trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") else {
                i += 1
                continue
            }
            let fenceChar = trimmed.first!
            let fenceLength = trimmed.prefix(while: { $0 == fenceChar }).count
            let info = trimmed.dropFirst(fenceLength).trimmingCharacters(in: .whitespaces)
            let language = String(info.split(separator: " ").first ?? "").lowercased()
            var content: [Substring] = []
            var j = i + 1
            while j < lines.count {
                let l = lines[j]
                let t = l.drop(while: { $0 == " " })
                if t.hasPrefix(String(repeating: String(fenceChar), count: fenceLength))
                    && t.allSatisfy({ $0 == fenceChar || $0 == " " })
                {
                    break
                }
                var stripped = l
                var removed = 0
                while removed < indent, stripped.first == " " {
                    stripped = stripped.dropFirst()
                    removed += 1
                }
                content.append(stripped)
                j += 1
            }
            blocks.append(FencedCodeBlock(language: language, code: content.joined(separator: "\n"), fenceLine: i + 1))
            i = j + 1
        }
        return blocks
    }

    static func csharpBlocks(in markdown: String) -> [FencedCodeBlock] {
        extract(from: markdown).filter { csharpLanguages.contains($0.language) }
    }

}
