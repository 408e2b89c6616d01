// NameTable: values by C# name, for the lookups lowering makes for every name it meets (API
// types, their chains, primitive types, sample classes). A `String` key is hashed with SipHash
// over its bytes at each lookup; a `NameKey` hashes the bytes with a few multiplications and
// feeds the dictionary that one integer. Names match as `String`s do (canonical equivalence):
// bytes decide only between ASCII names, and a table with any other name looks names up as
// strings.

import ByteKeys

/// A name with a cheap hash of its UTF-8 bytes, computed once, and where its last `.` is.
struct NameKey: PrehashedKey, Sendable {
    /// The name.
    let name: String
    /// The bytes' hash.
    let bytesHash: Int
    /// The byte offset just past the last `.`, if the name has one (`UIKit.UIView` → 6).
    let afterLastDot: Int?
    /// Whether every byte is ASCII (then equal bytes are what makes two names equal).
    let isASCII: Bool

    /// The key of `name`.
    init(_ name: String) {
        self.name = name
        (bytesHash, afterLastDot, isASCII) =
            name.utf8.withContiguousStorageIfAvailable(Self.scan)
            ?? Array(name.utf8).withUnsafeBufferPointer(Self.scan)
    }

    /// The hash of `bytes`, the offset past their last `.` and whether they are all ASCII: eight
    /// bytes at a time (names are short, and lowering makes a key for every name it meets), a
    /// word tested for a `.` at once.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int?, Bool) {
        let count = bytes.count
        var hash = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
        var dot: Int?
        var high: UInt64 = 0
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                high |= word
                hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                // A zero byte in `word ^ "........"` is a `.` in the word.
                let dots = word ^ 0x2E2E_2E2E_2E2E_2E2E
                if (dots &- 0x0101_0101_0101_0101) & ~dots & 0x8080_8080_8080_8080 != 0 {
                    for offset in index..<index + 8 where bytes[offset] == UInt8(ascii: ".") { dot = offset + 1 }
                }
                index += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            let byte = bytes[index]
            tail |= UInt64(byte) << shift
            high |= UInt64(byte)
            shift += 8
            if byte == UInt8(ascii: ".") { dot = index + 1 }
            index += 1
        }
        hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        return (Int(truncatingIfNeeded: hash ^ (hash >> 29)), dot, high & 0x8080_8080_8080_8080 == 0)
    }

    /// Names of equal bytes (the hashes are compared first). For ASCII names this is `String`
    /// equality; `NameTable` matches other names as strings.
    static func == (lhs: NameKey, rhs: NameKey) -> Bool {
        guard lhs.bytesHash == rhs.bytesHash else { return false }
        // Two ASCII strings are equal exactly when their bytes are, and `==` on them is fast.
        if lhs.isASCII && rhs.isASCII { return lhs.name == rhs.name }
        return lhs.name.utf8.elementsEqual(rhs.name.utf8)
    }

    /// The bytes' hash, mixed with a table's seed without `Hasher` (`PrehashedKey`): feeding the
    /// one integer to SipHash cost more than the lookup it served, for every name lowering meets.
    var prehash: Int { bytesHash }

    /// The key of the name's last dotted part (`UIKit.UIView` → `UIView`), if it has a dot.
    var lastPart: NameKey? {
        guard let afterLastDot else { return nil }
        return NameKey(String(decoding: name.utf8.dropFirst(afterLastDot), as: UTF8.self))
    }
}

/// Values by name, looked up through `NameKey`s. Names match as `String`s do: ASCII names by
/// their bytes through the keys' hashes; a name with other characters, or any name once the
/// table holds such a name, also by canonical equivalence.
struct NameTable<Value> {
    /// The entries with ASCII names.
    private var ascii: [NameKey: Value] = [:]
    /// The entries with other names (nearly always none).
    private var others: [String: Value] = [:]

    /// An empty table.
    init() {}

    /// A table holding `dictionary`'s entries.
    init(_ dictionary: [String: Value]) {
        for (name, value) in dictionary { self[name] = value }
    }

    /// The value for `name`.
    subscript(name: String) -> Value? {
        get { self[NameKey(name)] }
        set { set(NameKey(name), newValue) }
    }

    /// The value for `key`.
    subscript(key: NameKey) -> Value? {
        if key.isASCII {
            if let value = ascii[key] { return value }
            return others.isEmpty ? nil : others[key.name]
        }
        if let value = others[key.name] { return value }
        return ascii.first { $0.key.name == key.name }?.value
    }

    /// Sets the value for `key`, replacing the entry of any name equal to it as a string.
    private mutating func set(_ key: NameKey, _ value: Value?) {
        if key.isASCII {
            if !others.isEmpty { others[key.name] = nil }
            ascii[key] = value
        } else {
            for entry in ascii.keys where entry.name == key.name { ascii[entry] = nil }
            others[key.name] = value
        }
    }

    /// The value for `name`, else for its last dotted part (`UIKit.UIView` → `UIView`).
    func entry(_ name: String) -> Value? {
        let key = NameKey(name)
        if let value = self[key] { return value }
        return key.lastPart.flatMap { self[$0] }
    }

    /// Removes every entry.
    mutating func removeAll() {
        ascii.removeAll()
        others.removeAll()
    }
}

extension NameTable: Sendable where Value: Sendable {}
