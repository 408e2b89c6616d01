// What code comparison sees of a block: comments dropped (outside literals), runs of white space
// collapsed to one space, blank lines dropped, each line with its index in the block.

import DocModel
import Testing

@testable import Drift

@Suite("Code normalizer")
struct CodeNormalizerTests {
    static func lines(_ code: String, _ language: String = "csharp") -> [String] {
        let block = CodeBlock(language: language, content: code, contentLine: 1, indentation: 0, isFenced: true)
        return CodeNormalizer.normalizedLines(of: block, freeSpacing: CodeNormalizer.hasFreeSpacing(language)).map {
            "\($0.index):\($0.text)"
        }
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

    @Test("fingerprints: the joined normalized lines and the first line, whatever the comments")
    func fingerprints() {
        func fingerprint(_ code: String) -> (all: Int, first: Int) {
            CodeNormalizer.fingerprint(
                of: CodeBlock(language: "csharp", content: code, contentLine: 1, indentation: 0, isFenced: true))
        }
        let base = fingerprint("var a = 1;\nCall(a);")
        let commented = fingerprint("// Ejemplo\nvar  a = 1; // uno\n\n  Call(a);  /* fin */")
        #expect(base == commented)
        // Lines are joined by a space: a line break where there was a space is the same code.
        #expect(fingerprint("var a = 1; Call(a);").all == base.all)
        #expect(fingerprint("var a = 1; Call(a);").first != base.first)
        #expect(fingerprint("var a = 2;\nCall(a);").all != base.all)
        #expect(fingerprint("var a = 1;\nCall(b);").first == base.first)
        // No significant line: no first line, and the same as an empty block.
        #expect(fingerprint("// only a comment").first == 0)
        #expect(fingerprint("// only a comment") == fingerprint(""))
    }

    @Test("each language's comment syntax, and an apostrophe that starts a comment")
    func otherLanguages() {
        #expect(Self.lines("<a  x='1'> <!-- c --> </a>", "xml") == ["0:<a x='1'> </a>"])
        #expect(Self.lines("echo  hi # c\n#only", "bash") == ["0:echo hi"])
        #expect(Self.lines("Dim  x ' comment\nx = \"it's\"", "vb") == ["0:Dim x", "1:x = \"it's\""])
        #expect(Self.lines("a  b", "text") == ["0:a b"])
    }

    @Test("where the language ignores them, spaces beside punctuation go; between words they stay")
    func freeSpacing() {
        #expect(
            Self.lines("{ \"type\" : \"a b\" ,\"n\":1 }", "json") == Self.lines("{\"type\": \"a b\", \"n\": 1}", "json")
        )
        #expect(Self.lines("return  x ;", "java") == ["0:return x;"])
        #expect(Self.lines("a = b", "bash") == ["0:a = b"] && Self.lines("a = b", "text") == ["0:a = b"])
    }

    @Test("a drifted span reads as the split-and-join of its characters, cut at 80")
    func collapsedSpans() {
        func reference(_ bytes: [UInt8]) -> String {
            let text = String(decoding: bytes, as: UTF8.self)
            let joined = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                .joined(separator: " ")
            return joined.count > 80 ? String(joined.prefix(79)) + "…" : joined
        }
        let pieces = ["a", "Call(x)", " ", "  ", "\n", "\t", "\r\n", "\r", "é", "語", " \u{301}", ";"]
        var state: UInt64 = 42
        for _ in 0..<1500 {
            var bytes: [UInt8] = []
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(state >> 58) {
                let pick = Int((state >> UInt64(step % 48)) % UInt64(pieces.count))
                bytes += Array(pieces[pick].utf8)
            }
            #expect(CheckContext.collapsed(bytes[...]) == reference(bytes), "\(bytes)")
        }
        let long = Array(String(repeating: "abc  ", count: 40).utf8)
        #expect(CheckContext.collapsed(long[...]) == reference(long))
        #expect(CheckContext.collapsed(long[...]).count == 80)
    }
}
