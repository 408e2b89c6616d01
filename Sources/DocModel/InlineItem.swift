// InlineItem: a link target or inline code span inside an article's prose, with the section it
// belongs to, so that sections can be compared across locales.

import Diagnostics

/// A link or inline code span found in prose.
public struct InlineItem: Sendable, Hashable {
    /// What it is.
    public enum Kind: Sendable, Hashable {
        /// A link (Markdown, autolink, `<xref:…>`, HTML `<a href>`): its target.
        case link(target: String)
        /// An inline code span: its literal text.
        case code(String)
    }

    /// The kind and value.
    public var kind: Kind
    /// Where it starts.
    public var position: SourceLocation
    /// Index in `Document.elements` of the heading that opens its section, or -1 before the first.
    public var section: Int

    /// Creates an inline item.
    public init(kind: Kind, position: SourceLocation, section: Int) {
        self.kind = kind
        self.position = position
        self.section = section
    }
}
