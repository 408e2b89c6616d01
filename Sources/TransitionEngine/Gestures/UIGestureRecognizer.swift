// UIGestureRecognizer: the state machine (possible → began → changed* → ended | cancelled, back to
// possible), actions as method references or closures, and the trace of every state change.

import Foundation

/// The base gesture recognizer.
open class UIGestureRecognizer: NSObject, TraceNaming {
    /// Gesture states with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Waiting for touches.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (`recognized` for discrete gestures).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5
        /// A discrete gesture was recognized (same as `.ended`).
        public static let recognized = State.ended

        var traceName: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    private var actions: [(UIGestureRecognizer) -> Void] = []
    private var currentState = State.possible

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Disabled recognizers ignore scripted input.
    public var isEnabled = true
    /// Set by an interpreter so traces show the sample's class name.
    public var runtimeTypeName: String?

    /// A recognizer without actions.
    public required override init() { super.init() }

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// The current state. Setting it follows UIKit's transition table (invalid changes are traced as
    /// errors and ignored), sends the actions for began/changed/ended/cancelled, and returns to
    /// `.possible` after ended, cancelled and failed.
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }

    /// Touches currently down (0 here; subclasses report their scripted touches).
    open var numberOfTouches: Int { 0 }

    /// The gesture's location in `view`'s coordinates (the centroid of its touches).
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// The location of one touch in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// Called when the recognizer returns to `.possible`.
    open func reset() {}

    /// Extra trace detail for state changes (e.g. a pinch's scale).
    var traceDetail: String { "" }

    /// Registers a closure action receiving the recognizer.
    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) { actions.append(action) }

    /// Registers a method reference (`addTarget(self, action: Host.handle)`); the target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            if let target { action(target)(recognizer) }
        }
    }

    /// Registers a method reference taking no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append { [weak target] _ in
            if let target { action(target)() }
        }
    }

    private func isAllowed(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .cancelled): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (_, .possible): return true
        default: return false
        }
    }

    private func transition(to newState: State) {
        let engine = TransitionEngine.current
        let me = engine.name(of: self)
        guard isAllowed(from: currentState, to: newState) else {
            engine.record(
                .error, me, "invalid state change \(currentState.traceName) -> \(newState.traceName); ignored")
            return
        }
        currentState = newState
        let detail = traceDetail
        engine.record(.gesture, me, "state \(newState.traceName)" + (detail.isEmpty ? "" : ", " + detail))
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for action in actions { action(self) }
        default:
            break
        }
        if newState == .ended || newState == .cancelled || newState == .failed {
            currentState = .possible
            reset()
        }
    }
}

/// Gives every recognizer class initializers and actions typed with its own class, so
/// `UIPinchGestureRecognizer { g in g.scale }` (C# `new UIPinchGestureRecognizer(g => …)`) reads naturally.
public protocol GestureRecognizerActions: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions {
    /// A recognizer whose action is `handler` (called for began, changed, ended, cancelled).
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// A recognizer with a target and a method reference (`UIPinchGestureRecognizer(target: self, action: Host.pinched)`).
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addAction { [weak target] recognizer in
            if let target, let typed = recognizer as? Self { action(target)(typed) }
        }
    }

    /// Adds a closure action typed with this recognizer's class.
    public func addHandler(_ handler: @escaping (Self) -> Void) {
        addAction { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }
}
