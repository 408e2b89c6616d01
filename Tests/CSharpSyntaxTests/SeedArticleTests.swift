// The seed article ("View Controller Transitions") in five locales: every C# block parses, and the
// only diagnostics are the article's own defects (';' inside object initializers, a missing ';').

import CSharpSyntax
import Foundation
import Testing

@Suite("Seed article")
struct SeedArticleTests {
    /// The seed article in the repository (`samples/transitions`, the same files as ../shared/seeds).
    static let seedsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../samples/transitions")

    /// Each locale's article, relative to `seedsFolder`.
    static var seedFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)) ?? []).filter {
            $0.contains("-") && !$0.contains(".")
        }
        .sorted().map { "\($0)/transitions.md" }
    }

    /// Per C# block: the expected form and diagnostics (`id@line:col`).
    static let expected: [(SnippetForm, [String])] = [
        (.statements, []),
        (.statements, ["CS1003@4:65"]),
        (.compilationUnit, []),
        (.compilationUnit, []),
        (.members, ["CS1003@19:59", "CS1002@20:10"]),
        (.members, ["CS1003@14:54", "CS1002@15:10"]),
        (.statements, []),
    ]

    @Test(.enabled(if: !seedFiles.isEmpty, "seed article samples/transitions not found"), arguments: seedFiles)
    func blocksParseWithOnlyTheArticleDefects(file: String) throws {
        let text = try String(contentsOf: Self.seedsFolder.appendingPathComponent(file), encoding: .utf8)
        let blocks = FencedCodeBlocks.csharpBlocks(in: text)
        try #require(blocks.count == Self.expected.count)
        for (block, (form, diagnostics)) in zip(blocks, Self.expected) {
            let snippet = CSharpSnippet.parse(block.code)
            #expect(snippet.form == form, "block at line \(block.fenceLine)")
            #expect(
                snippet.diagnostics.map { "\($0.id)@\($0.range.start)" } == diagnostics,
                "block at line \(block.fenceLine)")
            for diagnostic in snippet.diagnostics where diagnostic.id.rawValue == "CS1003" {
                #expect(diagnostic.message == "unexpected ';' in object initializer; expected ',' or '}'")
                #expect(diagnostic.range.byteRange.count == 1)
            }
            for diagnostic in snippet.diagnostics where diagnostic.id.rawValue == "CS1002" {
                // Right after the initializer's closing brace.
                let before = Array(snippet.source.utf8)[diagnostic.range.start.offset - 1]
                #expect(before == UInt8(ascii: "}"))
            }
        }
    }

    @Test(.enabled(if: !seedFiles.isEmpty, "seed article samples/transitions not found"))
    func overrideNamesDifferAcrossLocalesButParse() throws {
        // The drift the product looks for: some locales override `PresentingController`, others
        // `GetAnimationControllerForPresentedController`. Both parse as override methods.
        var names: Set<String> = []
        for file in Self.seedFiles {
            let text = try String(contentsOf: Self.seedsFolder.appendingPathComponent(file), encoding: .utf8)
            let block = FencedCodeBlocks.csharpBlocks(in: text)[2]
            let snippet = CSharpSnippet.parse(block.code)
            let type = try #require(snippet.members.first as? TypeDeclSyntax)
            let method = try #require(type.members.compactMap { $0 as? MethodDeclSyntax }.first)
            #expect(method.hasModifier("override"))
            names.insert(method.name.text)
        }
        #expect(names.count >= 1)
    }
}
