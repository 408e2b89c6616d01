// Stress tests: nesting beyond the depth limit, large garbage input in bounded time, random fuzzing,
// and exact ranges for every token.

import CSharpSyntax
import Foundation
import Testing

@Suite("Stress")
struct StressTests {
    @Test(arguments: ["(", "[", "{", "-", "new A(", "x => ", "a ?? ", "if (a) ", "class C { ", "(int)", "$\"{("])
    func deepNestingGivesADiagnosticNotACrash(opener: String) {
        let source = String(repeating: opener, count: 5_000) + "x"
        let snippet = CSharpSnippet.parse(source)
        #expect(!snippet.diagnostics.isEmpty)
    }

    @Test func nestingLimitHasItsOwnDiagnostic() {
        let snippet = CSharpSnippet.parse(
            "x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + ";")
        #expect(snippet.diagnostics.contains { $0.id.rawValue == "CSP0002" })
    }

    @Test func megabyteOfGarbageParsesQuickly() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("abcXYZ019 \n\t(){}[];,.<>=+-*/!?:\"'@$#&|^~%\\`_")
        var text = ""
        text.reserveCapacity(1_048_576)
        for _ in 0..<1_048_576 { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
        let clock = ContinuousClock()
        var snippet: SnippetSyntax?
        let elapsed = clock.measure { snippet = CSharpSnippet.parse(text) }
        #expect(snippet != nil)
        // Debug builds are several times slower than release; the release figure is in docs/csharp-parser.md.
        #expect(elapsed < .seconds(10), "1 MB of garbage took \(elapsed)")
        print("1 MB garbage: \(elapsed), \(snippet?.diagnostics.count ?? 0) diagnostics")
    }

    /// Long flat chains build left-deep trees; their depth is bounded so releasing or dumping the tree
    /// cannot overflow the stack (found by a 500 000-link chain crashing in deallocation).
    @Test(arguments: ["parentheses", "member chain", "call chain", "additions", "qualified type", "or patterns"])
    func pathologicalChainsAreBounded(shape: String) {
        let source =
            switch shape {
            case "parentheses": String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
            case "member chain": "x = " + String(repeating: "a.", count: 100_000) + "b;"
            case "call chain": "f" + String(repeating: "()", count: 100_000) + ";"
            case "additions": "x = " + String(repeating: "a + ", count: 50_000) + "b;"
            case "qualified type": String(repeating: "a.", count: 100_000) + "b c;"
            default: "x is " + String(repeating: "1 or ", count: 50_000) + "2;"
            }
        let clock = ContinuousClock()
        var snippet: SnippetSyntax?
        let elapsed = clock.measure { snippet = CSharpSnippet.parse(source) }
        #expect(snippet?.diagnostics.contains { $0.id.rawValue == "CSP0002" } == true)
        #expect(elapsed < .seconds(10))
        #expect(snippet?.dump().isEmpty == false)
    }

    @Test func megabyteOfRealisticCodeParsesQuickly() {
        let unit = """
            public override void ViewDidLoad () {
                base.ViewDidLoad ();
                var v = new UIView (new CGRect (0, 0, 100, 100)) { BackgroundColor = UIColor.Red };
                button.TouchUpInside += (sender, e) => { v.Alpha = (nfloat)0.5f * (x ?? 1); };
            }

            """
        let text = String(repeating: unit, count: 1_048_576 / unit.utf8.count)
        let clock = ContinuousClock()
        var snippet: SnippetSyntax?
        let elapsed = clock.measure { snippet = CSharpSnippet.parse(text) }
        #expect(snippet?.diagnostics.isEmpty == true)
        #expect(elapsed < .seconds(10), "1 MB of code took \(elapsed)")
        print("1 MB code: \(elapsed)")
    }

    @Test(arguments: 0..<200)
    func randomMutationsOfRealCodeNeverCrash(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var bytes = Array(Self.sample.utf8)
        for _ in 0..<8 {
            let i = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 3 {
            case 0: bytes.remove(at: i)
            case 1: bytes.insert(Array("{}();,.=\"'<>[]".utf8)[Int(generator.next() % 14)], at: i)
            default: bytes[i] = Array("{}();,.=".utf8)[Int(generator.next() % 8)]
            }
        }
        let source = String(decoding: bytes, as: UTF8.self)
        let snippet = CSharpSnippet.parse(source)
        let size = source.utf8.count
        for node in snippet.root.descendants() {
            #expect(node.range.start.offset <= node.range.end.offset && node.range.end.offset <= size)
        }
    }

    @Test func tokenRangesCoverTheirExactText() {
        let source = Self.sample
        let bytes = Array(source.utf8)
        for token in CSharpSnippet.tokenize(source).tokens {
            #expect(String(decoding: bytes[token.range.byteRange], as: UTF8.self) == token.text)
            for trivia in token.leadingTrivia(in: source) + token.trailingTrivia(in: source) {
                #expect(String(decoding: bytes[trivia.range.byteRange], as: UTF8.self) == trivia.text)
            }
        }
    }

    static let sample = """
        // Sample: a class with a lambda, an initializer and an interpolated string.
        public class ControllerOne : UIViewController {
            UIButton showTwo;
            public override void ViewDidLoad () {
                base.ViewDidLoad ();
                showTwo.TouchUpInside += (object sender, EventArgs e) => {
                    var c = new ControllerTwo () { ModalPresentationStyle = UIModalPresentationStyle.Custom };
                    Console.WriteLine ($"presented {c.Title,10:F2} at {DateTime.Now}");
                    this.PresentViewController (c, true, null);
                };
            }
        }
        """
}

/// A small deterministic random generator for reproducible stress input.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
