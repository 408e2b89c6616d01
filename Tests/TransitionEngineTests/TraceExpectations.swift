// Helpers for asserting on traces: ordered subsequences of lines and exact line lookups.

import Testing
import TransitionEngine

/// The trace's text lines.
func lines(_ engine: TransitionEngine) -> [String] { engine.trace.events.map(\.textLine) }

/// Expects each fragment to occur in some trace line, in this order; reports the first missing one.
func expectInOrder(
    _ fragments: [String], in engine: TransitionEngine, sourceLocation: SourceLocation = #_sourceLocation
) {
    let all = lines(engine)
    var index = 0
    for fragment in fragments {
        guard let found = all[index...].firstIndex(where: { $0.contains(fragment) }) else {
            Issue.record(
                "missing (in order) \"\(fragment)\" after line \(index); trace:\n\(engine.trace.text)",
                sourceLocation: sourceLocation)
            return
        }
        index = found + 1
    }
}

/// The lines containing a fragment.
func linesContaining(_ fragment: String, in engine: TransitionEngine) -> [String] {
    lines(engine).filter { $0.contains(fragment) }
}
