// IROverloads: the declaration a call's argument types choose among overloads.

import SampleModel
import Testing

@Suite("Overload resolution")
struct IROverloadsTests {
    /// `Button` derives from `View`; nothing else derives from anything.
    static func derives(_ name: String, _ base: String) -> Bool { name == "Button" && base == "View" }

    static func best(_ candidates: [[IRType]], _ arguments: [IRType]) -> Int? {
        IROverloads.best(candidates, arguments: arguments, derives: derives)
    }

    @Test("the same type beats a conversion, and a conversion beats an unknown or `object` parameter")
    func exactBeforeConversion() {
        let overloads: [[IRType]] = [[.unknown], [.float], [.int], [.string], [.named("NSObject")]]
        #expect(Self.best(overloads, [.int]) == 2)
        #expect(Self.best(overloads, [.float]) == 1)
        #expect(Self.best(overloads, [.string]) == 3)
        #expect(Self.best([[.unknown], [.float], [.string]], [.int]) == 1)
        #expect(Self.best([[.named("NSObject")], [.string]], [.null]) == 1)
    }

    @Test("every argument must fit; the count must match")
    func everyArgumentFits() {
        let overloads: [[IRType]] = [[.string, .int], [.string, .string], [.int]]
        #expect(Self.best(overloads, [.string, .string]) == 1)
        #expect(Self.best(overloads, [.int, .int]) == nil)
        #expect(Self.best(overloads, []) == nil)
        #expect(Self.best(overloads, [.bool]) == nil)
    }

    @Test("a class fits a parameter of its base class; null fits references, not numbers")
    func classesAndNull() {
        #expect(Self.best([[.named("Label")], [.named("View")]], [.named("Button")]) == 1)
        #expect(Self.best([[.int], [.named("View")]], [.null]) == 1)
        #expect(Self.best([[.int], [.bool]], [.null]) == nil)
    }

    @Test("of equal fits, the first: unknown arguments keep the first declaration")
    func firstOfEqualFits() {
        #expect(Self.best([[.string], [.int]], [.unknown]) == 0)
        #expect(Self.best([[.string], [.string]], [.string]) == 0)
    }
}
