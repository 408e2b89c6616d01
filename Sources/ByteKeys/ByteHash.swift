// ByteHash: the hash of a run of bytes, eight at a time, and the mixing of a stored hash with a
// table's seed. Used by every key that hashes bytes once (`UTF8Key`, paths, repeated findings).

/// Hashing of bytes for keys that store their hash.
public enum ByteHash {
    /// The hash of `text`'s UTF-8 bytes (`of(_:)` of its bytes).
    public static func of(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { of($0) }
    }

    /// The hash of `bytes`: eight bytes at a time, multiplied and rotated, then mixed (MurmurHash3's
    /// finalizer). Not `Hasher`: SipHash costs several times more on long code blocks, and a
    /// dictionary feeds this value to its own seeded mixing anyway. Not made to resist crafted
    /// collisions (they would only slow a check down); not stable across versions, so never store
    /// it.
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                hash = rotated((hash ^ word) &* 0xFF51_AFD7_ED55_8CCD)
                index += 8
            }
            if index < bytes.count {
                var tail: UInt64 = 0
                for offset in index..<bytes.count { tail = tail << 8 | UInt64(bytes[offset]) }
                hash = rotated((hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD)
            }
        }
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash)
    }

    /// `value` rotated left by 31 bits (brings the product's mixed high bits down).
    private static func rotated(_ value: UInt64) -> UInt64 { value << 31 | value >> 33 }

    /// A stored hash and a seed mixed into a hash whose low bits (which pick a bucket) depend on
    /// every bit of both, as a random function's would: MurmurHash3's 64-bit finalizer (fmix64),
    /// two rounds of folding the high half down and multiplying by an odd constant.
    public static func mixed(_ hash: Int, seed: Int) -> Int {
        var mixed = UInt64(truncatingIfNeeded: hash ^ seed)
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed)
    }
}
