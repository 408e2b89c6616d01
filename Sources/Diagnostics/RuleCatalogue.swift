// RuleCatalogue: the set of rules a run knows, passed to checks and reporters (no global registry).

/// An ordered set of rule descriptors, looked up by id.
public struct RuleCatalogue: Sendable {
    /// The rules in catalogue order.
    public let rules: [RuleDescriptor]
    private let index: [RuleID: Int]

    /// Creates a catalogue; later duplicates of an id are ignored.
    public init(_ rules: [RuleDescriptor]) {
        var kept: [RuleDescriptor] = []
        var index: [RuleID: Int] = [:]
        for rule in rules where index[rule.id] == nil {
            index[rule.id] = kept.count
            kept.append(rule)
        }
        self.rules = kept
        self.index = index
    }

    /// The rule with `id`, if known.
    public subscript(id: RuleID) -> RuleDescriptor? {
        index[id].map { rules[$0] }
    }

    /// The default severity of the rule with `id`, if known (read in place: a finding asks for
    /// it, and a copy of the descriptor would copy its texts and examples).
    public func defaultSeverity(of id: RuleID) -> Severity? {
        index[id].map { rules[$0].defaultSeverity }
    }

    /// Rule ids in catalogue order.
    public var ids: [RuleID] { rules.map(\.id) }

    /// This catalogue followed by the rules of `other` it does not have yet.
    public func merged(with other: RuleCatalogue) -> RuleCatalogue {
        RuleCatalogue(rules + other.rules)
    }
}
