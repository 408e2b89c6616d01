// Fingerprint: a small, stable, platform-independent hash (FNV-1a, 64-bit) for finding identity.

/// Stable hashing of strings for fingerprints; Swift's `Hasher` is seeded per process.
public enum Fingerprint {
    /// FNV-1a 64-bit over the UTF-8 of the parts joined by a unit separator, as 16 hex digits.
    public static func hash(_ parts: [String]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 {
                value ^= 0x1F
                value = value &* 0x100_0000_01b3
            }
            for byte in part.utf8 {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
