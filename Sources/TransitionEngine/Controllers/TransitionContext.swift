// TransitionContext: the engine's `UIViewControllerContextTransitioning` for modal and navigation transitions.

import Foundation

/// The context object handed to animators; every call made on it by sample code is traced.
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// The engine, unowned: the engine keeps this object (in its name table or pending
    /// transitions), and a strong reference back kept every engine alive after its scenario.
    unowned let engine: TransitionEngine
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let fromViewController: UIViewController
    let toViewController: UIViewController
    let fromView: UIView?
    let toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Called once with the flag of the first `completeTransition(_:)`.
    var onComplete: ((Bool) -> Void)?
    /// Receives update/finish/cancel from sample code (set when an interaction controller drives).
    weak var interactionDriver: UIPercentDrivenInteractiveTransition?
    private(set) var isCompleted = false

    init(
        engine: TransitionEngine, containerView: UIView, isAnimated: Bool, style: UIModalPresentationStyle,
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?
    ) {
        self.engine = engine
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = style
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        super.init()
    }

    private var subject: String { engine.name(of: self) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        engine.record(.context, subject, "completeTransition(\(TraceFormat.flag(didComplete)))")
        guard !isCompleted else {
            engine.record(.error, subject, "completeTransition called more than once; ignored")
            return
        }
        isCompleted = true
        if !didComplete { transitionWasCancelled = true }
        onComplete?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        engine.record(.context, subject, "updateInteractiveTransition(\(TraceFormat.number(percentComplete)))")
    }

    func finishInteractiveTransition() {
        engine.record(.context, subject, "finishInteractiveTransition()")
    }

    func cancelInteractiveTransition() {
        engine.record(.context, subject, "cancelInteractiveTransition()")
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        engine.record(.notModelled, subject, "pauseInteractiveTransition()")
    }
}
