// BehaviourCauseFolding: a sample that behaves differently in some locales because its code
// differs there, in the same block and the same locales, is one fact: the code difference is the
// cause. The behaviour drift is folded under the code finding, which then says both (its
// consequence "C# sample 3 behaves differently: …" is listed under it in text, nested in JSON, a
// related location in SARIF); `--expand` shows it as a finding of its own again. The cause's
// message, and so its fingerprint, stay as they were.

import Diagnostics
import DocModel

/// Folds behaviour drifts under the code differences that explain them, for one article.
enum BehaviourCauseFolding {
    /// The rules whose findings can explain a behaviour drift: a changed token or string.
    static let causeRules: Set<RuleID> = [.codeTokenDrift, .codeStringDrift]
    /// The rules of findings that say a locale lacks or has other C# code elsewhere in the article:
    /// the classes of a document are shared by its samples, so a missing block changes what the
    /// others run. A behaviour drift of exactly such locales is folded under the finding that
    /// holds one (the missing section, when it is nested under one).
    static let documentCauseRules: Set<RuleID> = [.codeBlockMissing, .codeBlockExtra, .codeLanguageMismatch]
    /// The rule of the findings folded.
    static let behaviourRule = RuleID.sampleBehaviorDrift

    /// `findings` with each behaviour drift folded under the first code finding that explains it.
    static func fold(_ findings: [Finding], articles: [LocaleArticle]) -> [Finding] {
        guard findings.contains(where: { $0.ruleID == behaviourRule && $0.kind == .drift }) else { return findings }
        var result = findings
        var folded: [Int] = []
        for index in result.indices where result[index].ruleID == behaviourRule && result[index].kind == .drift {
            let locales = Set(result[index].locations.map(\.locale))
            guard
                let cause = result.indices.first(where: { candidate in
                    causeRules.contains(result[candidate].ruleID) && result[candidate].kind == .drift
                        && explains(result[candidate], result[index], articles: articles)
                })
                    ?? result.indices.first(where: { candidate in
                        candidate != index && holdsDocumentCause(result[candidate], for: locales)
                    })
            else { continue }
            let behaviour = result[index]
            result[cause].consequences.append(behaviour)
            result[cause].severity = max(result[cause].severity, behaviour.severity)
            folded.append(index)
        }
        for index in folded.reversed() { result.remove(at: index) }
        return result
    }

    /// Whether `finding`, or a consequence folded under it, says that exactly `locales` lack or
    /// have other C# code.
    static func holdsDocumentCause(_ finding: Finding, for locales: Set<String>) -> Bool {
        if finding.kind == .drift, documentCauseRules.contains(finding.ruleID),
            Set(finding.locations.map(\.locale)) == locales
        {
            return true
        }
        return finding.consequences.contains { holdsDocumentCause($0, for: locales) }
    }

    /// Whether `cause` is a difference inside the code block of `behaviour`'s sample, in each of
    /// its locales.
    static func explains(_ cause: Finding, _ behaviour: Finding, articles: [LocaleArticle]) -> Bool {
        guard !behaviour.locations.isEmpty else { return false }
        return behaviour.locations.allSatisfy { sample in
            guard let article = articles.first(where: { $0.locale == sample.locale }),
                let block = article.document.elements.first(where: { element in
                    if case .code = element.kind {
                        return element.position.line <= sample.position.line
                            && sample.position.line <= element.endLine
                    }
                    return false
                })
            else { return false }
            return cause.locations.contains { place in
                place.locale == sample.locale && block.position.line <= place.position.line
                    && place.position.line <= block.endLine
            }
        }
    }
}
