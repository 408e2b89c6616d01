// Positions and ranges inside a C# snippet: UTF-8 byte offsets plus 1-based lines and UTF-8 byte columns.

/// A position in snippet text.
///
/// `offset` is the 0-based UTF-8 byte offset from the start of the snippet; `line` is 1-based;
/// `column` is the 1-based UTF-8 byte column within the line.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored in 32 bits: a snippet is a code block of a Markdown file, far below 2 GB, and every
    // token and node holds two positions, so halving them halves what copying a token moves.
    // (Values beyond 32 bits are clamped, not wrapped.)
    private var storedOffset: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 0-based UTF-8 byte offset.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }
    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// 1-based UTF-8 byte column.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position from its three coordinates.
    public init(offset: Int, line: Int, column: Int) {
        storedOffset = Int32(clamping: offset)
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The start of a text.
    public static let start = SourcePosition(offset: 0, line: 1, column: 1)

    /// Orders positions by byte offset.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range `[start, end)` of snippet text.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// First position covered.
    public var start: SourcePosition
    /// Position just after the last byte covered.
    public var end: SourcePosition

    /// Creates a range; `end` must not precede `start`.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at `position`.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// The byte offsets covered.
    public var byteRange: Range<Int> { start.offset..<max(start.offset, end.offset) }

    /// Whether the range covers no text (as for missing tokens).
    public var isEmpty: Bool { start.offset == end.offset }

    /// `line:col-line:col`, as used in tree dumps.
    public var description: String { "\(start.line):\(start.column)-\(end.line):\(end.column)" }
}
