// Strings made from text already checked (`String(validUTF8:)`) are the strings
// `String(decoding:)` makes, short or long, ASCII or not, and compare and hash as they do.

import Testing

@testable import DocModel

@Suite("Strings of checked UTF-8")
struct ValidUTF8Tests {
    static let samples = [
        "", "a", "ViewDidLoad", "exactly 15 byte", "sixteen bytes ok", "https://docs.microsoft.com/xamarin/ios/",
        "zażółć gęślą jaźń", "こんにちは世界、ポーランド語のテキスト", "e\u{301} combining", "emoji 🧩 in the middle of a long line",
    ]

    @Test("equal to String(decoding:) from buffers, slices and C strings")
    func sameStrings() {
        for text in Self.samples {
            let bytes = Array(text.utf8)
            let decoded = String(decoding: bytes, as: UTF8.self)
            let fromBuffer = bytes.withUnsafeBufferPointer { String(validUTF8: $0) }
            let fromSlice = String(validUTF8: ([0x20] + bytes + [0x20])[1..<(bytes.count + 1)])
            let fromCString = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    String(validUTF8CString: $0)
                }
            }
            for made in [fromBuffer, fromSlice, fromCString] {
                #expect(Array(made.utf8) == bytes, "\(text)")
                #expect(made == decoded && made.hashValue == decoded.hashValue, "\(text)")
                #expect(made.count == decoded.count, "\(text)")
                // Ordering and prefix tests take the paths that an ASCII flag selects.
                #expect(!(made < decoded) && !(decoded < made), "\(text)")
                #expect(made.hasPrefix(String(decoded.prefix(3))), "\(text)")
            }
        }
    }

    @Test("a document's line text is the trimmed line, in any script")
    func lineText() throws {
        let text = "# Título\n\n  こんにちは、世界。これは長い行です。  \nplain ASCII line that is long\n"
        let document = Document(bytes: Array(text.utf8))
        #expect(document.lineText(3) == "こんにちは、世界。これは長い行です。")
        #expect(document.lineText(4) == "plain ASCII line that is long")
    }
}
