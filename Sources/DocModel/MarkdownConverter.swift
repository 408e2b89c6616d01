// MarkdownConverter: the only place that talks to cmark-gfm. It parses an article's body with the
// GitHub table extension, walks cmark's enter/exit events, builds Swift elements and inline items
// with file positions, and frees every C object before returning.

import ByteKeys
import CCmarkGFM
import Diagnostics
import MarkdownArena

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Registers cmark-gfm's core extensions once per process (thread-safe lazy global).
private let coreExtensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
}()

/// Parses Markdown with cmark-gfm, without any of DocParity's own processing; used by the
/// benchmark to measure the parser alone. Returns the number of nodes, so the work is not elided.
public enum CmarkBaseline {
    /// Parses `bytes` with the same options and extensions as `Document` and counts the nodes:
    /// with cmark-gfm's default allocator, or in the thread's arena as `Document` does.
    public static func parse(_ bytes: [UInt8], inArena: Bool = false) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            CmarkParse.walk(UnsafeRawBufferPointer(buffer), inArena: inArena) { iterator in
                while cmark_iter_next(iterator) != CMARK_EVENT_DONE { count += 1 }
            }
            return count
        }
    }
}

/// One cmark-gfm parse with the table extension, in the thread's arena or with the system
/// allocator, everything freed after `body` has walked the tree.
enum CmarkParse {
    /// Parses `markdown` and hands `body` an iterator at the tree's root. In the arena, freeing
    /// the parser, the tree and the iterator is one reset.
    static func walk(_ markdown: UnsafeRawBufferPointer, inArena: Bool, _ body: (OpaquePointer) -> Void) {
        _ = coreExtensionsRegistered
        guard
            let parser = inArena
                ? cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, dp_arena_mem()) : cmark_parser_new(CMARK_OPT_DEFAULT)
        else { return }
        defer { if inArena { dp_arena_reset() } else { cmark_parser_free(parser) } }
        if let table = cmark_find_syntax_extension("table") { cmark_parser_attach_syntax_extension(parser, table) }
        if let base = markdown.baseAddress, markdown.count > 0 {
            cmark_parser_feed(parser, base.assumingMemoryBound(to: CChar.self), markdown.count)
        }
        guard let root = cmark_parser_finish(parser) else { return }
        defer { if !inArena { cmark_node_free(root) } }
        guard let iterator = cmark_iter_new(root) else { return }
        defer { if !inArena { cmark_iter_free(iterator) } }
        body(iterator)
    }
}

/// Walks cmark-gfm's tree for one document body.
struct MarkdownConverter {
    let source: SourceText
    let bodyOffset: Int
    let bodyLine: Int

    private(set) var elements: [Element] = []
    private(set) var inlineItems: [InlineItem] = []
    private(set) var problems: [InputProblem] = []

    private var currentSection = -1
    private var headingText = ""
    private var headingHTML = ""
    private var headingDepth = 0
    private var imageDepth = 0
    /// HTML anchors outside headings.
    var anchors: [Anchor] = []
    /// An HTML `<code>` span being read: its text so far and where it opened (inline code
    /// written in HTML is inline code, as in backticks).
    private var htmlCode: (text: String, position: SourceLocation)?
    private var suppressLinks = 0

    init(source: SourceText, bodyOffset: Int, bodyLine: Int) {
        self.source = source
        self.bodyOffset = bodyOffset
        self.bodyLine = bodyLine
    }

    /// File position of a cmark node's start.
    private func position(_ node: OpaquePointer) -> SourceLocation {
        let line = Int(cmark_node_get_start_line(node)) + bodyLine - 1
        let column = max(1, Int(cmark_node_get_start_column(node)))
        return source.fileLocation(line: line, column: column)
    }

