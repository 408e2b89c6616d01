// UTF8Key: a string as a dictionary key, hashed and compared by its UTF-8 bytes, with the hash
// computed once.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A string as a dictionary key, hashed and compared by its UTF-8 bytes.
///
/// `String`'s own `Hashable` normalizes non-ASCII text (NFC) on every hash and comparison, which
/// for a code block with translated comments costs more than the lookup it serves. It also takes
/// canonically equivalent texts for one key, though their byte columns differ; a cache of parses
/// must not. The bytes are hashed once, when the key is made (a code block's key is made when the
/// document is read), so lookups and a dictionary's growth do not hash long texts again.
public struct UTF8Key: Hashable, Sendable {
    /// The text.
    public let text: String
    /// The hash of the text's bytes (`UTF8Key.bytesHash(of:)`).
    public let bytesHash: Int

    /// Wraps `text`, hashing its bytes.
    public init(_ text: String) { self.init(text, bytesHash: Self.bytesHash(of: text)) }

    /// Wraps `text` whose `bytesHash(of:)` is already known.
    public init(_ text: String, bytesHash: Int) {
        self.text = text
        self.bytesHash = bytesHash
    }

    /// The hash of `text`'s UTF-8 bytes: eight bytes at a time, multiplied and rotated, then
    /// mixed (MurmurHash3's finalizer). Not `Hasher`: SipHash costs several times more on long
    /// code blocks, and a dictionary feeds this value to its own seeded `Hasher` anyway. Not
    /// made to resist crafted collisions (they would only slow a check down); not stable across
    /// versions, so never store it.
    public static func bytesHash(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytesHash(of: $0) }
    }

    /// `bytesHash(of:)` of bytes.
    public static func bytesHash(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
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

    /// Feeds the stored hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }

    /// The stored hash mixed with a set's or dictionary's seed, without `Hasher`: feeding the one
    /// integer to SipHash cost more than most lookups it served. (`_rawHashValue(seed:)` is the
    /// standard library's hook for that: `Set` and `Dictionary` hash a key through it.)
    public func _rawHashValue(seed: Int) -> Int { Self.mixed(bytesHash, seed: seed) }

    /// A stored hash and a seed mixed into a hash whose low bits (which pick a bucket) depend on
    /// every bit of both, as a random function's would (two rounds of folding the high half down and
    /// multiplying by an odd constant, which spreads the low bits up). For keys whose hash is
    /// computed once (`_rawHashValue`).
    public static func mixed(_ hash: Int, seed: Int) -> Int {
        // MurmurHash3's 64-bit finalizer (fmix64).
        var mixed = UInt64(truncatingIfNeeded: hash ^ seed)
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed)
    }

    /// Byte equality.
    public static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        guard lhs.bytesHash == rhs.bytesHash else { return false }
        var left = lhs.text
        var right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in
                a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }
}
