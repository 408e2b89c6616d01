// FileLocation: where a finding points: a locale's file and a position in it.

/// A position in one locale's file of an article.
public struct FileLocation: Sendable, Hashable, Codable {
    /// The locale the file belongs to, as written in the corpus (e.g. `es-ES`).
    public var locale: String
    /// The file's path relative to the checked folder, with `/` separators.
    public var path: String
    /// The position in the file.
    public var position: SourceLocation
    /// The text of the line at `position`, trimmed; used to match baselines across line shifts.
    public var lineText: String
    /// The column counted in Unicode code points (for SARIF), when known.
    public var codePointColumn: Int?

    /// Creates a file location.
    public init(
        locale: String, path: String, position: SourceLocation, lineText: String = "", codePointColumn: Int? = nil
    ) {
        self.locale = locale
        self.path = path
        self.position = position
        self.lineText = lineText
        self.codePointColumn = codePointColumn
    }
}
