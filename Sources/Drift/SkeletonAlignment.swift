// SkeletonAlignment: lines up the skeletons (headings, code blocks, images, …) of one article's
// locales by progressive sequence alignment, so that one dropped block is one gap, not a cascade
// of mismatches. The reference locale's skeleton seeds the columns; each other locale is aligned
// to the columns by dynamic programming and its unmatched elements become new columns.

import DocModel

/// A column of the alignment: at most one element per locale.
struct AlignmentColumn {
    /// Element index per locale index; nil where the locale has no such element.
    var members: [Int?]
    /// The locale index whose element represents the column.
    var representativeLocale: Int
    /// The representative's element index.
    var representativeElement: Int
}

/// Progressive multiple alignment of locale skeletons.
struct SkeletonAlignment {
    /// Columns in document order.
    private(set) var columns: [AlignmentColumn] = []

    /// Largest DP table aligned in one piece; longer skeletons are aligned between the elements
    /// both have once (`uniqueAnchors`), and a stretch between them that is still longer in
    /// chunks that hold about this many cells in all. A million cells is one table for skeletons
    /// of a thousand elements (the longest article of both shared corpora has about 600, so they
    /// never reach the anchors).
    static let maximumCells = 1_000_000

    /// Aligns `skeletons` (element lists per locale), seeding with `reference`.
    init(_ skeletons: [[AlignmentKey]], reference: Int) {
        let count = skeletons.count
        guard count > 0 else { return }
        columns = skeletons[reference].indices.map { index in
            var members = [Int?](repeating: nil, count: count)
            members[reference] = index
            return AlignmentColumn(members: members, representativeLocale: reference, representativeElement: index)
        }
        for locale in 0..<count where locale != reference {
            let representatives = columns.map { skeletons[$0.representativeLocale][$0.representativeElement] }
            let pairs = Self.align(representatives, skeletons[locale])
            var merged: [AlignmentColumn] = []
            merged.reserveCapacity(columns.count + skeletons[locale].count)
            for pair in pairs {
                switch pair {
                case (let column?, let element?):
                    // In place, then appended: a copy of the column would share its member list
                    // and copy it on the write (one allocation per column and locale).
                    columns[column].members[locale] = element
                    merged.append(columns[column])
                case (let column?, nil):
                    merged.append(columns[column])
                case (nil, let element?):
                    var members = [Int?](repeating: nil, count: count)
                    members[locale] = element
                    merged.append(
                        AlignmentColumn(members: members, representativeLocale: locale, representativeElement: element))
                case (nil, nil):
                    break
                }
            }
            columns = merged
        }
    }

    /// Aligns two sequences; returns pairs in order (index in `a`, index in `b`), nil for a gap.
    static func align(_ a: [AlignmentKey], _ b: [AlignmentKey]) -> [(Int?, Int?)] {
        if a.count * b.count <= maximumCells { return alignWhole(a[...], b[...], offsetA: 0, offsetB: 0) }
        // Too large for one table (thousands of elements): the elements each sequence has exactly
        // once, with the same key in both, are paired first, as many as keep both orders (as
        // patience diff pairs unique lines), and only the stretches between them are aligned.
        var pairs: [(Int?, Int?)] = []
        pairs.reserveCapacity(max(a.count, b.count))
        var (startA, startB) = (0, 0)
        for (i, j) in uniqueAnchors(a, b) + [(a.count, b.count)] {
            pairs += alignBounded(a[startA..<i], b[startB..<j])
            if i < a.count { pairs.append((i, j)) }
            (startA, startB) = (i + 1, j + 1)
        }
        return pairs
    }

