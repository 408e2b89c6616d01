// FileSystem: the read-only file operations discovery and checks need, with errors that say
// what went wrong. Nothing here ever writes.

import ByteKeys
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Read-only access to files and folders.
public enum FileSystem {
    /// What a path is.
    public enum EntryKind: Sendable {
        /// A regular file (after following links).
        case file
        /// A folder (after following links).
        case directory
        /// Anything else, or a dangling link.
        case other
    }

    /// Identity of a folder (device, inode), for detecting symlink loops.
    public struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// The kind and identity of `path`, following links; nil when it does not exist.
    public static func status(_ path: String) -> (kind: EntryKind, identity: Identity, size: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mode = info.st_mode & S_IFMT
        let kind: EntryKind = mode == S_IFREG ? .file : mode == S_IFDIR ? .directory : .other
        return (kind, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), Int(info.st_size))
    }

    /// True when `path` exists (following links).
    public static func exists(_ path: String) -> Bool { status(path) != nil }

    /// True when `path` itself is a symbolic link.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// One name in a folder, with its kind when the listing tells it without following a link
    /// (a regular file or a folder; nil for links and file systems that do not say).
    public struct Entry: Sendable {
        /// The name, without the folder.
        public let name: String
        /// File or folder, as the listing says; nil when it does not (a link: `status` tells).
        public let kind: EntryKind?
    }

    /// The names in folder `path`, sorted; throws a readable message when it cannot be listed.
    public static func entries(of path: String) throws -> [String] { try listing(of: path).map(\.name) }

    /// The entries of folder `path`, sorted by name; throws a readable message when it cannot be
    /// listed. The kinds come from the listing itself: a scan need not `stat` every file.
    public static func listing(of path: String) throws -> [Entry] {
        guard let directory = opendir(path) else {
            throw ReadError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        // `readdir` returns nil at the end and on an error, told apart by `errno`: a listing cut
        // short must not pass for a whole one (link checks take a name missing from it as absent).
        while true {
            // Reset right before the call: anything in the loop's body may set it.
            errno = 0
            guard let entry = readdir(directory) else { break }
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name != "." && name != ".." else { continue }
            let kind: EntryKind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                default: nil
                }
            entries.append(Entry(name: name, kind: kind))
        }
        if errno != 0 { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        return entries.sorted { $0.name < $1.name }
    }

    /// The bytes of file `path`, at most `limit` bytes; throws a readable message on failure.
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ReadError(path: path, reason: String(cString: strerror(errno)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw ReadError(path: path, reason: "is a folder") }
        let size = Int(info.st_size)
        if size > limit {
            throw ReadError(path: path, reason: "is \(size) bytes, over the limit of \(limit) bytes (max-file-size)")
        }
        var failure: Int32 = 0
        // Read straight into uninitialized storage: zero-filling first would touch every byte twice.
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var total = 0
            while total < size {
                let count = Glibc.read(descriptor, buffer.baseAddress! + total, size - total)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if count == 0 { break }
                total += count
            }
            initialized = total
        }
        if failure != 0 { throw ReadError(path: path, reason: String(cString: strerror(failure))) }
        return bytes
    }

    /// At most the first `count` bytes of file `path`.
    public static func readPrefix(_ path: String, count: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var total = 0
        while total < count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + total, count - total) }
            if read < 0, errno == EINTR { continue }
            if read <= 0 { break }
            total += read
        }
        return Array(bytes.prefix(total))
    }

    /// A failure to read a path, with the operating system's reason.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The path.
        public var path: String
        /// Why it could not be read, e.g. "Permission denied".
        public var reason: String
        /// `cannot read PATH: REASON`.
        public var description: String { "cannot read '\(path)': \(reason)" }
    }

    /// `folder + separator + name` in one allocation (`Bytes.joined`): `+` makes a new string
    /// at each step, and a scan or a link check joins a path for every name it looks at.
    public static func path(_ folder: String, _ separator: StaticString, _ name: Substring) -> String {
        Bytes.joined(folder, separator, name)
    }

    /// `folder + separator + name` in one allocation.
    public static func path(_ folder: String, _ separator: StaticString, _ name: String) -> String {
        Bytes.joined(folder, separator, name[...])
    }

    /// The folder holding `path`, as `NSString.deletingLastPathComponent` gives it (`/a/b/` →
    /// `/a`, `/a` → `/`, `//a//b` → `/a`), and empty for a path without a folder (where
    /// Foundation's traps). Read on bytes: Foundation's version costs tens of thousands of
    /// instructions a call.
    public static func parent(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        var bytes: [UInt8] = []
        for byte in path.utf8 where !(byte == slash && bytes.last == slash) { bytes.append(byte) }
        if bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return "" }
        return last == 0 ? "/" : String(decoding: bytes[..<last], as: UTF8.self)
    }

    /// `path` made absolute against the current folder and with `.`/`..` and duplicate `/` removed.
    public static func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in base.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
