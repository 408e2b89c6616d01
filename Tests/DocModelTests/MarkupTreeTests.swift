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
        #expect(tree.structure == ["0:StackLayout", "1:Label", "2:@FontSize=12", "2:@Text=Hi", "1:Button"])
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

    @Test("attribute order does not matter; namespaces and prefixes do")
    func namespaces() throws {
        let a = try #require(MarkupTree.parse("<Label Text=\"Hi\" FontSize=\"12\"/>").tree)
        let b = try #require(MarkupTree.parse("<Label FontSize=\"12\" Text=\"Hi\"/>").tree)
        #expect(a == b)
        let xaml =
            "<ContentPage xmlns=\"http://xamarin.com/schemas/2014/forms\" xmlns:local=\"clr-namespace:NewApp\"><local:View/></ContentPage>"
        let old =
            "<ContentPage xmlns=\"http://schemas.microsoft.com/winfx/2006/xaml\" xmlns:local=\"clr-namespace:OldApp\"><local:View/></ContentPage>"
        let new = try #require(MarkupTree.parse(xaml).tree)
        #expect(new.structure.contains("1:@xmlns:local=clr-namespace:NewApp") && new.structure.contains("1:local:View"))
        #expect(new != (try #require(MarkupTree.parse(old).tree)))
    }
}
