// Interaction controllers (percent-driven presentations), navigation delegate animators, and the
// way an interpreter stands in for sample subclasses.

import Foundation
import Testing
import TransitionEngine

/// An animator that slides the presented view in from the right and reports cancellation honestly.
final class SlideInAnimator: UIViewControllerAnimatedTransitioningBase {
    override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 1 }

    override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = toVC.view else { return }
        let final = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: { toView.frame = final },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// A delegate returning the slide animator and a percent-driven interaction controller.
final class InteractiveDelegate: UIViewControllerTransitioningDelegateBase {
    let animator = SlideInAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()

    override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    override func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// What an interpreter does for a sample's `class ControllerTwo : UIViewController`: one Swift
/// forwarding class whose overrides call closures, named in traces by `runtimeTypeName`.
final class InterpretedViewController: UIViewController {
    var onViewDidLoad: ((InterpretedViewController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onViewDidLoad?(self)
    }
}

@Suite("Custom and interactive transitions")
struct CustomTransitionTests {
    private func presentInteractively(finish: Bool) -> (
        TransitionEngine, UIViewController, ControllerTwo, InteractiveDelegate, () -> Bool
    ) {
        let engine = TransitionEngine()
        let window = UIWindow()
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let delegate = InteractiveDelegate()
        let two = ControllerTwo()
        two.modalPresentationStyle = .custom
        two.transitioningDelegate = delegate
        var completed = false
        host.present(two, animated: true) { completed = true }
        delegate.interaction.update(0.5)
        engine.advance(by: 2)
        if finish { delegate.interaction.finish() } else { delegate.interaction.cancel() }
        engine.runUntilIdle()
        return (engine, host, two, delegate, { completed })
    }

