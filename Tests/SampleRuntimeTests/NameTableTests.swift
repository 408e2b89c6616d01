// Tests for NameTable: names match exactly as `String` dictionary keys did, ASCII names through
// byte hashes, and dotted names fall back to their last part.

import Testing

@testable import SampleCompiler

@Suite("Name tables")
struct NameTableTests {
    @Test("ASCII names match by their bytes, dotted names by their last part")
    func asciiAndDottedNames() {
        let table = NameTable(["UIView": 1, "UIViewController": 2, "String": 3])
        #expect(table["UIView"] == 1 && table["UIViewController"] == 2)
        #expect(table["uiview"] == nil && table["UIViewControllerX"] == nil)
        #expect(table.entry("UIKit.UIView") == 1 && table.entry("A.B.String") == 3)
        #expect(table.entry("UIView.") == nil && table.entry("Missing.Type") == nil)
        // Long names hash eight bytes at a time; a dot in any word is found.
        let long = NameTable(["AVeryLongTypeNameIndeed": 4])
        #expect(long.entry("Some.Namespace.AVeryLongTypeNameIndeed") == 4)
        #expect(NameKey("Some.Namespace.X").afterLastDot == 15 && NameKey("NoDots").afterLastDot == nil)
    }

    @Test("names with other characters match as strings do, by canonical equivalence")
    func canonicalEquivalence() {
        // "é" precomposed and decomposed; the Kelvin sign and the letter K.
        var table = NameTable(["Caf\u{E9}": 1, "K": 2])
        #expect(table["Cafe\u{301}"] == 1 && table["Caf\u{E9}"] == 1)
        #expect(table["\u{212A}"] == 2)
        let kelvin = NameTable(["\u{212A}elvin": 3])
        #expect(kelvin["Kelvin"] == 3 && kelvin.entry("Units.Kelvin") == 3)
        // Setting an equal name replaces the entry, as in a String dictionary.
        table["Cafe\u{301}"] = 5
        #expect(table["Caf\u{E9}"] == 5)
        table["K"] = 6
        #expect(table["\u{212A}"] == 6)
        let strings: [String: Int] = ["Caf\u{E9}": 1, "K": 2]
        #expect(strings["Cafe\u{301}"] == 1 && strings["\u{212A}"] == 2, "the behaviour matched")
    }
}

@Suite("Position keys")
struct PositionKeyTests {
    @Test("a dictionary of position keys finds every key")
    func dictionary() {
        var places: [PositionKey: Int] = [:]
        let keys = (0..<4000).map { $0 &* 1_000_003 &+ ($0 % 80) &* 131 }
        for (index, key) in keys.enumerated() { places[PositionKey(key)] = index }
        #expect(places.count == keys.count)
        #expect(keys.indices.allSatisfy { places[PositionKey(keys[$0])] == $0 })
        #expect(places[PositionKey(-1)] == nil)
    }
}
