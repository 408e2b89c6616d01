// ElementSimilarity: how well two skeleton elements of different locales correspond. Elements of
// different kinds never match; same-kind elements score higher the more their compared
// properties agree, so alignment pairs the right ones. Everything compared is reduced to
// integers once per element, since scoring runs for every cell of the alignment table.

import ByteKeys
import DocModel

/// A code block's language and the hash of its content's bytes: what its normalized
/// fingerprint depends on. Alignment already takes equal content hashes for equal content
/// (`AlignmentKey.first`); hashing the content `String` again would cost as much as normalizing.
struct CodeIdentity: Hashable {
    var language: String
    var contentHash: Int
}

/// What alignment compares of an element, precomputed: plain integers, so that the alignment
/// table, which reads two keys for every cell, copies no reference.
struct AlignmentKey: Hashable {
    /// The element's kind: 0 heading, 1 code, 2 image, 3 table, 4 list, 5 alert, 6 include, 7 zone.
    let tag: UInt8
    /// Compared properties, by kind (hashes of texts, or counts).
    let first: Int
    let second: Int
    let third: Int
    let fourth: Int

    /// A key from its parts (for tests).
    init(tag: UInt8, first: Int, second: Int = 0, third: Int = 0, fourth: Int = 0) {
        self.tag = tag
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
    }

    /// The keys of each document's elements; code shared by several locales is normalized once.
    static func keys(of documents: [Document]) -> [[AlignmentKey]] {
        var fingerprints: [CodeIdentity: (all: Int, first: Int)] = [:]
        return documents.map { document in
            var keys = document.elements.map { AlignmentKey($0, fingerprints: &fingerprints) }
            // An alert by what it names too (its code spans and link targets, which translation
            // keeps): of two notes, a locale's is paired with the one that says the same, not
            // with the one in its place.
            for (index, element) in document.elements.enumerated() where keys[index].tag == alertTag {
                keys[index] = AlignmentKey(
                    tag: alertTag, first: keys[index].first,
                    second: namedHash(
                        document, lines: element.position.line...max(element.position.line, element.endLine)))
            }
            return keys
        }
    }

    /// The tag of an alert's key.
    static let alertTag: UInt8 = 5

    /// The code spans and link targets `document` has on `lines`, hashed in any order (0 when
    /// none).
    static func namedHash(_ document: Document, lines: ClosedRange<Int>) -> Int {
        // The items are in document order: the first on `lines` by binary search, so that an
        // article of thousands of alerts does not scan its items for each.
        let items = document.inlineItems
        let first = SortedSearch.firstIndex(in: items.count) { items[$0].position.line >= lines.lowerBound }
        var hash = 0
        for item in items[first...] {
            guard item.position.line <= lines.upperBound else { break }
            switch item.kind {
            case .code(let text): hash &+= ByteHash.of(text)
            case .link(let target): hash &+= ByteHash.of(target) &* 31
            }
        }
        return hash
    }

    /// The hash of a path's last non-empty segment as a string (0 when there is none), found on
    /// bytes without splitting the path.
    static func fileNameHash(_ path: String) -> Int {
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return 0 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).hashValue
        }
    }

    /// The key of `element`, with code fingerprints looked up in (and added to) `fingerprints`.
    init(_ element: Element, fingerprints: inout [CodeIdentity: (all: Int, first: Int)]) {
        switch element.kind {
        case .heading(let level, let anchor, _):
            tag = 0
            first = level
            second = anchor?.hashValue ?? 0
            third = anchor == nil ? 0 : 1
            fourth = 0
        case .code(let block):
            let contentHash = block.contentHash
            let identity = CodeIdentity(language: block.normalizedLanguage, contentHash: contentHash)
            let normalized =
                fingerprints[identity]
                ?? {
                    let computed = CodeNormalizer.fingerprint(of: block)
                    fingerprints[identity] = computed
                    return computed
                }()
            tag = 1
            first = contentHash
            second = normalized.all
            third = normalized.first
            fourth = block.normalizedLanguage.hashValue
        case .image(let source, _):
            tag = 2
            first = source.hashValue
            // The file name: the last non-empty path segment, cut on bytes.
            second = Self.fileNameHash(source)
            third = 0
            fourth = 0
        case .table(let rows, let columns):
            tag = 3
            (first, second, third, fourth) = (rows, columns, 0, 0)
        case .list(let ordered, let items):
            tag = 4
            (first, second, third, fourth) = (ordered ? 1 : 0, items, 0, 0)
        case .alert(let type):
            tag = 5
            (first, second, third, fourth) = (type.hashValue, 0, 0, 0)
        case .include(let path, _):
            tag = 6
            (first, second, third, fourth) = (path.hashValue, 0, 0, 0)
        case .zone(let marker):
            tag = 7
            (first, second, third, fourth) = (marker.hashValue, 0, 0, 0)
        }
    }
}

/// Scores element pairs for alignment.
enum ElementSimilarity {
    /// 0 when the elements cannot correspond; otherwise 1 (same kind) up to 12 (same anchor).
    static func score(_ a: AlignmentKey, _ b: AlignmentKey) -> Int {
        guard a.tag == b.tag else { return 0 }
        switch a.tag {
        case 0:
            // Explicit anchors are the same across translations: they decide the pairing.
            if a.third == 1, b.third == 1 {
                if a.second == b.second { return a.first == b.first ? 12 : 10 }
                return a.first == b.first ? 2 : 1
            }
            return a.first == b.first ? 4 : 2
        case 1:
            if a.first == b.first { return 6 }
            var score = 2
            if a.fourth == b.fourth { score += 1 }
            if a.second == b.second { return score + 3 }
            if a.third == b.third { score += 2 }
            return score
        case 2:
            if a.first == b.first { return 6 }
            return a.second == b.second ? 4 : 2
        case 3, 4:
            return 2 + (a.first == b.first ? 2 : 0) + (a.second == b.second ? 2 : 0)
        case AlignmentKey.alertTag:
            // The same type; and the same code and targets in it, when it names any.
            guard a.first == b.first else { return 2 }
            return a.second != 0 && a.second == b.second ? 8 : 6
        default:
            return a.first == b.first ? 6 : 2
        }
    }
}
