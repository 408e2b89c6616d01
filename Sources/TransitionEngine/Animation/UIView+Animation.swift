// UIView+Animation: the `UIView.animate` family and view transitions on the virtual clock.

import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates and then calls `completion(finished)`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates after `delay` with the curve and options given.
    ///
    /// Model values change at once; presentation values follow the curve. Duration ≤ 0 (or no
    /// animatable change) applies the changes without animating and calls the completion at the next
    /// run-loop turn. Animating a property that is already animating replaces that animation, whose
    /// group then completes with `finished = false`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        let engine = TransitionEngine.current
        let changes = engine.animations.captureChanges(animations)
        engine.animations.start(
            label: "UIView.animate", changes: changes, duration: duration, delay: delay,
            curve: TimingCurve(options.curve),
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse), completion: completion)
        if options.contains(.layoutSubviews) { engine.record(.notModelled, "UIView.animate", "option layoutSubviews") }
    }

    /// Animates with a spring. The spring is modelled as a damped oscillator that settles at the end
    /// of `duration`; the initial velocity is recorded but not modelled. [U]
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let engine = TransitionEngine.current
        let changes = engine.animations.captureChanges(animations)
        if velocity != 0 {
            engine.record(
                .notModelled, "UIView.animate", "initialSpringVelocity \(TraceFormat.number(velocity)) ignored")
        }
        engine.animations.start(
            label: "UIView.animate(spring)", changes: changes, duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio)), repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse), completion: completion)
    }

    /// Runs `animations` with animations disabled: inside an animation block its changes apply at
    /// once instead of being animated; outside one it simply runs the block.
    public static func performWithoutAnimation(_ animations: () -> Void) {
        let timeline = TransitionEngine.current.animations
        guard timeline.isCapturing else {
            animations()
            return
        }
        _ = timeline.captureChanges(animations)
    }

    // MARK: Keyframes

    /// Runs a keyframe animation: changes made inside `addKeyframe` blocks animate within their
    /// relative windows (linear between keyframes); changes outside any keyframe span the whole duration.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        let engine = TransitionEngine.current
        let changes = engine.animations.captureChanges(animations)
        engine.animations.start(
            label: "UIView.animateKeyframes", changes: changes, duration: duration, delay: delay, curve: .linear,
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse), keyframed: true,
            completion: completion)
    }

    /// Adds a keyframe inside an `animateKeyframes` block; times are fractions of the whole duration.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let timeline = TransitionEngine.current.animations
        guard timeline.isCapturing else {
            TransitionEngine.current.record(
                .error, "UIView.addKeyframe", "called outside animateKeyframes; applied at once")
            animations()
            return
        }
        let outer = timeline.keyframeWindow
        timeline.keyframeWindow = (frameStartTime, frameDuration)
        animations()
        timeline.keyframeWindow = outer
    }

    // MARK: Transitions

    /// Replaces `fromView` with `toView` in its superview (or hides/shows them with
    /// `.showHideTransitionViews`) and completes after `duration`. The flip/curl/dissolve visual is a
    /// timed state change: only its start and end are modelled.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        let engine = TransitionEngine.current
        let subject = "UIView.transition"
        engine.record(
            .animation, subject,
            "\(options.transitionName) from \(engine.name(of: fromView)) to \(engine.name(of: toView)), "
                + "duration \(TraceFormat.number(duration)) (visual effect not modelled)")
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            let index = parent.subviews.firstIndex(where: { $0 === fromView }) ?? parent.subviews.count
            parent.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        scheduleTimedTransition(engine: engine, subject: subject, duration: duration, completion: completion)
    }

    /// Runs `animations` on `view` as a transition (flip, curl, cross-dissolve): the changes apply at
    /// once and the completion runs after `duration`; the visual effect is not modelled.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions, animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        let engine = TransitionEngine.current
        let subject = "UIView.transition"
        engine.record(
            .animation, subject,
            "\(options.transitionName) with \(engine.name(of: view)), duration \(TraceFormat.number(duration)) (visual effect not modelled)"
        )
        animations?()
        scheduleTimedTransition(engine: engine, subject: subject, duration: duration, completion: completion)
    }

    private static func scheduleTimedTransition(
        engine: TransitionEngine, subject: String, duration: TimeInterval, completion: ((Bool) -> Void)?
    ) {
        let finish = { [weak engine] in
            engine?.record(.animation, subject, "ends: finished true")
            if let completion {
                engine?.record(.completion, subject, "completion(finished: true)")
                completion(true)
            }
        }
        if duration <= 0 {
            engine.runLoop.perform(finish)
        } else {
            engine.runLoop.schedule(after: duration, finish)
        }
    }
}
