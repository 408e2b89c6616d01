// Document: one locale's article, parsed: front matter, skeleton elements, inline items, and the
// input problems met on the way. Immutable; no C type is visible.

import Diagnostics

/// A parsed Markdown article.
public struct Document: Sendable {
    /// The checked text (for line text and positions).
    public let source: SourceText
    /// Front matter entries.
    public let frontMatter: FrontMatter
    /// Structural elements in document order.
    public let elements: [Element]
    /// Links and inline code spans in document order.
    public let inlineItems: [InlineItem]
    /// Problems with the input (encoding, unclosed fences, front matter).
    public let problems: [InputProblem]
    /// HTML anchors outside headings (`<a name="x"></a>` on a line of its own, say), which
    /// in-page links (`#x`) point at. A heading's anchor is the heading element's.
    public let anchors: [Anchor]

    /// Parses `bytes`. Never throws: bad input yields `problems`.
    public init(bytes: [UInt8]) {
        let source = SourceText(raw: bytes)
        self.source = source
        var problems = source.problems
        let (frontMatter, bodyOffset, bodyLine, frontProblem) = FrontMatter.split(source.bytes)
        if let frontProblem { problems.append(frontProblem) }
        self.frontMatter = frontMatter
        if source.isExcludedFromComparison {
            elements = []
            inlineItems = []
            anchors = []
        } else {
            var converter = MarkdownConverter(source: source, bodyOffset: bodyOffset, bodyLine: bodyLine)
            converter.convert()
            elements = converter.elements
            inlineItems = converter.inlineItems
            anchors = converter.anchors
            problems += converter.problems
        }
        self.problems = problems
    }

    /// Parses a Markdown string.
    public init(markdown: String) {
        self.init(bytes: Array(markdown.utf8))
    }

    /// The trimmed text of 1-based `line`: ASCII white space cut on bytes (a paragraph is one
    /// line, often thousands of bytes long), then, when non-ASCII text remains at an end,
    /// Unicode's white space as `trimmingWhitespace` cuts it.
    public func lineText(_ line: Int) -> String {
        let bytes = source.lineBytes(line)
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isASCIIWhitespace(UInt32(bytes[start])) { start += 1 }
        while end > start, isASCIIWhitespace(UInt32(bytes[end - 1])) { end -= 1 }
        let text = String(validUTF8: bytes[start..<end])  // cut at ASCII bytes of checked text
        guard start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 else { return text }
        return text.trimmingWhitespace()
    }

    /// The headings, with their indices in `elements`.
    public var headings: [(index: Int, level: Int, anchor: String?, text: String)] {
        elements.enumerated().compactMap { index, element in
            if case .heading(let level, let anchor, let text) = element.kind { return (index, level, anchor, text) }
            return nil
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing white space, as a `String`.
    public func trimmingWhitespace() -> String {
        let string = String(self)
        // Usually both ends are ASCII and not white space: answered from two bytes.
        if let first = string.utf8.first, first < 0x80, !isASCIIWhitespace(UInt32(first)),
            let last = string.utf8.last, last < 0x80, !isASCIIWhitespace(UInt32(last))
        {
            return string
        }
        let scalars = string.unicodeScalars
        if let first = scalars.first, let last = scalars.last, !isWhitespace(first), !isWhitespace(last) {
            return string
        }
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhitespace($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

/// Unicode's White_Space property, answered for ASCII without the property tables.
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80 ? isASCIIWhitespace(scalar.value) : scalar.properties.isWhitespace
}

/// ASCII's white space: tab through carriage return, and space.
private func isASCIIWhitespace(_ value: UInt32) -> Bool {
    value == 0x20 || (value >= 0x09 && value <= 0x0D)
}

/// An HTML anchor of an article: its name and where it is.
public struct Anchor: Sendable, Hashable {
    /// The `name` (or `id`) an in-page link names after `#`.
    public var name: String
    /// Where the anchor's HTML starts.
    public var position: SourceLocation

    /// Creates an anchor.
    public init(name: String, position: SourceLocation) {
        self.name = name
        self.position = position
    }
}
