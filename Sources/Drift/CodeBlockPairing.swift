// CodeBlockPairing: an article's C# blocks lined up across its locales by the skeleton alignment
// (which pairs code blocks by content), so that checks comparing what samples do compare the same
// sample in every locale — never "sample 6" of one locale with another sample that happens to be
// sixth in another locale.

import DocModel

/// The C# blocks of an article's locales, paired by the alignment.
public struct CodeBlockPairing: Sendable, Equatable {
    /// One entry per aligned C# block, in document order: per locale, the 0-based ordinal of the
    /// block among that locale's C# blocks, or nil where the locale has no such block.
    public var columns: [[Int?]]

    /// A pairing of `columns`.
    public init(columns: [[Int?]]) { self.columns = columns }

    /// The pairing by position: block N of every locale together (for one locale, or tests).
    public static func byPosition(_ counts: [Int]) -> CodeBlockPairing {
        CodeBlockPairing(
            columns: (0..<(counts.max() ?? 0)).map { ordinal in counts.map { ordinal < $0 ? ordinal : nil } })
    }

    /// The pairing `alignment` makes of the C# blocks of `documents`.
    init(_ alignment: SkeletonAlignment, documents: [Document]) {
        let ordinals: [[Int: Int]] = documents.map { document in
            var ordinal: [Int: Int] = [:]
            for (index, element) in document.elements.enumerated() {
                if case .code(let block) = element.kind, block.normalizedLanguage == "csharp" {
                    ordinal[index] = ordinal.count
                }
            }
            return ordinal
        }
        var columns: [[Int?]] = []
        for column in alignment.columns {
            let paired = column.members.enumerated().map { locale, member in member.flatMap { ordinals[locale][$0] } }
            if paired.contains(where: { $0 != nil }) { columns.append(paired) }
        }
        // A C# block the alignment left out of every column (none should be) keeps its own column.
        for (locale, ordinal) in ordinals.enumerated() {
            let placed = Set(columns.compactMap { $0[locale] })
            for index in ordinal.values.sorted() where !placed.contains(index) {
                var column = [Int?](repeating: nil, count: documents.count)
                column[locale] = index
                columns.append(column)
            }
        }
        self.columns = columns
    }
}
