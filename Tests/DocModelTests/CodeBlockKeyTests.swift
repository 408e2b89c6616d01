// A code block's key (what caches of parses are keyed by) follows its content.

import ByteKeys
import DocModel
import Testing

@Suite("Code block keys")
struct CodeBlockKeyTests {
    @Test("a code block's key is its content's key, and follows the content when it changes")
    func codeBlockKey() {
        var block = CodeBlock(language: "cs", content: "var a = 1;", contentLine: 3, indentation: 0, isFenced: true)
        #expect(block.contentKey == UTF8Key("var a = 1;"))
        #expect(block.contentKey.hashValue == UTF8Key("var a = 1;").hashValue)
        block.content = "var b = 2;"
        #expect(block.contentKey == UTF8Key("var b = 2;"))
        #expect(block.contentKey != UTF8Key("var a = 1;"))
    }
}
