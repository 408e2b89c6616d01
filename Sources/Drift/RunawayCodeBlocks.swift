// RunawayCodeBlocks: a locale's code block that runs on past where its author meant it to end —
// a fence never closed, or closed by a fence with a language (```` ```csharp ````), which
// CommonMark reads as code. What the block swallowed (the next code block, a heading, prose)
// is missing from that locale's page, and the block itself holds what no other locale's does:
// each of those differences is a finding of the alignment, and all follow from the fence. They
// are folded under the fence's `input.unclosed-fence` finding, which says which line to fix.

import Diagnostics
import DocModel

enum RunawayCodeBlocks {
    static let rule = RuleID.inputUnclosedFence

    /// `findings` (levels applied) with each locale's drift inside a runaway block's lines
    /// folded under that locale's fence finding.
    static func fold(_ findings: [Finding], articles: [LocaleArticle]) -> [Finding] {
        guard findings.contains(where: { $0.ruleID == rule }) else { return findings }
        var result = findings
        for article in articles {
            for problem in article.document.problems where problem.ruleID == rule {
                guard let lines = problem.affectedLines,
                    let causeIndex = result.firstIndex(where: { finding in
                        finding.ruleID == rule && finding.kind == .input
                            && finding.locations.first?.locale == article.locale
                            && finding.locations.first?.position.line == problem.position.line
                    })
                else { continue }
                let covered = [lines] + sectionOfSwallowedHeading(after: lines, in: article.document)
                let follows = result.indices.filter { index in
                    let finding = result[index]
                    return finding.kind == .drift && finding.ruleID.area != "meta" && !finding.locations.isEmpty
                        && finding.locations.allSatisfy { location in
                            location.locale == article.locale
                                && covered.contains { $0.contains(location.position.line) }
                        }
                }
                guard !follows.isEmpty else { continue }
                var cause = result[causeIndex]
                cause.consequences += follows.map { result[$0] }
                cause.severity = max(cause.severity, follows.map { result[$0].severity }.max() ?? cause.severity)
                result[causeIndex] = cause
                let folded = Set(follows)
                result = result.indices.filter { !folded.contains($0) }.map { result[$0] }
            }
        }
        return result
    }

    /// When the block swallowed a heading (a line of its own that opens with one to six `#` and a
    /// space), the lines after the block up to the locale's next heading: they belong to the
    /// swallowed heading's section, and without it the alignment compares them as part of the
    /// section before (viewpager-and-views.md, review 19). Empty otherwise.
    static func sectionOfSwallowedHeading(after lines: ClosedRange<Int>, in document: Document) -> [ClosedRange<Int>] {
        let swallowsHeading = lines.dropFirst().contains { line in
            let bytes = document.source.lineBytes(line)
            let hashes = bytes.prefix { $0 == UInt8(ascii: "#") }.count
            return (1...6).contains(hashes) && bytes.dropFirst(hashes).first == UInt8(ascii: " ")
        }
        guard swallowsHeading else { return [] }
        let next =
            document.elements.first { element in
                if case .heading = element.kind { element.position.line > lines.upperBound } else { false }
            }?.position.line ?? Int.max
        return next > lines.upperBound + 1 ? [(lines.upperBound + 1)...(next - 1)] : []
    }
}
