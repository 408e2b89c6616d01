// The seed article's Swift models: golden files per locale, and swiftc type-checks them against
// the engine, so the emitted code is real Swift against the engine's UIKit-named API.

import Foundation
import Testing

@Suite("Seed article emission")
struct SeedEmissionTests {
    static let locales = ["es-ES", "fr-FR", "ja-JP", "pl-PL", "zh-TW"]

    @Test("the generated Swift of the seed article matches its golden file", arguments: ["es-ES", "fr-FR"])
    func golden(locale: String) throws {
        try EmitterTestSupport.expectGolden(try EmitterTestSupport.seedSwift(locale), "\(locale).swift.txt")
    }

    @Test("the generated Swift of every locale type-checks against the engine", arguments: locales)
    func typeChecks(locale: String) throws {
        let errors = try EmitterTestSupport.typeCheck(["Transitions.swift": try EmitterTestSupport.seedSwift(locale)])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("each declaration carries its C# source range in a comment")
    func sourceRanges() throws {
        let swift = try EmitterTestSupport.seedSwift("es-ES")
        #expect(swift.contains("// C#: fixtures/ControllerTwo.cs, lines"))
        #expect(swift.contains("// C#: es-ES/transitions.md, sample 2, lines"))
        #expect(swift.contains("runtimeTypeName = \"CustomTransitionAnimator\""))
        #expect(swift.contains("public override func viewDidLoad()"))
    }
}
