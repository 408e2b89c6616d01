// Keys by bytes: equal bytes are one key, canonically equivalent texts with other bytes are
// not — so a cache of parses never hands one text the positions of another.

import ByteKeys
import Testing

@Suite("UTF-8 keys")
struct UTF8KeyTests {
    @Test("equal bytes hash and compare equal; other bytes do not, even when String calls them equal")
    func byteIdentity() {
        let composed = "var caf\u{E9} = 1; // caf\u{E9}"
        let decomposed = "var cafe\u{301} = 1; // cafe\u{301}"
        #expect(composed == decomposed)  // String compares canonical equivalence
        #expect(UTF8Key(composed) != UTF8Key(decomposed))
        #expect(UTF8Key(composed) == UTF8Key(String(decoding: Array(composed.utf8), as: UTF8.self)))
        #expect(UTF8Key(composed).hashValue == UTF8Key("var caf\u{E9} = 1; // caf\u{E9}").hashValue)
        #expect(UTF8Key("") == UTF8Key(""))
        #expect(UTF8Key("a") != UTF8Key(""))
        let dictionary = [UTF8Key(composed): 1, UTF8Key(decomposed): 2]
        #expect(dictionary.count == 2)
    }

    @Test("the bytes hash reads every byte: texts that differ in a tail byte, a word or the length differ")
    func bytesHashReadsEveryByte() {
        let base = "public override void ViewDidLoad ()"
        var hashes: Set<Int> = []
        for length in 0...base.utf8.count {
            hashes.insert(ByteHash.of(String(decoding: Array(base.utf8.prefix(length)), as: UTF8.self)))
        }
        #expect(hashes.count == base.utf8.count + 1)
        // One byte changed in a whole word, in the tail, and a zero byte added at the end.
        #expect(ByteHash.of("abcdefghXj") != ByteHash.of("abcdefghij"))
        #expect(ByteHash.of("Xbcdefghij") != ByteHash.of("abcdefghij"))
        #expect(ByteHash.of("a\u{0}") != ByteHash.of("a"))
        #expect(ByteHash.of("\u{0}a") != ByteHash.of("a"))
        #expect(ByteHash.of("caf\u{E9}") == ByteHash.of("caf\u{E9}"))
    }
}

@Suite("Keys hashed without Hasher")
struct MixedHashTests {
    @Test("the bucket bits of a mixed hash depend on high and low bits of the stored hash and the seed")
    func bucketBitsSpread() {
        // Stored hashes that differ only in their high bits, or only in their low bits, land in
        // many buckets of a 1024-bucket table; so do the seeds of different tables.
        let high = Set((0..<1024).map { ByteHash.mixed($0 << 40, seed: 7) & 1023 })
        let low = Set((0..<1024).map { ByteHash.mixed($0, seed: 7) & 1023 })
        let seeds = Set((0..<1024).map { ByteHash.mixed(42, seed: $0 << 20) & 1023 })
        #expect(high.count > 600 && low.count > 600 && seeds.count > 600)
    }

    @Test("sets and dictionaries of keys find every key, and only those")
    func dictionariesWork() {
        let texts = (0..<5000).map { "key \($0) \(String(repeating: "x", count: $0 % 40))" }
        var dictionary: [UTF8Key: Int] = [:]
        for (index, text) in texts.enumerated() { dictionary[UTF8Key(text)] = index }
        #expect(dictionary.count == texts.count)
        #expect(texts.indices.allSatisfy { dictionary[UTF8Key(texts[$0])] == $0 })
        #expect(dictionary[UTF8Key("key 5000")] == nil)
        let key = UTF8Key("same")
        #expect(key._rawHashValue(seed: 3) == UTF8Key("same")._rawHashValue(seed: 3))
    }
}
