// Swift translations of the seed article's presentation samples ("View Controller Transitions"),
// written the way the Swift emitter will write them: ControllerTwo, the host with the showTwo
// button, TransitioningDelegate and CustomTransitionAnimator.

import Foundation
import TransitionEngine

/// The article's `ControllerTwo`: a plain UIViewController subclass.
final class ControllerTwo: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

/// The article's animator: 1 s, grows the presented view from `.zero` to {20, 20, W-40, H-40}.
final class CustomTransitionAnimator: UIViewControllerAnimatedTransitioningBase {
    override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        1.0
    }

    override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let inView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = toVC.view else { return }
        inView.addSubview(toView)
        let frame = toView.frame
        toView.frame = .zero
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { toView.frame = CGRect(x: 20, y: 20, width: frame.width - 40, height: frame.height - 40) },
            completion: { _ in transitionContext.completeTransition(true) })
    }
}

/// The es-ES/pl-PL delegate: overrides the real method, so the custom animator is used.
final class TransitioningDelegate: UIViewControllerTransitioningDelegateBase {
    var animator: CustomTransitionAnimator?

    override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator = CustomTransitionAnimator()
        return animator
    }
}

/// The fr-FR/zh-TW/ja-JP delegate: its `PresentingController` override names a member that does not
/// exist, so UIKit never calls it; translated, the method is an unrelated extra method.
final class MisnamedTransitioningDelegate: UIViewControllerTransitioningDelegateBase {
    var animator: CustomTransitionAnimator?

    func presentingController(
        _ presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator = CustomTransitionAnimator()
        return animator
    }
}

/// An animator that never calls completeTransition (a broken sample).
final class ForgetfulAnimator: UIViewControllerAnimatedTransitioningBase {
    override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.5
    }

    override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
    }
}

/// A delegate returning a given animator.
final class FixedAnimatorDelegate: UIViewControllerTransitioningDelegateBase {
    let animator: any UIViewControllerAnimatedTransitioning
    init(animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        super.init()
    }

    override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// The host controller of the snippets: a `showTwo` button whose TouchUpInside presents ControllerTwo.
final class HostController: UIViewController {
    enum Variant {
        /// First snippet: `PresentViewController(controllerTwo, true, null)`.
        case plain
        /// Second snippet: `.custom` style and a transitioning delegate.
        case custom(() -> any UIViewControllerTransitioningDelegate)
    }

    let variant: Variant
    var showTwo: UIButton!
    var controllerTwo: ControllerTwo?
    var transitioningDelegateHolder: (any UIViewControllerTransitioningDelegate)?

    init(variant: Variant) {
        self.variant = variant
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showTwo = UIButton(type: .system)
        showTwo.frame = CGRect(x: 10, y: 100, width: 300, height: 44)
        view.addSubview(showTwo)
        showTwo.addHandler(for: .touchUpInside) { [unowned self] _ in
            let controllerTwo = ControllerTwo()
            self.controllerTwo = controllerTwo
            if case let .custom(makeDelegate) = self.variant {
                controllerTwo.modalPresentationStyle = .custom
                let delegate = makeDelegate()
                self.transitioningDelegateHolder = delegate
                controllerTwo.transitioningDelegate = delegate
            }
            self.present(controllerTwo, animated: true, completion: nil)
        }
    }
}

/// Builds an engine with a key window whose root is a host, taps `showTwo` and runs until idle.
func runPresentationScenario(
    _ variant: HostController.Variant, configuration: EngineConfiguration = EngineConfiguration()
) -> (engine: TransitionEngine, host: HostController) {
    let engine = TransitionEngine(configuration: configuration)
    let window = UIWindow(frame: UIScreen.main.bounds)
    let host = HostController(variant: variant)
    window.rootViewController = host
    window.makeKeyAndVisible()
    engine.tap(host.showTwo)
    engine.runUntilIdle()
    return (engine, host)
}
