// AnchorChecks: `structure.anchor-mismatch` for HTML anchors outside headings (`<a name="x"></a>`
// on a line of its own), which in-page links (`#x`) point at. A heading's anchor is compared with
// its heading (StructureChecks); these have nothing to pair with, so each locale's names are
// compared with the reference's: a name the reference has and a locale has nowhere, as an anchor
// or a heading's anchor, breaks that locale's links to it.

import Diagnostics
import DocModel

extension CheckContext {
    mutating func checkAnchors() {
        guard articles.contains(where: { !$0.document.anchors.isEmpty }) else { return }
        let names = articles.map { article in
            Set(article.document.anchors.map(\.name) + article.document.headings.compactMap(\.anchor))
        }
        let referenceAnchors = articles[reference].document.anchors
        // Per locale: the reference's anchors it has nowhere, and its own the reference lacks
        // (where a renamed anchor now is). Locales with the same difference are one finding.
        var differences: [(missing: [Anchor], extra: [Anchor], members: [Int])] = []
        for locale in articles.indices where locale != reference {
            var seen: Set<String> = []
            let missing = referenceAnchors.filter { !names[locale].contains($0.name) && seen.insert($0.name).inserted }
            guard !missing.isEmpty else { continue }
            let extra = articles[locale].document.anchors.filter { !names[reference].contains($0.name) }
            if let same = differences.firstIndex(where: {
                $0.missing.map(\.name) == missing.map(\.name) && $0.extra.map(\.name) == extra.map(\.name)
            }) {
                differences[same].members.append(locale)
            } else {
                differences.append((missing, extra, [locale]))
            }
        }
        let differing = Set(differences.flatMap(\.members))
        let agreeing = articles.indices.filter { !differing.contains($0) }
        for difference in differences {
            let missingNames = difference.missing.map { "'\($0.name)'" }.joined(separator: ", ")
            let extraNames = difference.extra.map { "'\($0.name)'" }.joined(separator: ", ")
            // Each locale's first anchor the reference lacks: where the renamed anchor is (without
            // one, the finding stands at the file's first line).
            let renamed = difference.members.map { locale in
                (locale, articles[locale].document.anchors.first { !names[reference].contains($0.name) })
            }
            drift(
                .structureAnchorMismatch,
                (difference.missing.count == 1 ? "anchor \(missingNames) is" : "anchors \(missingNames) are")
                    + " missing (the reference \(referenceArticle.locale) has \(difference.missing.count == 1 ? "it" : "them")): in-page links to \(difference.missing.count == 1 ? "it" : "them") break"
                    + (difference.extra.isEmpty ? "" : "; this locale has \(extraNames)"),
                drifted: renamed.map { locale, anchor in
                    (locale, anchor?.position ?? SourceLocation(line: 1, column: 1))
                },
                referencePosition: difference.missing[0].position,
                groups: [
                    LocaleGroup(locales: agreeing.map { articles[$0].locale }, value: missingNames),
                    LocaleGroup(
                        locales: difference.members.map { articles[$0].locale },
                        value: extraNames.isEmpty ? "(none)" : extraNames),
                ],
                // One anchor renamed: the reference's name is the direct replacement.
                fixes: difference.missing.count == 1 && difference.extra.count == 1
                    ? renamed.compactMap { locale, anchor in
                        anchor.flatMap {
                            replacementFix(
                                locale: locale, at: $0.position, written: $0.name,
                                replacement: difference.missing[0].name, openers: Self.anchorOpeners,
                                closers: Self.anchorClosers)
                        }
                    } : [])
        }
    }
}
