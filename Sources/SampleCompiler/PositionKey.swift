// PositionKey: an integer dictionary key hashed by a multiplication, not by SipHash. Lowering
// looks up the place of every use it records; an `Int` key went through `Hasher` each time.

/// An integer as a dictionary key, hashed cheaply (`_rawHashValue(seed:)`).
struct PositionKey: Hashable {
    /// The integer.
    let value: Int

    /// Wraps `value`.
    init(_ value: Int) { self.value = value }

    /// `value` mixed with the dictionary's seed.
    func _rawHashValue(seed: Int) -> Int { Self.mix(value, seed: seed) }

    /// `value` and `seed` mixed into a hash whose low bits (which pick a bucket) depend on every
    /// bit of both, as a random function's would (two rounds of folding the high half down and
    /// multiplying by an odd constant, which spreads the low bits up). `UTF8Key.mixed` in DocModel
    /// is the same function: the compiler does not depend on the document model.
    static func mix(_ value: Int, seed: Int) -> Int {
        // MurmurHash3's 64-bit finalizer (fmix64).
        var mixed = UInt64(truncatingIfNeeded: value ^ seed)
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed)
    }
}
