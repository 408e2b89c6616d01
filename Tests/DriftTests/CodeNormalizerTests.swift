// What code comparison sees of a block: comments dropped (outside literals), runs of white space
// collapsed to one space, blank lines dropped, each line with its index in the block.

import DocModel
import Testing

@testable import Drift

@Suite("Code normalizer")
struct CodeNormalizerTests {
    static func lines(_ code: String, _ language: String = "csharp") -> [String] {
        let block = CodeBlock(language: language, content: code, contentLine: 1, indentation: 0, isFenced: true)
        return CodeNormalizer.normalizedLines(of: block).map { "\($0.index):\($0.text)" }
    }

    @Test("comments go, literals keep their text, white space collapses")
    func csharp() {
        let code = """
              var  a =\t"x  // not a comment" ; // a comment
            /* block
               comment */ Call( 'y' , "q\\"  //" );

            b=c/d; /*x*/ e
            """
        #expect(
            Self.lines(code) == [
                "0:var a = \"x  // not a comment\" ;", "2:Call( 'y' , \"q\\\"  //\" );", "4:b=c/d; e",
            ])
    }

    @Test("each language's comment syntax, and an apostrophe that starts a comment")
    func otherLanguages() {
        #expect(Self.lines("<a  x='1'> <!-- c --> </a>", "xml") == ["0:<a x='1'> </a>"])
        #expect(Self.lines("echo  hi # c\n#only", "bash") == ["0:echo hi"])
        #expect(Self.lines("Dim  x ' comment\nx = \"it's\"", "vb") == ["0:Dim x", "1:x = \"it's\""])
        #expect(Self.lines("a  b", "text") == ["0:a b"])
    }
}
