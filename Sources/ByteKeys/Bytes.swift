// Bytes: comparing and searching bytes with the C library's `memcmp` and `memchr`, behind
// bounds-checked signatures: callers pass buffers and offsets, never raw pointers.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte comparison and search.
public enum Bytes {
    /// `first + separator + last` as one new string, its bytes copied once: `+` on strings
    /// allocates and copies at each step (a path joined for every name a scan lists).
    public static func joined(_ first: String, _ separator: StaticString, _ last: Substring) -> String {
        var (first, last) = (first, last)
        let count = first.utf8.count + separator.utf8CodeUnitCount + last.utf8.count
        return first.withUTF8 { head in
            last.withUTF8 { tail in
                String(unsafeUninitializedCapacity: count) { buffer in
                    var end = 0
                    func copy(_ part: UnsafeBufferPointer<UInt8>) {
                        guard let base = part.baseAddress, !part.isEmpty else { return }
                        UnsafeMutableRawPointer(buffer.baseAddress! + end).copyMemory(from: base, byteCount: part.count)
                        end += part.count
                    }
                    copy(head)
                    separator.withUTF8Buffer(copy)
                    copy(tail)
                    return end
                }
            }
        }
    }

    /// Whether `a` and `b` hold the same bytes.
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress, a.count > 0 else { return true }
        return memcmp(left, right, a.count) == 0
    }

    /// Whether two strings hold the same UTF-8 bytes (not canonical equivalence, as `==` has it).
    public static func equal(_ a: String, _ b: String) -> Bool {
        var (left, right) = (a, b)
        return left.withUTF8 { one in right.withUTF8 { other in equal(one, other) } }
    }

    /// The first index at or after `start` where `bytes` holds `byte`, or nil.
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start >= 0, start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether `text`'s UTF-8 holds `pattern`'s (a byte search: Foundation's `contains` on
    /// strings goes through `NSString` and compares Unicode-aware).
    public static func contains(_ pattern: String, in text: String) -> Bool {
        var (text, pattern) = (text, pattern)
        return text.withUTF8 { bytes in pattern.withUTF8 { firstIndex(of: $0, in: bytes) != nil } }
    }

    /// The first index at or after `start` where `bytes` holds `pattern`, or nil: candidates found
    /// with `memchr` on the pattern's first byte, each checked with `memcmp`.
    public static func firstIndex(
        of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
    ) -> Int? {
        guard let first = pattern.first else { return start <= bytes.count ? max(start, 0) : nil }
        var search = max(start, 0)
        let last = bytes.count - pattern.count
        while search <= last, let hit = firstIndex(of: first, in: bytes, from: search) {
            guard hit <= last else { return nil }
            if equal(UnsafeBufferPointer(rebasing: bytes[hit..<(hit + pattern.count)]), pattern) { return hit }
            search = hit + 1
        }
        return nil
    }
}
