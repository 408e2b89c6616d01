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
        for candidate in candidates where abs(candidate.utf8.count - length) <= 1 {
            if let best, best <= candidate { continue }
            if isOneEdit(name, candidate) { best = candidate }
        }
        return best
    }

    /// Whether `a` and `b` are exactly one edit apart, case-insensitive (`between(a, b) == 1`).
    static func isOneEdit(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        let inPlace = a.withUTF8 { x in
            b.withUTF8 { y -> Bool? in
                guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
                return isOneEditASCII(x, y)
            }
        }
        return inPlace ?? (between(a, b) == 1)
    }

    /// `isOneEdit` for ASCII bytes: one substitution for equal lengths, else one deletion from
    /// the longer.
    private static func isOneEditASCII(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let (long, short) = x.count >= y.count ? (x, y) : (y, x)
        guard long.count - short.count <= 1 else { return false }
        var i = 0
        while i < short.count, lower(long[i]) == lower(short[i]) { i += 1 }
        if long.count == short.count {
            guard i < short.count else { return false }  // equal: no edit
            i += 1
            while i < short.count, lower(long[i]) == lower(short[i]) { i += 1 }
            return i == short.count
        }
        // Skip one byte of the longer at the first difference; the rest must match.
        while i < short.count, lower(long[i + 1]) == lower(short[i]) { i += 1 }
        return i == short.count
    }

    /// The closest candidate within a third of the name's length (at most 3 edits), if any.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = min(3, max(1, name.count / 3))
        // The distance is at least the difference in length: for ASCII names (lowercasing keeps
        // their length) candidates too long or too short are skipped without computing it.
        let nameLength = isASCII(name) ? name.utf8.count : nil
        var name = name
        let scored = candidates.lazy.filter { candidate in
            guard let nameLength, isASCII(candidate) else { return true }
            return abs(candidate.utf8.count - nameLength) <= limit
        }.map { candidate -> (String, Int) in
            // ASCII pairs (nearly all) get a distance table of bytes, cut off past the limit.
            guard nameLength != nil, isASCII(candidate) else { return (candidate, between(name, candidate)) }
            var other = candidate
            let distance = name.withUTF8 { x in other.withUTF8 { y in boundedASCII(x, y, limit: limit) } }
            return (candidate, distance ?? limit + 1)
        }.filter { $0.1 <= limit && $0.1 > 0 }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }

    /// `between` for ASCII bytes when it is at most `limit` (nil past it): rows of the table
    /// kept on the stack, and given up once every cell of a row exceeds the limit.
    static func boundedASCII(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        if abs(x.count - y.count) > limit { return nil }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (y.count + 1)) { cells in
            var previous = UnsafeMutableBufferPointer(rebasing: cells[0...y.count])
            var current = UnsafeMutableBufferPointer(rebasing: cells[(y.count + 1)...])
            for j in 0...y.count { previous[j] = j }
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
    }

    private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    /// An ASCII byte lowercased (`lowercased()` of an ASCII string changes only A–Z).
    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
