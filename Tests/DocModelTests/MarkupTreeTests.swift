// MarkupTree: XML and XAML fragments reduced by libxml2 to elements/attributes and text.

import Testing

@testable import DocModel

@Suite("MarkupTree")
struct MarkupTreeTests {
    @Test("elements and attributes in order, text apart; comments and whitespace ignored")
    func canonical() throws {
        let tree = try #require(
            MarkupTree.parse(
                "<!-- c -->\n<StackLayout>\n  <Label Text=\"Hi\"   FontSize=\"12\"/>\n  <Button>Go</Button>\n</StackLayout>"
            ).tree)
        #expect(tree.structure == ["0:StackLayout", "1:Label", "2:@Text=Hi", "2:@FontSize=12", "1:Button"])
        #expect(tree.text == ["2:Go"])
    }

    @Test("several top-level elements, an XML declaration and undeclared prefixes are accepted")
    func fragments() throws {
        let tree = try #require(MarkupTree.parse("<?xml version=\"1.0\"?>\n<a x:Name=\"n\"/>\n<b/>").tree)
        #expect(tree.structure.first == "0:a" && tree.structure.last == "0:b")
    }

    @Test("a fragment that is not well-formed gives an error, not a tree")
    func broken() {
        let result = MarkupTree.parse("<a><b></a>")
        #expect(result.tree == nil && result.error != nil)
        #expect(MarkupTree.parse("<p>&nbsp;</p>").tree == nil)
    }
}
