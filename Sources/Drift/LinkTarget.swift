// LinkTarget: link targets made comparable across locales. Two targets are the same when they
// differ only in: a locale segment (`/de-de/`), a trailing `/`, a `#lightbox` suffix (DocFX's
// image viewer), the scheme (`http` or `https`), the case of the host or of a percent escape, an
// unreserved character written as an escape (`%7E` for `~`), how the query escapes a character
// (`?q=a%2Bb`, `?q=a+b`), the docs' own host (`https://docs.microsoft.com/xamarin/x` is
// `/xamarin/x`; the hosts are configurable), or the letter case of a fragment and `_` for `-` in
// it (`#Caching_Images` is `#caching-images`: older translations link the explicit anchors
// `<a name="Caching_Images" />` the source once had, which they keep above the renamed headings).

import Foundation

/// Comparable forms of link targets.
enum LinkTarget {
    /// `target` in the form it is compared in, given the hosts that serve the docs themselves.
    static func comparable(_ target: String, docsHosts: Set<String>) -> String {
        var text = target
        if text.hasSuffix("#lightbox") { text.removeLast("#lightbox".count) }
        // What the target holds, in one pass over its bytes: most targets hold no escape and no
        // fragment to normalize, and are not copied (a `Sequence` walk of a string's UTF-8 view
        // for each question cost ten times as much).
        let (hasEscape, fragmentToNormalize) = text.withUTF8 { bytes -> (Bool, Bool) in
            var hasEscape = false
            var hash: Int?
            var fragmentToNormalize = false
            for (index, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "%") { hasEscape = true }
                if hash == nil {
                    if byte == UInt8(ascii: "#") { hash = index }
                } else if byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
                    fragmentToNormalize = true
                }
            }
            if let hash, fragmentToNormalize, bytes[(hash + 1)...].starts(with: "tab/".utf8) {
                fragmentToNormalize = false
            }
            return (hasEscape, fragmentToNormalize)
        }
        if fragmentToNormalize { text = withNormalizedFragment(text) }
        text = withoutScheme(text, docsHosts: docsHosts)
        if hasEscape { text = percentNormalized(text) }
        return CheckContext.normalizedLink(text)
    }

    /// A relative link to an article written from the docs root: `effects.md` in
    /// `docs/a/b/x.md` is `~/a/b/effects.md`, as another locale may write it (`~/` is the folder
    /// that holds the article's top folder, `docs/` or the locale root). Other targets (URLs,
    /// site paths, fragments, media) are returned as they are.
    static func fromDocsRoot(_ target: String, article: String) -> String {
        guard !target.hasPrefix("~/"), !target.hasPrefix("/"), !target.hasPrefix("#"),
            CheckContext.relativeFile(target) != nil
        else { return target }
        let pathEnd = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
        let path = target[..<pathEnd]
        guard path.hasSuffix(".md") || path.hasSuffix(".yml") else { return target }
        var folders = article.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        if folders.first == "docs" { folders = folders.dropFirst() }
        var resolved = Array(folders)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !resolved.isEmpty else { return target }
                resolved.removeLast()
            default: resolved.append(part)
            }
        }
        return "~/" + resolved.joined(separator: "/") + target[pathEnd...]
    }

    /// `target` with its fragment's ASCII letters lower-cased and `_` made `-`; DocFX tab ids
    /// (`#tab/windows`) are kept as written.
    static func withNormalizedFragment(_ target: String) -> String {
        let bytes = Array(target.utf8)
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")), !bytes[(hash + 1)...].starts(with: "tab/".utf8)
        else { return target }
        var normalized = bytes
        for index in (hash + 1)..<normalized.count {
            let byte = normalized[index]
            normalized[index] = byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : asciiLowercased(byte)
        }
        return normalized == bytes ? target : String(decoding: normalized, as: UTF8.self)
    }

    /// `https://host/path` for `http://host/path` and `https://host/path` (host lower-cased), and
    /// `/path` when the host serves the docs.
    static func withoutScheme(_ target: String, docsHosts: Set<String>) -> String {
        // The scheme tested on bytes: most targets have none, and lower-casing a prefix of each
        // was 2 % of checking corpus-sample.
        let schemeLength =
            startsCaseInsensitive(target, "https://") ? 8 : startsCaseInsensitive(target, "http://") ? 7 : 0
        guard schemeLength > 0 else { return target }
        let bytes = Array(target.utf8)
        var hostEnd = schemeLength
        while hostEnd < bytes.count, bytes[hostEnd] != UInt8(ascii: "/"), bytes[hostEnd] != UInt8(ascii: "?"),
            bytes[hostEnd] != UInt8(ascii: "#")
        {
            hostEnd += 1
        }
        let host = String(
            decoding: bytes[schemeLength..<hostEnd].map(asciiLowercased), as: UTF8.self)
        let path = String(decoding: bytes[hostEnd...], as: UTF8.self)
        if docsHosts.contains(host) { return path.hasPrefix("/") ? path : "/" + path }
        return "https://" + host + path
    }

    /// `byte` with an ASCII capital made lower-case.
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }

    /// Whether `text` starts with `prefix` (lower-case ASCII), ignoring the case of ASCII letters.
    static func startsCaseInsensitive(_ text: String, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard text.utf8.count >= count else { return false }
        var index = text.utf8.startIndex
        for offset in 0..<count {
            if asciiLowercased(text.utf8[index]) != prefix.utf8Start[offset] { return false }
            index = text.utf8.index(after: index)
        }
        return true
    }

    /// Percent escapes with upper-case hex digits, and unreserved characters (RFC 3986:
    /// letters, digits, `-._~`) unescaped; in the query (after `?`), every printable ASCII
    /// character but `%` unescaped, and `+` read as the space it stands for there: a query's
    /// spelling is the server's business (`term=a%2Bb`, `term=a+b`), while in a path an escaped
    /// `/` names another file.
    static func percentNormalized(_ target: String) -> String {
        let bytes = Array(target.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var inQuery = false
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hex(bytes[index + 1]),
                let low = hex(bytes[index + 2])
            {
                let value = high << 4 | low
                let unreserved =
                    (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || (0x30...0x39).contains(value)
                    || value == 0x2D || value == 0x2E || value == 0x5F || value == 0x7E
                if inQuery && value == 0x20 {
                    out.append(UInt8(ascii: "+"))
                } else if unreserved || (inQuery && (0x21...0x7E).contains(value) && value != 0x25) {
                    out.append(value)
                } else {
                    out.append(contentsOf: "%".utf8)
                    out.append(contentsOf: String(format: "%02X", value).utf8)
                }
                index += 3
            } else {
                if bytes[index] == UInt8(ascii: "?") { inQuery = true }
                if bytes[index] == UInt8(ascii: "#") { inQuery = false }
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
