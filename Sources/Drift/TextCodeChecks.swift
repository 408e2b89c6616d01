// TextCodeChecks: `code.text-drift` — code in languages without a dedicated comparison (and
// markup that is not well-formed) compared across locales after dropping comments and collapsing
// whitespace, so translated comments and re-indentation are not drift. The finding points at the
// first differing line of each drifted locale and names the differing words per locale group.

import Diagnostics
import DocModel

extension CheckContext {
    mutating func compareText(_ elements: [Element], normalized: [[CodeNormalizer.Line]], freeSpacing: Bool = false) {
        let blocks = elements.map { element -> CodeBlock? in
            if case .code(let block) = element.kind { return block }
            return nil
        }
        // Compared as one token stream, so moving a brace to another line is not drift.
        let partition = LocalePartition(
            normalized.enumerated().map { ($0.offset, CodeNormalizer.joined($0.element, freeSpacing: freeSpacing)) },
            reference: reference)
        guard !partition.agrees, let accepted = partition.accepted else { return }
        // The reference is always in the accepted group: positions come from its file.
        let acceptedLines = normalized[reference]
        let acceptedBlock = blocks[reference]!
        var drifted: [(index: Int, position: SourceLocation)] = []
        var groups: [LocaleGroup] = []
        var acceptedWords: [String] = []
        var firstReferenceLine = acceptedBlock.contentLine
        // How many stretches of lines the first drifted group's block differs in.
        var differences = 0
        // How many lines the first such stretch spans (a block broken on two lines in a row).
        var differingLines = 0
        for group in partition.groups.dropFirst() {
            let sample = group.members[0]
            // The first place the lines differ, by a diff of the lines: a rule the locale lacks
            // is lines missing there, not each line after it changed into the next one.
            let (mineRange, theirsRange, count) = Self.firstDifference(
                normalized[sample].map(\.text), acceptedLines.map(\.text))
            guard !(mineRange.isEmpty && theirsRange.isEmpty) else { continue }
            if groups.isEmpty { (differences, differingLines) = (count, max(mineRange.count, theirsRange.count)) }
            let difference = (mineRange.lowerBound, theirsRange.lowerBound)
            let mine = mineRange.isEmpty ? "" : normalized[sample][mineRange.lowerBound].text
            let theirs = theirsRange.isEmpty ? "" : acceptedLines[theirsRange.lowerBound].text
            // Name the differing words when both sides have some; otherwise show the lines.
            let words = CodeNormalizer.distinctWords(mine, comparedTo: theirs)
            let missingWords = CodeNormalizer.distinctWords(theirs, comparedTo: mine)
            let value: String
            let acceptedValue: String
            if !words.isEmpty, !missingWords.isEmpty {
                value = words.joined(separator: " ")
                acceptedValue = missingWords.joined(separator: " ")
            } else {
                value = mine.isEmpty ? "(line missing)" : Self.clip(mine)
                acceptedValue = theirs.isEmpty ? "(no such line)" : Self.clip(theirs)
            }
            if acceptedWords.isEmpty { acceptedWords = [acceptedValue] }
            groups.append(
                LocaleGroup(locales: group.members.map { articles[$0].locale }, value: value))
            if difference.1 < acceptedLines.count {
                firstReferenceLine = acceptedBlock.contentLine + acceptedLines[difference.1].index
            }
            for member in group.members {
                guard let block = blocks[member] else { continue }
                let lines = normalized[member]
                let line =
                    difference.0 < lines.count
                    ? block.contentLine + lines[difference.0].index
                    : block.contentLine + max(0, (lines.last?.index ?? 0))
                drifted.append((member, SourceLocation(line: line, column: 1 + block.indentation)))
            }
        }
        let acceptedGroup = LocaleGroup(
            locales: accepted.members.map { articles[$0].locale }, value: acceptedWords.joined(separator: " "))
        // The number of places is in the message, as for C# (a new difference is a new finding).
        let message =
            "\(acceptedBlock.language.isEmpty ? "code" : acceptedBlock.language) block differs from the reference \(referenceArticle.locale)"
            + (differences > 1
                ? " in \(differences) places, first" : differingLines > 1 ? " in \(differingLines) lines, first" : "")
            + (groups.first.map { ": \($0.value) instead of \(acceptedGroup.value)" } ?? "")
        drift(
            .codeTextDrift, message, drifted: drifted,
            referencePosition: SourceLocation(line: firstReferenceLine, column: 1 + acceptedBlock.indentation),
            groups: [acceptedGroup] + groups)
    }

    /// A code line for a message: quoted, at most 80 characters.
    static func clip(_ line: String) -> String {
        "'" + (line.count > 80 ? String(line.prefix(79)) + "…" : line) + "'"
    }
}
