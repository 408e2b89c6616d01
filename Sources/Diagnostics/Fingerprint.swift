// Fingerprint: a small, stable, platform-independent hash (FNV-1a, 64-bit) for finding identity.

/// Stable hashing of strings for fingerprints; Swift's `Hasher` is seeded per process. Parts are
/// fed one by one (`add`, `separate`), so a caller hashes its fields without joining them first.
public struct Fingerprint {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty hash.
    public init() {}

    /// Feeds the UTF-8 of `text` (from its buffer: a line of text can be a whole paragraph, and
    /// stepping through `utf8` costs several times the hash itself).
    public mutating func add(_ text: String) {
        var text = text
        var value = self.value
        text.withUTF8 { bytes in
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
        }
        self.value = value
    }

    /// Feeds the unit separator that stands between two parts.
    public mutating func separate() {
        value ^= 0x1F
        value = value &* 0x100_0000_01b3
    }

    /// The hash as 16 lower-case hex digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: (0..<16).map { digits[Int((value >> (60 - 4 * UInt64($0))) & 0xF)] }, as: UTF8.self)
    }

    /// FNV-1a 64-bit over the UTF-8 of the parts joined by a unit separator, as 16 hex digits.
    public static func hash(_ parts: [String]) -> String {
        var fingerprint = Fingerprint()
        for (index, part) in parts.enumerated() {
            if index > 0 { fingerprint.separate() }
            fingerprint.add(part)
        }
        return fingerprint.hex
    }
}
