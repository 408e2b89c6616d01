// SortedSearch: the binary search the checks run over sorted positions (elements and inline
// items in document order, lines of findings, the piles of patience sorting).

/// Binary search over an index range.
enum SortedSearch {
    /// The first index in `0..<count` where `isAtOrAfter` holds (it holds from some index on),
    /// `count` when it holds nowhere.
    static func firstIndex(in count: Int, where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
