// ModalTransition: one present or dismiss — style resolution, delegate consultation, appearance
// callbacks, the transition run and the final bookkeeping, in the order of engine-spec §2.

import Foundation

/// The container UIKit inserts for a presentation (named in traces as `UITransitionView#n`).
final class UITransitionView: UIView {}

/// A present or dismiss in flight.
final class ModalTransition {
    /// The engine, unowned: the engine keeps this object (through the presenting controller in
    /// one of its windows), and a strong reference back kept every engine alive after its scenario.
    unowned let engine: TransitionEngine
    let isPresenting: Bool
    let presented: UIViewController
    /// The presenting controller, unowned: it keeps this transition (`activeModalTransition`)
    /// until the transition ends, and one that never ends (an animator that never calls
    /// `completeTransition`) kept both alive forever.
    unowned let presenting: UIViewController
    let style: UIModalPresentationStyle
    let animated: Bool
    let completion: (() -> Void)?

    init(
        engine: TransitionEngine, isPresenting: Bool, presented: UIViewController, presenting: UIViewController,
        style: UIModalPresentationStyle, animated: Bool, completion: (() -> Void)?
    ) {
        self.engine = engine
        self.isPresenting = isPresenting
        self.presented = presented
        self.presenting = presenting
        self.style = style
        self.animated = animated
        self.completion = completion
    }

    /// `.custom` and the `over…` styles keep the presenter's view and give it no appearance callbacks.
    var presenterStaysVisible: Bool {
        switch style {
        case .custom, .overFullScreen, .overCurrentContext, .blurOverFullScreen: return true
        case .pageSheet, .formSheet: return engine.configuration.era != .iOS7
        default: return false
        }
    }

    private var isSheetCard: Bool { (style == .pageSheet || style == .formSheet) && engine.configuration.era != .iOS7 }

    private func name(_ object: AnyObject?) -> String { engine.name(of: object) }

    // MARK: Present

    /// Starts a presentation; `source` is the controller `present` was called on.
    func startPresentation(source: UIViewController, container: UIView) {
        let delegate = style == .custom ? presented.transitioningDelegate : nil
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        var presentationController = UIPresentationController(
            presentedViewController: presented, presenting: presenting)
        presented.loadViewIfNeeded()
        if style == .custom {
            if let delegate {
                let delegateName = name(delegate)
                let custom = delegate.presentationController(
                    forPresented: presented, presenting: presenting, source: source)
                engine.record(
                    .delegate, delegateName,
                    "presentationController(forPresented: \(name(presented)), presenting: \(name(presenting)), source: \(name(source))) -> \(name(custom))"
                )
                if let custom { presentationController = custom }
                animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source)
                engine.record(
                    .delegate, delegateName,
                    "animationController(forPresented: \(name(presented)), presenting: \(name(presenting)), source: \(name(source))) -> \(name(animator))"
                )
                if let animator {
                    interaction = delegate.interactionControllerForPresentation(using: animator)
                    engine.record(
                        .delegate, delegateName,
                        "interactionControllerForPresentation(using: \(name(animator))) -> \(name(interaction))")
                }
            } else {
                engine.record(.presentation, name(presented), "custom style without a transitioningDelegate")
            }
        }
        presentationController.containerView = container
        presented.presentationController = presentationController

        presented.beginAppearanceTransition(true, animated: animated)
        if !presenterStaysVisible { presenting.beginAppearanceTransition(false, animated: animated) }
        if style == .custom {
            engine.record(.delegate, name(presentationController), "presentationTransitionWillBegin()")
        }
        presentationController.presentationTransitionWillBegin()

        var finalFrame = presentationController.frameOfPresentedViewInContainerView
        if isSheetCard {
            let inset = engine.configuration.sheetTopInset
            finalFrame = CGRect(x: 0, y: inset, width: container.bounds.width, height: container.bounds.height - inset)
        }
        let context = TransitionContext(
            engine: engine, containerView: container, isAnimated: animated, style: style, from: presenting,
            to: presented,
            fromView: style == .custom ? nil : presenting.view, toView: presentationController.presentedView)
        context.initialFrames[ObjectIdentifier(presenting)] = presenting.view.frame
        context.finalFrames[ObjectIdentifier(presenting)] = presenterStaysVisible ? presenting.view.frame : .zero
        context.finalFrames[ObjectIdentifier(presented)] = finalFrame

