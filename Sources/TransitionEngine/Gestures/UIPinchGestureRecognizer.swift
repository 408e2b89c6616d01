// UIPinchGestureRecognizer: a two-finger pinch with absolute scale and velocity, fed by scripted input.

import Foundation

/// Recognizes a pinch. `scale` is the current finger distance over the distance at `.began`
/// (absolute, starting at 1); `velocity` is scale per second.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var currentScale: CGFloat = 1
    private var touches: [CGPoint] = []

    /// A pinch recognizer.
    public required init() { super.init() }

    /// The scale since the gesture began; setting it resets `velocity` to 0.
    public var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            velocity = 0
        }
    }

    /// Scale change per second at the last update.
    public private(set) var velocity: CGFloat = 0

    /// 2 while the fingers are down, 0 after the gesture ended.
    open override var numberOfTouches: Int { touches.count }

    /// The centroid of the touches in `view`'s coordinates (the last centroid after the gesture ended). [U]
    open override func location(in view: UIView?) -> CGPoint {
        guard !lastTouches.isEmpty else { return .zero }
        let x = lastTouches.map(\.x).reduce(0, +) / CGFloat(lastTouches.count)
        let y = lastTouches.map(\.y).reduce(0, +) / CGFloat(lastTouches.count)
        return self.view?.convert(CGPoint(x: x, y: y), to: view) ?? CGPoint(x: x, y: y)
    }

    /// One touch's location in `view`'s coordinates.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touchIndex >= 0, touchIndex < lastTouches.count else {
            TransitionEngine.current.record(
                .error, TransitionEngine.current.name(of: self), "location(ofTouch: \(touchIndex)) out of range")
            return .zero
        }
        return self.view?.convert(lastTouches[touchIndex], to: view) ?? lastTouches[touchIndex]
    }

    private var lastTouches: [CGPoint] = []

    override var traceDetail: String {
        "scale \(TraceFormat.number(currentScale)), velocity \(TraceFormat.number(velocity)), touches \(touches.count)"
    }

    /// Applies one scripted step: touches in the recognizer's view coordinates, scale, velocity, state.
    func apply(touches: [CGPoint], scale: CGFloat, velocity: CGFloat, state: State) {
        self.touches = touches
        if !touches.isEmpty { lastTouches = touches }
        currentScale = scale
        self.velocity = velocity
        self.state = state
    }

    /// Resets scale and velocity for the next gesture.
    open override func reset() {
        super.reset()
        touches = []
    }
}
