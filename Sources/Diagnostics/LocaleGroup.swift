// LocaleGroup: a set of locales that agree on a value, as findings report disagreements.

/// Locales that agree on one value of a compared property ("es-ES, pl-PL: X").
public struct LocaleGroup: Sendable, Hashable, Codable {
    /// The agreeing locales, in corpus order.
    public var locales: [String]
    /// The value they agree on, as shown to a reader (may be empty for "absent").
    public var value: String

    /// Creates a group.
    public init(locales: [String], value: String) {
        self.locales = locales
        self.value = value
    }

    /// `es-ES, pl-PL: value`.
    public var summary: String { "\(locales.joined(separator: ", ")): \(value)" }
}