    /// The pairs of indices of keys that occur exactly once in `a` and once in `b`, the longest
    /// run of them increasing in both (by patience sorting: each pair goes on the leftmost pile
    /// whose top it does not exceed in `b`, linked to the top of the pile before).
    static func uniqueAnchors(_ a: [AlignmentKey], _ b: [AlignmentKey]) -> [(Int, Int)] {
        var inA: [AlignmentKey: Int] = [:]
        for (index, key) in a.enumerated() { inA[key] = inA[key] == nil ? index : -1 }
        var inB: [AlignmentKey: Int] = [:]
        for (index, key) in b.enumerated() { inB[key] = inB[key] == nil ? index : -1 }
        let candidates = a.indices.compactMap { i -> (Int, Int)? in
            guard inA[a[i]] == i, let j = inB[a[i]], j >= 0 else { return nil }
            return (i, j)
        }
        var tops: [Int] = []  // per pile, the index in `candidates` of its top
        var previous = [Int](repeating: -1, count: candidates.count)
        for (index, candidate) in candidates.enumerated() {
            let pile = SortedSearch.firstIndex(in: tops.count) { candidates[tops[$0]].1 >= candidate.1 }
            if pile > 0 { previous[index] = tops[pile - 1] }
            if pile == tops.count { tops.append(index) } else { tops[pile] = index }
        }
        var run: [(Int, Int)] = []
        var index = tops.last ?? -1
        while index >= 0 {
            run.append(candidates[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// Aligns a stretch in one table, or in proportional chunks when even the stretch is too
    /// large for one (nothing unique to pair in it), so that time and memory stay bounded.
    private static func alignBounded(_ a: ArraySlice<AlignmentKey>, _ b: ArraySlice<AlignmentKey>) -> [(Int?, Int?)] {
        if a.count * b.count <= maximumCells {
            return alignWhole(a, b, offsetA: a.startIndex, offsetB: b.startIndex)
        }
        let chunks = (a.count * b.count + maximumCells - 1) / maximumCells
        var pairs: [(Int?, Int?)] = []
        for chunk in 0..<chunks {
            let aRange = (a.startIndex + a.count * chunk / chunks)..<(a.startIndex + a.count * (chunk + 1) / chunks)
            let bRange = (b.startIndex + b.count * chunk / chunks)..<(b.startIndex + b.count * (chunk + 1) / chunks)
            pairs += alignWhole(a[aRange], b[bRange], offsetA: aRange.lowerBound, offsetB: bRange.lowerBound)
        }
        return pairs
    }

    /// Aligns two sequences in one table. A common tail of identical keys (the whole skeleton,
    /// when a translation kept its structure) is paired without the table: the table would pair
    /// it the same way, since a key scores at least as high against an identical key as against
    /// any other (`ElementSimilarity.score`), so each of those cells takes the diagonal, which
    /// wins ties.
    private static func alignWhole(
        _ a: ArraySlice<AlignmentKey>, _ b: ArraySlice<AlignmentKey>, offsetA: Int, offsetB: Int
    ) -> [(Int?, Int?)] {
        var tail = 0
        while tail < a.count, tail < b.count, a[a.endIndex - 1 - tail] == b[b.endIndex - 1 - tail] { tail += 1 }
        let n = a.count - tail
        let m = b.count - tail
        var pairs = alignTable(a.prefix(n), b.prefix(m), offsetA: offsetA, offsetB: offsetB)
        pairs.reserveCapacity(pairs.count + tail)
        for k in 0..<tail { pairs.append((offsetA + n + k, offsetB + m + k)) }
        return pairs
    }

    /// The dynamic-programming table of `alignWhole`.
    private static func alignTable(
        _ a: ArraySlice<AlignmentKey>, _ b: ArraySlice<AlignmentKey>, offsetA: Int, offsetB: Int
    ) -> [(Int?, Int?)] {
        let n = a.count
        let m = b.count
        if n == 0 { return (0..<m).map { (nil, offsetB + $0) } }
        if m == 0 { return (0..<n).map { (offsetA + $0, nil) } }
        let aElements = Array(a)
        let bElements = Array(b)
        // score[i][j]: best score aligning a[..<i] with b[..<j]; move: 0 diagonal, 1 up (gap in b), 2 left.
        var previous = [Int32](repeating: 0, count: m + 1)
        var current = [Int32](repeating: 0, count: m + 1)
        var moves = [UInt8](repeating: 2, count: (n + 1) * (m + 1))
        for i in 1...n { moves[i * (m + 1)] = 1 }
        for i in 1...n {
            current[0] = 0
            let left = aElements[i - 1]
            for j in 1...m {
                var best = previous[j]
                var move: UInt8 = 1
                // On a tie, the locale's extra element: traced back from the end, a run of gaps
                // then lists what the locale lacks first, right after the last element both
                // have, which is where the reference has it (a download badge under the title,
                // not after the locale's own intro list).
                if current[j - 1] >= best {
                    best = current[j - 1]
                    move = 2
                }
                let similarity = ElementSimilarity.score(left, bElements[j - 1])
                if similarity > 0, previous[j - 1] + Int32(similarity) >= best {
                    best = previous[j - 1] + Int32(similarity)
                    move = 0
                }
                current[j] = best
                moves[i * (m + 1) + j] = move
            }
            swap(&previous, &current)
        }
        var pairs: [(Int?, Int?)] = []
        var i = n
        var j = m
        while i > 0 || j > 0 {
            let move = moves[i * (m + 1) + j]
            if i > 0, j > 0, move == 0 {
                pairs.append((offsetA + i - 1, offsetB + j - 1))
                i -= 1
                j -= 1
            } else if i > 0, move == 1 || j == 0 {
                pairs.append((offsetA + i - 1, nil))
                i -= 1
            } else {
                pairs.append((nil, offsetB + j - 1))
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
