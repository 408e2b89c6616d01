// TraceEvent: one observable effect of a scenario, stamped with virtual time, in canonical form.

import Foundation

/// What kind of effect a trace event records.
public enum TraceKind: String, Sendable, CaseIterable, Codable {
    /// A view controller lifecycle or appearance call (loadView, viewDidLoad, viewWillAppear, …).
    case lifecycle
    /// Containment changes: addChild, removeFromParent, willMove/didMove.
    case containment
    /// A modal presentation or dismissal starting, ending or being refused.
    case presentation
    /// A call into a transitioning or navigation delegate and what it returned.
    case delegate
    /// A call into an animator or interaction controller.
    case animator
    /// A call on a transition context made by sample code (completeTransition, …).
    case context
    /// An animation group beginning or ending (frames at start and end).
    case animation
    /// A presentation value sampled at a fixed time during an animation.
    case sample
    /// A completion handler being called, with its flags.
    case completion
    /// A navigation stack change.
    case navigation
    /// A collection view layout change or layout pass.
    case layout
    /// A change to a view hierarchy or a view property outside an animation.
    case view
    /// A gesture recognizer state change.
    case gesture
    /// A control event being sent.
    case control
    /// A line written by sample code through `Console.writeLine`.
    case console
    /// The run loop stopping early, or a transition left waiting for completion.
    case runLoop
    /// An error UIKit would log or raise (the engine records it and carries on).
    case error
    /// Something the sample did that the engine does not simulate.
    case notModelled
    /// An access to an API the engine does not simulate, run as a recording double: the receiver
    /// (subject), the member and the argument values (message).
    case recorded
    /// A stand-in the run assumed for a name the article uses but never declares.
    case assumption
}

/// One trace record. Field values are already canonical strings, so equality is byte equality.
public struct TraceEvent: Equatable, Sendable, Codable {
    /// Virtual time in seconds.
    public var time: TimeInterval
    /// What kind of effect this is.
    public var kind: TraceKind
    /// The object the event is about, as a trace name such as `ControllerTwo#1`.
    public var subject: String
    /// What happened, in canonical words and numbers.
    public var message: String

    /// Creates an event.
    public init(time: TimeInterval, kind: TraceKind, subject: String, message: String) {
        self.time = time
        self.kind = kind
        self.subject = subject
        self.message = message
    }

    /// The time with exactly three decimals, e.g. `1.000`.
    public var timeText: String { TraceFormat.time(time) }

    /// The event as one readable line: `t=1.000 completion ControllerTwo#1 present completion`.
    public var textLine: String { "t=\(timeText) \(kind.rawValue) \(subject) \(message)" }

    /// The event as one JSON object with keys in a fixed order (t, kind, subject, message).
    public var jsonLine: String {
        "{\"t\":\(timeText),\"kind\":\(TraceFormat.jsonString(kind.rawValue)),"
            + "\"subject\":\(TraceFormat.jsonString(subject)),\"message\":\(TraceFormat.jsonString(message))}"
    }

    /// The event in plain words for divergence reports, e.g. `animator CustomTransitionAnimator#1 transitionDuration …`.
    public var plainWords: String { "\(kind.rawValue) \(subject) \(message)" }
}
