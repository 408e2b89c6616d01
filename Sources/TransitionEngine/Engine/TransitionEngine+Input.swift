// TransitionEngine+Input: scripted user input on the virtual clock — taps on controls and
// recognizers, and pinches that emit began, n changed and an end event.

import Foundation

/// How a scripted continuous gesture ends.
public enum GestureEnd: Sendable {
    /// The fingers lift normally.
    case ended
    /// The system cancels the gesture.
    case cancelled
}

extension TransitionEngine {
    /// Taps a control now: sends `.touchDown` then `.touchUpInside` (C# `TouchUpInside` handlers run).
    public func tap(_ control: UIControl) {
        makeCurrent()
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
    }

    /// Taps with a tap recognizer now (at the centre of its view unless `point` is given).
    public func tap(_ recognizer: UITapGestureRecognizer, at point: CGPoint? = nil) {
        makeCurrent()
        guard recognizer.isEnabled, let view = recognizer.view else {
            record(.error, name(of: recognizer), "tap ignored: recognizer disabled or not attached to a view")
            return
        }
        recognizer.recognizeTap(at: point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }

    /// Taps the first enabled tap recognizer found in `view`'s subtree (depth first).
    public func tap(in view: UIView, at point: CGPoint? = nil) {
        guard let recognizer: UITapGestureRecognizer = firstRecognizer(in: view) else {
            record(.error, name(of: view), "tap: no tap gesture recognizer in this view tree")
            return
        }
        tap(recognizer, at: point)
    }

    /// Schedules a pinch on the virtual clock, starting now: `.began` at the first step (scale 1),
    /// then `steps` `.changed` events evenly spaced over `duration` with the finger distance going
    /// linearly from `fromDistance` to `toDistance`, then `end` at the last step's time.
    /// Run the clock (`runUntilIdle()`/`advance(by:)`) to deliver it.
    public func pinch(
        _ recognizer: UIPinchGestureRecognizer, at center: CGPoint? = nil, fromDistance: CGFloat, toDistance: CGFloat,
        steps: Int = 10, duration: TimeInterval = 0.5, end: GestureEnd = .ended
    ) {
        guard recognizer.isEnabled, let view = recognizer.view else {
            record(.error, name(of: recognizer), "pinch ignored: recognizer disabled or not attached to a view")
            return
        }
        guard fromDistance > 0 else {
            record(.error, name(of: recognizer), "pinch ignored: fromDistance must be positive")
            return
        }
        let count = max(1, steps)
        let point = center ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let hysteresis = configuration.pinchHysteresis
        let start = now
        var beganDistance: CGFloat?
        var lastScale: CGFloat = 1
        var lastTime = start
        func touches(_ distance: CGFloat) -> [CGPoint] {
            [CGPoint(x: point.x - distance / 2, y: point.y), CGPoint(x: point.x + distance / 2, y: point.y)]
        }
        for index in 0...count {
            let time = start + duration * Double(index) / Double(count)
            let distance = fromDistance + (toDistance - fromDistance) * CGFloat(index) / CGFloat(count)
            runLoop.schedule(at: time) { [weak recognizer] in
                guard let recognizer else { return }
                if beganDistance == nil {
                    guard abs(distance - fromDistance) >= hysteresis else { return }
                    beganDistance = distance
                    lastTime = time
                    recognizer.apply(touches: touches(distance), scale: 1, velocity: 0, state: .began)
                    return
                }
                let scale = distance / (beganDistance ?? fromDistance)
                let dt = time - lastTime
                let velocity = dt > 0 ? (scale - lastScale) / CGFloat(dt) : 0
                lastScale = scale
                lastTime = time
                recognizer.apply(touches: touches(distance), scale: scale, velocity: velocity, state: .changed)
            }
        }
        runLoop.schedule(at: start + duration) { [weak recognizer] in
            guard let recognizer, beganDistance != nil else { return }
            let scale = toDistance / (beganDistance ?? fromDistance)
            recognizer.apply(
                touches: [], scale: scale, velocity: recognizer.velocity, state: end == .ended ? .ended : .cancelled)
        }
    }

    /// Pinches the first enabled pinch recognizer found in `view`'s subtree (depth first).
    public func pinch(
        in view: UIView, at center: CGPoint? = nil, fromDistance: CGFloat, toDistance: CGFloat, steps: Int = 10,
        duration: TimeInterval = 0.5, end: GestureEnd = .ended
    ) {
        guard let recognizer: UIPinchGestureRecognizer = firstRecognizer(in: view) else {
            record(.error, name(of: view), "pinch: no pinch gesture recognizer in this view tree")
            return
        }
        pinch(
            recognizer, at: center, fromDistance: fromDistance, toDistance: toDistance, steps: steps,
            duration: duration, end: end)
    }

    /// The first enabled recognizer of type `R` in `view`'s subtree, depth first.
    public func firstRecognizer<R: UIGestureRecognizer>(in view: UIView) -> R? {
        if let found = view.gestureRecognizers?.first(where: { $0.isEnabled && $0 is R }) as? R { return found }
        for subview in view.subviews {
            if let found: R = firstRecognizer(in: subview) { return found }
        }
        return nil
    }
}
