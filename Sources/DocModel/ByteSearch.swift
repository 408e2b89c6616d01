// ByteSearch: finding a short ASCII sequence in a string's UTF-8 bytes with a plain scan. The
// standard library's generic `contains(_:)` for subsequences builds a searcher on every call
// (about 14,000 instructions for a short line), and `String.contains` of a string goes through
// Foundation.

extension String.UTF8View {
    /// Whether the bytes contain `needle`, a short ASCII literal such as `"id="`.
    public func contains(ascii needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0 else { return true }
        let first = needle.utf8Start[0]
        var index = startIndex
        while let found = self[index...].firstIndex(of: first) {
            var candidate = found
            var matched = 0
            while matched < count, candidate != endIndex, self[candidate] == needle.utf8Start[matched] {
                matched += 1
                candidate = self.index(after: candidate)
            }
            if matched == count { return true }
            index = self.index(after: found)
        }
        return false
    }
}
