// MetadataChecks: front-matter drift — keys missing in some locales, `ms.assetid` disagreement,
// stale translations (`ms.sourcegitcommit` not the reference's), `ms.contentlocale` disagreeing
// with the locale the file is filed under.

import Corpus
import Diagnostics
import DocModel

extension CheckContext {
    mutating func checkMetadata() {
        let fronts = articles.map(\.document.frontMatter)
        // meta.key-missing: keys some locales have and others lack (per-locale keys excluded).
        // Not where the reference's front matter does not parse (machine translation joins its
        // lines): its keys are unknown, and `input.front-matter` reports it. Other locales whose
        // front matter does not parse are left out of the comparison.
        let parsed = articles.indices.filter { index in
            !articles[index].document.problems.contains { $0.ruleID == .inputFrontMatter }
        }
        var keys: [String] = []
        var seen: Set<String> = []
        if parsed.contains(reference) {
            for index in parsed {
                for key in fronts[index].keys
                where !configuration.localizationKeys.contains(key) && seen.insert(key).inserted {
                    keys.append(key)
                }
            }
        }
        for key in keys {
            let having = parsed.filter { fronts[$0].entry(key) != nil }
            let lacking = parsed.filter { fronts[$0].entry(key) == nil }
            guard !lacking.isEmpty else { continue }
            let referenceHas = having.contains(reference)
            let drifted = referenceHas ? lacking : having
            let positions = drifted.map { index in
                (
                    index,
                    fronts[index].entry(key).map { SourceLocation(line: $0.line, column: 1) }
                        ?? SourceLocation(line: 1, column: 1)
                )
            }
            let message =
                referenceHas
                ? "front-matter key '\(key)' is missing"
                : "front-matter key '\(key)' is not in the reference locale \(referenceArticle.locale)"
            drift(
                .metaKeyMissing, message, drifted: positions,
                referencePosition: fronts[reference].entry(key).map { SourceLocation(line: $0.line, column: 1) },
                groups: [
                    LocaleGroup(locales: having.map { articles[$0].locale }, value: "has '\(key)'"),
                    LocaleGroup(locales: lacking.map { articles[$0].locale }, value: "no '\(key)'"),
                ].sorted { lhs, _ in lhs.locales.contains(referenceArticle.locale) })
        }
        compareValue(key: "ms.assetid", rule: .metaAssetMismatch, what: "asset id") { $0.uppercased() }
        compareValue(key: "ms.sourcegitcommit", rule: .metaStaleSource, what: "source revision") {
            String($0.prefix(12))
        }
        // meta.locale-mismatch: ms.contentlocale vs the locale the file is filed under.
        for (index, article) in articles.enumerated() {
            guard let entry = fronts[index].entry("ms.contentlocale"), article.locale != "und",
                !LocaleTag.same(entry.value, article.locale)
            else { continue }
            findings.append(
                Finding(
                    ruleID: .metaLocaleMismatch, severity: severity(.metaLocaleMismatch), kind: .drift,
                    article: self.article,
                    message:
                        "'ms.contentlocale' is '\(entry.value)' but the file is filed under locale '\(article.locale)'",
                    locations: [article.location(SourceLocation(line: entry.line, column: 1))]))
        }
    }

    /// Compares one key's value across the locales that have it.
    private mutating func compareValue(key: String, rule: RuleID, what: String, display: (String) -> String) {
        let fronts = articles.map(\.document.frontMatter)
        let values = articles.indices.compactMap { index in
            fronts[index][key].map { (index: index, value: $0.lowercased()) }
        }
        guard values.count >= 2, values.contains(where: { $0.index == reference }) else { return }
        let partition = LocalePartition(values, reference: reference)
        guard !partition.agrees else { return }
        let originals = Dictionary(
            values.map { ($0.value, fronts[$0.index][key] ?? $0.value) }, uniquingKeysWith: { a, _ in a })
        let groups = partition.localeGroups(articles) { display(originals[$0] ?? $0) }
        let message: String
        if rule == .metaStaleSource {
            message = "translated from an older source revision than \(referenceArticle.locale) ('\(key)' differs)"
        } else {
            message = "\(what) '\(key)' differs from \(referenceArticle.locale)"
        }
        drift(
            rule, message,
            drifted: partition.drifted.map { ($0, SourceLocation(line: fronts[$0].entry(key)?.line ?? 1, column: 1)) },
            referencePosition: SourceLocation(line: fronts[reference].entry(key)?.line ?? 1, column: 1), groups: groups)
    }
}
