// Tests for positions, severities, fingerprints and the rule catalogue.

import Testing

@testable import Diagnostics

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("line table maps byte offsets to 1-based lines and UTF-8 columns")
    func lineTable() {
        let table = LineTable("ab\nçd\r\n\nx")
        #expect(table.lineCount == 4)
        #expect(table.location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
        #expect(table.location(ofOffset: 3) == SourceLocation(line: 2, column: 1))
        #expect(table.location(ofOffset: 5) == SourceLocation(line: 2, column: 3))
        #expect(table.location(ofOffset: 9) == SourceLocation(line: 4, column: 1))
        #expect(table.location(ofOffset: 99) == SourceLocation(line: 4, column: 2))
        #expect(table.byteRange(ofLine: 2) == 3..<7)
        #expect(table.byteRange(ofLine: 5) == nil)
    }

    @Test("line starts match a byte-by-byte reading, at and across the 32-byte blocks of the vector scan")
    func lineStartsAgainstReference() {
        func reference(_ bytes: [UInt8]) -> [Int] {
            [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        }
        var generator = SystemRandomNumberGenerator()
        var buffers: [[UInt8]] = [
            [], [0x0A], Array(repeating: 0x0A, count: 32), Array(repeating: 0x0A, count: 97),
            Array(repeating: 0x61, count: 64), Array(repeating: 0x61, count: 31) + [0x0A],
            Array(repeating: 0x61, count: 32) + [0x0A], [0x61, 0x0A, 0x0D, 0x0A, 0xC3, 0xA7],
        ]
        // Random lengths around the block size, from sparse line feeds to blocks full of them (more
        // than the four the vector loop writes at once).
        for density in [2, 4, 40, 1000] {
            for _ in 0..<200 {
                let count = Int.random(in: 0...200, using: &generator)
                buffers.append(
                    (0..<count).map { _ in Int.random(in: 0..<density, using: &generator) == 0 ? 0x0A : 0x61 })
            }
        }
        for bytes in buffers {
            let table = LineTable(bytes)
            #expect(table.lineStarts == reference(bytes), "\(bytes.count) bytes")
            #expect(table.length == bytes.count)
        }
    }

    @Test("severities order note < warning < error")
    func severities() {
        #expect(Severity.note < .warning && Severity.warning < .error)
        #expect(Severity.allCases.max() == .error)
    }

    @Test("fingerprints ignore line numbers but not line text, rule or locales")
    func fingerprints() {
        let location = FileLocation(
            locale: "fr-FR", path: "fr-FR/a.md", position: SourceLocation(line: 3, column: 1), lineText: "## A")
        let finding = Finding(
            ruleID: "r.x", severity: .error, kind: .drift, article: "a.md", message: "m", locations: [location])
        var moved = finding
        moved.locations[0].position.line = 30
        var otherText = finding
        otherText.locations[0].lineText = "## B"
        var otherRule = finding
        otherRule.ruleID = "r.y"
        #expect(finding.fingerprint == moved.fingerprint)
        #expect(finding.fingerprint != otherText.fingerprint && finding.fingerprint != otherRule.fingerprint)
        #expect(Fingerprint.hash(["a", "b"]) != Fingerprint.hash(["ab"]))
        #expect(Fingerprint.hash(["docparity"]).count == 16)
    }

    @Test("a finding's fingerprint is the hash of its parts joined, as baselines recorded it")
    func fingerprintParts() {
        let locations = ["fr-FR", "ja-JP"].map { locale in
            FileLocation(
                locale: locale, path: "\(locale)/a.md", position: SourceLocation(line: 3, column: 1), lineText: "## Ä")
        }
        let finding = Finding(
            ruleID: "r.x", severity: .error, kind: .drift, article: "a.md", message: "m 'x'", locations: locations)
        #expect(finding.fingerprint == Fingerprint.hash(["r.x", "a.md", "fr-FR,ja-JP", "## Ä", "m 'x'"]))
        // FNV-1a 64 of the empty input is its offset basis; of "a", the published test vector.
        #expect(Fingerprint.hash([""]) == "cbf29ce484222325")
        #expect(Fingerprint.hash(["a"]) == "af63dc4c8601ec8c")
    }

    @Test("the catalogue keeps the first of duplicate ids and merges in order")
    func catalogue() {
        let a = RuleDescriptor(id: "a.one", defaultSeverity: .error, summary: "first", explanation: "")
        let duplicate = RuleDescriptor(id: "a.one", defaultSeverity: .note, summary: "second", explanation: "")
        let b = RuleDescriptor(id: "b.two", defaultSeverity: .warning, summary: "", explanation: "")
        let catalogue = RuleCatalogue([a, duplicate]).merged(with: RuleCatalogue([b]))
        #expect(catalogue.ids == ["a.one", "b.two"])
        #expect(catalogue["a.one"]?.summary == "first" && catalogue["missing"] == nil)
    }
}
