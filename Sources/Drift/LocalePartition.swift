// LocalePartition: splits locales into groups that agree on a value, and picks the accepted
// group — the one holding the reference locale.

import Diagnostics

/// Locales partitioned by the value they have for one compared property.
struct LocalePartition<Value: Hashable> {
    /// Groups: locale indices sharing a value; the accepted group first, then by size, then order.
    let groups: [(value: Value, members: [Int])]

    /// Partitions `values` (index → value). `reference` is the index of the reference locale.
    init(_ values: [(index: Int, value: Value)], reference: Int) {
        // A handful of locales: comparing with each distinct value found so far is cheaper than
        // hashing every value (a string's hash normalizes non-ASCII text first).
        var entries: [(order: Int, value: Value, members: [Int])] = []
        entries.reserveCapacity(values.count)
        var referenceGroup: Int?
        for (index, value) in values {
            let group =
                entries.firstIndex { $0.value == value }
                ?? {
                    entries.append((entries.count, value, []))
                    return entries.count - 1
                }()
            entries[group].members.append(index)
            if index == reference, referenceGroup == nil { referenceGroup = group }
        }
        entries.sort { lhs, rhs in
            let lhsAccepted = lhs.order == referenceGroup
            let rhsAccepted = rhs.order == referenceGroup
            if lhsAccepted != rhsAccepted { return lhsAccepted }
            if lhs.members.count != rhs.members.count { return lhs.members.count > rhs.members.count }
            return lhs.order < rhs.order
        }
        groups = entries.map { (value: $0.value, members: $0.members) }
    }

    /// True when every locale agrees.
    var agrees: Bool { groups.count <= 1 }

    /// The accepted group.
    var accepted: (value: Value, members: [Int])? { groups.first }

    /// Locale indices outside the accepted group.
    var drifted: [Int] { groups.dropFirst().flatMap(\.members) }

    /// Locale groups for a finding, with `describe` turning a value into display text.
    func localeGroups(_ articles: [LocaleArticle], describe: (Value) -> String) -> [LocaleGroup] {
        groups.map { LocaleGroup(locales: $0.members.map { articles[$0].locale }, value: describe($0.value)) }
    }
}
