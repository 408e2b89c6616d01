// Not-modelled notes every locale shares are folded into one note per article.

import Diagnostics
import Testing

@testable import SampleChecks

@Suite("Folding not-modelled notes")
struct FoldNotModelledTests {
    private func note(_ sample: Int, kind: Finding.Kind) -> Finding {
        Finding(
            ruleID: "sample.not-modeled", severity: .note, kind: kind, article: "a.md",
            message: "C# sample \(sample) uses APIs the engine does not model: 'Bundle'",
            locations: [
                FileLocation(
                    locale: "es-ES", path: "es-ES/a.md", position: SourceLocation(line: sample * 10, column: 1))
            ])
    }

    @Test("shared notes become one, listing the samples; drift and other findings stay")
    func fold() {
        let other = Finding(
            ruleID: "sample.behavior-drift", severity: .error, kind: .drift, article: "a.md", message: "m",
            locations: [])
        let folded = SampleCheck.foldNotModelled([
            note(1, kind: .defect), other, note(2, kind: .defect), note(3, kind: .drift),
        ])
        #expect(folded.map(\.ruleID) == ["sample.not-modeled", "sample.behavior-drift", "sample.not-modeled"])
        #expect(folded[0].message == "2 C# samples use APIs the engine does not model")
        #expect(folded[0].notes.first == "C# sample 1 (line 10): 'Bundle'")
        #expect(folded[2].kind == .drift)
        #expect(
            SampleCheck.foldNotModelled([note(1, kind: .defect)]).first?.message.hasPrefix("C# sample 1 uses") == true)
    }
}
