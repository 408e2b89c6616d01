// SwiftWriter: a small indentation-aware writer for generated Swift source — lines, nested
// blocks, blank-line control — so the emitter reads as structure, not string concatenation.

/// Accumulates Swift source with four-space indentation.
public struct SwiftWriter: Sendable {
    /// The text written so far.
    public private(set) var text = ""
    private var depth = 0
    private var lastLineBlank = true

    /// An empty writer.
    public init() {}

    /// Writes one line at the current indentation (an empty string writes a blank line).
    public mutating func line(_ content: String = "") {
        if content.isEmpty {
            if !lastLineBlank { text += "\n" }
            lastLineBlank = true
            return
        }
        text += String(repeating: "    ", count: depth) + content + "\n"
        lastLineBlank = false
    }

    /// Writes `opening {`, the body one level deeper, then `}` (with `closingSuffix`).
    public mutating func block(_ opening: String, closingSuffix: String = "", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        if lastLineBlank, text.hasSuffix("\n\n") { text.removeLast() }
        line("}" + closingSuffix)
    }

    /// Writes `body` one level deeper, without braces.
    public mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes each line of a comment produced by `SwiftComment`.
    public mutating func comment(_ text: String) {
        for commentLine in SwiftComment.lines(text) { line(commentLine) }
    }
}
