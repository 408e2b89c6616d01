// ReferenceLocale: which locale's version of an article is taken as right when locales disagree:
// the configured one, else the newest source revision per the front matter, else the majority.

import DocModel

/// Chooses the reference locale of an article group.
enum ReferenceLocale {
    /// Index into `articles` of the reference.
    static func choose(_ articles: [LocaleArticle], configured: String?) -> Int {
        if let configured, let index = articles.firstIndex(where: { $0.locale.lowercased() == configured.lowercased() })
        {
            return index
        }
        // Newest source revision: ms.lasthandoff (MM/DD/YYYY), then ms.date.
        let dated = articles.enumerated().compactMap { index, article -> (Int, Int)? in
            let front = article.document.frontMatter
            guard let date = (front["ms.lasthandoff"]).flatMap(parseDate) else { return nil }
            return (index, date)
        }
        // Dates decide only when every locale has one: a locale whose front matter is broken
        // must not hand the reference to an older translation.
        if dated.count == articles.count, let newest = dated.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }),
            dated.filter({ $0.1 == newest.1 }).count == 1
        {
            return newest.0
        }
        // Majority: the most common skeleton, then the first locale.
        var counts: [Int: Int] = [:]
        var signature: [Int] = []
        for article in articles {
            var hasher = Hasher()
            for element in article.document.elements { hasher.combine(element.kind) }
            let value = hasher.finalize()
            signature.append(value)
            counts[value, default: 0] += 1
        }
        let best = counts.values.max() ?? 0
        return signature.firstIndex { counts[$0] == best } ?? 0
    }

    /// `MM/DD/YYYY` or `YYYY-MM-DD` as a sortable number, or nil.
    static func parseDate(_ text: String) -> Int? {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "-" }).compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        if text.contains("/") { return parts[2] * 10_000 + parts[0] * 100 + parts[1] }
        return parts[0] * 10_000 + parts[1] * 100 + parts[2]
    }
}
