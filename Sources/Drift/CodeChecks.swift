// CodeChecks: compares an aligned code block by its language — C# by tokens, XML and XAML as
// trees, everything else by normalized lines — and maps positions inside a block to the file.

import ByteKeys
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

    /// The first stretch where `a` and `b` differ, by a diff of their elements, and how many
    /// stretches differ in all. Common prefix and suffix alone make one stretch of everything
    /// between the first difference and the last (four `;` dropped through a block read as the
    /// whole block changed); the diff runs on what lies between them when that is at most
    /// `diffLimit` elements on each side, else that middle is the one stretch.
    static func firstDifference(_ a: [String], _ b: [String]) -> (a: Range<Int>, b: Range<Int>, count: Int) {
        let (middleA, middleB) = differingMiddle(a, b)
        // One element against one (a changed line, the usual drift) is one stretch: the middles
        // start and end where the texts differ, so the diff could only replace it (and a
        // `difference` of two one-element arrays costs thousands of instructions).
        guard middleA.count <= diffLimit, middleB.count <= diffLimit, !middleA.isEmpty, !middleB.isEmpty,
            middleA.count > 1 || middleB.count > 1
        else {
            return (middleA, middleB, 1)
        }
        // Diffed as the texts' byte hashes: comparing integers, where strings compared (and a
        // `difference` generic over them) cost ten times as much.
        let inner = a[middleA].map(ByteHash.of).difference(from: b[middleB].map(ByteHash.of))
        // Which elements of each middle the diff inserts and removes (offsets in the middles).
        var inserted = [Bool](repeating: false, count: middleA.count + 1)
        var removed = [Bool](repeating: false, count: middleB.count + 1)
        for change in inner {
            switch change {
            case .remove(let offset, _, _): removed[offset] = true
            case .insert(let offset, _, _): inserted[offset] = true
            }
        }
        var (i, j) = (0, 0)
        var first: (Range<Int>, Range<Int>)?
        var count = 0
        while i < middleA.count || j < middleB.count {
            guard inserted[i] || removed[j] else {
                i += 1
                j += 1
                continue
            }
            let (startA, startB) = (i, j)
            while inserted[i] { i += 1 }
            while removed[j] { j += 1 }
            count += 1
            if first == nil {
                first = (
                    (middleA.lowerBound + startA)..<(middleA.lowerBound + i),
                    (middleB.lowerBound + startB)..<(middleB.lowerBound + j)
                )
            }
        }
        guard let first else { return (middleA, middleB, 1) }
        return (first.0, first.1, count)
    }

    /// The most elements on each side that `firstDifference` diffs (the diff's cost grows with
    /// their count times the differences).
    static let diffLimit = 500

    /// Words for a message: joined, at most 80 characters.
    static func phrase(_ words: [String], empty: String) -> String {
        guard !words.isEmpty else { return empty }
        let text = words.joined(separator: " ")
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
