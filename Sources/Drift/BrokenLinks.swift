// BrokenLinks: link Markdown that does not parse because a space came between `]` and `(`, as
// machine translation writes it (`[ `Measure` ] (XREF: Xamarin.Forms . VisualElement. Measure)`).
// The text is no link, so a locale whose links work looks as if it had links the damaged one
// lacks. Where another locale's section links the same target (compared without case or spaces),
// the damaged link stands for it in the comparison, and `link.malformed` reports the damage
// where it is.

import ByteKeys
import DocModel

/// The damaged links of one document, found in one pass over its lines.
struct BrokenLinks {
    /// A link written `[text] (target)`.
    struct Link {
        let line: Int
        let column: Int
        /// The target as written.
        let target: String
        /// The target lower-cased, without white space: what it is matched on.
        let key: String

        /// Whether the target is an xref or a URL, which text in parentheses never is by chance.
        var isUnmistakable: Bool { BrokenLinks.isUnmistakable(key) }
    }

    let links: [Link]

    /// The longest target read, in bytes.
    static let maximumTarget = 1_000

    /// Scans `document` for `]`, white space, `(` and a target that looks like one.
    init(_ document: Document) {
        links = document.source.bytes.withUnsafeBufferPointer { bytes in
            var found: [Link] = []
            var index = 0
            while let bracket = Bytes.firstIndex(of: UInt8(ascii: "]"), in: bytes, from: index) {
                index = bracket + 1
                var open = bracket + 1
                while open < bytes.count, bytes[open] == UInt8(ascii: " ") || bytes[open] == UInt8(ascii: "\t") {
                    open += 1
                }
                guard open > bracket + 1, open < bytes.count, bytes[open] == UInt8(ascii: "(") else { continue }
                // The target up to the matching `)` on the same line, within `maximumTarget` bytes
                // (a line of many `] (` and no `)` would otherwise be read to its end from each).
                var depth = 1
                var close = open + 1
                let limit = min(bytes.count, open + 1 + Self.maximumTarget)
                while close < limit, bytes[close] != 0x0A {
                    if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[close] == UInt8(ascii: ")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                if !(close < limit && bytes[close] == UInt8(ascii: ")")) {
                    // Machine translation also drops parentheses: an xref or URL left open is as
                    // damaged, up to the first ')' (or the line's end).
                    let rest = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).trimmingWhitespace()
                    guard Self.isUnmistakable(Self.key(String(rest.prefix(8)))) else {
                        index = open + 1
                        continue
                    }
                    close = (open + 1..<close).first { bytes[$0] == UInt8(ascii: ")") } ?? close
                }
                let target = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).trimmingWhitespace()
                if Self.looksLikeTarget(target) {
                    let location = document.source.location(ofOffset: bracket)
                    found.append(
                        Link(line: location.line, column: location.column, target: target, key: Self.key(target)))
                }
                index = close + 1
            }
            return found
        }
    }

    /// What a damaged xref is matched on when its whole key matches nothing: the member before
    /// its parameter list, its ASCII letters and digits only, without the words machine
    /// translation put in (`xref: を使用する Xamarin.Forms 。ViewExtensions. RelScaleTo ( …)` is
    /// `xref:xamarinformsviewextensionsrelscaleto`). Nil for other targets.
    static func memberKey(_ key: String) -> String? {
        guard key.hasPrefix("xref:") else { return nil }
        // Letters and digits only: translation also turns the dots into its own (`。`).
        let member = key.utf8.dropFirst("xref:".utf8.count).prefix { $0 != UInt8(ascii: "(") }.filter(isNameByte)
        guard !member.isEmpty else { return nil }
        return "xref:" + String(decoding: member, as: UTF8.self)
    }

    /// What a damaged xref is matched on when its member key matches nothing either (machine
    /// translation also drops words of the path: `xref: … Xamarin.Forms 。ShouldInvalidateOnChildAdded
    /// ( …)` lost its `Layout.`): the last name before its parameter list, its ASCII letters and
    /// digits only (`xref:shouldinvalidateonchildadded`). Nil for other targets, and for a name
    /// shorter than eight letters (`Measure`, `Layout` name many members).
    static func lastMemberKey(_ key: String) -> String? {
        guard key.hasPrefix("xref:") else { return nil }
        let path = key.utf8.dropFirst("xref:".utf8.count).prefix { $0 != UInt8(ascii: "(") }
        let last = path.reversed().drop { !isNameByte($0) }.prefix(while: isNameByte)
        guard last.count >= 8 else { return nil }
        return "xref:" + String(decoding: last.reversed(), as: UTF8.self)
    }

    /// Whether a byte of a key (lower-cased) belongs to a name: an ASCII letter or digit.
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// Whether a key (or its start) is an xref or a URL.
    static func isUnmistakable(_ key: String) -> Bool {
        key.hasPrefix("xref:") || key.hasPrefix("http://") || key.hasPrefix("https://")
    }

    /// `target` lower-cased without white space. ASCII targets (nearly all) are folded byte by
    /// byte; others through Unicode's case mapping and white-space property.
    static func key(_ target: String) -> String {
        guard target.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(target.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
        }
        var key: [UInt8] = []
        key.reserveCapacity(target.utf8.count)
        for byte in target.utf8 where !(0x09...0x0D).contains(byte) && byte != 0x20 {
            key.append(LinkTarget.asciiLowercased(byte))
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// Whether text in parentheses after `] ` is a link target: an xref, a URL, a path.
    static func looksLikeTarget(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("xref:") || lower.hasPrefix("http://") || lower.hasPrefix("https://")
            || lower.hasPrefix("~/") || lower.hasPrefix("../") || lower.hasPrefix("./")
            || (lower.hasPrefix("/") && !lower.hasPrefix("//")) || lower.hasSuffix(".md")
    }
}
