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
        } else {
            var converter = MarkdownConverter(source: source, bodyOffset: bodyOffset, bodyLine: bodyLine)
            converter.convert()
            elements = converter.elements
            inlineItems = converter.inlineItems
            problems += converter.problems
        }
        self.problems = problems
    }

    /// Parses a Markdown string.
    public init(markdown: String) {
        self.init(bytes: Array(markdown.utf8))
    }

    /// The trimmed text of 1-based `line`.
    public func lineText(_ line: Int) -> String {
        source.lineText(line).trimmingWhitespace()
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
        let scalars = unicodeScalars
        if let first = scalars.first, let last = scalars.last, !isWhitespace(first), !isWhitespace(last) {
            return String(self)
        }
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhitespace($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

/// Unicode's White_Space property, answered for ASCII without the property tables (tab through
/// carriage return and space are ASCII's white space).
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
    return scalar.properties.isWhitespace
}
