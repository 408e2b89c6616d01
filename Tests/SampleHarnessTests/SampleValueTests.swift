// Samples' values: their texts, C# equality, and conversions with C#'s exceptions.

import Foundation
import SampleHarness
import Testing
import TransitionEngine

@Suite("Sample values")
struct SampleValueTests {
    @Test("texts as messages and Console.WriteLine show them")
    func texts() {
        #expect(SampleValue.null.text == "" && SampleValue.bool(true).text == "True")
        #expect(SampleValue.float(0.125).text == "0.125" && SampleValue.float(2).text == "2")
        #expect(SampleValue.float(1e17).text == "1E+17")
        #expect(SampleValue.rect(CGRect(x: 0, y: 1.5, width: 2, height: 3)).text == "{0, 1.5, 2, 3}")
        #expect(SampleValue.enumValue("UIModalPresentationStyle", "custom").text == "UIModalPresentationStyle.custom")
        #expect(SampleValue.array(SampleArray([.int(1), .int(2)])).text == "array[2]")
        #expect(SampleValue.object(UIView()).text == "UIView")
        #expect(SampleValue.standIn(StandIn(name: "Read#2", isFirst: false)).text == "Read#2")
    }

    @Test("values of generated Swift become the values the interpreter holds")
    func fromSwift() {
        #expect(SampleValue.of(30 &* 60).text == "1800" && SampleValue.of(CGFloat(0.5)).text == "0.5")
        #expect(SampleValue.of(true).text == "True" && SampleValue.of("a" as String?).text == "a")
        #expect(SampleValue.of(nil as UIView?).isNull && SampleValue.of(Int32(3)).text == "3")
        #expect(SampleValue.of(CGRect(x: 1, y: 2, width: 3, height: 4)).text == "{1, 2, 3, 4}")
        #expect(SampleValue.of(UIModalPresentationStyle.custom).text == "UIModalPresentationStyle.custom")
        #expect(SampleValue.of(UIWindow.self).text == "UIWindow")
        let view = UIView()
        var same = false
        if case .object(let object) = SampleValue.of(view as UIView?) { same = object === (view as AnyObject) }
        #expect(same)
        // A kind the interpreter never hands a double names itself, so a test comparing traces fails.
        if case .array(let array) = SampleValue.of([1, 2] as [Int?]) {
            #expect(array.elements.map(\.text) == ["1", "2"])
        } else {
            Issue.record("an array is not converted to one")
        }
        let closure: () -> Void = {}
        #expect(SampleValue.of(closure).text.contains("which the interpreter does not hand a double"))
    }

    @Test("generated Swift prints a type as the interpreter's type value does")
    func typeTexts() {
        #expect(CSharp.text(UIWindow.self) == SampleValue.type("UIWindow").text)
        #expect(CSharp.text(UIGestureRecognizer.State.self) == SampleValue.type("UIGestureRecognizer.State").text)
    }

    @Test("C# equality: references by identity, numbers by value, a stand-in as its number or truth")
    func equality() {
        let view = UIView()
        #expect(SampleValue.equal(.object(view), .object(view)) && !SampleValue.equal(.object(view), .object(UIView())))
        #expect(SampleValue.equal(.int(2), .float(2)) && !SampleValue.equal(.null, .int(0)))
        let first = SampleValue.standIn(StandIn(name: "A#1"))
        let later = SampleValue.standIn(StandIn(name: "A#2", isFirst: false))
        #expect(SampleValue.equal(first, .bool(true)) && SampleValue.equal(later, .int(0)))
        #expect(!SampleValue.equal(first, .string("A#1")) && !SampleValue.equal(first, later))
    }

    @Test("conversions keep integers, truncate floats and throw C#'s exceptions")
    func conversions() throws {
        #expect(try SampleValue.float(2.9).int() == 2 && SampleValue.int(3).double() == 3)
        #expect(try SampleValue.int(5).string() == "5")
        #expect(throws: SampleInterruption.self) { try SampleValue.null.double() }
        #expect(throws: SampleInterruption.self) { try SampleValue.float(1e300).int() }
        #expect(throws: SampleInterruption.self) { try SampleValue.float(2e9).engineNumber() }
        #expect(throws: SampleInterruption.self) { try SampleValue.string("x").bool() }
        #expect(throws: SampleInterruption.self) { try SampleValue.standIn(StandIn(name: "V#1")).object(UIView.self) }
        #expect(try SampleValue.null.optionalObject(UIView.self) == nil)
    }
}