    private func endLine(_ node: OpaquePointer) -> Int {
        Int(cmark_node_get_end_line(node)) + bodyLine - 1
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(validUTF8CString: $0) } ?? ""
    }

    /// The C string at `pointer` without a final line feed that is a character of its own (a
    /// final `\r\n` is one character, and stays).
    private static func stringWithoutFinalLineFeed(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        var count = strlen(pointer)
        if count > 0, pointer[count - 1] == 0x0A, count == 1 || pointer[count - 2] != 0x0D {
            count -= 1
        }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(validUTF8: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The first word of the C string at `pointer`: up to a space, a tab or a `{`, after any of
    /// them at its start.
    private static func firstWord(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        // The rebound region takes in the terminating NUL, which the loops stop at.
        return pointer.withMemoryRebound(to: UInt8.self, capacity: strlen(pointer) + 1) { bytes in
            func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x7B }
            var start = 0
            while bytes[start] != 0, isSeparator(bytes[start]) { start += 1 }
            var end = start
            while bytes[end] != 0, !isSeparator(bytes[end]) { end += 1 }
            return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
        }
    }

    /// Bodies up to this size are parsed in the thread's arena (`MarkdownArena`): cmark-gfm's
    /// nodes and buffers are bump-allocated and released at once. Larger bodies use the system
    /// allocator, whose frees keep the peak lower than an arena that never reuses memory.
    static let arenaLimit = 8 << 20

    /// Parses the body and walks cmark's tree; bodies of at most `arenaLimit` bytes are parsed
    /// in the thread's arena.
    mutating func convert(arenaLimit: Int = Self.arenaLimit) {
        let count = source.bytes.count - bodyOffset
        source.bytes.withUnsafeBytes { bytes in
            let body = UnsafeRawBufferPointer(rebasing: bytes[bodyOffset...])
            CmarkParse.walk(body, inArena: count <= arenaLimit) { iterator in
                while true {
                    let event = cmark_iter_next(iterator)
                    if event == CMARK_EVENT_DONE { break }
                    guard let node = cmark_iter_get_node(iterator) else { continue }
                    if event == CMARK_EVENT_ENTER {
                        enter(node)
                    } else if event == CMARK_EVENT_EXIT {
                        exit(node)
                    }
                }
            }
        }
    }

    private mutating func enter(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_HEADING:
            headingDepth += 1
            headingText = ""
            headingHTML = ""
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            // Prose text is only needed inside headings and HTML code spans; skip the copy
            // everywhere else.
            guard headingDepth > 0 || type == CMARK_NODE_CODE || htmlCode != nil else { break }
            let literal = Self.string(cmark_node_get_literal(node))
            if headingDepth > 0 { headingText += literal }
            if type == CMARK_NODE_CODE, imageDepth == 0 {
                inlineItems.append(InlineItem(kind: .code(literal), position: position(node), section: currentSection))
            } else if type == CMARK_NODE_TEXT, htmlCode != nil {
                htmlCode?.text += literal
            }
        case CMARK_NODE_HTML_INLINE:
            let literal = cmark_node_get_literal(node)
            switch Self.codeTag(literal) {
            case .open?:
                htmlCode = ("", position(node))
            case .close?:
                if let code = htmlCode, imageDepth == 0, !code.text.isEmpty {
                    inlineItems.append(
                        InlineItem(kind: .code(code.text), position: code.position, section: currentSection))
                }
                htmlCode = nil
            case nil: break
            }
            if headingDepth > 0 {
                headingHTML += Self.string(literal)
            } else if Self.mayHoldLinkOrImage(literal) {
                scanHTML(Self.string(literal), at: position(node), blockLevel: false)
            }
        case CMARK_NODE_HTML_BLOCK:
            let literal = cmark_node_get_literal(node)
            if Self.mayHoldLinkOrImage(literal) {
                scanHTML(Self.string(literal), at: position(node), blockLevel: true)
            }
        case CMARK_NODE_CODE_BLOCK:
            codeBlock(node)
        case CMARK_NODE_LIST:
            var items = 0
            var child = cmark_node_first_child(node)
            while let current = child {
                items += 1
                child = cmark_node_next(current)
            }
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            elements.append(
                Element(kind: .list(ordered: ordered, items: items), position: position(node), endLine: endLine(node)))
        case CMARK_NODE_BLOCK_QUOTE:
            let start = position(node)
            let column = Int(cmark_node_get_start_column(node))
            if let type = DocFXSyntax.alertType(quoteAt: column, in: source.lineBytes(start.line)) {
                elements.append(Element(kind: .alert(type: type), position: start, endLine: endLine(node)))
            }
        case CMARK_NODE_PARAGRAPH:
            htmlCode = nil
            paragraph(node)
        case CMARK_NODE_IMAGE:
            imageDepth += 1
            elements.append(
                Element(
                    kind: .image(source: Self.string(cmark_node_get_url(node)), alt: ""),
                    position: position(node), endLine: endLine(node)))
        case CMARK_NODE_LINK:
            if suppressLinks == 0, imageDepth == 0 {
                inlineItems.append(
                    InlineItem(
                        kind: .link(target: Self.string(cmark_node_get_url(node))), position: position(node),
                        section: currentSection))
            }
        default:
            if type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK),
                let name = cmark_node_get_type_string(node), strcmp(name, "table") == 0
            {
                var rows = 0
                var child = cmark_node_first_child(node)
                while let current = child {
                    rows += 1
                    child = cmark_node_next(current)
                }
                let columns = Int(cmark_gfm_extensions_get_table_columns(node))
                elements.append(
                    Element(
                        kind: .table(rows: rows, columns: columns), position: position(node), endLine: endLine(node)))
            }
        }
    }

    private mutating func exit(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_HEADING:
            headingDepth -= 1
            let level = Int(cmark_node_get_heading_level(node))
            if let tab = tabMarker(node) {
                // `# [Visual Studio](#tab/vswin)` is a DocFX tab, not a heading or a section.
                if let last = inlineItems.last, case .link(let target) = last.kind, target.hasPrefix("#tab/") {
                    inlineItems.removeLast()
                }
                elements.append(Element(kind: .zone(marker: tab), position: position(node), endLine: endLine(node)))
                return
            }
            var (text, anchor) = DocFXSyntax.customAnchor(in: headingText)
            if anchor == nil, !headingHTML.isEmpty,
                Self.mayHoldLinkOrImage(headingHTML) || headingHTML.utf8.contains(ascii: "id=")
            {
                anchor = HTMLFragment.anchor(in: headingHTML)
            }
            currentSection = elements.count
            elements.append(
                Element(
                    kind: .heading(level: level, anchor: anchor, text: text), position: position(node),
                    endLine: endLine(node)))
            text = ""
        case CMARK_NODE_IMAGE:
            imageDepth -= 1
        case CMARK_NODE_PARAGRAPH:
            if suppressLinks > 0 { suppressLinks -= 1 }
        default:
            break
        }
    }

    /// `tab <id>` when a heading holds only a link to `#tab/<id>` (and inline HTML anchors).
    private func tabMarker(_ heading: OpaquePointer) -> String? {
        var child = cmark_node_first_child(heading)
        var marker: String?
        while let current = child {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_LINK, marker == nil {
                let url = Self.string(cmark_node_get_url(current))
                guard url.hasPrefix("#tab/") else { return nil }
                marker = "tab " + url.dropFirst(5)
            } else if type == CMARK_NODE_TEXT {
                // Nearly every heading's text starts with an ASCII letter: answered from its
                // first byte, without making a string.
                if let literal = cmark_node_get_literal(current), let first = UInt8(exactly: literal.pointee),
                    first < 0x80, first != 0, !(first == 0x20 || (first >= 0x09 && first <= 0x0D))
                {
                    return nil
                }
                guard Self.string(cmark_node_get_literal(current)).allSatisfy(\.isWhitespace) else { return nil }
            } else if type != CMARK_NODE_HTML_INLINE {
                return nil
            }
            child = cmark_node_next(current)
        }
        return marker
    }

    private mutating func codeBlock(_ node: OpaquePointer) {
        var fenceLength: Int32 = 0
        var fenceOffset: Int32 = 0
        var fenceCharacter: CChar = 0
        let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
        // The info string's first word and the content without its final line feed, cut on the
        // C strings' bytes before any string is made.
        let language = Self.firstWord(cmark_node_get_fence_info(node))
        let content = Self.stringWithoutFinalLineFeed(cmark_node_get_literal(node))
        let start = position(node)
        let last = endLine(node)
        let block = CodeBlock(
            language: language, content: content, contentLine: fenced ? start.line + 1 : start.line,
            // Content columns: cmark strips the fence's indentation from each line, so content
            // starts at the fence's own column — inside list items and block quotes too.
            indentation: start.column - 1, isFenced: fenced)
        elements.append(Element(kind: .code(block), position: start, endLine: last))
        guard fenced else { return }
        let character = UInt8(bitPattern: fenceCharacter)
        if !isClosingFence(source.lineBytes(last), character: character, length: Int(fenceLength))
            || (last == start.line)
        {
            problems.append(
                InputProblem(
                    ruleID: .inputUnclosedFence, severity: .warning, position: start,
                    message: "code fence is never closed; everything after it is read as code",
                    affectedLines: start.line...max(start.line, last)))
            return
        }
        // A fence with a language inside the block: meant to close it and open the next one, but
        // a closing fence takes no info string, so the block runs on to the next bare fence. (Its
        // lines are read only when the content has the fence's character at all.)
        var code = content
        guard code.withUTF8({ Bytes.firstIndex(of: character, in: $0) != nil }) else { return }
        for line in (start.line + 1)..<max(start.line + 1, last) {
            guard let fence = openingFence(source.lineBytes(line), character: character, length: Int(fenceLength))
            else { continue }
            problems.append(
                InputProblem(
                    ruleID: .inputUnclosedFence, severity: .warning, position: SourceLocation(line: line, column: 1),
                    message:
                        "'\(fence)' does not close the code block above it (a closing fence takes no language): the block runs on to the next bare fence, and what lies between is read as code",
                    affectedLines: start.line...max(start.line, last)))
            return
        }
    }

    /// What follows a fence of `character` at least `length` long that starts `line` (after its
    /// indentation and block-quote markers), with the fence's length; nil when it starts none.
    private func fence(_ line: ArraySlice<UInt8>, character: UInt8, length: Int) -> (run: Int, rest: ArraySlice<UInt8>)?
    {
        let bytes = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x3E }
        let run = bytes.prefix { $0 == character }.count
        return run >= length ? (run, bytes.dropFirst(run)) : nil
    }

    /// The fence `line` opens when it is a fence of `character` at least `length` long followed
    /// by a language (```` ```csharp ````), trimmed; nil otherwise.
    private func openingFence(_ line: ArraySlice<UInt8>, character: UInt8, length: Int) -> String? {
        guard let (run, rest) = fence(line, character: character, length: length) else { return nil }
        let info = rest.drop { $0 == 0x20 || $0 == 0x09 }
        guard let first = info.first, (first | 0x20) &- UInt8(ascii: "a") < 26 else { return nil }
        let end = info.firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } ?? info.endIndex
        return String(repeating: Character(Unicode.Scalar(character)), count: run)
            + String(decoding: info[..<end], as: UTF8.self)
    }

    /// Whether `line` is a fence of `character` at least `length` long and nothing else.
    private func isClosingFence(_ line: ArraySlice<UInt8>, character: UInt8, length: Int) -> Bool {
        fence(line, character: character, length: length)?.rest.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            == true
    }

    private mutating func paragraph(_ node: OpaquePointer) {
        let first = Int(cmark_node_get_start_line(node)) + bodyLine - 1
        let last = endLine(node)
        var sawInclude = false
        for line in first...max(first, last) {
            guard let range = source.lines.byteRange(ofLine: line), mayHoldDocFX(range) else { continue }
            let bytes = source.lineBytes(line)
            // A colon marker starts the line (after blanks): only then is a string made of it.
            let indent = bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
            if bytes.dropFirst(indent).starts(with: [0x3A, 0x3A, 0x3A]),
                let marker = DocFXSyntax.colonMarker(Substring(decoding: bytes, as: UTF8.self))
            {
                let column = indent + 1
                let where_ = source.fileLocation(line: line, column: column)
                switch marker {
                case .zone(let name):
                    elements.append(Element(kind: .zone(marker: name), position: where_, endLine: line))
                case .image(let imageSource, let alt):
                    elements.append(
                        Element(kind: .image(source: imageSource, alt: alt), position: where_, endLine: line))
                }
                continue
            }
            for include in DocFXSyntax.includes(in: bytes) {
                sawInclude = true
                elements.append(
                    Element(
                        kind: .include(path: include.path, language: include.language),
                        position: source.fileLocation(line: line, column: include.column), endLine: line))
            }
        }
        if sawInclude { suppressLinks += 1 }
    }

    /// True when `html` has an `<a` or `<img` tag (any case): only those are worth libxml2.
    private static func mayHoldLinkOrImage(_ html: String) -> Bool {
        html.withCString { mayHoldLinkOrImage($0) }
    }

    enum CodeTag { case open, close }

    /// Whether an inline HTML node is a `<code>` (with or without attributes) or `</code>` tag,
    /// in any case.
    private static func codeTag(_ html: UnsafePointer<CChar>?) -> CodeTag? {
        guard let html, html[0] == 0x3C else { return nil }
        var index = 1
        let closing = html[1] == 0x2F
        if closing { index += 1 }
        for letter in "code".utf8 {
            guard UInt8(bitPattern: html[index]) | 0x20 == letter else { return nil }
            index += 1
        }
        switch html[index] {
        case 0x3E: return closing ? .close : .open
        case 0x20, 0x09, 0x0A: return closing ? nil : .open
        default: return nil
        }
    }

    /// The same test on a C string (cmark's, before any Swift string is made of it).
    private static func mayHoldLinkOrImage(_ html: UnsafePointer<CChar>?) -> Bool {
        guard var pointer = html else { return false }
        var previous: UInt8 = 0
        while pointer.pointee != 0 {
            let byte = UInt8(bitPattern: pointer.pointee)
            if previous == 0x3C, byte | 0x20 == 0x61 || byte | 0x20 == 0x69 { return true }
            previous = byte
            pointer += 1
        }
        return false
    }

    /// True when a line may hold a DocFX marker: it starts with `:::` or contains `[!`.
    private func mayHoldDocFX(_ range: Range<Int>) -> Bool {
        source.bytes.withUnsafeBufferPointer { bytes in
            var index = range.lowerBound
            while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index + 2 < range.upperBound, bytes[index] == 0x3A, bytes[index + 1] == 0x3A, bytes[index + 2] == 0x3A {
                return true
            }
            // `[` is rare in prose: jump between them with memchr.
            let line = UnsafeBufferPointer(rebasing: bytes[..<range.upperBound])
            while index + 1 < range.upperBound, let found = Bytes.firstIndex(of: 0x5B, in: line, from: index) {
                if found + 1 < range.upperBound, bytes[found + 1] == 0x21 { return true }
                index = found + 1
            }
            return false
        }
    }

    private mutating func scanHTML(_ html: String, at position: SourceLocation, blockLevel: Bool) {
        // `<a name="x"></a>` alone, the usual anchor, without libxml2 (which builds a table of
        // ids for each fragment that has one).
        if let name = HTMLFragment.simpleAnchor(html) {
            anchors.append(Anchor(name: name, position: position))
            return
        }
        for element in HTMLFragment.elements(in: html) {
            if element.name == "img", let imageSource = element.attributes["src"] {
                elements.append(
                    Element(
                        kind: .image(source: imageSource, alt: element.attributes["alt"] ?? ""), position: position,
                        endLine: position.line))
            } else if element.name == "a" {
                if let target = element.attributes["href"] {
                    inlineItems.append(
                        InlineItem(kind: .link(target: target), position: position, section: currentSection))
                }
                if let name = element.attributes["name"] ?? element.attributes["id"], !name.isEmpty {
                    anchors.append(Anchor(name: name, position: position))
                }
            }
        }
    }
}
