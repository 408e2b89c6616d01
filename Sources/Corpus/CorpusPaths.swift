// CorpusPaths: what the scan saw of the tree, so that link checks answer "does this path
// exist?" from memory. The scan lists every folder it walks and looks at every entry anyway;
// keeping the names spares the check a `stat` per link target (tens of thousands on a 100 MB
// corpus, each a path walk in the kernel). Names are matched byte for byte, as a case-sensitive
// web server (or Linux) matches them, on every platform: a target spelled with another case or
// another Unicode normalization than the file is missing even on a disk that would accept it.
// What memory cannot settle (a folder the scan skipped, a `..` after a symbolic link, a path
// outside the tree) is looked up on disk with `FileSystem.exists`.

import ByteKeys
import DocModel

/// The entries a scan saw, and the folders it listed completely.
public struct CorpusPaths: Sendable {
    /// Every name in a listed folder, as an absolute path (hidden and ignored ones too).
    private var listed = PathSet()
    /// Listed entries that `stat` found to be a file or a folder (following links).
    private var existing = PathSet()
    /// Folders whose every name is in `listed`.
    private var folders = PathSet()
    /// Listed folders that are not symbolic links: `..` after one of them is its textual parent.
    private var realFolders = PathSet()

    /// A set of paths whose hashes are kept apart as plain integers: most lookups miss, and a
    /// miss is then answered without copying a stored key (each copy retains its string).
    struct PathSet: Sendable {
        private var hashes: Set<Int> = []
        private var keys: Set<PathKey> = []

        var isEmpty: Bool { keys.isEmpty }

        func contains(_ key: PathKey) -> Bool { hashes.contains(key.hash) && keys.contains(key) }

        mutating func insert(_ key: PathKey) {
            hashes.insert(key.hash)
            keys.insert(key)
        }
    }

    /// An absolute path, or a folder prefix of one, hashed once over its bytes: a link's target
    /// and the folders above it are looked up without building a string for each.
    struct PathKey: PrehashedKey, Sendable {
        let text: Substring
        let hash: Int

        init(_ text: Substring, hash: Int) {
            self.text = text
            self.hash = hash
        }

        init(_ text: String) {
            self.init(text[...], hash: PathHash.of(text).whole)
        }

        /// Byte equality, as the kernel compares names: Swift's `==` on strings takes canonically
        /// equivalent spellings (`é` precomposed or not) for one, which two files can be.
        static func == (left: PathKey, right: PathKey) -> Bool {
            guard left.hash == right.hash else { return false }
            var (one, other) = (left.text, right.text)
            return one.withUTF8 { a in
                other.withUTF8 { b in
                    Bytes.equal(a, b)
                }
            }
        }
        var prehash: Int { hash }
    }

    /// FNV-1a over a path's bytes, with the hash of every prefix that ends before a `/`.
    struct PathHash {
        /// The hash of the whole path.
        var whole = 0
        /// (UTF-8 length, hash) of each prefix ending before a `/`, shortest first.
        var folders: [(length: Int, hash: Int)] = []
        /// Whether a `/` is followed by `.` or `/` (a dot segment or an empty one).
        var hasDotOrEmptySegment = false

        static func of(_ path: String, folders wanted: Bool = false) -> PathHash {
            var text = path
            return text.withUTF8 { bytes in
                var result = PathHash()
                if wanted { result.folders.reserveCapacity(16) }
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                var previous: UInt8 = 0
                var dotOrEmpty = false
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "/") {
                        if wanted { result.folders.append((index, Int(bitPattern: UInt(hash)))) }
                        dotOrEmpty = dotOrEmpty || previous == UInt8(ascii: "/")
                    } else if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") {
                        dotOrEmpty = true
                    }
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                    previous = byte
                    index += 1
                }
                result.whole = Int(bitPattern: UInt(hash))
                result.hasDotOrEmptySegment = dotOrEmpty
                return result
            }
        }
    }

    /// Nothing seen: every question goes to the disk.
    public init() {}

    /// Records the entries of `folder` (absolute), listed in full: `children` are their absolute
    /// paths, `kinds` what the listing said each is (a file or a folder exists; nil: only `stat`
    /// can tell, and `recordExisting` records what it finds). `isLink` tells whether the folder
    /// itself is a symbolic link.
    mutating func recordListing(
        of folder: String, children: [String], kinds: [FileSystem.EntryKind?], isLink: Bool
    ) {
        let key = PathKey(folder)
        folders.insert(key)
        if !isLink { realFolders.insert(key) }
        for (child, kind) in zip(children, kinds) {
            let key = PathKey(child)
            listed.insert(key)
            if kind == .file || kind == .directory { existing.insert(key) }
        }
    }

    /// Records that `path` (absolute, as listed) is a file or a folder.
    mutating func recordExisting(_ path: String) { existing.insert(PathKey(path)) }

    /// True when absolute `path` exists (following links): from the scan's names, byte for byte,
    /// where they settle it, else as `FileSystem.exists` answers.
    public func exists(_ path: String) -> Bool {
        // No name holds a NUL byte (a `%00` in a link); `stat` would read the path up to it.
        var text = path
        guard text.withUTF8({ Bytes.firstIndex(of: 0, in: $0) == nil }) else { return false }
        return switch known(path) {
        case true?: true
        case false?: false
        case nil: FileSystem.exists(path)
        }
    }

    /// What memory says of `path`: true or false, or nil when only the disk can tell.
    func known(_ path: String) -> Bool? {
        guard !folders.isEmpty, path.utf8.first == UInt8(ascii: "/"), path.utf8.last != UInt8(ascii: "/") else {
            return nil
        }
        var normal = path
        var hash = PathHash.of(path, folders: true)
        if hash.hasDotOrEmptySegment {
            guard let resolved = normalized(path) else { return nil }
            normal = resolved
            hash = PathHash.of(resolved, folders: true)
        }
        var child = PathKey(normal[...], hash: hash.whole)
        if existing.contains(child) { return true }
        // The deepest listed folder above the path settles it: a name missing from its listing
        // does not exist. A listed name the scan did not look at (hidden, ignored, dangling) is
        // for the disk to say.
        let utf8 = normal.utf8
        for (length, folderHash) in hash.folders.reversed() {
            let end = utf8.index(utf8.startIndex, offsetBy: length)
            let folder = length == 0 ? PathKey("/") : PathKey(normal[..<end], hash: folderHash)
            if folders.contains(folder) { return listed.contains(child) ? nil : false }
            child = folder
        }
        return nil
    }

    /// `path` with `.`, `..` and empty segments resolved as the kernel would resolve them, or
    /// nil when that needs the disk: a `..` or `.` after anything but a folder known not to be
    /// a symbolic link, or a `..` above the root.
    func normalized(_ path: String) -> String? {
        // On bytes: segments are copied to `output`, which a `..` cuts back to its last `/`.
        var text = path
        return text.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var start = 1
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                let length = end - start
                let isDot = length == 1 && bytes[start] == UInt8(ascii: ".")
                let isDotDot =
                    length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".")
                if length == 0 || isDot || isDotDot {
                    let current = output.isEmpty ? "/" : String(decoding: output, as: UTF8.self)
                    guard realFolders.contains(PathKey(current)) else { return nil }
                    if isDotDot {
                        guard let slash = output.lastIndex(of: UInt8(ascii: "/")) else { return nil }
                        output.removeSubrange(slash...)
                    }
                } else {
                    output.append(UInt8(ascii: "/"))
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                start = end + 1
            }
            return output.isEmpty ? "/" : String(decoding: output, as: UTF8.self)
        }
    }
}
