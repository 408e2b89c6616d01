// Tests for Document: the skeleton, positions in file coordinates, DocFX extensions, inline
// HTML anchors through libxml2, and input problems.

import Diagnostics
import Testing

@testable import DocModel

@Suite("Document")
struct DocumentTests {
    @Test("headings keep level, anchor from inline HTML or {#id}, text, and file position")
    func headings() throws {
        let document = Document(
            markdown: "---\ntitle: T\n---\n# <a name=\"intro\"></a>Introducción\n\n## Setup {#setup}\n\n### Plain\n")
        let headings = document.headings
        try #require(headings.count == 3)
        #expect(headings[0].level == 1 && headings[0].anchor == "intro" && headings[0].text == "Introducción")
        #expect(headings[1].anchor == "setup" && headings[1].text == "Setup")
        #expect(headings[2].anchor == nil)
        #expect(document.elements[0].position == SourceLocation(line: 4, column: 1))
        #expect(document.elements[1].position == SourceLocation(line: 6, column: 1))
    }

    @Test("front matter entries keep their lines")
    func frontMatter() {
        let document = Document(markdown: "---\ntitle: T\nms.assetid: ABC\nms.date: 06/14/2017\n---\n# T\n")
        #expect(document.frontMatter["ms.assetid"] == "ABC")
        #expect(document.frontMatter.entry("ms.assetid")?.line == 3)
        #expect(document.frontMatter.entry("ms.date")?.value == "06/14/2017")
        #expect(document.problems.isEmpty)
    }

