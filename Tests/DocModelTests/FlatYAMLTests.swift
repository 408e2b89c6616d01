// Tests for FlatYAML: where it reads front matter it agrees with Yams exactly (values and lines),
// on crafted cases and on every front matter of the seeds and the corpus sample; anything
// outside its subset is left to Yams.

import Foundation
import Testing

@testable import DocModel

@Suite("FlatYAML")
struct FlatYAMLTests {
    /// FlatYAML's reading of `yaml`, checked against Yams when FlatYAML accepts it.
    private func agreeing(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> [FrontMatter.Entry]?
    {
        let bytes = ArraySlice(Array(yaml.utf8))
        guard let flat = FlatYAML.entries(bytes, firstLine: 2) else { return nil }
        let (yams, problem) = FrontMatter.parseWithYams(bytes)
        #expect(problem == nil, "Yams rejects YAML FlatYAML accepted: \(yaml)", sourceLocation: sourceLocation)
        #expect(flat == yams.entries, "FlatYAML and Yams differ on: \(yaml)", sourceLocation: sourceLocation)
        return flat
    }

    @Test("plain, quoted and sequence values read as Yams reads them")
    func subset() throws {
        let entries = try #require(
            agreeing(
                """
                title: Pasar parámetros [C#], 100%
                ms.date: 08/05/2016
                ms.locfileid: "93371652"
                quoted: 'It''s here'
                no-loc:
                - Xamarin.Forms
                - "Xamarin.Essentials"
                empty:
                spaced:   value with  spaces   \r
                last: -1

                """))
        #expect(
            entries.map(\.key) == ["title", "ms.date", "ms.locfileid", "quoted", "no-loc", "empty", "spaced", "last"])
        #expect(entries.first { $0.key == "no-loc" }?.value == "Xamarin.Forms, Xamarin.Essentials")
        #expect(entries.first { $0.key == "spaced" }?.value == "value with  spaces")
        #expect(entries.map(\.line) == [2, 3, 4, 5, 6, 9, 10, 11])
        _ = try #require(agreeing("items:\n  - a\n  - b c\nnext: x\n"))
    }

    @Test("a repeated key is left to Yams, among few keys and among many")
    func repeatedKeys() {
        let many = (1...40).map { "key\($0): v\($0)" }
        #expect(FlatYAML.entries(ArraySlice(Array(many.joined(separator: "\n").utf8)), firstLine: 2)?.count == 40)
        for repeated in [many + ["key5: again"], many + ["key40: again"], Array(many.prefix(3)) + ["key2: again"]] {
            #expect(FlatYAML.entries(ArraySlice(Array(repeated.joined(separator: "\n").utf8)), firstLine: 2) == nil)
        }
    }

    @Test(
        "YAML outside the subset is left to Yams",
        arguments: [
            "a: [1, 2]", "a: {b: c}", "a: |\n  text", "a: >\n  text", "a: &x v", "a: *x", "a: !tag v",
            "a: \"esc\\\"aped\"", "a: v # comment", "# comment\na: v", "a: first\n  continued", "a:\n  b: c",
            "a: v\na: w", "a:\tv", "a: - b", "a: v:", "\"a\": v", "a b: v", "a:b", "a:\n- x\n  - y",
            "a: 'unclosed", "a: \"x\" y", "a: v\u{2028}w", "a: \u{FEFF}v", "- x", "a: @v", "a: `v`",
        ])
    func outsideSubset(yaml: String) {
        #expect(FlatYAML.entries(ArraySlice(Array(yaml.utf8)), firstLine: 2) == nil)
    }

    @Test("on thousands of generated YAML-like texts, FlatYAML either declines or agrees with Yams")
    func generatedAgreement() {
        // A fixed-seed generator over the characters that matter to YAML's flat subset.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = [
            "a", "b", "ms.date", "k-1", "_x", ":", ": ", " ", "  ", "-", "- ", "\"", "'", "''", "#", " #", "é", "[",
            "]", "{", "}", ",", "&", "*", "!", "|", ">", "%", "@", "`", "?", "~", "null", "1", "\\", "\n",
            "\n  ", "\n- ", "\r\n",
        ]
        var accepted = 0
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<(1 + next(12)) { text += pieces[next(pieces.count)] }
            if agreeing(text) != nil { accepted += 1 }
            if agreeing("key: " + text) != nil { accepted += 1 }
        }
        #expect(accepted > 100, "the generator should reach the flat subset often")
    }

    @Test("every front matter of the repository's samples, its small corpus and the corpus sample reads as with Yams")
    func corpusAgreement() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var checked = 0
        var flat = 0
        for folder in ["../../samples", "../Fixtures/corpus-mini", "../Fixtures/corpus-sample-frontmatter"] {
            let root = here.appendingPathComponent(folder).path
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".md"), let data = FileManager.default.contents(atPath: root + "/" + relative)
                else { continue }
                let bytes = [UInt8](data)
                guard bytes.starts(with: Array("---\n".utf8)),
                    let close = Self.range(of: Array("\n---".utf8), in: bytes)
                else { continue }
                checked += 1
                if agreeing(String(decoding: bytes[4...close], as: UTF8.self)) != nil { flat += 1 }
            }
        }
        // The repository's samples and small corpus hold 29 front matters, the corpus sample's (vendored
        // in Tests/Fixtures/corpus-sample-frontmatter) 450. Nearly every one is flat YAML.
        #expect(checked >= 479)
        #expect(flat * 10 >= checked * 9, "only \(flat) of \(checked) front matters were flat")
    }

    private static func range(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle)
        {
            return start
        }
        return nil
    }
}
