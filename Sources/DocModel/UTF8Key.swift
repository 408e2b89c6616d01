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

    /// The hash of `text`'s UTF-8 bytes (per process, like every `Hasher` value).
    public static func bytesHash(of text: String) -> Int {
        var hasher = Hasher()
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hasher.finalize()
    }

    /// Feeds the stored hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }

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
