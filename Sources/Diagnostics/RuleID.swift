// RuleID: a rule's stable id as a typed value. Every id is a constant defined beside its rule
// (Sources/Diagnostics/Rules); findings, configuration and baselines carry it typed, and only
// reporters and the configuration's reader turn it into or from text.

/// A rule's stable id, `area.name` (e.g. `structure.heading-missing`).
///
/// Code names a rule by its constant (`.structureHeadingMissing`), never by a string literal
/// (a test of the Diagnostics target checks that no literal id is left in the sources). The
/// string-literal conformance is for tests and examples, which name rules as users do.
public struct RuleID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as written in reports, configuration and `docparity explain`.
    public let rawValue: String

    /// An id read from text (configuration, a baseline, the command line).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An id written in a test or an example.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The area before the dot: `structure`, `link`, `code`, `sample`, `input`, ….
    public var area: Substring { rawValue.prefix { $0 != "." } }

    /// The id as written.
    public var description: String { rawValue }

    /// Orders ids as their text sorts.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID: Codable {
    /// Reads the id as a plain string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the id as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
