// Links machine translation broke with a space between `]` and `(`: reported where they are,
// and compared as the links they stand for (BrokenLinks, SectionChecks).

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Links that do not render")
struct BrokenLinksTests {
    @Test("a reference whose links translation broke is reported; the intact locale is not")
    func damagedReference() {
        let damaged = "# T\n\nThe [ `Measure` ] (XREF: App . View. Measure (System. Double)) method.\n"
        let intact = "# T\n\nMetoda [ `Measure` ](xref:App.View.Measure(System.Double)).\n"
        let found = checkArticle([("es-ES", damaged), ("ja-JP", damaged), ("pl-PL", intact)])
        #expect(found.map(\.ruleID).sorted() == ["link.malformed", "link.malformed"])
        #expect(Set(found.map { $0.locations[0].locale }) == ["es-ES", "ja-JP"])
        #expect(
            found.first?.message
                == "a link does not render in this locale: a space between ']' and '(' (machine translation?)")
        #expect(found.first?.locations.first?.position.line == 3)
    }

    @Test("text in parentheses after a bracket that is no link target is left alone")
    func notATarget() {
        let text = "# T\n\nSee [!NOTE] (below) and [this] (as said).\n"
        #expect(BrokenLinks(Document(markdown: text)).links.isEmpty)
        #expect(BrokenLinks(Document(markdown: "[a] (xref:A.B)")).links.map(\.key) == ["xref:a.b"])
    }

    @Test("a target's key is lower-cased without white space, ASCII on bytes and the rest through Unicode")
    func keys() {
        #expect(
            BrokenLinks.key("XREF: Xamarin.Forms . VisualElement.\tMeasure")
                == "xref:xamarin.forms.visualelement.measure")
        #expect(BrokenLinks.key("XREF: Aceleración\u{3000}É") == "xref:aceleracióné")
        #expect(BrokenLinks.key("") == "")
        let text = "[a] (xref:A)\n[b](xref:B) and ] \n(xref:C) then [c]\t(~/D.md)"
        #expect(BrokenLinks(Document(markdown: text)).links.map(\.target) == ["xref:A", "~/D.md"])
    }

    @Test("an xref machine translation left without its closing parenthesis is damaged too")
    func unbalanced() {
        let line =
            "これは、[ `GetValue` ] (xref: を呼び出す Xamarin.Forms 。BindableObject。 GetValue ( Xamarin.Forms .BindableProperty) メソッド。"
        let links = BrokenLinks(Document(markdown: "# T\n\n" + line + "\n")).links
        #expect(links.count == 1)
        #expect(links.first?.isUnmistakable == true)
        // Text in parentheses that names no target stays text, closed or not.
        #expect(BrokenLinks(Document(markdown: "[a] (see below\n")).links.isEmpty)
    }

    @Test("a damaged xref whose parameters translation changed still stands for the member's link")
    func translatedParameters() {
        // animation/simple.md: 'Easing' became 'Aceleración' in es-ES, and ja-JP gained words.
        let spanish =
            "# T\n\n[ `RelScaleTo` ] (XREF: App . ViewExtensions. RelScaleTo ( App.View, Aceleración)) escala.\n"
        let japanese =
            "# T\n\n[ `RelScaleTo` ] (xref: を使用する App . ViewExtensions. RelScaleTo ( App.View, App.Easing)) 。\n"
        let intact = "# T\n\n[ `RelScaleTo` ](xref:App.ViewExtensions.RelScaleTo(App.View,App.Easing)) skaluje.\n"
        let found = checkArticle([("es-ES", spanish), ("ja-JP", japanese), ("pl-PL", intact)])
        #expect(found.map(\.ruleID).sorted() == ["link.malformed", "link.malformed"], "\(found.map(\.message))")
        #expect(
            BrokenLinks.memberKey("xref:を使用するapp.viewextensions.relscaleto(app.view)")
                == "xref:appviewextensionsrelscaleto")
        // bindable-properties.md: ja-JP's words before the member, and its '。' for the dots.
        #expect(
            BrokenLinks.memberKey("xref:のいずれかの戻り値に設定する必要がありますxamarin.forms。bindableproperty。create(system.string)")
                == BrokenLinks.memberKey("xref:xamarin.forms.bindableproperty.create(system.string,system.type)"))
        #expect(BrokenLinks.memberKey("https://example.com/a(b)") == nil)
    }

    @Test("a damaged xref that lost a word of its path still stands for the member's link, by its last name")
    func droppedPathWord() {
        // layouts/custom.md:314 (review 18): ja-JP's xref lost 'Layout.' and gained words.
        let japanese =
            "# T\n\n[ `ShouldInvalidateOnChildAdded` ] (xref: をオーバーライドします App 。ShouldInvalidateOnChildAdded ( App .ビュー)) 。\n"
        let intact =
            "# T\n\n[`ShouldInvalidateOnChildAdded`](xref:App.Layout.ShouldInvalidateOnChildAdded(App.View)) override.\n"
        let found = checkArticle([("es-ES", intact), ("ja-JP", japanese), ("pl-PL", intact)])
        #expect(found.map(\.ruleID) == ["link.malformed"], "\(found.map(\.message))")
        #expect(
            BrokenLinks.lastMemberKey("xref:をオーバーライドしますapp。shouldinvalidateonchildadded(app.ビュー)")
                == "xref:shouldinvalidateonchildadded")
        // A short last name names too many members to stand for one.
        #expect(BrokenLinks.lastMemberKey("xref:app.view.measure(system.double)") == nil)
        #expect(BrokenLinks.lastMemberKey("https://example.com/averylongname(b)") == nil)
    }
}
