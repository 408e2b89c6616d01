// CodeSpansAsBlocks: code a locale writes as a code block of one line where the reference has
// it as inline code (`iCloud.com.company-name.application-name` in a sentence, fenced on a line
// of its own in fr-FR). The alignment sees a code block the reference lacks, and the section's
// inline code a span short; both say the code is not where it is. They become one finding at the
// block, which says what differs: the form, not the code.

import Diagnostics
import DocModel

enum CodeSpansAsBlocks {
    /// `findings` (levels applied) with each such block and span reported once.
    static func fold(_ findings: [Finding], articles: [LocaleArticle], reference: Int) -> [Finding] {
        guard findings.contains(where: { $0.ruleID == .codeBlockExtra }),
            findings.contains(where: { $0.ruleID == .inlineCodeMismatch })
        else { return findings }
        var result = findings
        var dropped = Set<Int>()
        for index in findings.indices {
            let extra = findings[index]
            guard extra.ruleID == .codeBlockExtra, extra.kind == .drift, extra.locations.count == 1,
                extra.consequences.isEmpty,
                let article = articles.first(where: { $0.locale == extra.locations[0].locale }),
                let block = MovedBlocks.block(at: extra.locations[0].position.line, in: article.document)
            else { continue }
            let code = block.content.trimmingWhitespace()
            guard !code.isEmpty, !code.contains("\n") else { continue }
            // The section's inline-code finding of that locale that lacks exactly this span.
            let span = "'\(code)'"
            guard
                let spanIndex = findings.indices.first(where: { candidate in
                    let finding = findings[candidate]
                    return !dropped.contains(candidate) && finding.ruleID == .inlineCodeMismatch
                        && finding.kind == .drift && finding.locations.allSatisfy { $0.locale == article.locale }
                        && finding.groups.count == 2 && finding.groups[0].value == span
                        && finding.groups[1].value == "(none)"
                })
            else { continue }
            dropped.insert(spanIndex)
            let lacking = findings[spanIndex]
            result[index] = Finding(
                ruleID: extra.ruleID, severity: lacking.severity, kind: .drift, article: extra.article,
                message:
                    "\(block.language.isEmpty ? "code" : block.language) block \(span) is inline code in the reference \(articles[reference].locale)",
                locations: extra.locations, related: lacking.related, groups: extra.groups,
                notes: ["the code is the same: write it as inline code in its sentence, as the reference does"],
                consequences: [lacking])
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }
}
