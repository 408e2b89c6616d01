// Byte-level path and locale-tag helpers agree with what they replaced: Foundation's
// `deletingLastPathComponent`, and the character-level reading of locale tags.

import Foundation
import Testing

@testable import Corpus

@Suite("Paths and locale tags")
struct PathAndTagTests {
    @Test(
        "parent(of:) is NSString's deletingLastPathComponent",
        arguments: [
            "/a/b/c", "/a/b/", "/a/b//", "/a", "/", "a/b", "//a//b", "/tmp/x/es-ES", "/é/ü/名前",
            "/a//", "./a", "../a/b",
        ])
    func parent(path: String) {
        #expect(FileSystem.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }

    @Test("a path without a folder has an empty parent (Foundation's traps on it)")
    func noFolder() {
        #expect(FileSystem.parent(of: "").isEmpty)
        #expect(FileSystem.parent(of: "a").isEmpty)
        #expect(FileSystem.parent(of: "a/").isEmpty)
    }

    @Test(
        "locale tags: a known language, then ASCII letter-or-digit parts of 2 to 8",
        arguments: [
            ("es-es", true), ("zh-Hant", true), ("ja", true), ("ES-ES", true), ("pt-br", true), ("es-419", true),
            ("docs", false), ("ios", false), ("api", false), ("es-", false), ("es--es", false), ("es-e", false),
            ("es-abcdefghi", false), ("es-é1", false), ("és-es", false), ("", false), ("-es", false), ("xx-yy", false),
            ("es-es_x", false), ("de-CH-1901", true),
        ])
    func locale(tag: String, isLocale: Bool) {
        #expect(LocaleTag.isLocale(tag) == isLocale, "\(tag)")
    }
}
