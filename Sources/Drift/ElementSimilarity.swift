// ElementSimilarity: how well two skeleton elements of different locales correspond. Elements of
// different kinds never match; same-kind elements score higher the more their compared
// properties agree, so alignment pairs the right ones.

import DocModel

/// An element with what alignment compares precomputed (code normalized once, not per pair).
struct AlignmentKey {
    /// The element.
    var element: Element
    /// For code blocks: hash of the normalized lines, and the first normalized line.
    var codeSignature: (hash: Int, firstLine: String?)?
    /// For code blocks: the normalized lines, computed once.
    var codeLines: [CodeNormalizer.Line] = []

    init(_ element: Element) {
        self.element = element
        if case .code(let block) = element.kind {
            codeLines = CodeNormalizer.normalizedLines(of: block)
            let texts = codeLines.map(\.text)
            codeSignature = (texts.joined(separator: " ").hashValue, texts.first)
        }
    }
}

/// Scores element pairs for alignment.
enum ElementSimilarity {
    /// 0 when the elements cannot correspond; otherwise 2 (same kind) up to 6 (identical).
    static func score(_ keyA: AlignmentKey, _ keyB: AlignmentKey) -> Int {
        let a = keyA.element
        let b = keyB.element
        switch (a.kind, b.kind) {
        case (.heading(let levelA, let anchorA, _), .heading(let levelB, let anchorB, _)):
            // Explicit anchors are the same across translations: they decide the pairing.
            if let anchorA, let anchorB {
                if anchorA == anchorB { return levelA == levelB ? 12 : 10 }
                return levelA == levelB ? 2 : 1
            }
            return levelA == levelB ? 4 : 2
        case (.code(let blockA), .code(let blockB)):
            if blockA.content == blockB.content { return 6 }
            var score = 2
            if blockA.normalizedLanguage == blockB.normalizedLanguage { score += 1 }
            if keyA.codeSignature?.hash == keyB.codeSignature?.hash { return score + 3 }
            if keyA.codeSignature?.firstLine == keyB.codeSignature?.firstLine { score += 2 }
            return score
        case (.image(let sourceA, _), .image(let sourceB, _)):
            if sourceA == sourceB { return 6 }
            let nameA = sourceA.split(separator: "/").last
            return nameA != nil && nameA == sourceB.split(separator: "/").last ? 4 : 2
        case (.table(let rowsA, let columnsA), .table(let rowsB, let columnsB)):
            return 2 + (rowsA == rowsB ? 2 : 0) + (columnsA == columnsB ? 2 : 0)
        case (.list(let orderedA, let itemsA), .list(let orderedB, let itemsB)):
            return 2 + (orderedA == orderedB ? 2 : 0) + (itemsA == itemsB ? 2 : 0)
        case (.alert(let typeA), .alert(let typeB)):
            return typeA == typeB ? 6 : 2
        case (.include(let pathA, _), .include(let pathB, _)):
            return pathA == pathB ? 6 : 2
        case (.zone(let markerA), .zone(let markerB)):
            return markerA == markerB ? 6 : 2
        default:
            return 0
        }
    }
}
