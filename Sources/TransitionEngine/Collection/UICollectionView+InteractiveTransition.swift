// UICollectionView+InteractiveTransition: startInteractiveTransition / finish / cancel with the
// guard errors of engine-spec §4 and the (completed, finished) completion flags.

import Foundation

/// The state of one interactive layout transition.
final class InteractiveLayoutTransition: PendingTransition {
    let oldLayout: UICollectionViewLayout
    let newLayout: UICollectionViewLayout
    let transitionLayout: UICollectionViewTransitionLayout
    let completion: ((Bool, Bool) -> Void)?
    var isSettling = false

    init(
        oldLayout: UICollectionViewLayout, newLayout: UICollectionViewLayout,
        transitionLayout: UICollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?
    ) {
        self.oldLayout = oldLayout
        self.newLayout = newLayout
        self.transitionLayout = transitionLayout
        self.completion = completion
    }

    var collectionName = "collection view"
    override var subject: String { collectionName }
    override var pendingDescription: String { "interactive layout transition was neither finished nor cancelled" }
}

extension UICollectionView {
    /// Starts an interactive transition to `layout`: installs a transition layout quietly (the
    /// delegate's from `collectionView(_:transitionLayoutForOldLayout:newLayout:)` if it returns one)
    /// and returns it. Drive it with `transitionProgress` + `invalidateLayout()`, then call
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`. The completion receives
    /// `(completed, finished)`: finished is false when cancelled.
    ///
    /// Starting while a transition is active records the error "the collection is already in the
    /// middle of an interactive transition" and returns the active transition layout.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
    ) -> UICollectionViewTransitionLayout {
        let engine = owningEngine
        let me = engine.name(of: self)
        if let active = interactiveTransition {
            engine.record(.error, me, "the collection is already in the middle of an interactive transition")
            return active.transitionLayout
        }
        let old = collectionViewLayout
        var transitionLayout: UICollectionViewTransitionLayout?
        if let delegate {
            transitionLayout = delegate.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            engine.record(
                .delegate, engine.name(of: delegate),
                "collectionView(_:transitionLayoutForOldLayout: \(engine.name(of: old)), newLayout: \(engine.name(of: layout))) -> \(engine.name(of: transitionLayout))"
            )
        }
        let installed = transitionLayout ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        engine.record(
            .layout, me,
            "startInteractiveTransition from \(engine.name(of: old)) to \(engine.name(of: layout)) with \(engine.name(of: installed))"
        )
        let transition = InteractiveLayoutTransition(
            oldLayout: old, newLayout: layout, transitionLayout: installed, completion: completion)
        transition.collectionName = me
        interactiveTransition = transition
        engine.pendingTransitions.append(transition)
        install(installed)
        setNeedsLayout()
        return installed
    }

    /// Finishes the interactive transition: the items move from the current progress to the new
    /// layout over `EngineConfiguration.interactiveSettleDuration`, the new layout is installed, then
    /// the completion runs with `(true, true)`. Without an active transition, records the error
    /// "the collection was not prepared for an interactive transition".
    public func finishInteractiveTransition() {
        settleInteractiveTransition(finishing: true)
    }

    /// Cancels the interactive transition: the items move back, the old layout is reinstalled, then
    /// the completion runs with `(true, false)`.
    public func cancelInteractiveTransition() {
        settleInteractiveTransition(finishing: false)
    }

    private func settleInteractiveTransition(finishing: Bool) {
        let engine = owningEngine
        let me = engine.name(of: self)
        let verb = finishing ? "finishInteractiveTransition" : "cancelInteractiveTransition"
        guard let active = interactiveTransition, !active.isSettling else {
            engine.record(.error, me, "\(verb): the collection was not prepared for an interactive transition")
            return
        }
        active.isSettling = true
        let target = finishing ? active.newLayout : active.oldLayout
        engine.record(
            .layout, me,
            "\(verb) at progress \(TraceFormat.number(active.transitionLayout.transitionProgress)); settling to \(engine.name(of: target))"
        )
        let config = engine.configuration
        UIView.animate(
            withDuration: config.interactiveSettleDuration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(config.interactiveSettleCurve.rawValue) << 16),
            animations: {
                self.install(target)
                self.performLayoutPass()
            }, completion: nil)
        // The settle always takes the configured duration, even when nothing has left to move.
        engine.runLoop.schedule(after: config.interactiveSettleDuration) { [weak self] in
            guard let self else { return }
            self.interactiveTransition = nil
            engine.pendingTransitions.removeAll { $0 === active }
            engine.record(
                .completion, me,
                "interactive transition completion(completed: true, finished: \(TraceFormat.flag(finishing)))")
            active.completion?(true, finishing)
        }
    }
}
