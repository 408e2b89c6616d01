// TraceDiff: finds where two traces of the same scenario first diverge and says so in plain words.

import Foundation

/// The first difference between two labelled traces.
public struct TraceDiff: Equatable, Sendable {
    /// Label of the first trace, e.g. a locale `es-ES`.
    public let leftLabel: String
    /// Label of the second trace.
    public let rightLabel: String
    /// Index of the first differing event, or nil when the traces are identical.
    public let index: Int?
    /// The first trace's event at `index` (nil when that trace ended earlier).
    public let left: TraceEvent?
    /// The second trace's event at `index` (nil when that trace ended earlier).
    public let right: TraceEvent?

    /// Compares two event lists. Events are equal when time (to the millisecond), kind, subject and message agree.
    public init(_ leftLabel: String, _ leftEvents: [TraceEvent], _ rightLabel: String, _ rightEvents: [TraceEvent]) {
        self.leftLabel = leftLabel
        self.rightLabel = rightLabel
        var found: Int?
        let count = max(leftEvents.count, rightEvents.count)
        for i in 0..<count {
            let l = i < leftEvents.count ? leftEvents[i] : nil
            let r = i < rightEvents.count ? rightEvents[i] : nil
            if !TraceDiff.same(l, r) {
                found = i
                break
            }
        }
        index = found
        left = found.flatMap { $0 < leftEvents.count ? leftEvents[$0] : nil }
        right = found.flatMap { $0 < rightEvents.count ? rightEvents[$0] : nil }
    }

    /// Compares two traces.
    public init(_ leftLabel: String, _ left: Trace, _ rightLabel: String, _ right: Trace) {
        self.init(leftLabel, left.events, rightLabel, right.events)
    }

    /// Whether the traces are identical.
    public var isIdentical: Bool { index == nil }

    /// The divergence in plain words, e.g.
    /// `at t=0.000 es-ES: animator CustomTransitionAnimator#1 transitionDuration …; fr-FR: presentation …`,
    /// or `traces are identical`.
    public var summary: String {
        guard index != nil else { return "traces are identical" }
        let time = left?.timeText ?? right?.timeText ?? "0.000"
        let leftWords = left.map { $0.plainWords } ?? "trace ends"
        var rightWords = right.map { $0.plainWords } ?? "trace ends"
        if let r = right, let l = left, r.timeText != l.timeText { rightWords = "(at t=\(r.timeText)) " + rightWords }
        return "at t=\(time) \(leftLabel): \(leftWords); \(rightLabel): \(rightWords)"
    }

    private static func same(_ a: TraceEvent?, _ b: TraceEvent?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.timeText == b.timeText && a.kind == b.kind && a.subject == b.subject && a.message == b.message
    }
}
