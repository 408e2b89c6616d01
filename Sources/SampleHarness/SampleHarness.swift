// SampleHarness: the engine-only part of running a sample — what the sample registered (event
// handlers, pinch recognizers), and the scenario steps after launch: fire every handler, run the
// clock until idle, select the first item of each collection view in a window, pinch each pinch
// recognizer out and lift, then pinch and cancel. Depends only on TransitionEngine, so generated
// packages and the interpreter drive samples the same way.

import Foundation
import TransitionEngine

/// Registrations of one sample run and the steps that exercise them.
public final class SampleHarness {
    /// Event handlers the sample registered, in order: the control and the event's Swift name.
    public private(set) var handlers: [(control: UIControl, event: String)] = []
    /// Pinch recognizers the sample created, in order.
    public private(set) var pinches: [UIPinchGestureRecognizer] = []

    /// Events a sample can subscribe to, by Swift name.
    public static let events: [String: UIControl.Event] = [
        "touchUpInside": .touchUpInside, "touchDown": .touchDown, "valueChanged": .valueChanged,
    ]

    private static let threadKey = "SampleHarness.current"

    /// Creates a harness and makes it current on this thread.
    public convenience init() {
        self.init(makingCurrent: true)
    }

    /// Creates a harness, made current on this thread if `makingCurrent`. Only generated code
    /// finds its harness through `current`; the interpreter holds its own, and updating the
    /// thread dictionary for every run cost more than the rest of setting up the run.
    public init(makingCurrent: Bool) {
        if makingCurrent { Thread.current.threadDictionary[Self.threadKey] = self }
    }

    /// The harness current on this thread (a new one if none).
    public static var current: SampleHarness {
        (Thread.current.threadDictionary[threadKey] as? SampleHarness) ?? SampleHarness()
    }

    /// Forgets every registration (the end of a run), releasing the controls and recognizers.
    public func reset() {
        handlers.removeAll()
        pinches.removeAll()
    }

    /// Records that the sample subscribed to `event` of `control`.
    public func recordHandler(_ control: UIControl, event: String) { handlers.append((control, event)) }

    /// Records a pinch recognizer the sample created.
    public func recordPinch(_ pinch: UIPinchGestureRecognizer) { pinches.append(pinch) }

    /// C# `control.Event += handler` in generated code: subscribes and records it.
    public static func addHandler(
        to control: UIControl, for event: UIControl.Event, _ handler: @escaping (UIControl) -> Void
    ) {
        control.addHandler(for: event, handler)
        let name = events.first { $0.value == event }?.key ?? "event"
        current.recordHandler(control, event: name)
    }

    /// C# `new UIPinchGestureRecognizer(…)` in generated code: records and returns it.
    public static func created<Object: AnyObject>(_ object: Object) -> Object {
        if let pinch = object as? UIPinchGestureRecognizer { current.recordPinch(pinch) }
        return object
    }

    /// The scenario steps after launch. `settle` runs the clock until idle (the interpreter also
    /// records budgets there); `stopped` says when the run must stop (an exhausted budget).
    /// Returns the steps taken, in words.
    public func exercise(
        _ engine: TransitionEngine, settle: () -> Void, stopped: () -> Bool = { false }
    ) -> [String] {
        var steps: [String] = []
        for (control, event) in handlers where !stopped() {
            steps.append("fire \(event) of \(engine.name(of: control))")
            if event == "touchUpInside" {
                engine.tap(control)
            } else if let controlEvent = Self.events[event] {
                control.sendActions(for: controlEvent)
            }
            settle()
        }
        for collectionView in Self.collectionViews(engine) where !stopped() {
            guard collectionView.numberOfSections > 0, collectionView.numberOfItems(inSection: 0) > 0 else { continue }
            steps.append("select the first item of \(engine.name(of: collectionView))")
            collectionView.simulateUserSelection(at: IndexPath(item: 0, section: 0))
            settle()
        }
        for pinch in pinches where pinch.view?.window != nil && !stopped() {
            steps.append("pinch \(engine.name(of: pinch)) out (100 → 140 pt) and lift")
            engine.pinch(pinch, fromDistance: 100, toDistance: 140, steps: 4, duration: 0.4, end: .ended)
            settle()
            steps.append("pinch \(engine.name(of: pinch)) (100 → 110 pt), cancelled")
            engine.pinch(pinch, fromDistance: 100, toDistance: 110, steps: 4, duration: 0.4, end: .cancelled)
            settle()
        }
        return steps
    }

    /// Collection views in the engine's windows, in depth-first order.
    public static func collectionViews(_ engine: TransitionEngine) -> [UICollectionView] {
        var result: [UICollectionView] = []
        func visit(_ view: UIView) {
            if let collectionView = view as? UICollectionView, !result.contains(where: { $0 === collectionView }) {
                result.append(collectionView)
            }
            view.subviews.forEach(visit)
        }
        engine.windows.forEach(visit)
        return result
    }
}
