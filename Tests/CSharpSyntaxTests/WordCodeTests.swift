// Word codes: equal exactly when the texts are, however they are made, and the keyword tests
// over them say what the keyword tables say.

import Testing

@testable import CSharpSyntax

@Suite("Word codes")
struct WordCodeTests {
    /// Keywords, near misses of them, and words around the eight- and sixteen-byte edges.
    static let words: [String] = {
        var words = Array(CSharpKeywords.reserved) + Array(CSharpKeywords.contextual)
        for keyword in CSharpKeywords.reserved.union(CSharpKeywords.contextual) {
            words += [String(keyword.dropLast()), keyword + "s", keyword.uppercased(), "_" + keyword]
        }
        return words + [
            "a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq",
            "abcdefghijklmnopqr", "名前", "名前前", "ViewDidLoad", "ViewDidLoadX", "UIViewControllerTransitioning",
        ]
    }()

    /// The code of `word` read from a buffer, at an offset and with bytes after it (the vector
    /// read takes eight at a time) or at the very end (it must not read past the buffer).
    static func codes(_ word: String) -> [WordCode] {
        let bytes = Array(word.utf8)
        let padded = [0x20, 0x20, 0x20] + bytes + Array(repeating: 0x41, count: 20)
        let atEnd = [0x20] + bytes
        return [
            padded.withUnsafeBufferPointer { WordCode(bytes: $0, 3..<(3 + bytes.count)) },
            atEnd.withUnsafeBufferPointer { WordCode(bytes: $0, 1..<(1 + bytes.count)) },
        ]
    }

    @Test("codes made from bytes are equal exactly when the texts are (up to sixteen bytes)")
    func equality() {
        let codes = Self.words.map(Self.codes)
        for (word, made) in zip(Self.words, codes) {
            #expect(made[0] == made[1], "\(word)")
            #expect((made[0] == .none) == (word.utf8.isEmpty || word.utf8.count > 16), "\(word)")
        }
        for (i, first) in Self.words.enumerated() where first.utf8.count <= 16 {
            for (j, second) in Self.words.enumerated() where second.utf8.count <= 16 {
                #expect((codes[i][0] == codes[j][0]) == (first.utf8.elementsEqual(second.utf8)), "\(first) \(second)")
            }
        }
    }

    @Test("a literal's code is its bytes' code")
    func literals() {
        #expect(WordCode("class") == Self.codes("class")[0])
        #expect(WordCode("stackalloc") == Self.codes("stackalloc")[0])
        #expect(WordCode("abcdefghijklmnop") == Self.codes("abcdefghijklmnop")[0])
        #expect(WordCode("abcdefghijklmnopq") == .none)
        let code: WordCode = "namespace"
        #expect(code == Self.codes("namespace")[0])
        switch Self.codes("interface")[0] {
        case "interfac", "interfaces": Issue.record("matched a near miss")
        case "interface": break
        default: Issue.record("did not match")
        }
    }

    @Test("the keyword tests agree with the keyword tables")
    func keywordTests() {
        for word in Self.words {
            let code = Self.codes(word)[0]
            #expect(code.isPredefinedType == CSharpKeywords.predefinedTypes.contains(word), "\(word)")
            #expect(code.isModifier == CSharpKeywords.modifiers.contains(word), "\(word)")
            #expect(code.isContextualModifier == CSharpKeywords.contextualModifiers.contains(word), "\(word)")
            let local: Set<String> = [
                "const", "static", "async", "readonly", "ref", "scoped", "unsafe", "extern", "volatile",
            ]
            #expect(Parser.isLocalModifier(code) == local.contains(word), "\(word)")
        }
    }
}
