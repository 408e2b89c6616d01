// CodeChecks: compares an aligned code block by its language — C# by tokens, XML and XAML as
// trees, everything else by normalized lines — and maps positions inside a block to the file.

import Diagnostics
import DocModel

extension CheckContext {
    /// Compares the content of one aligned code block (present in every locale). Identical
    /// blocks — most code in a translation — cannot drift and are not compared further.
    mutating func compareCode(_ elements: [Element]) {
        let blocks = elements.compactMap { element -> CodeBlock? in
            if case .code(let block) = element.kind { return block }
            return nil
        }
        guard blocks.count == elements.count, let first = blocks.first else { return }
        if blocks.allSatisfy({ $0.content == first.content && $0.normalizedLanguage == first.normalizedLanguage }) {
            return
        }
        // The row's blocks are normalized alike, whatever language each fence names: spaces
        // beside punctuation mean nothing if they mean nothing in the reference's language.
        let freeSpacing = CodeNormalizer.hasFreeSpacing(blocks[reference].normalizedLanguage)
        let normalized = { blocks.map { CodeNormalizer.normalizedLines(of: $0, freeSpacing: freeSpacing) } }
        switch blocks[reference].normalizedLanguage {
        case "csharp":
            compareCSharp(blocks)
        case "xml", "xaml":
            if !compareMarkup(blocks) { compareText(elements, normalized: normalized(), freeSpacing: freeSpacing) }
        default:
            compareText(elements, normalized: normalized(), freeSpacing: freeSpacing)
        }
    }

    /// The file position of a 1-based line and byte column inside a code block's content.
    static func filePosition(in block: CodeBlock, line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: block.contentLine + line - 1, column: column + block.indentation)
    }

    /// The common prefix and suffix of two sequences removed: the differing middles' ranges.
    static func differingMiddle<T: Equatable>(_ a: [T], _ b: [T]) -> (Range<Int>, Range<Int>) {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        return (prefix..<(a.count - suffix), prefix..<(b.count - suffix))
    }

    /// Words for a message: joined, at most 80 characters.
    static func phrase(_ words: [String], empty: String) -> String {
        guard !words.isEmpty else { return empty }
        let text = words.joined(separator: " ")
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
