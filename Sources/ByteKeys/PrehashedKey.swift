// PrehashedKey: dictionary keys whose hash is computed once, when the key is made. This file and
// ByteHash.swift hold the one override of the standard library's `_rawHashValue(seed:)` hook
// (through which `Set` and `Dictionary` hash every key) in DocParity: feeding a stored integer
// to SipHash cost more than most lookups it served, and a dictionary hashes its keys again each
// time it grows. The stored hash is mixed with the table's per-process seed, so bucket order stays
// as unpredictable as `Hasher` makes it.

/// A key whose hash is stored in it.
public protocol PrehashedKey: Hashable {
    /// The key's hash, computed when the key was made from what `==` compares.
    var prehash: Int { get }
}

extension PrehashedKey {
    /// Feeds the stored hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(prehash) }

    /// The stored hash mixed with a set's or dictionary's seed (`ByteHash.mixed`), without `Hasher`.
    public func _rawHashValue(seed: Int) -> Int { ByteHash.mixed(prehash, seed: seed) }
}