    @Test("A percent-driven presentation waits at 50 %, then finish runs the remaining half")
    func percentDrivenFinish() throws {
        let (engine, host, two, _, completed) = presentInteractively(finish: true)
        expectInOrder(
            [
                "delegate InteractiveDelegate#1 interactionControllerForPresentation(using: SlideInAnimator#1) -> UIPercentDrivenInteractiveTransition#1",
                "animator SlideInAnimator#1 transitionDuration(using:) -> 1",
                "animator UIPercentDrivenInteractiveTransition#1 startInteractiveTransition(_:)",
                "t=0.000 context TransitionContext#1 updateInteractiveTransition(0.5)",
                "t=2.000 context TransitionContext#1 finishInteractiveTransition()",
                "t=2.500 context TransitionContext#1 completeTransition(true)",
                "t=2.500 lifecycle ControllerTwo#1 viewDidAppear(true)",
            ], in: engine)
        #expect(completed())
        #expect(host.presentedViewController === two)
        #expect(two.view.presentationFrame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test("Cancelling a percent-driven presentation runs back, restores the start frame and rolls back")
    func percentDrivenCancel() throws {
        let (engine, host, two, _, completed) = presentInteractively(finish: false)
        expectInOrder(
            [
                "t=2.000 context TransitionContext#1 cancelInteractiveTransition()",
                "t=2.500 context TransitionContext#1 completeTransition(false)",
                "t=2.500 animator SlideInAnimator#1 animationEnded(false)",
                "presentation cancelled; UIViewController#1 still displayed",
            ], in: engine)
        #expect(!completed())
        #expect(host.presentedViewController == nil)
        #expect(two.view.frame == CGRect(x: 320, y: 0, width: 320, height: 568))
    }

    @Test("A navigation delegate's animator replaces the default slide")
    func navigationDelegateAnimator() throws {
        final class NavigationDelegate: UINavigationControllerDelegateBase {
            let animator = SlideInAnimator()
            override func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { operation == .push ? animator : nil }
        }
        let engine = TransitionEngine()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = NavigationDelegate()
        navigation.delegate = delegate
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(ControllerTwo(), animated: true)
        engine.runUntilIdle()
        expectInOrder(
            [
                "delegate NavigationDelegate#1 navigationController(_:willShow: ControllerTwo#1, animated: true)",
                "delegate NavigationDelegate#1 navigationController(_:animationControllerFor: push, from: UIViewController#1, to: ControllerTwo#1) -> SlideInAnimator#1",
                "animator SlideInAnimator#1 animateTransition(using:)",
                "t=1.000 context TransitionContext#1 completeTransition(true)",
                "t=1.000 delegate NavigationDelegate#1 navigationController(_:didShow: ControllerTwo#1, animated: true)",
            ], in: engine)
        #expect(linesContaining("default slide", in: engine).isEmpty)
        navigation.popViewController(animated: true)
        engine.runUntilIdle()
        #expect(linesContaining("default slide pop started (duration 0.35)", in: engine).count == 1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("An interpreter's forwarding subclass with runtimeTypeName traces exactly like the compiled subclass")
    func interpreterForwardingSubclass() {
        func scenario(_ makeController: @escaping () -> UIViewController) -> String {
            let engine = TransitionEngine()
            let window = UIWindow()
            let host = UIViewController()
            window.rootViewController = host
            window.makeKeyAndVisible()
            host.present(makeController(), animated: true)
            engine.runUntilIdle()
            return engine.trace.text
        }
        let compiled = scenario { ControllerTwo() }
        let interpreted = scenario {
            let controller = InterpretedViewController()
            controller.runtimeTypeName = "ControllerTwo"
            controller.onViewDidLoad = { $0.view.backgroundColor = .white }
            return controller
        }
        #expect(compiled == interpreted)
        #expect(compiled.contains("lifecycle ControllerTwo#1 viewDidLoad"))
    }

    @Test("With .custom, animateTransition runs even when animated is false, and isAnimated is false")
    func customNotAnimated() {
        final class Recorder: UIViewControllerAnimatedTransitioningBase {
            var sawAnimated: Bool?
            override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.2 }
            override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                sawAnimated = transitionContext.isAnimated
                if let toView = transitionContext.view(forKey: .to) {
                    transitionContext.containerView.addSubview(toView)
                }
                #expect(transitionContext.view(forKey: .from) == nil)
                transitionContext.completeTransition(true)
            }
        }
        let engine = TransitionEngine()
        let window = UIWindow()
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let recorder = Recorder()
        let delegate = FixedAnimatorDelegate(animator: recorder)
        let two = ControllerTwo()
        two.modalPresentationStyle = .custom
        two.transitioningDelegate = delegate
        host.present(two, animated: false)
        engine.runUntilIdle()
        #expect(recorder.sawAnimated == false)
        #expect(linesContaining("animator Recorder#1 animateTransition(using:)", in: engine).count == 1)
        #expect(host.presentedViewController === two)
    }

    @Test("A .custom presentation without a delegate plays the default animation and keeps the presenter")
    func customWithoutDelegate() {
        let engine = TransitionEngine()
        let window = UIWindow()
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let two = ControllerTwo()
        two.modalPresentationStyle = .custom
        host.present(two, animated: true)
        engine.runUntilIdle()
        expectInOrder(
            [
                "presentation ControllerTwo#1 custom style without a transitioningDelegate",
                "presentation ControllerTwo#1 default cover-vertical presentation started (duration 0.4)",
                "t=0.400 presentation ControllerTwo#1 presented by UIViewController#1",
            ], in: engine)
        #expect(host.view.window != nil)
    }

    @Test("A custom presentation controller's frame is the final frame handed to the animator")
    func presentationControllerFrame() {
        final class HalfSheet: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView?.bounds ?? .zero
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
        }
        final class SheetDelegate: UIViewControllerTransitioningDelegateBase {
            let animator = SlideInAnimator()
            override func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? { HalfSheet(presentedViewController: presented, presenting: presenting) }
            override func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let engine = TransitionEngine()
        let window = UIWindow()
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let delegate = SheetDelegate()
        let two = ControllerTwo()
        two.modalPresentationStyle = .custom
        two.transitioningDelegate = delegate
        host.present(two, animated: true)
        engine.runUntilIdle()
        #expect(two.view.frame == CGRect(x: 0, y: 284, width: 320, height: 284))
        expectInOrder(
            [
                "-> HalfSheet#1",
                "delegate HalfSheet#1 presentationTransitionWillBegin()",
                "t=1.000 delegate HalfSheet#1 presentationTransitionDidEnd(true)",
            ], in: engine)
    }
}
