// Element: one structural element of an article's skeleton (heading, code block, image, table,
// list, alert, include, zone) — what alignment lines up across locales.

import ByteKeys
import Diagnostics

/// A structural element of an article, in document order, with its position in the file.
public struct Element: Sendable, Hashable {
    /// What the element is, with the properties that are compared across locales.
    public var kind: Kind
    /// Where it starts in the file.
    public var position: SourceLocation
    /// The last line it covers.
    public var endLine: Int

    /// Creates an element.
    public init(kind: Kind, position: SourceLocation, endLine: Int) {
        self.kind = kind
        self.position = position
        self.endLine = endLine
    }

    /// The kinds of structural element.
    public enum Kind: Sendable, Hashable {
        /// A heading: its level, explicit anchor (`<a name>` / `{#id}`), and (translated) text.
        case heading(level: Int, anchor: String?, text: String)
        /// A fenced or indented code block.
        indirect case code(CodeBlock)
        /// An image (Markdown, HTML `<img>` or DocFX `:::image`): its target and alt text.
        case image(source: String, alt: String)
        /// A GitHub table: its shape.
        case table(rows: Int, columns: Int)
        /// A list and its item count.
        case list(ordered: Bool, items: Int)
        /// A DocFX alert (`> [!NOTE]`): its type in upper case.
        case alert(type: String)
        /// A DocFX include (`[!include[…](path)]`) or code include (`[!code-cs[…](path)]`).
        case include(path: String, language: String?)
        /// A DocFX zone or layout marker (`::: zone pivot="x"`, `::: zone-end`, `:::row:::`…).
        case zone(marker: String)
    }

    /// A short name of the element's kind, e.g. `heading`, `code block`.
    public var kindName: String {
        switch kind {
        case .heading: "heading"
        case .code: "code block"
        case .image: "image"
        case .table: "table"
        case .list: "list"
        case .alert: "alert"
        case .include: "include"
        case .zone: "zone marker"
        }
    }
}

/// A code block: fence language, content, and where its content starts.
public struct CodeBlock: Sendable, Hashable {
    /// The info string's first word as written (`csharp`, `cs`, `xml`…), empty when none.
    public var language: String {
        didSet { normalizedLanguage = Self.normalize(language) }
    }
    /// The language normalized for comparison: `cs`, `c#`, `csharp` → `csharp`, lower-cased
    /// (stored: every check asks for it).
    public private(set) var normalizedLanguage: String
    /// The content, lines joined with `\n`, without the fences.
    public var content: String {
        didSet { contentHash = ByteHash.of(content) }
    }
    /// The hash of the content's bytes, computed once: every cache of parses and compilations
    /// and the alignment's fingerprints key on it.
    public private(set) var contentHash: Int
    /// The content as a byte-compared dictionary key.
    public var contentKey: UTF8Key { UTF8Key(content, bytesHash: contentHash) }
    /// 1-based line of the first content line in the file.
    public var contentLine: Int
    /// Offset from a column in the content to the file column: file column = content column +
    /// `indentation` (the fence's column, inside list items and block quotes too).
    public var indentation: Int
    /// True for a fenced block, false for an indented one.
    public var isFenced: Bool

    /// Creates a code block.
    public init(language: String, content: String, contentLine: Int, indentation: Int, isFenced: Bool) {
        self.language = language
        self.normalizedLanguage = Self.normalize(language)
        self.content = content
        self.contentHash = ByteHash.of(content)
        self.contentLine = contentLine
        self.indentation = indentation
        self.isFenced = isFenced
    }

    /// `language` normalized for comparison.
    static func normalize(_ language: String) -> String {
        let lower = language.lowercased()
        switch lower {
        case "cs", "c#", "csharp", "c-sharp": return "csharp"
        case "js", "javascript": return "javascript"
        case "sh", "bash", "shell", "console": return lower == "console" ? "console" : "bash"
        case "objc", "objective-c", "objectivec": return "objc"
        case "xaml": return "xaml"
        case "xml", "html": return lower
        default: return lower
        }
    }
}