    @Test("code blocks: language, content, content line, indentation")
    func codeBlocks() throws {
        let document = Document(markdown: "# T\n\n  ```csharp\n  var a = 1;\n  ```\n")
        guard case .code(let block) = try #require(document.elements.last).kind else {
            Issue.record("expected a code block")
            return
        }
        #expect(block.language == "csharp" && block.normalizedLanguage == "csharp")
        #expect(block.content == "var a = 1;")
        #expect(block.contentLine == 4 && block.indentation == 2)
    }

    @Test(
        "code block info strings and final line ends",
        arguments: [
            ("```  cs {title=\"x\"}\nvar a;\n\nb();\n```\n", "cs", "var a;\n\nb();"),
            ("```{.cs}\na\n```\n", ".cs}", "a"),
            ("```c#\r\na\r\n```\r\n", "c#", "a"),
            ("```\n```\n", "", ""),
        ])
    func codeBlockInfoAndFinalLineEnd(markdown: String, language: String, content: String) throws {
        let document = Document(markdown: markdown)
        guard case .code(let block) = try #require(document.elements.last).kind else {
            Issue.record("expected a code block")
            return
        }
        #expect(block.language == language)
        #expect(block.content == content)
    }

    @Test("GitHub tables, lists, alerts, includes, zones and :::image")
    func extensions() {
        let markdown = """
            | a | b | c |
            |---|---|---|
            | 1 | 2 | 3 |

            1. one
            2. two

            > [!WARNING]
            > Careful.

            [!include[intro](../includes/intro.md)]

            [!code-csharp[Main](Program.cs#main)]

            ::: zone pivot="windows"

            :::image type="content" source="media/a.png" alt-text="A":::

            ::: zone-end

            """
        let kinds = Document(markdown: markdown).elements.map(\.kind)
        #expect(
            kinds == [
                .table(rows: 2, columns: 3), .list(ordered: true, items: 2), .alert(type: "WARNING"),
                .include(path: "../includes/intro.md", language: nil),
                .include(path: "Program.cs#main", language: "csharp"),
                .zone(marker: "zone pivot=\"windows\""), .image(source: "media/a.png", alt: "A"),
                .zone(marker: "zone-end"),
            ])
    }

    @Test("links, xrefs, HTML links and inline code become inline items of their section")
    func inlineItems() {
        let document = Document(
            markdown: "Intro `Foo`.\n\n# A\n\nSee [x](a.md), <xref:UIKit.UIView> and <a href=\"b.md\">b</a>.\n")
        let items = document.inlineItems.map { ($0.kind, $0.section) }
        #expect(items.count == 4)
        #expect(items[0].0 == .code("Foo") && items[0].1 == -1)
        #expect(items[1].0 == .link(target: "a.md") && items[1].1 == 0)
        #expect(items[2].0 == .link(target: "xref:UIKit.UIView"))
        #expect(items[3].0 == .link(target: "b.md"))
    }

    @Test("an HTML <code> span is inline code, as in backticks; an unclosed one is not")
    func htmlCode() {
        let document = Document(
            markdown: "Pass <code>-cxx</code> or <CODE class=\"x\">-v</CODE>, `-q`.\n\nAn <code>open\n\nspan.\n")
        #expect(document.inlineItems.map(\.kind) == [.code("-cxx"), .code("-v"), .code("-q")])
        #expect(document.inlineItems.first?.position == SourceLocation(line: 1, column: 6))
    }

    @Test("a BOM shifts columns on line 1 only and is reported as a note")
    func byteOrderMark() throws {
        let document = Document(bytes: [0xEF, 0xBB, 0xBF] + Array("# T\n## U\n".utf8))
        #expect(document.elements[0].position == SourceLocation(line: 1, column: 4))
        #expect(document.elements[1].position == SourceLocation(line: 2, column: 1))
        let problem = try #require(document.problems.first)
        #expect(problem.ruleID == "input.encoding" && problem.severity == .note)
    }

    @Test("CRLF line ends parse like LF, with a note")
    func crlf() {
        let document = Document(markdown: "# T\r\n\r\n```cs\r\nvar a;\r\n```\r\n")
        #expect(document.elements.count == 2)
        #expect(document.problems.map(\.ruleID) == ["input.encoding"])
        #expect(!document.problems.contains { $0.ruleID == "input.unclosed-fence" })
    }

    @Test("lone CR line ends (classic Mac OS) are line ends for the parser and the positions alike, with a note")
    func loneCarriageReturns() throws {
        let document = Document(markdown: "# T\r\rtext\r\r## U\r\r```cs\rvar a;\r```\r")
        #expect(document.headings.map { document.elements[$0.index].position.line } == [1, 5])
        let code = try #require(document.elements.last)
        #expect(code.position.line == 7)
        #expect(document.source.lines.lineCount == 10)
        #expect(document.source.lineText(5) == "## U")
        let problem = try #require(document.problems.first)
        #expect(problem.ruleID == "input.encoding" && problem.severity == .note)
        #expect(problem.message.contains("CR line ends") && problem.position == SourceLocation(line: 1, column: 4))
        // With invalid UTF-8 (classic Mac files are often MacRoman), columns map back by CR lines.
        let macRoman = Document(bytes: Array("# T\r\rab".utf8) + [0x8E] + Array("c d\r".utf8))
        let invalid = try #require(macRoman.problems.first { $0.severity == .error })
        #expect(invalid.position == SourceLocation(line: 3, column: 3))
        #expect(macRoman.source.fileColumn(line: 3, column: 7) == 5)
        // CRLF keeps its own note, and its `\r` stays where it is.
        #expect(
            Document(markdown: "# T\r\n").problems.map(\.message) == [
                "file uses CRLF line ends; they were read as line ends"
            ])
    }

    @Test("invalid UTF-8 is an error at its position; the rest is still parsed")
    func invalidUTF8() throws {
        let document = Document(bytes: Array("# T\nab".utf8) + [0xC3, 0x28] + Array("\n## U\n".utf8))
        let problem = try #require(document.problems.first)
        #expect(problem.severity == .error && problem.position == SourceLocation(line: 2, column: 3))
        #expect(document.headings.count == 2)
    }

    @Test("NUL bytes make the file binary: reported and excluded from comparison")
    func nulBytes() {
        let document = Document(bytes: Array("# T\n".utf8) + [0, 1, 2])
        #expect(document.problems.contains { $0.excludesFromComparison })
        #expect(document.elements.isEmpty)
    }

    @Test("an unclosed fence is reported at its opening line")
    func unclosedFence() throws {
        let document = Document(markdown: "# T\n\n```csharp\nvar a = 1;\n\n## Lost\n")
        let problem = try #require(document.problems.first { $0.ruleID == "input.unclosed-fence" })
        #expect(problem.position == SourceLocation(line: 3, column: 1))
    }

    @Test(
        "a fence with a language inside a code block does not close it: reported at that line, with the block's lines")
    func fenceWithLanguageInsideBlock() throws {
        // binding-a-jar.md:65 (pl-PL): '```csharp' where the java block was meant to close.
        let markdown = "# T\n\n```java\nint a;\n```csharp\nusing B;\n```\n\n## Kept\n"
        let document = Document(markdown: markdown)
        let problem = try #require(document.problems.first { $0.ruleID == "input.unclosed-fence" })
        #expect(problem.position == SourceLocation(line: 5, column: 1))
        #expect(problem.affectedLines == 3...7)
        #expect(problem.message.hasPrefix("'```csharp' does not close the code block above it"))
        #expect(document.headings.count == 2)
        // A longer outer fence shows a fence inside it on purpose; a bare fence closes; another
        // fence character is content.
        for fine in [
            "# T\n\n````markdown\n```csharp\nx\n```\n````\n", "# T\n\n```java\nint a;\n```\n",
            "# T\n\n~~~text\n```csharp\n~~~\n",
        ] {
            #expect(!Document(markdown: fine).problems.contains { $0.ruleID == "input.unclosed-fence" }, "\(fine)")
        }
    }

    @Test("empty files and broken front matter are reported")
    func emptyAndBrokenFrontMatter() {
        #expect(Document(markdown: "").problems.map(\.ruleID) == ["input.empty"])
        #expect(Document(markdown: "---\ntitle: T\n# no end\n").problems.map(\.ruleID) == ["input.front-matter"])
        #expect(Document(markdown: "---\ntitle: [T\n---\n# T\n").problems.map(\.ruleID) == ["input.front-matter"])
    }

    @Test(
        "front matter opens with '---' and closes with '---' or '...', spaces, tabs and CRs ignored",
        arguments: [
            ("---\ntitle: T\n---\n# B\n", "T", 4), ("--- \r\ntitle: T\r\n...\r\n# B\n", "T", 4),
            ("---\ntitle: T\n- - -\n# B\n", "T", 4), ("---\ntitle: T\n----\nx: y\n---\n", nil, 6),
            ("---\ntitle: T\n-.-\nx: y\n---\n", nil, 6), ("-- -\ntitle: T\n---\n", nil, 1),
            ("----\ntitle: T\n---\n", nil, 1),
        ] as [(String, String?, Int)])
    func frontMatterMarkers(markdown: String, title: String?, bodyLine: Int) {
        let (frontMatter, _, line, _) = FrontMatter.split(Array(markdown.utf8))
        #expect(frontMatter["title"] == title)
        #expect(line == bodyLine)
    }

    @Test("HTML fragments are parsed by libxml2")
    func htmlFragments() {
        #expect(HTMLFragment.anchor(in: "<a name=\"x\"></a>") == "x")
        #expect(HTMLFragment.anchor(in: "<span id=\"y\">") == "y")
        #expect(HTMLFragment.elements(in: "<img src=\"a.png\" alt=\"A\">").first?.attributes["src"] == "a.png")
    }

    @Test("the simple-anchor fast path reads what libxml2 reads, and leaves everything else to it")
    func simpleAnchors() {
        func libxml2Anchor(_ html: String) -> String? {
            for element in HTMLFragment.elements(in: html) {
                if element.name == "a", let name = element.attributes["name"], !name.isEmpty { return name }
                if let id = element.attributes["id"], !id.isEmpty { return id }
            }
            return nil
        }
        let simple = [
            "<a name=\"x\"></a>", "<a name='passing-effect'></a>", "<a id=\"y\"></a>", "<a name=\"z\">",
            "<a name=\"a b>c\"></a>", "<a name=\"introducción-ñ\"></a>", "<a name=\"MT0135\" />",
            "<a name=\"s\"/>", "<a name=\"block\"></a>\n",
        ]
        for html in simple {
            #expect(HTMLFragment.simpleAnchor(html) != nil, "\(html)")
            #expect(HTMLFragment.simpleAnchor(html) == libxml2Anchor(html), "\(html)")
        }
        let other = [
            "<a name=\"x&amp;y\"></a>", "<A NAME=\"x\"></A>", "<a  name=\"x\"></a>", "<a name=x></a>",
            "<a name=\"\"></a>", "<a name=\"x\"></a><a name=\"y\"></a>", "<a name=\"x\" id=\"y\"></a>",
            "<span id=\"y\">", "<a name=\"x\"></a>tail", "<a name=\"x</a>",
        ]
        for html in other {
            #expect(HTMLFragment.simpleAnchor(html) == nil, "\(html)")
        }
        #expect(HTMLFragment.anchor(in: "<a name=\"x&amp;y\"></a>") == "x&y")
    }
}

