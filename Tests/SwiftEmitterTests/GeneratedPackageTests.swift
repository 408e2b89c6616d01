// The generated package's manifest and the rules for where it may be written.

import Foundation
import Testing

@testable import SwiftEmitter

@Suite("Generated package")
struct GeneratedPackageTests {
    private func temporaryFolder() -> String {
        NSTemporaryDirectory() + "docparity-generated-\(UUID().uuidString)"
    }

    @Test("the manifest depends on the engine by path or version, with the right package identity")
    func manifest() {
        let local = GeneratedPackage(name: "Transitions", engine: .path("/work/DocParity"))
        #expect(local.manifest.contains(".package(path: \"/work/DocParity\")"))
        #expect(local.manifest.contains(".product(name: \"TransitionEngine\", package: \"docparity\")"))
        #expect(local.manifest.contains(".product(name: \"SampleHarness\", package: \"docparity\")"))
        let remote = GeneratedPackage(
            name: "Transitions", engine: .remote(url: "https://example.com/org/DocParity.git", version: "0.2.0"))
        #expect(remote.manifest.contains("from: \"0.2.0\""))
        #expect(remote.manifest.contains("package: \"docparity\""))
    }

    @Test("hostile package and file names stay inside the package")
    func hostileNames() {
        var package = GeneratedPackage(name: "x\"; exit(1)", engine: .path("/e"))
        package.addSource("../../etc/passwd", "")
        package.addTest("..\\evil.swift", "")
        #expect(package.files.keys.allSatisfy { !$0.contains("..") && !$0.contains("\\") })
        #expect(!package.manifest.contains("exit(1)\""))
        #expect(package.name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    @Test("writes into a new folder, replaces its own output, refuses anything else")
    func writing() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var package = GeneratedPackage(name: "Transitions", engine: .path("/e"))
        package.addSource("A.swift", "// a\n")
        try package.write(to: folder)
        #expect(FileManager.default.fileExists(atPath: folder + "/Sources/TransitionsModels/A.swift"))
        #expect(FileManager.default.fileExists(atPath: folder + "/" + GeneratedPackage.marker))
        try package.write(to: folder)

        let foreign = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: foreign) }
        try FileManager.default.createDirectory(atPath: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: foreign + "/notes.txt"))
        #expect(throws: GeneratedPackage.WriteError.self) { try package.write(to: foreign) }
        #expect(FileManager.default.fileExists(atPath: foreign + "/notes.txt"))
    }
}

@Suite("Generated package: article names")
struct GeneratedArticleNameTests {
    @Test("articles that share a file name are told apart by their folders, then by number")
    func uniqueNames() {
        var package = GeneratedPackage(name: "Docs", engine: .path("/e"))
        #expect(package.articleName(for: "docs/ios/gaming/index.md") == "index")
        #expect(package.articleName(for: "docs/ios/arkit/index.md") == "arkit_index")
        #expect(package.articleName(for: "docs/mac/arkit/index.md") == "mac_arkit_index")
        #expect(package.articleName(for: "docs/mac/arkit/index.md") == "docs_mac_arkit_index")
        #expect(package.articleName(for: "docs/mac/arkit/index.md") == "docs_mac_arkit_index_2")
        // A case-insensitive disk would take these for one file.
        #expect(package.articleName(for: "guides/Index.md") == "guides_Index")
        #expect(package.articleName(for: "transitions.md") == "transitions")
        #expect(package.articleName(for: "") == "article")
    }
}
