// ReplacementFixes: where a finding names one value a drifted locale writes instead of the
// reference's (a link target, an image source, an anchor), the fix SARIF carries: that value's
// exact place on its line and the reference's value to put there. Only a value found written
// exactly once in the expected syntax right where the finding points gets one: a reference-style
// link, a target broken over lines or written with escapes is left to the reader.

import ByteKeys
import Diagnostics

/// A proposed replacement, before it is placed in a locale's file (`CheckContext.drift`).
typealias ReplacementFix = (index: Int, position: SourceLocation, deleted: String, inserted: String)

extension CheckContext {
    /// What comes right before a link's target or an image's source: `](`.
    static let targetOpeners = ["]("]
    /// What may follow a target: the closing parenthesis, a space before a title, the end of
    /// the line.
    static let targetClosers: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: " "), UInt8(ascii: "\t")]
    /// What comes right before an anchor's name: an HTML attribute or a `{#id}` suffix.
    static let anchorOpeners = ["name=\"", "id=\"", "name='", "id='", "{#"]
    /// What may follow an anchor's name.
    static let anchorClosers: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "}")]

    /// A fix replacing `written` — a value locale `locale` writes on `place`'s line, after one of
    /// `openers`, at or after `place`'s column, followed by one of `closers` or the line's end —
    /// with `replacement`, or nil when it is not found there exactly once, or when the
    /// replacement names the reference's locale (`/es-es/`: not the drifted locale's to take).
    func replacementFix(
        locale: Int, at place: SourceLocation, written: String, replacement: String, openers: [String],
        closers: Set<UInt8>
    ) -> ReplacementFix? {
        guard !written.isEmpty, !replacement.isEmpty, written != replacement,
            !replacement.utf8.contains(UInt8(ascii: "\n")),
            !Self.namesLocale(replacement, articles[reference].locale)
        else { return nil }
        let line = articles[locale].document.source.lineBytes(place.line)
        var found: Int?
        for opener in openers {
            let pattern = Array(opener.utf8) + Array(written.utf8)
            let hits = line.withUnsafeBufferPointer { bytes in
                pattern.withUnsafeBufferPointer { pattern -> [Int] in
                    var hits: [Int] = []
                    var start = max(0, place.column - 1)
                    while let hit = Bytes.firstIndex(of: pattern, in: bytes, from: start) {
                        let end = hit + pattern.count
                        if end == bytes.count || closers.contains(bytes[end]) { hits.append(hit) }
                        start = hit + 1
                    }
                    return hits
                }
            }
            // A second place on the line is ambiguous: no fix.
            if hits.count + (found == nil ? 0 : 1) > 1 { return nil }
            if let hit = hits.first { found = hit + opener.utf8.count }
        }
        guard let found else { return nil }
        return (locale, SourceLocation(line: place.line, column: found + 1), written, replacement)
    }

    /// Whether `value` holds the path segment `/<locale>/` (any case).
    static func namesLocale(_ value: String, _ locale: String) -> Bool {
        Bytes.contains("/\(locale.lowercased())/", in: value.lowercased())
    }
}
