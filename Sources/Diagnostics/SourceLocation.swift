// SourceLocation: a position in a source file, as DocParity reports it.

/// A position in a file: 1-based line and 1-based column counted in UTF-8 bytes.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location at `line` and `column` (both 1-based).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
