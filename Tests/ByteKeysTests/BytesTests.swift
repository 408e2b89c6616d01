// Byte search and comparison behind memchr and memcmp agree with the standard library's plain
// scans, at every edge (empty buffers, starts past the end, a pattern at the very end); and a
// prehashed key's stored hash is what sets and dictionaries use.

import ByteKeys
import Testing

@Suite("Bytes and prehashed keys")
struct BytesTests {
    /// Random bytes from a small alphabet, so that searches hit.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 59) % 4 + 0x61
        }
    }

    @Test("joined is the three parts' concatenation, byte for byte, empty parts and substrings included")
    func joined() {
        let parts = ["", "a", "/docs/é", "e\u{301}", String(repeating: "x", count: 40), "日本語"]
        for first in parts {
            for last in parts {
                #expect(Array(Bytes.joined(first, "/", last[...]).utf8) == Array((first + "/" + last).utf8))
                #expect(Array(Bytes.joined(first, "", last[...]).utf8) == Array((first + last).utf8))
            }
        }
        #expect(Bytes.joined("/docs", "/docs/", "a.md".dropFirst()) == "/docs/docs/.md")
    }

    @Test("firstIndex(of: byte) is the plain scan's answer from every start", arguments: [0, 1, 7, 64])
    func byteSearch(count: Int) {
        let haystack = Self.bytes(count, seed: UInt64(count) + 1)
        haystack.withUnsafeBufferPointer { buffer in
            for start in -1...(count + 1) {
                for byte in [UInt8(0x61), 0x64, 0x7A] {
                    let plain = start < 0 ? nil : haystack.indices.first { $0 >= start && haystack[$0] == byte }
                    #expect(Bytes.firstIndex(of: byte, in: buffer, from: start) == plain)
                }
            }
        }
    }

    @Test("firstIndex(of: pattern) and equal are the plain scan's answers", arguments: [0, 3, 40])
    func patternSearch(count: Int) {
        let haystack = Self.bytes(count, seed: 99)
        for pattern in [[], [0x61], [0x61, 0x62], Array(haystack.suffix(3)), [0x7A, 0x61]] as [[UInt8]] {
            haystack.withUnsafeBufferPointer { buffer in
                pattern.withUnsafeBufferPointer { needle in
                    for start in 0...count {
                        let plain = (start...max(start, count)).first { offset in
                            offset + pattern.count <= count
                                && Array(haystack[offset..<(offset + pattern.count)]) == pattern
                        }
                        #expect(Bytes.firstIndex(of: needle, in: buffer, from: start) == plain, "\(pattern) \(start)")
                    }
                    #expect(Bytes.equal(buffer, needle) == (haystack == pattern))
                }
            }
        }
        #expect(Bytes.equal("caf\u{E9}", "caf\u{E9}") && !Bytes.equal("caf\u{E9}", "cafe\u{301}"))
    }

    @Test("contains(_:in:) finds bytes, at the edges and not across canonical equivalents")
    func stringContains() {
        #expect(Bytes.contains("no-loc", in: "easing-no-loc-xamarin") && Bytes.contains("no-loc", in: "no-loc"))
        #expect(Bytes.contains("", in: "") && Bytes.contains("c", in: "abc") && !Bytes.contains("abcd", in: "abc"))
        #expect(!Bytes.contains("no-loc", in: "no-lo") && !Bytes.contains("no-loc", in: "NO-LOC"))
        #expect(!Bytes.contains("caf\u{E9}", in: "cafe\u{301}") && Bytes.contains("\u{E9}", in: "caf\u{E9}s"))
    }

    struct Key: PrehashedKey {
        let name: String
        var prehash: Int { name.utf8.count }
    }

    /// What a set or dictionary calls: `Hashable`'s requirement, through the generic witness.
    static func raw<T: Hashable>(_ value: T, seed: Int) -> Int { value._rawHashValue(seed: seed) }

    @Test("a prehashed key hashes its stored hash, mixed with the table's seed, as sets see it")
    func prehashed() {
        #expect(Self.raw(Key(name: "abc"), seed: 5) == ByteHash.mixed(3, seed: 5))
        #expect(Key(name: "abc").hashValue == Key(name: "xyz").hashValue)
        #expect(Self.raw(UTF8Key("abc"), seed: 9) == ByteHash.mixed(ByteHash.of("abc"), seed: 9))
        let set: Set<Key> = [Key(name: "a"), Key(name: "b"), Key(name: "ab")]
        #expect(set.count == 3 && set.contains(Key(name: "ab")) && !set.contains(Key(name: "c")))
    }
}
