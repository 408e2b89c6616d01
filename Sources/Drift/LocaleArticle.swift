// LocaleArticle: one locale's parsed article, as the checks see it — in memory, so that rule
// examples and tests need no files.

import Diagnostics
import DocModel

/// One locale's version of an article, parsed. A class: the checks pass articles around all
/// the time, and a copy of this struct retained every string and array of its document.
public final class LocaleArticle: Sendable {
    /// Canonical locale tag.
    public let locale: String
    /// Path relative to the checked folder (for reports).
    public let path: String
    /// The parsed document.
    public let document: Document
    /// Answers whether a link target path (relative to the article, or `~/`-rooted) exists in
    /// this locale's tree; nil when existence cannot be checked.
    public let linkTargetExists: (@Sendable (String) -> Bool)?
    /// The file on disk, when the article was read from one.
    public let absolutePath: String?
    /// The locale's root folder on disk (e.g. `…/samples/transitions/es-ES`), when known.
    public let localeRoot: String?

    /// Creates a locale article.
    public init(
        locale: String, path: String, document: Document, linkTargetExists: (@Sendable (String) -> Bool)? = nil,
        absolutePath: String? = nil, localeRoot: String? = nil
    ) {
        self.locale = locale
        self.path = path
        self.document = document
        self.linkTargetExists = linkTargetExists
        self.absolutePath = absolutePath
        self.localeRoot = localeRoot
    }

    /// A file location in this article. `position` is in the text as parsed (after any repair of
    /// invalid UTF-8); the location's byte column is the file's.
    public func location(_ position: SourceLocation) -> FileLocation {
        // On the line's bytes: a paragraph is one line, often thousands of bytes long.
        let source = document.source
        let line = source.lineBytes(position.line)
        let prefix = line.prefix(max(0, position.column - 1 - (position.line == 1 ? source.bomLength : 0)))
        // The source is valid UTF-8 (invalid bytes were replaced): each scalar has one lead byte.
        let codePoints = prefix.reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        let inFile = SourceLocation(
            line: position.line, column: source.fileColumn(line: position.line, column: position.column))
        return FileLocation(
            locale: locale, path: path, position: inFile, lineText: document.lineText(position.line),
            codePointColumn: codePoints)
    }

    /// A file location at the start of `line`.
    public func location(line: Int) -> FileLocation {
        location(SourceLocation(line: max(1, line), column: 1))
    }
}
