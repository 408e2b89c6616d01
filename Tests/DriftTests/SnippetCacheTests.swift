// The snippet cache keys parses by bytes: canonically equivalent code with other bytes is parsed
// apart, with its own columns.

import ByteKeys
import DocModel
import Testing

@testable import Drift

@Suite("Snippet cache")
struct SnippetCacheTests {
    @Test("the snippet cache parses canonically equivalent code separately, with its own columns")
    func snippetCacheKeepsColumns() {
        let cache = SnippetCache()
        let composed = cache.entry(UTF8Key("var caf\u{E9} = x; var y = 1;")).tokens
        let decomposed = cache.entry(UTF8Key("var cafe\u{301} = x; var y = 1;")).tokens
        let composedY = composed.first { $0.text == "y" }
        let decomposedY = decomposed.first { $0.text == "y" }
        #expect(composedY != nil && decomposedY != nil)
        #expect(composedY?.range.start.column != decomposedY?.range.start.column)
    }
}
