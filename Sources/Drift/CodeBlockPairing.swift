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

    /// The pairing by position of the C# blocks of `documents` (for one locale).
    static func byPosition(_ documents: [Document]) -> CodeBlockPairing {
        byPosition(documents.map { csharpOrdinals(of: $0).count })
    }

    /// The pairing `alignment` makes of the C# blocks of `documents`. The alignment places every
    /// element of every locale in a column, so every C# block is in one.
    init(_ alignment: SkeletonAlignment, documents: [Document]) {
        let ordinals = documents.map(Self.csharpOrdinals(of:))
        var columns: [[Int?]] = []
        for column in alignment.columns {
            let paired = column.members.enumerated().map { locale, member in member.flatMap { ordinals[locale][$0] } }
            if paired.contains(where: { $0 != nil }) { columns.append(paired) }
        }
        self.columns = columns
    }

    /// The pairing the skeleton alignment makes of the C# blocks of `documents`, seeded with
    /// `reference`, as `docparity check` pairs them (for commands that compare samples outside
    /// the check: `docparity generate`).
    public init(aligning documents: [Document], reference: Int) {
        self.init(SkeletonAlignment(AlignmentKey.keys(of: documents), reference: reference), documents: documents)
    }

    /// Each C# block's 0-based ordinal among the document's C# blocks, by element index.
    static func csharpOrdinals(of document: Document) -> [Int: Int] {
        var ordinal: [Int: Int] = [:]
        for (index, element) in document.elements.enumerated() {
            if case .code(let block) = element.kind, block.normalizedLanguage == "csharp" {
                ordinal[index] = ordinal.count
            }
        }
        return ordinal
    }
}
