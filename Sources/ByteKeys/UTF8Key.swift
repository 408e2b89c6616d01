// UTF8Key: a string as a dictionary key, hashed and compared by its UTF-8 bytes, with the hash
// computed once.

/// A string as a dictionary key, hashed and compared by its UTF-8 bytes.
///
/// `String`'s own `Hashable` normalizes non-ASCII text (NFC) on every hash and comparison, which
/// for a code block with translated comments costs more than the lookup it serves. It also takes
/// canonically equivalent texts for one key, though their byte columns differ; a cache of parses
/// must not. The bytes are hashed once, when the key is made (a code block's key is made when the
/// document is read), so lookups and a dictionary's growth do not hash long texts again.
public struct UTF8Key: PrehashedKey, Sendable {
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

    /// The hash of `text`'s UTF-8 bytes (`ByteHash.of`).
    public static func bytesHash(of text: String) -> Int { ByteHash.of(text) }

    /// `bytesHash(of:)` of bytes.
    public static func bytesHash(of bytes: UnsafeBufferPointer<UInt8>) -> Int { ByteHash.of(bytes) }

    /// The stored hash (`PrehashedKey`).
    public var prehash: Int { bytesHash }

    /// Byte equality.
    public static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        lhs.bytesHash == rhs.bytesHash && Bytes.equal(lhs.text, rhs.text)
    }
}
