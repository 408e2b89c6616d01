// IRSource: where a declaration of the sample model came from in the C# — a sample of the
// document (by index) or a fixture file, and its lines relative to that snippet. It annotates
// the model without being part of its meaning: two programs that differ only in where their code
// was written are equal, so runs cached by program are shared across locales.

/// The C# lines a declaration was compiled from.
public struct IRSource: Hashable, Sendable, CustomStringConvertible {
    /// The sample's 1-based index among the document's C# blocks; nil for a fixture.
    public var sample: Int?
    /// The fixture's file name, for fixtures.
    public var fixture: String?
    /// The first line, 1-based, relative to the snippet (or the fixture file).
    public var startLine: Int
    /// The last line, 1-based, relative to the snippet (or the fixture file).
    public var endLine: Int

    /// Creates a source range.
    public init(sample: Int?, fixture: String?, startLine: Int, endLine: Int) {
        self.sample = sample
        self.fixture = fixture
        self.startLine = startLine
        self.endLine = endLine
    }

    /// `sample 3, lines 2–9` or `fixtures/ControllerTwo.cs, lines 1–12`, in snippet lines.
    public var description: String {
        let place = fixture.map { "fixtures/\($0)" } ?? "sample \(sample ?? 0)"
        let lines = startLine == endLine ? "line \(startLine)" : "lines \(startLine)–\(endLine)"
        return "\(place), \(lines)"
    }
}

/// An optional source annotation that never affects equality or hashing.
public struct IRSourceNote: Hashable, Sendable {
    /// The source range, if known.
    public var source: IRSource?

    /// Wraps `source`.
    public init(_ source: IRSource?) { self.source = source }

    /// Always true: a source range is not part of a program's meaning.
    public static func == (lhs: IRSourceNote, rhs: IRSourceNote) -> Bool { true }

    /// Hashes nothing, consistently with `==`.
    public func hash(into hasher: inout Hasher) {}
}
