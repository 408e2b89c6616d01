// Keys by bytes: equal bytes are one key, canonically equivalent texts with other bytes are
// not — so a cache of parses never hands one text the positions of another.

import Testing

@testable import Drift

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

    @Test("the snippet cache parses canonically equivalent code separately, with its own columns")
    func snippetCacheKeepsColumns() {
        let cache = SnippetCache()
        let composed = cache.entry("var caf\u{E9} = x; var y = 1;").tokens
        let decomposed = cache.entry("var cafe\u{301} = x; var y = 1;").tokens
        let composedY = composed.first { $0.text == "y" }
        let decomposedY = decomposed.first { $0.text == "y" }
        #expect(composedY != nil && decomposedY != nil)
        #expect(composedY?.range.start.column != decomposedY?.range.start.column)
    }
}
