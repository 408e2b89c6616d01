// MovedBlocks: a code block that a locale has in another place than the reference. The alignment
// keeps the reference's order, so a block the source moved to another section shows as missing
// where the reference has it and as not in the reference where the locale still has it; both say
// something false. When the two hold the same code (compared as code drift compares it: comments
// and spacing aside), they are one `code.block-moved` finding at the locale's block. Moves of
// whole sections are `MovedSections`', which runs first: what moved with its section is no
// difference.

import Diagnostics
import DocModel

enum MovedBlocks {
    static let rule = RuleID.codeBlockMoved

    /// `findings` (folded, levels applied) with each locale's missing and extra block of the same
    /// code reported once, as a move; `severity` is the configured severity of
    /// `code.block-moved` (nil: off, and both halves of a move are dropped).
    static func fold(
        _ findings: [Finding], articles: [LocaleArticle], reference: Int, severity: Severity?
    ) -> [Finding] {
        let missing = findings.indices.filter { isHalf(findings[$0], rule: .codeBlockMissing) }
        let extra = findings.indices.filter { isHalf(findings[$0], rule: .codeBlockExtra) }
        guard !missing.isEmpty, !extra.isEmpty else { return findings }
        let referenceArticle = articles[reference]
        var result = findings
        var dropped = Set<Int>()
        var taken = Set<Int>()
        for missingIndex in missing {
            let lacking = findings[missingIndex]
            let locale = lacking.locations[0].locale
            guard let related = lacking.related.first(where: { $0.locale == referenceArticle.locale }),
                let theirs = block(at: related.position.line, in: referenceArticle.document),
                let article = articles.first(where: { $0.locale == locale })
            else { continue }
            let code = CodeNormalizer.joined(CodeNormalizer.normalizedLines(of: theirs), freeSpacing: true)
            guard
                let (extraIndex, own) = extra.lazy.compactMap({ index -> (Int, CodeBlock)? in
                    guard !taken.contains(index), findings[index].locations[0].locale == locale,
                        let own = block(at: findings[index].locations[0].position.line, in: article.document),
                        CodeNormalizer.joined(CodeNormalizer.normalizedLines(of: own), freeSpacing: true) == code
                    else { return nil }
                    return (index, own)
                }).first
            else { continue }
            taken.insert(extraIndex)
            dropped.insert(missingIndex)
            guard let severity else {
                dropped.insert(extraIndex)
                continue
            }
            let here = findings[extraIndex].locations[0]
            let subject =
                MovedSections.PresenceKey.subject(
                    of: lacking.message, phrase: StructureMessages.missing) ?? "code block"
            var notes: [String] = []
            if own.normalizedLanguage != theirs.normalizedLanguage {
                notes.append(
                    "its language is '\(theirs.language.isEmpty ? "(none)" : theirs.language)' in \(referenceArticle.locale), '\(own.language.isEmpty ? "(none)" : own.language)' here"
                )
            }
            result[extraIndex] = Finding(
                ruleID: rule, severity: severity, kind: .drift, article: lacking.article,
                // The lines are in the groups, not the message, which a baseline's fingerprint reads.
                message: "\(subject) is in another place than in the reference \(referenceArticle.locale)",
                locations: [here], related: [related],
                groups: [
                    LocaleGroup(locales: [referenceArticle.locale], value: "line \(related.position.line)"),
                    LocaleGroup(locales: [locale], value: "line \(here.position.line)"),
                ],
                notes: notes)
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }

    /// Whether `finding` is one locale's missing or extra block (`rule`), with nothing under it.
    static func isHalf(_ finding: Finding, rule: RuleID) -> Bool {
        finding.ruleID == rule && finding.kind == .drift && finding.locations.count == 1
            && finding.consequences.isEmpty
    }

    /// The code block of `document` that starts on `line`.
    static func block(at line: Int, in document: Document) -> CodeBlock? {
        for element in document.elements where element.position.line == line {
            if case .code(let block) = element.kind { return block }
        }
        return nil
    }
}
