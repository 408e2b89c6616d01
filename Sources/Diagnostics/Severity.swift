// Severity: how much a finding matters, ordered so that gating can compare against `--fail-on`.

/// How much a finding matters. Ordered: `note` < `warning` < `error`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    /// Information; never drift on its own.
    case note
    /// Probably drift; worth a look.
    case warning
    /// Drift or a defect that misleads readers.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders severities from `note` to `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
