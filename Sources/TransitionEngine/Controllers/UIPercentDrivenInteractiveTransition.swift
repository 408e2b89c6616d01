// UIPercentDrivenInteractiveTransition: scrubs an animator's animations by percent, then lets them
// run to the end (finish) or back to the start (cancel) on the virtual clock.

import Foundation

/// An interaction controller that drives the animator's `UIView` animations by a percentage.
///
/// `startInteractiveTransition(_:)` calls the animator's `animateTransition(using:)` and pauses the
/// animation groups it starts. `update(_:)` moves them; `finish()` runs the remaining
/// (1 − p)·duration / completionSpeed with `completionCurve`; `cancel()` runs back to 0 in
/// p·duration / completionSpeed, after which the views' model values return to their start values. [U]
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning, TraceNaming {
    /// Set by an interpreter so traces show the sample's class name instead of the Swift class.
    public var runtimeTypeName: String?

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// The animator whose animations are driven (set by the transition runner).
    weak var animator: (any UIViewControllerAnimatedTransitioning)?
    private weak var context: TransitionContext?
    private var groups: [AnimationGroup] = []
    private var startValues: [(view: UIView, key: AnimatableKey, value: AnimatableValue)] = []

    /// The duration of the driven animation (the animator's transitionDuration).
    public private(set) var duration: CGFloat = 0
    /// The current progress, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// Speed factor for the remaining animation (default 1).
    open var completionSpeed: CGFloat = 1
    /// Curve of the remaining animation (default ease-in-out).
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// An interaction controller.
    public override init() { super.init() }

    /// Starts: calls the animator and pauses the animations it begins at 0 %.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator else { return }
        self.context = context
        context.isInteractive = true
        context.interactionDriver = self
        let engine = context.engine
        duration = CGFloat(animator.transitionDuration(using: context))
        engine.record(.animator, engine.name(of: animator), "animateTransition(using:) (interactive)")
        groups = engine.animations.collectGroups { animator.animateTransition(using: context) }
        for group in groups {
            for animation in group.animations { startValues.append((animation.view, animation.key, animation.from)) }
            engine.animations.retime(group, driver: { _ in 0 }, endTime: nil)
        }
    }

    /// Moves the paused animations to `percentComplete`.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
        context?.updateInteractiveTransition(percentComplete)
        let fraction = Double(min(max(percentComplete, 0), 1))
        for group in groups { context?.engine.animations.retime(group, driver: { _ in fraction }, endTime: nil) }
    }

    /// Lets the animations run to the end.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        settle(towards: 1, context: context)
    }

    /// Runs the animations back to the start; the animator is expected to call `completeTransition(false)`.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        settle(towards: 0, context: context)
    }

    private func settle(towards target: Double, context: TransitionContext) {
        let engine = context.engine
        let start = Double(min(max(percentComplete, 0), 1))
        let speed = Double(max(completionSpeed, 0.01))
        let remaining = abs(target - start) * Double(duration) / speed
        let now = engine.now
        let curve = TimingCurve(completionCurve)
        let restore = target == 0 ? startValues : []
        if !restore.isEmpty {
            engine.runLoop.schedule(at: now + remaining) {
                engine.quietly {
                    for item in restore { item.view.restoreModel(item.key, item.value) }
                }
            }
        }
        for group in groups {
            let driver: (TimeInterval) -> Double = { time in
                let t = remaining > 0 ? (time - now) / remaining : 1
                return start + (target - start) * curve.progress(t)
            }
            engine.animations.retime(group, driver: driver, endTime: now + remaining)
        }
    }
}
