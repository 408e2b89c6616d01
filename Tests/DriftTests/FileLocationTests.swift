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
}
