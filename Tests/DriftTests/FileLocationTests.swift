// A finding's location: its line text trimmed, and its column counted in code points for SARIF
// (byte columns differ as soon as a line holds non-ASCII text, and a BOM shifts line 1).

import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("File locations")
struct FileLocationTests {
    @Test(
        "code-point columns count scalars before the byte column",
        arguments: [
            ("# 日本語 `x`\n", 12, 6), ("# abc `x`\n", 8, 8), ("\u{FEFF}# 日本 `x`\n", 9 + 3, 5),
            ("# e\u{301}t\u{E9} `x`\n", 10, 8), ("  \t# T  \n", 1, 1),
        ])
    func codePointColumns(markdown: String, byteColumn: Int, codePoints: Int) {
        let article = LocaleArticle(locale: "ja-JP", path: "a.md", document: Document(markdown: markdown))
        let location = article.location(SourceLocation(line: 1, column: byteColumn))
        #expect(location.codePointColumn == codePoints)
    }

    @Test("the line text is trimmed of white space, Unicode's included")
    func lineText() {
        let article = LocaleArticle(
            locale: "ja-JP", path: "a.md", document: Document(markdown: "x\n\u{3000} \t# 見出し\u{A0}\u{85} \r\n"))
        #expect(article.location(SourceLocation(line: 2, column: 1)).lineText == "# 見出し")
        #expect(article.location(SourceLocation(line: 1, column: 1)).lineText == "x")
    }

    @Test("after invalid UTF-8 on a line, the byte column is the file's; the code-point column counts U+FFFD")
    func columnsAfterInvalidBytes() throws {
        // Line 3 of the file: `ab`, two invalid bytes, then the image at byte 5.
        let bytes = Array("# T\n\nab".utf8) + [0xFF, 0xFE] + Array("![i](a.png)\n".utf8)
        let document = Document(bytes: bytes)
        let image = try #require(
            document.elements.first { element in
                if case .image = element.kind { true } else { false }
            })
        #expect(image.position.line == 3)
        let location = LocaleArticle(locale: "es-ES", path: "a.md", document: document).location(image.position)
        #expect(location.position.column == 5)
        #expect(location.codePointColumn == 5)
        // The invalid bytes' own finding is at their first byte, in the file too.
        let problem = try #require(document.problems.first { $0.message.hasPrefix("invalid UTF-8") })
        let at = LocaleArticle(locale: "es-ES", path: "a.md", document: document).location(problem.position)
        #expect(at.position.line == 3 && at.position.column == 3)
    }
}
