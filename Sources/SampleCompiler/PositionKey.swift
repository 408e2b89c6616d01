// PositionKey: an integer dictionary key mixed with the table's seed by a multiplication, not by
// SipHash (`PrehashedKey`). Lowering looks up the place of every use it records; an `Int` key went
// through `Hasher` each time.

import ByteKeys

/// An integer as a dictionary key, hashed cheaply.
struct PositionKey: PrehashedKey {
    /// The integer.
    let value: Int

    /// Wraps `value`.
    init(_ value: Int) { self.value = value }

    /// The integer is its own hash.
    var prehash: Int { value }
}
