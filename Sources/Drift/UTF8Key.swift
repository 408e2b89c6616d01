// UTF8Key: a string as a dictionary key, hashed and compared by its UTF-8 bytes.

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
/// must not.
public struct UTF8Key: Hashable, Sendable {
    /// The text.
    public let text: String

    /// Wraps `text`.
    public init(_ text: String) { self.text = text }

    /// Feeds `text`'s UTF-8 bytes to `hasher`.
    public static func combine(_ text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) { Self.combine(text, into: &hasher) }

    /// Byte equality.
    public static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        var left = lhs.text
        var right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in
                a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }
}