        run(context, animator: animator, interaction: interaction, isForward: true) { [weak self] completed in
            self?.finishPresentation(completed, presentationController: presentationController)
        }
    }

    /// Runs `context` with the delegate's animator, or with the system animation of the modal
    /// transition style when the delegate gave none, and calls `onFinish` when it ends.
    private func run(
        _ context: TransitionContext, animator: (any UIViewControllerAnimatedTransitioning)?,
        interaction: (any UIViewControllerInteractiveTransitioning)?, isForward: Bool,
        onFinish: @escaping (Bool) -> Void
    ) {
        let phase = isForward ? "presentation" : "dismissal"
        let usedAnimator =
            animator
            ?? SystemTransitionAnimator(
                kind: .modal(presented.modalTransitionStyle), isForward: isForward, configuration: engine.configuration)
        if animator == nil, let systemAnimator = usedAnimator as? SystemTransitionAnimator {
            let duration = animated ? systemAnimator.transitionDuration(using: context) : 0
            engine.record(
                .presentation, name(presented),
                "default \(systemAnimator.styleName) \(phase) started (duration \(TraceFormat.number(duration)))")
        }
        let runner = TransitionRunner(
            engine: engine, context: context, animator: usedAnimator, interaction: interaction,
            isSystemAnimator: animator == nil, label: "\(phase) of \(name(presented))", subject: name(presented))
        runner.onFinish = onFinish
        // The engine keeps the runner while it is pending; a reference from here made a cycle
        // (presenting controller → this transition → runner → context → presenting controller)
        // that kept a transition that never completes, and its controllers, alive forever.
        runner.start()
    }

    private func finishPresentation(_ completed: Bool, presentationController: UIPresentationController) {
        presenting.activeModalTransition = nil
        presented.isBeingPresented = false
        if style == .custom {
            engine.record(
                .delegate, name(presentationController), "presentationTransitionDidEnd(\(TraceFormat.flag(completed)))")
        }
        presentationController.presentationTransitionDidEnd(completed)
        if completed {
            let removes = !presenterStaysVisible || presentationController.shouldRemovePresentersView
            if removes, style != .custom || presentationController.shouldRemovePresentersView {
                presenting.viewIfLoaded?.removeFromSuperview()
            }
            if !presenterStaysVisible { presenting.endAppearanceTransition() }
            presented.endAppearanceTransition()
            engine.record(.presentation, name(presented), "presented by \(name(presenting))")
            runCompletion("present completion")
        } else {
            presenting.presentedViewController = nil
            presented.presentingViewController = nil
            presented.presentationController = nil
            presented.appearanceState = .disappeared
            if !presenterStaysVisible { presenting.appearanceState = .appeared }
            presented.presentationContainer?.removeFromSuperview()
            presented.presentationContainer = nil
            engine.record(.presentation, name(presented), "presentation cancelled; \(name(presenting)) still displayed")
            if engine.configuration.runsPresentCompletionAfterCancelledTransition {
                runCompletion("present completion")
            }
        }
    }

    // MARK: Dismiss

    /// Starts a dismissal of `presented` back to `presenting`.
    func startDismissal() {
        let container = presented.presentationContainer ?? presented.view.superview ?? presenting.view
        let presentationController =
            presented.presentationController
            ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if style == .custom, let delegate = presented.transitioningDelegate {
            let delegateName = name(delegate)
            animator = delegate.animationController(forDismissed: presented)
            engine.record(
                .delegate, delegateName, "animationController(forDismissed: \(name(presented))) -> \(name(animator))")
            if let animator {
                interaction = delegate.interactionControllerForDismissal(using: animator)
                engine.record(
                    .delegate, delegateName,
                    "interactionControllerForDismissal(using: \(name(animator))) -> \(name(interaction))")
            }
        }
        if let container, presenting.viewIfLoaded?.superview == nil, let window = container.window ?? engine.keyWindow {
            let view = presenting.rootView
            engine.quietly { window.insertSubview(view, belowSubview: container) }
        }
        presented.beginAppearanceTransition(false, animated: animated)
        if !presenterStaysVisible { presenting.beginAppearanceTransition(true, animated: animated) }
        if style == .custom { engine.record(.delegate, name(presentationController), "dismissalTransitionWillBegin()") }
        presentationController.dismissalTransitionWillBegin()

        let context = TransitionContext(
            engine: engine, containerView: container ?? presented.view, isAnimated: animated, style: style,
            from: presented, to: presenting, fromView: presented.view, toView: style == .custom ? nil : presenting.view)
        context.initialFrames[ObjectIdentifier(presented)] = presented.view.frame
        context.finalFrames[ObjectIdentifier(presented)] = .zero
        context.initialFrames[ObjectIdentifier(presenting)] = presenting.view.frame
        context.finalFrames[ObjectIdentifier(presenting)] = presenting.view.frame

        run(context, animator: animator, interaction: interaction, isForward: false) { [weak self] completed in
            self?.finishDismissal(completed, presentationController: presentationController)
        }
    }

    private func finishDismissal(_ completed: Bool, presentationController: UIPresentationController) {
        presenting.activeModalTransition = nil
        presented.isBeingDismissed = false
        if style == .custom {
            engine.record(
                .delegate, name(presentationController), "dismissalTransitionDidEnd(\(TraceFormat.flag(completed)))")
        }
        presentationController.dismissalTransitionDidEnd(completed)
        if completed {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentationContainer?.removeFromSuperview()
            presented.presentationContainer = nil
            presenting.presentedViewController = nil
            presented.presentingViewController = nil
            presented.presentationController = nil
            presented.endAppearanceTransition()
            if !presenterStaysVisible { presenting.endAppearanceTransition() }
            engine.record(.presentation, name(presented), "dismissed; \(name(presenting)) displayed")
            runCompletion("dismiss completion")
        } else {
            presented.appearanceState = .appeared
            if !presenterStaysVisible { presenting.appearanceState = .disappeared }
            engine.record(.presentation, name(presented), "dismissal cancelled; \(name(presented)) still displayed")
            if engine.configuration.runsPresentCompletionAfterCancelledTransition {
                runCompletion("dismiss completion")
            }
        }
    }

    private func runCompletion(_ label: String) {
        guard let completion else { return }
        engine.record(.completion, name(presented), label)
        completion()
    }
}
