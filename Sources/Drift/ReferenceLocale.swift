// ReferenceLocale: which locale's version of an article is taken as right when locales disagree:
// the configured one; else the newest source revision (`ms.lasthandoff`, when every locale has
// one); else — and among locales tied on that date — the majority: the locale whose skeleton
// shares the most elements with the others (translated text never counts).

import ByteKeys
import DocModel

/// Chooses the reference locale of an article group.
public enum ReferenceLocale {
    /// Index into `articles` of the reference, as `docparity check` chooses it.
    public static func choose(_ articles: [LocaleArticle], configured: String?) -> Int {
        choose(articles, keys: AlignmentKey.keys(of: articles.map(\.document)), configured: configured)
    }

    /// Index into `articles` of the reference; `keys` are the locales' alignment keys.
    static func choose(_ articles: [LocaleArticle], keys: [[AlignmentKey]], configured: String?) -> Int {
        if let configured, let index = articles.firstIndex(where: { $0.locale.lowercased() == configured.lowercased() })
        {
            return index
        }
        var candidates = Array(articles.indices)
        let dates = articles.map { $0.document.frontMatter["ms.lasthandoff"].flatMap(parseDate) }
        // Dates decide only when every locale has one: a locale whose front matter is broken
        // must not hand the reference to an older translation.
        let known = dates.compactMap { $0 }
        if known.count == articles.count, let newest = known.max() {
            candidates = articles.indices.filter { dates[$0] == newest }
        }
        guard candidates.count > 1 else { return candidates.first ?? 0 }
        // Majority: the candidate sharing the most skeleton elements with all other locales. A
        // locale's elements are a multiset of signatures, kept sorted: two multisets share the
        // signatures one merge finds in both.
        let bags = keys.map { list in list.map(signature).sorted() }
        func overlap(_ a: [Int], _ b: [Int]) -> Int {
            var (i, j, shared) = (0, 0, 0)
            while i < a.count && j < b.count {
                if a[i] < b[j] {
                    i += 1
                } else if a[i] > b[j] {
                    j += 1
                } else {
                    shared += 1
                    i += 1
                    j += 1
                }
            }
            return shared
        }
        var best = candidates[0]
        var bestScore = -1
        for candidate in candidates {
            let score = articles.indices.filter { $0 != candidate }.reduce(0) {
                $0 + overlap(bags[candidate], bags[$1])
            }
            if score > bestScore {
                best = candidate
                bestScore = score
            }
        }
        return best
    }

    /// An element's identity for the majority vote: kind and compared properties, no text.
    /// Mixed without `Hasher` (`ByteHash.mixed`, chained): one signature per element of every
    /// locale, where SipHash cost more than the vote.
    static func signature(_ key: AlignmentKey) -> Int {
        let kind = ByteHash.mixed(Int(key.tag), seed: 0x5349_474E)
        if key.tag == 1 { return ByteHash.mixed(key.second, seed: kind) }  // normalized code, not the raw text
        return ByteHash.mixed(key.second, seed: ByteHash.mixed(key.first, seed: kind))
    }

    /// `MM/DD/YYYY` or `YYYY-MM-DD` as a sortable number, or nil when it is not a plausible date.
    static func parseDate(_ text: String) -> Int? {
        // An ASCII date (every real one) is split on its bytes: splitting characters and searching
        // the text for "/" cost more than the rest of choosing the reference. Other text keeps the
        // character split, where a separator followed by a combining mark is no separator.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let parts =
            isASCII
            ? text.utf8.split(whereSeparator: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-") })
                .compactMap { Int(Substring($0)) }
            : text.split(whereSeparator: { $0 == "/" || $0 == "-" }).compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        let slashed = isASCII ? text.utf8.contains(UInt8(ascii: "/")) : text.contains("/")
        let (year, month, day) = slashed ? (parts[2], parts[0], parts[1]) : (parts[0], parts[1], parts[2])
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        return year * 10_000 + month * 100 + day
    }
}
