// CorpusSelection: narrowing a corpus for CI — only the articles a change touched (`--changed`,
// fed from `git diff --name-only`), and a stable share of the articles per job (`--shard K/N`).

import Diagnostics

/// A `K/N` shard: the K-th (1-based) of N stable shares of the articles.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which share, 1-based.
    public var index: Int
    /// How many shares.
    public var count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// True when the article `key` belongs to this shard (by a stable hash of the key, so shards
    /// stay the same across runs and machines).
    public func contains(_ key: String) -> Bool {
        let hash = UInt64(Fingerprint.hash([key]), radix: 16) ?? 0
        return Int(hash % UInt64(count)) == index - 1
    }
}

extension Corpus {
    /// Only the article groups with at least one file among `changedPaths` (absolute, or relative
    /// to `base` or to the checked folder). Paths that match no article are returned apart.
    public func selecting(changed changedPaths: [String], base: String) -> (corpus: Corpus, unmatched: [String]) {
        var wanted: Set<String> = []
        var unmatched: [String] = []
        let all = Set(groups.flatMap { $0.files.map(\.absolutePath) })
        for path in changedPaths where !path.isEmpty {
            let candidates = [
                FileSystem.absolute(path.hasPrefix("/") ? path : base + "/" + path),
                FileSystem.absolute(root + "/" + path),
            ]
            if let match = candidates.first(where: all.contains) {
                wanted.insert(match)
            } else {
                unmatched.append(path)
            }
        }
        var selected = self
        selected.groups = groups.filter { group in group.files.contains { wanted.contains($0.absolutePath) } }
        // Discovery problems only for the changed paths themselves.
        let changedRelative = Set(changedPaths.map { FileSystem.absolute($0.hasPrefix("/") ? $0 : base + "/" + $0) })
        selected.problems = problems.filter { problem in
            problem.locations.contains { changedRelative.contains(FileSystem.absolute(root + "/" + $0.path)) }
        }
        return (selected, unmatched)
    }

    /// Only the article groups of `shard`.
    public func selecting(shard: Shard) -> Corpus {
        var selected = self
        selected.groups = groups.filter { shard.contains($0.key) }
        // Each discovery problem is reported by one shard only.
        selected.problems = problems.filter { shard.contains($0.article) }
        return selected
    }
}
