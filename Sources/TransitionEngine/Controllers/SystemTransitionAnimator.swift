// SystemTransitionAnimator: UIKit's built-in animations for modal styles (cover-vertical,
// cross-dissolve, flip-horizontal, partial-curl) and the navigation slide, as engine animators.

import Foundation

/// One of UIKit's default transition animations.
final class SystemTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Kind {
        case modal(UIModalTransitionStyle)
        case navigationSlide
    }

    let kind: Kind
    /// True for present/push, false for dismiss/pop.
    let isForward: Bool
    let configuration: EngineConfiguration

    init(kind: Kind, isForward: Bool, configuration: EngineConfiguration) {
        self.kind = kind
        self.isForward = isForward
        self.configuration = configuration
        super.init()
    }

    /// Human-readable name for traces, e.g. `cover-vertical`.
    var styleName: String {
        switch kind {
        case .modal(.coverVertical): return "cover-vertical"
        case .modal(.crossDissolve): return "cross-dissolve"
        case .modal(.flipHorizontal): return "flip-horizontal"
        case .modal(.partialCurl): return "partial-curl"
        case .navigationSlide: return "slide"
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch kind {
        case .modal(.coverVertical): return configuration.coverVerticalDuration
        case .modal(.crossDissolve): return configuration.crossDissolveDuration
        case .modal(.flipHorizontal): return configuration.flipHorizontalDuration
        case .modal(.partialCurl): return configuration.partialCurlDuration
        case .navigationSlide: return configuration.pushDuration
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        let engine = context.engine
        let container = context.containerView
        let fromVC = context.fromViewController
        let toVC = context.toViewController
        let toView = context.view(forKey: .to) ?? toVC.rootView
        let fromView = context.view(forKey: .from) ?? fromVC.rootView
        let width = container.bounds.width
        let height = container.bounds.height
        let duration = context.isAnimated ? transitionDuration(using: context) : 0
        let complete: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }

        switch kind {
        case .navigationSlide:
            let parallax = configuration.pushParallaxFactor * width
            let toFinal = context.finalFrame(for: toVC)
            let fromStart = context.initialFrame(for: fromVC)
            if isForward {
                container.addSubview(toView)
                toView.frame = toFinal.offsetBy(dx: width, dy: 0)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
                toView.frame = toFinal.offsetBy(dx: -parallax, dy: 0)
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: options(for: configuration.pushCurve),
                animations: {
                    toView.frame = toFinal
                    fromView.frame = fromStart.offsetBy(dx: self.isForward ? -parallax : width, dy: 0)
                }, completion: complete)
        case .modal(.coverVertical):
            if isForward {
                let final = context.finalFrame(for: toVC)
                container.addSubview(toView)
                toView.frame = final.offsetBy(dx: 0, dy: height)
                UIView.animate(
                    withDuration: duration, delay: 0, options: options(for: configuration.coverVerticalCurve),
                    animations: { toView.frame = final }, completion: complete)
            } else {
                let start = fromView.frame
                UIView.animate(
                    withDuration: duration, delay: 0, options: options(for: configuration.coverVerticalCurve),
                    animations: { fromView.frame = start.offsetBy(dx: 0, dy: height) }, completion: complete)
            }
        case .modal(.crossDissolve):
            if isForward {
                container.addSubview(toView)
                toView.frame = context.finalFrame(for: toVC)
                toView.alpha = 0
                UIView.animate(
                    withDuration: duration, delay: 0, options: [], animations: { toView.alpha = 1 },
                    completion: complete)
            } else {
                UIView.animate(
                    withDuration: duration, delay: 0, options: [], animations: { fromView.alpha = 0 },
                    completion: complete)
            }
        case .modal(.flipHorizontal), .modal(.partialCurl):
            if isForward {
                container.addSubview(toView)
                toView.frame = context.finalFrame(for: toVC)
            }
            engine.record(
                .notModelled, engine.name(of: isForward ? toVC : fromVC),
                "\(styleName) visual effect (timed state change of \(TraceFormat.number(duration)) s)")
            if duration > 0 {
                engine.runLoop.schedule(after: duration) { complete(true) }
            } else {
                engine.runLoop.perform { complete(true) }
            }
        }
    }

    private func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    }
}
