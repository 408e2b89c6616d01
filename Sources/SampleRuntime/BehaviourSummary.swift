// BehaviourSummary: traces compared in words a docs writer understands. Presentations are
// described by how they animate ("ControllerTwo is presented with CustomTransitionAnimator (1.0 s,
// final frame {20, 20, 280, 528})"); anything else falls back to the first divergence.

import Foundation
import SampleHarness
import TransitionEngine

/// Describes and compares sample traces.
public enum BehaviourSummary {
    /// How each presented controller (by class name) is presented in `trace`, in order.
    public static func presentations(in trace: Trace) -> [(controller: String, how: String)] {
        var result: [(controller: String, how: String)] = []
        var current: String?
        var animator: (name: String, duration: String)?
        var systemAnimation: String?
        var finalFrame: String?
        func flush() {
            guard let presented = current else { return }
            let name = typeName(presented)
            var how: String
            if let animator {
                how = "with \(typeName(animator.name)) (\(animator.duration) s"
                how += finalFrame.map { ", final frame \($0))" } ?? ")"
            } else if let systemAnimation {
                how = "with the default \(systemAnimation) animation"
            } else {
                how = "without an animation"
            }
            result.append((name, how))
        }
        for event in trace.events {
            switch event.kind {
            case .presentation where event.message.hasPrefix("present "):
                flush()
                current = event.message.dropFirst("present ".count).split(separator: " ").first.map(String.init)
                animator = nil
                systemAnimation = nil
                finalFrame = nil
            case .presentation
            where event.message.hasPrefix("default ") && event.message.contains(" presentation started"):
                let words = event.message.dropFirst("default ".count).split(separator: " ")
                systemAnimation = words.first.map(String.init)
            case .animator where event.message.hasPrefix("transitionDuration(using:) -> "):
                let value = Double(event.message.dropFirst("transitionDuration(using:) -> ".count)) ?? 0
                animator = (event.subject, String(format: "%.1f", value))
            case .animation where event.message.contains(" ends: "):
                if let presented = current, let range = event.message.range(of: "\(presented).view frame ") {
                    let rest = event.message[range.upperBound...]
                    if let close = rest.firstIndex(of: "}") { finalFrame = String(rest[...close]) }
                }
            default: break
            }
        }
        flush()
        return result
    }

    /// The class name of a trace subject (`ControllerTwo#1` → `ControllerTwo`).
    public static func typeName(_ subject: String) -> String {
        String(subject.split(separator: "#").first ?? Substring(subject))
    }

    /// The difference between two traces in words: how a presentation differs, else the first
    /// divergent event. `label` and `otherLabel` name the locales.
    public static func difference(_ label: String, _ trace: Trace, _ otherLabel: String, _ other: Trace) -> String {
        let mine = presentations(in: trace)
        let theirs = presentations(in: other)
        for (index, presentation) in mine.enumerated() where index < theirs.count {
            if presentation.controller == theirs[index].controller && presentation.how != theirs[index].how {
                let how = theirs[index].how
                let other =
                    how.hasPrefix("with ") && !how.hasPrefix("with the default")
                    ? "run \(how.dropFirst("with ".count))" : "present it \(how)"
                return
                    "\(presentation.controller) is presented \(presentation.how) in \(label), while \(otherLabel) \(other)"
            }
        }
        if mine.count != theirs.count {
            return "\(label) presents \(mine.count) controller(s), \(otherLabel) \(theirs.count)"
        }
        return TraceDiff(label, trace, otherLabel, other).summary
    }
}
