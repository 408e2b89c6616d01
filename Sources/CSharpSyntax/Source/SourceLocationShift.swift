// Shifting snippet coordinates into the coordinates of the enclosing file (e.g. a Markdown article).

/// Maps positions in snippet coordinates to positions in an enclosing file.
///
/// A fenced code block starting on file line `L` has its first content line at `L + 1`, so its
/// `lineOffset` is `L`. When the block is indented (inside a list item, say) and the indentation was
/// stripped before parsing, `indentation(line)` gives the number of bytes removed at the start of each
/// snippet line, and columns are shifted by that much. When `lineStartOffsets` is given (the file byte
/// offset of the first byte of each snippet line, before stripping), byte offsets are mapped exactly.
public struct SourceLocationShift: Sendable {
    /// Added to every line number.
    public var lineOffset: Int
    /// Bytes of indentation removed from the given 1-based snippet line.
    public var indentation: @Sendable (Int) -> Int
    /// File byte offset of the start of each snippet line (index 0 = snippet line 1), if known.
    public var lineStartOffsets: [Int]?

    /// A shift by a fixed number of lines and columns (and optionally a fixed byte offset).
    public init(lineOffset: Int, columnOffset: Int = 0, lineStartOffsets: [Int]? = nil) {
        self.lineOffset = lineOffset
        self.indentation = { _ in columnOffset }
        self.lineStartOffsets = lineStartOffsets
    }

    /// A shift with a per-line indentation (bytes stripped from each 1-based snippet line).
    public init(lineOffset: Int, lineStartOffsets: [Int]? = nil, indentation: @escaping @Sendable (Int) -> Int) {
        self.lineOffset = lineOffset
        self.indentation = indentation
        self.lineStartOffsets = lineStartOffsets
    }

    /// Maps one position.
    public func map(_ position: SourcePosition) -> SourcePosition {
        let indent = indentation(position.line)
        var offset = position.offset
        if let starts = lineStartOffsets, position.line - 1 < starts.count, position.line >= 1 {
            offset = starts[position.line - 1] + indent + position.column - 1
        }
        return SourcePosition(offset: offset, line: position.line + lineOffset, column: position.column + indent)
    }

    /// Maps a range.
    public func map(_ range: SourceRange) -> SourceRange {
        SourceRange(start: map(range.start), end: map(range.end))
    }
}

extension SourcePosition {
    /// This position shifted by whole lines and columns (byte offset unchanged unless `byteOffset` is given).
    public func shifted(lineOffset: Int, columnOffset: Int, byteOffset: Int = 0) -> SourcePosition {
        SourcePosition(offset: offset + byteOffset, line: line + lineOffset, column: column + columnOffset)
    }
}

extension SourceRange {
    /// This range shifted by whole lines and columns (byte offsets unchanged unless `byteOffset` is given).
    public func shifted(lineOffset: Int, columnOffset: Int, byteOffset: Int = 0) -> SourceRange {
        SourceRange(
            start: start.shifted(lineOffset: lineOffset, columnOffset: columnOffset, byteOffset: byteOffset),
            end: end.shifted(lineOffset: lineOffset, columnOffset: columnOffset, byteOffset: byteOffset))
    }
}
