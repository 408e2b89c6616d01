// TransitionRunner: runs one view-controller transition through an animator (and optionally an
// interaction controller), tracing the calls, until the context's completeTransition arrives.

import Foundation

/// Drives an animator with a context; shared by modal presentations and navigation transitions.
final class TransitionRunner: PendingTransition {
    /// The engine, unowned: the engine keeps this object (in its name table or pending
    /// transitions), and a strong reference back kept every engine alive after its scenario.
    unowned let engine: TransitionEngine
    let context: TransitionContext
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: (any UIViewControllerInteractiveTransitioning)?
    /// True when the animator is the engine's default animation (its calls are not traced as sample calls).
    let isSystemAnimator: Bool
    let label: String
    private let subjectName: String
    /// Called once when the transition ends, with completeTransition's flag.
    var onFinish: ((Bool) -> Void)?
    /// The number of this transition's film in the trace, once started.
    private var film: Int?

    init(
        engine: TransitionEngine, context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?, isSystemAnimator: Bool, label: String,
        subject: String
    ) {
        self.engine = engine
        self.context = context
        self.animator = animator
        self.interaction = interaction
        self.isSystemAnimator = isSystemAnimator
        self.label = label
        self.subjectName = subject
    }

    override var subject: String { subjectName }
    override var pendingDescription: String { "\(label) is waiting for completeTransition(_:)" }

    /// Starts the transition: transitionDuration, then startInteractiveTransition or animateTransition.
    func start() {
        engine.pendingTransitions.append(self)
        context.onComplete = { [weak self] didComplete in self?.finish(didComplete) }
        let animatorName = engine.name(of: animator)
        let duration = animator.transitionDuration(using: context)
        if !isSystemAnimator {
            engine.record(.animator, animatorName, "transitionDuration(using:) -> \(TraceFormat.number(duration))")
        }
        defer {
            // A transition that completed at once (duration 0) has nothing to film.
            if engine.pendingTransitions.contains(where: { $0 === self }) {
                film = engine.films.begin(label, duration: duration)
            }
        }
        if let interaction {
            let name = engine.name(of: interaction)
            context.isInteractive = true
            if let percent = interaction as? UIPercentDrivenInteractiveTransition { percent.animator = animator }
            engine.record(.animator, name, "startInteractiveTransition(_:)")
            interaction.startInteractiveTransition(context)
        } else {
            if !isSystemAnimator { engine.record(.animator, animatorName, "animateTransition(using:)") }
            animator.animateTransition(using: context)
        }
    }

    private func finish(_ didComplete: Bool) {
        engine.pendingTransitions.removeAll { $0 === self }
        engine.films.end(film)
        film = nil
        if !isSystemAnimator {
            engine.record(.animator, engine.name(of: animator), "animationEnded(\(TraceFormat.flag(didComplete)))")
            animator.animationEnded(didComplete)
        }
        let callback = onFinish
        onFinish = nil
        callback?(didComplete)
    }
}
