// The byte-level text helpers of the samples comparison agree with the String operations they
// stand for.

import Foundation
import Testing
import TransitionEngine

@testable import SampleChecks

@Suite("Comparison text helpers")
struct ComparisonTextTests {
    static let texts = [
        "", "\n", "a", "a\nb", "a\n\nb\n", "\na\r\nb\n", "type 'X'\nnew NameType [1:5-1:9]\n  Name\r\n\n", "é\nü\r\n",
        "\r\r\n\n\r", "a\n\u{301}b",
    ]

    @Test("lines splits as split(separator: \"\\n\") does")
    func lines() {
        for text in Self.texts {
            #expect(
                SampleComparison.lines(text) == text.split(separator: "\n").map(String.init), "\(text.debugDescription)"
            )
        }
    }

    @Test("replacing replaces every occurrence, as Foundation does for these messages")
    func replacing() {
        let phrase = " uses APIs the engine does not model"
        for text in [
            "C# sample 3 uses APIs the engine does not model: 'Android.Widget.Button', 'Über'",
            "C# sample 12 uses APIs the engine does not model: ' uses APIs the engine does not model'", "none", "",
            " uses APIs the engine does not model", "  uses APIs the engine does not mode",
            "x uses uses APIs the engine does not model uses",
        ] {
            #expect(
                SampleCheck.replacing(phrase, with: " (line 7)", in: text)
                    == text.replacingOccurrences(of: phrase, with: " (line 7)"))
        }
    }

    @Test("traces with the same events have the same text")
    func sameEvents() {
        func trace(_ events: [(Double, String)]) -> Trace {
            Trace(events: events.map { TraceEvent(time: $0.0, kind: .lifecycle, subject: "A#1", message: $0.1) })
        }
        let traces = [
            trace([]), trace([(0, "viewDidLoad")]), trace([(-0.0, "viewDidLoad")]), trace([(0, "viewWillAppear")]),
            trace([(0, "viewDidLoad"), (0.25, "viewWillAppear")]),
            trace([(0, "viewDidLoad"), (0.25, "viewWillAppear")]),
            trace([(0, "e\u{301}")]), trace([(0, "é")]),
        ]
        var equalPairs = 0
        for a in traces {
            for b in traces {
                // Equal events must mean equal texts (the comparison skips rendering them). The
                // converse need not hold: -0.0 and 0.0 render alike but are told apart.
                guard SampleComparison.sameEvents(a, b) else { continue }
                #expect(a.text == b.text, "\(a.text.debugDescription) \(b.text.debugDescription)")
                equalPairs += 1
            }
        }
        #expect(equalPairs == traces.count + 4)
    }
}
