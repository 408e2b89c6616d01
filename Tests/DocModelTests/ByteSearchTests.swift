// The plain byte scan finds what the standard library's subsequence search finds.

import Testing

@testable import DocModel

@Suite("Byte search")
struct ByteSearchTests {
    @Test(
        "contains(ascii:) agrees with the standard library's subsequence search",
        arguments: [
            "", "i", "id", "id=", "<a id=\"x\">", "iid=", "ii d=", "1:@Text=Hé llo", ":@", ":", "@:", "日本語 id= 語",
            "xxid", "id=id=", "i\u{301}d=",
        ])
    func agrees(text: String) {
        for needle: StaticString in ["id=", ":@", "i", "x"] {
            let expected = text.utf8.contains(Array(needle.description.utf8))
            #expect(text.utf8.contains(ascii: needle) == expected, "\(text) / \(needle)")
        }
    }
}
