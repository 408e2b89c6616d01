// Tests for CorpusPaths: link targets answered from what the scan saw, always as the disk
// would answer them, including after symbolic links, in hidden folders and with dot segments.

import Foundation
import Testing

@testable import Corpus

@Suite("CorpusPaths")
struct CorpusPathsTests {
    /// A locale tree with images, a hidden folder, a folder link and a dangling link.
    private func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree([
            "en-us/guide/a.md": "# A", "en-us/guide/media/a/one.png": "png", "en-us/other/b.md": "# B",
            "en-us/.hidden/c.md": "# C", "fr-fr/guide/a.md": "# A", "fr-fr/other/b.md": "# B",
            "outside/far/x.md": "# X",
        ])
        // `fr-fr/guide/far` links to `outside/far`: `far/..` is `outside`, not `fr-fr/guide`.
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/fr-fr/guide/far", withDestinationPath: tree.root + "/outside/far")
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/en-us/guide/gone.png", withDestinationPath: tree.root + "/nowhere.png")
        return tree
    }

    private func scan(_ tree: TemporaryTree) throws -> CorpusPaths {
        try CorpusScanner(configuration: Configuration()).scan(tree.root).paths
    }

    @Test("memory settles plain targets: present, missing in a listed folder, below a missing folder")
    func settledFromMemory() throws {
        let tree = try tree()
        let paths = try scan(tree)
        let guide = tree.root + "/en-us/guide"
        #expect(paths.known(guide + "/media/a/one.png") == true)
        #expect(paths.known(guide + "/media") == true)
        #expect(paths.known(guide + "/media/a/two.png") == false)
        #expect(paths.known(guide + "/images/a/one.png") == false)
        #expect(paths.known(guide + "/../other/b.md") == true)
        #expect(paths.known(guide + "/./media//a/one.png") == true)
    }

    @Test("the disk answers what the scan did not see or cannot resolve in memory")
    func leftToTheDisk() throws {
        let tree = try tree()
        let paths = try scan(tree)
        let root = tree.root
        // A hidden folder is listed but not walked; a dangling link is listed but not a file.
        #expect(paths.known(root + "/en-us/.hidden/c.md") == nil)
        #expect(paths.known(root + "/en-us/guide/gone.png") == nil)
        // `..` after a folder link, a trailing slash, a relative path, above the root.
        #expect(paths.known(root + "/fr-fr/guide/far/../far/x.md") == nil)
        #expect(paths.known(root + "/en-us/guide/media/") == nil)
        #expect(paths.known("en-us/guide/a.md") == nil)
        #expect(paths.known(root + "/../elsewhere.md") == nil)
        #expect(CorpusPaths().known(root + "/en-us/guide/a.md") == nil)
    }

    @Test("names match byte for byte, whatever the disk's case and normalization rules")
    func byteExactNames() throws {
        let tree = try TemporaryTree(["en-us/caf\u{E9}/a.md": "# A", "fr-fr/caf\u{E9}/a.md": "# A"])
        let paths = try scan(tree)
        let folder = tree.root + "/en-us/caf\u{E9}"
        #expect(paths.exists(folder + "/a.md"))
        // Swift's `==` takes these spellings for equal; a case-sensitive server does not. The scan's
        // names settle them (`known`), whatever the disk would say.
        #expect(paths.known(tree.root + "/en-us/cafe\u{301}/a.md") == false)
        #expect(paths.known(folder + "/A.md") == false)
        #expect(!paths.exists(tree.root + "/en-us/cafe\u{301}/a.md"))
        #expect(!paths.exists(folder + "/A.md"))
        // A NUL byte (from `%00`) ends the path for `stat`, never a name.
        #expect(!paths.exists(folder + "/a.md\u{0}x"))
        #expect(!paths.exists(tree.root + "/en-us/CAF\u{C9}/a.md"))
    }

    @Test("every answer is the disk's, over targets built from the tree's names")
    func agreesWithTheDisk() throws {
        let tree = try tree()
        let paths = try scan(tree)
        let bases = ["/en-us/guide", "/fr-fr/guide", "/fr-fr/guide/far", "/en-us", "/outside/far", ""]
        let targets = [
            "a.md", "b.md", "x.md", "one.png", "gone.png", "media", "media/", "media/a/one.png", "media/a/two.png",
            "../other/b.md", "../../outside/far/x.md", "far/x.md", "far/../far/x.md", "far/../../guide/a.md",
            "./a.md", ".hidden/c.md", "../.hidden/c.md", "guide//a.md", "a.md/..", "a.md/.", "images/x.png",
            "../../../../../../../../../etc/hostname", "far/./x.md", "../en-us/guide/a.md",
        ]
        var settledInMemory = 0
        for base in bases {
            for target in targets {
                let path = tree.root + base + "/" + target
                #expect(paths.exists(path) == FileSystem.exists(path), "\(base)/\(target)")
                if paths.known(path) != nil { settledInMemory += 1 }
            }
        }
        // The comparison is not only with the disk asking itself: memory answers most targets.
        #expect(settledInMemory > bases.count * targets.count / 2)
    }
}
