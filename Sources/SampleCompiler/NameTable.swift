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

    /// The key of `name`. Its bytes are read in place when the string stores them contiguously
    /// (native strings do), else from a copy.
    init(_ name: String) {
        self.name = name
        (bytesHash, afterLastDot, isASCII) =
            name.utf8.withContiguousStorageIfAvailable(Self.scan) ?? Self.scan(Array(name.utf8))
    }

    /// The bytes' hash (FNV-1a), the offset just past their last `.`, and whether they are all
    /// ASCII, in one pass. Plain Swift: an eight-bytes-at-a-time scan through raw pointer loads
    /// saved about 0.3 % of a check's instructions, too little for unsafe code (issue #19).
    private static func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (Int, Int?, Bool) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var dot: Int?
        var high: UInt8 = 0
        var offset = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            high |= byte
            offset += 1
            if byte == UInt8(ascii: ".") { dot = offset }
        }
        return (Int(truncatingIfNeeded: hash ^ (hash >> 29)), dot, high < 0x80)
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