@Suite("Document: DocFX tabs and YAML errors")
struct DocumentTabTests {
    @Test("a heading that only links to #tab/id is a tab marker, not a heading, section or link")
    func tabs() {
        let document = Document(
            markdown: "# Title\n\n# <a name=\"vs\"></a>[Visual Studio](#tab/windows)\n\nSee [x](a.md).\n\n---\n")
        #expect(
            document.elements.map(\.kind) == [
                .heading(level: 1, anchor: nil, text: "Title"), .zone(marker: "tab windows"),
            ])
        #expect(document.inlineItems.map(\.kind) == [.link(target: "a.md")])
        #expect(document.inlineItems.first?.section == 0)
    }

    @Test("a YAML error points at its line in the file")
    func yamlErrorLine() throws {
        let document = Document(markdown: "---\ntitle: T\nbad: [x\nmore: y\n---\n# T\n")
        let problem = try #require(document.problems.first)
        #expect(problem.ruleID == "input.front-matter" && problem.position.line >= 3)
    }
}

@Suite("Document: alerts in list items")
struct AlertInListTests {
    @Test("an alert quoted inside a list item is recognized")
    func alertInListItem() {
        let kinds = Document(markdown: "1. Step\n\n   > [!NOTE]\n   > Careful.\n").elements.map(\.kind)
        #expect(kinds.contains(.alert(type: "NOTE")))
        #expect(Document(markdown: "1. > [!TIP]\n   > Hint.\n").elements.map(\.kind).contains(.alert(type: "TIP")))
    }

    @Test(
        "an alert in nested quotes is the innermost quote's, wherever the quote starts",
        arguments: [
            ("> > [!NOTE]\n> > Nested.\n", ["NOTE"]),
            ("   > [!CAUTION]\n   > Indented.\n", ["CAUTION"]),
            ("- > [!important]\n  > Lower case.\n", ["IMPORTANT"]),
            ("> [!NOTE ]\n> Not an alert.\n", []),
            ("> [!NOTICE]\n> Not an alert.\n", []),
            (String(repeating: ">", count: 300) + " [!TIP]\n", ["TIP"]),
            (String(repeating: ">", count: 300) + " x\n", []),
        ])
    func nestedQuotes(markdown: String, expected: [String]) {
        let alerts = Document(markdown: markdown).elements.compactMap { element -> String? in
            if case .alert(let type) = element.kind { return type }
            return nil
        }
        #expect(alerts == expected)
    }
}
