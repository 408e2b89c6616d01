// EditDistance: Levenshtein distance for "did you mean" notes.

/// Edit distances between names.
enum EditDistance {
    /// Levenshtein distance, case-insensitive.
    static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The first candidate exactly one edit from `name` (case-insensitive), cheaply: lengths
    /// differing by more than one are skipped before any distance is computed.
    static func oneEditAway(from name: String, in candidates: [String]) -> String? {
        let length = name.utf8.count
        for candidate in candidates.sorted() where abs(candidate.utf8.count - length) <= 1 {
            if between(name, candidate) == 1 { return candidate }
        }
        return nil
    }

    /// The closest candidate within a third of the name's length (at most 3 edits), if any.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, name.count / 3))
        let scored = candidates.map { ($0, between(name, $0)) }.filter { $0.1 <= limit && $0.1 > 0 }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }
}
