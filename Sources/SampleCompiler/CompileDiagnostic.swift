// CompileDiagnostic: a C#-compiler-like diagnostic of a sample (CS0115, CS0117, CS1501, CS0246,
// CS0534, …) and a not-modelled API use, both positioned in the Markdown file.

/// A semantic error found while binding a sample, in file coordinates.
public struct CompileDiagnostic: Sendable, Hashable {
    /// The C# compiler's id (`CS0115`).
    public var id: String
    /// The message: lowercase start, no final period, code in 'quotes'.
    public var message: String
    /// 1-based line in the Markdown file.
    public var line: Int
    /// 1-based UTF-8 column in the Markdown file.
    public var column: Int
    /// Notes (the likely intended member, how the sample was recovered).
    public var notes: [String]
    /// The sample (1-based) the code belongs to; nil for a fixture.
    public var sample: Int?
    /// The fixture file the code belongs to (`line` and `column` are then the fixture's).
    public var fixture: String?

    /// Creates a diagnostic.
    public init(
        id: String, message: String, line: Int, column: Int, notes: [String] = [], sample: Int? = nil,
        fixture: String? = nil
    ) {
        self.sample = sample
        self.fixture = fixture
        self.id = id
        self.message = message
        self.line = line
        self.column = column
        self.notes = notes
    }
}

/// A use of an API the engine or the API model does not cover, in file coordinates.
public struct NotModelledUse: Sendable, Hashable {
    /// The API as the sample wrote it (`System.IO.File.ReadAllText`, `UITableView`).
    public var api: String
    /// 1-based line in the Markdown file.
    public var line: Int
    /// 1-based UTF-8 column in the Markdown file.
    public var column: Int
    /// The sample (1-based) the code belongs to; nil for a fixture.
    public var sample: Int?

    /// Creates a record.
    public init(api: String, line: Int, column: Int, sample: Int? = nil) {
        self.sample = sample
        self.api = api
        self.line = line
        self.column = column
    }
}
