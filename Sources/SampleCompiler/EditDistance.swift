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

    /// The least candidate (in `String` order) exactly one edit from `name` (case-insensitive),
    /// cheaply: lengths differing by more than one are skipped before any distance is computed,
    /// and ASCII names are compared in place, without building the distance table.
    static func oneEditAway(from name: String, in candidates: [String]) -> String? {
        let length = name.utf8.count
        var best: String?
        let nameIsASCII = isASCII(name)
        for candidate in candidates where abs(candidate.utf8.count - length) <= 1 {
            if let best, best <= candidate { continue }
            let oneEdit =
                nameIsASCII && isASCII(candidate)
                ? isOneEditASCII(name.utf8, candidate.utf8) : between(name, candidate) == 1
            if oneEdit { best = candidate }
        }
        return best
    }

    /// Whether `a` and `b` are exactly one edit apart, case-insensitive (`between(a, b) == 1`).
    static func isOneEdit(_ a: String, _ b: String) -> Bool {
        guard isASCII(a), isASCII(b) else { return between(a, b) == 1 }
        return isOneEditASCII(a.utf8, b.utf8)
    }

    /// `isOneEdit` for ASCII bytes, in one walk without copying them: one substitution for
    /// equal lengths, else one deletion from the longer.
    private static func isOneEditASCII(_ x: String.UTF8View, _ y: String.UTF8View) -> Bool {
        let (long, short) = x.count >= y.count ? (x, y) : (y, x)
        let lengthDifference = long.count - short.count
        guard lengthDifference <= 1 else { return false }
        var longBytes = long.makeIterator()
        var edited = false
        for byte in short {
            guard var other = longBytes.next() else { return false }
            if lower(other) != lower(byte) {
                if edited { return false }
                edited = true
                if lengthDifference == 1 {
                    // The longer has one byte more here: skip it.
                    guard let next = longBytes.next() else { return false }
                    other = next
                    if lower(other) != lower(byte) { return false }
                }
            }
        }
        // Equal lengths: exactly one substitution. One longer: its extra byte is the edit,
        // in the middle (skipped above) or at the end.
        return lengthDifference == 1 || edited
    }

    /// The closest candidate within a third of the name's length (at most 3 edits), if any.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, name.count / 3))
        // The distance is at least the difference in length: for ASCII names (lowercasing keeps
        // their length) candidates too long or too short are skipped without computing it.
        let nameBytes = isASCII(name) ? Array(name.utf8) : nil
        let scored = candidates.lazy.filter { candidate in
            guard let nameBytes, isASCII(candidate) else { return true }
            return abs(candidate.utf8.count - nameBytes.count) <= limit
        }.map { candidate -> (String, Int) in
            // ASCII pairs (nearly all) get a distance table of bytes, cut off past the limit.
            guard let nameBytes, isASCII(candidate) else { return (candidate, between(name, candidate)) }
            return (candidate, boundedASCII(nameBytes, Array(candidate.utf8), limit: limit) ?? limit + 1)
        }.filter { $0.1 <= limit && $0.1 > 0 }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }

    /// `between` for ASCII bytes when it is at most `limit` (nil past it): two rows of the
    /// table, given up once every cell of a row exceeds the limit.
    static func boundedASCII(_ x: [UInt8], _ y: [UInt8], limit: Int) -> Int? {
        if abs(x.count - y.count) > limit { return nil }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous = Array(0...y.count)
        var current = Array(repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            let a = lower(x[i - 1])
            for j in 1...y.count {
                let substitution = previous[j - 1] + (a == lower(y[j - 1]) ? 0 : 1)
                let value = min(previous[j] + 1, current[j - 1] + 1, substitution)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[y.count] <= limit ? previous[y.count] : nil
    }

    private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    /// An ASCII byte lowercased (`lowercased()` of an ASCII string changes only A–Z).
    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
