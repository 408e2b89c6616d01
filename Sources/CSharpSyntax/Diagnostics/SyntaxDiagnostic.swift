// Diagnostics produced by the lexer and parser: stable id, severity, message, range and notes.

/// How serious a syntax diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The code is not valid C#.
    case error
    /// Valid but suspicious.
    case warning
    /// Extra information (e.g. the parser stopped reporting).
    case note
}

/// A secondary message attached to a diagnostic, pointing at a related place.
public struct DiagnosticNote: Hashable, Sendable {
    /// Lowercase text, no final period, code in 'quotes'.
    public var message: String
    /// Where the note points.
    public var range: SourceRange
}

/// One problem found while lexing or parsing a snippet.
public struct SyntaxDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Stable id: a C# compiler id (`CS1002`) where one fits, otherwise `CSP…` (C# snippet parser).
    public var id: DiagnosticID
    /// Severity.
    public var severity: DiagnosticSeverity
    /// Lowercase text, no final period, code in 'quotes' (swift-syntax style).
    public var message: String
    /// The text the diagnostic is about (empty for missing tokens: the insertion point).
    public var range: SourceRange
    /// Related places.
    public var notes: [DiagnosticNote]

    /// Creates a diagnostic.
    public init(
        id: DiagnosticID, severity: DiagnosticSeverity = .error, message: String, range: SourceRange,
        notes: [DiagnosticNote] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// This diagnostic with every range mapped into enclosing-file coordinates.
    public func shifted(by shift: SourceLocationShift) -> SyntaxDiagnostic {
        var copy = self
        copy.range = shift.map(range)
        copy.notes = notes.map { DiagnosticNote(message: $0.message, range: shift.map($0.range)) }
        return copy
    }

    /// `line:col: severity: message [ID]`.
    public var description: String { "\(range.start): \(severity.rawValue): \(message) [\(id.rawValue)]" }
}
