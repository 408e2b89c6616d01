// The seed article's modal presentations: default cover-vertical, the custom animator, the
// delegate whose method is misnamed, and transitions that never complete or are cancelled.

import Foundation
import Testing
import TransitionEngine

@Suite("Modal presentation (seed article)")
struct PresentationTests {
    @Test("TouchUpInside presents ControllerTwo full screen with the default cover-vertical slide")
    func defaultPresentation() throws {
        let (engine, host) = runPresentationScenario(.plain)
        expectInOrder(
            [
                "t=0.000 control UIButton#1 touchUpInside (1 handler)",
                "presentation HostController#1 present ControllerTwo#1 animated true, style automatic as fullScreen, transition coverVertical",
                "lifecycle ControllerTwo#1 loadView",
                "lifecycle ControllerTwo#1 viewDidLoad",
                "lifecycle ControllerTwo#1 viewWillAppear(true)",
                "lifecycle HostController#1 viewWillDisappear(true)",
                "presentation ControllerTwo#1 default cover-vertical presentation started (duration 0.4)",
                "ControllerTwo#1.view frame {0, 568, 320, 568} -> {0, 0, 320, 568}",
                "t=0.200 sample animation#1 at 50%: ControllerTwo#1.view frame {0, 284, 320, 568}",
                "t=0.400 animation animation#1 UIView.animate ends: finished true",
                "t=0.400 view HostController#1.view removeFromSuperview",
                "t=0.400 lifecycle HostController#1 viewDidDisappear(true)",
                "t=0.400 lifecycle ControllerTwo#1 viewDidAppear(true)",
                "t=0.400 presentation ControllerTwo#1 presented by HostController#1",
            ], in: engine)
        #expect(host.presentedViewController === host.controllerTwo)
        #expect(host.controllerTwo?.presentingViewController === host)
        #expect(host.controllerTwo?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(engine.trace.events(of: .animator).isEmpty)
        #expect(engine.now == 0.4)
    }

    @Test("The custom delegate's animator runs 1 s ease-in-out to {20, 20, 280, 528} and completes at t=1")
    func customAnimator() throws {
        let (engine, host) = runPresentationScenario(.custom({ TransitioningDelegate() }))
        expectInOrder(
            [
                "t=0.000 presentation HostController#1 present ControllerTwo#1 animated true, style custom",
                "t=0.000 delegate TransitioningDelegate#1 presentationController(forPresented: ControllerTwo#1, presenting: HostController#1, source: HostController#1) -> nil",
                "t=0.000 delegate TransitioningDelegate#1 animationController(forPresented: ControllerTwo#1, presenting: HostController#1, source: HostController#1) -> CustomTransitionAnimator#1",
                "t=0.000 delegate TransitioningDelegate#1 interactionControllerForPresentation(using: CustomTransitionAnimator#1) -> nil",
                "t=0.000 lifecycle ControllerTwo#1 viewWillAppear(true)",
                "t=0.000 animator CustomTransitionAnimator#1 transitionDuration(using:) -> 1",
                "t=0.000 animator CustomTransitionAnimator#1 animateTransition(using:)",
                "t=0.000 view ControllerTwo#1.view frame = {0, 0, 0, 0}",
                "UIView.animate begins: duration 1, delay 0, curve easeInOut: ControllerTwo#1.view frame {0, 0, 0, 0} -> {20, 20, 280, 528}",
                "t=0.500 sample animation#1 at 50%: ControllerTwo#1.view frame {10, 10, 140, 264}",
                "t=1.000 animation animation#1 UIView.animate ends: finished true: ControllerTwo#1.view frame {20, 20, 280, 528}",
                "t=1.000 context TransitionContext#1 completeTransition(true)",
                "t=1.000 animator CustomTransitionAnimator#1 animationEnded(true)",
                "t=1.000 lifecycle ControllerTwo#1 viewDidAppear(true)",
                "t=1.000 presentation ControllerTwo#1 presented by HostController#1",
            ], in: engine)
        // `.custom`: the presenter stays and gets no disappearance callbacks.
        #expect(linesContaining("HostController#1 viewWillDisappear", in: engine).isEmpty)
        #expect(linesContaining("HostController#1.view removeFromSuperview", in: engine).isEmpty)
        #expect(host.view.window != nil)
        #expect(host.controllerTwo?.view.frame == CGRect(x: 20, y: 20, width: 280, height: 528))
        #expect(engine.now == 1.0)
    }

    @Test("The presentation frame eases in and out (Bezier 0.42,0,0.58,1) during the custom animation")
    func customAnimatorEasing() throws {
        let engine = TransitionEngine()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let host = HostController(variant: .custom({ TransitioningDelegate() }))
        window.rootViewController = host
        window.makeKeyAndVisible()
        engine.tap(host.showTwo)
        engine.advance(by: 0.25)
        let view = try #require(host.controllerTwo?.view)
        // easeInOut(0.25) ≈ 0.129 → x ≈ 2.58, width ≈ 36.1
        #expect(abs(view.presentationFrame.origin.x - 2.581) < 0.01)
        #expect(view.frame == CGRect(x: 20, y: 20, width: 280, height: 528))
        engine.advance(by: 0.5)
        // easeInOut(0.75) ≈ 0.871
        #expect(abs(view.presentationFrame.width - 280 * 0.8708) < 0.1)
        engine.runUntilIdle()
        #expect(view.presentationFrame == view.frame)
    }

    @Test("A delegate whose PresentingController does not override anything falls back to cover-vertical")
    func misnamedDelegateFallsBack() throws {
        let (engine, host) = runPresentationScenario(.custom({ MisnamedTransitioningDelegate() }))
        expectInOrder(
            [
                "delegate MisnamedTransitioningDelegate#1 animationController(forPresented: ControllerTwo#1, presenting: HostController#1, source: HostController#1) -> nil",
                "presentation ControllerTwo#1 default cover-vertical presentation started (duration 0.4)",
                "ControllerTwo#1.view frame {0, 568, 320, 568} -> {0, 0, 320, 568}",
                "t=0.400 lifecycle ControllerTwo#1 viewDidAppear(true)",
            ], in: engine)
        #expect(engine.trace.events(of: .animator).isEmpty)
        // The .custom rules still apply: the presenter stays in the window.
        #expect(host.view.window != nil)
        #expect(linesContaining("HostController#1 viewWillDisappear", in: engine).isEmpty)
    }

    @Test("The first divergence between the correct and the misnamed delegate is reported in plain words")
    func divergenceBetweenLocales() {
        // Both locales name their class TransitioningDelegate; the interpreter sets runtimeTypeName.
        let esES = runPresentationScenario(.custom({ TransitioningDelegate() })).engine.trace
        let frFR = runPresentationScenario(
            .custom({
                let delegate = MisnamedTransitioningDelegate()
                delegate.runtimeTypeName = "TransitioningDelegate"
                return delegate
            })
        ).engine.trace
        let diff = TraceDiff("es-ES", esES, "fr-FR", frFR)
        #expect(!diff.isIdentical)
        let call =
            "delegate TransitioningDelegate#1 animationController(forPresented: ControllerTwo#1, presenting: HostController#1, source: HostController#1)"
        #expect(diff.summary == "at t=0.000 es-ES: \(call) -> CustomTransitionAnimator#1; fr-FR: \(call) -> nil")
    }

    @Test("An animator that never calls completeTransition leaves the presentation pending and refuses later presents")
    func pendingTransition() throws {
        let engine = TransitionEngine()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let delegate = FixedAnimatorDelegate(animator: ForgetfulAnimator())
        let two = ControllerTwo()
        two.modalPresentationStyle = .custom
        two.transitioningDelegate = delegate
        var completed = false
        host.present(two, animated: true) { completed = true }
        engine.runUntilIdle()
        #expect(!completed)
        #expect(linesContaining("ControllerTwo#1 viewDidAppear", in: engine).isEmpty)
        #expect(
            linesContaining(
                "runLoop ControllerTwo#1 transition pending: presentation of ControllerTwo#1 is waiting for completeTransition(_:)",
                in: engine
            ).count == 1)
        host.present(ControllerTwo(), animated: true)
        #expect(
            linesContaining(
                "error UIViewController#1 attempt to present ControllerTwo#2 on UIViewController#1 which is already presenting ControllerTwo#1",
                in: engine
            ).count == 1)
    }

    @Test("completeTransition(false) rolls back the links, skips viewDidAppear and gives animationEnded(false)")
    func cancelledPresentation() throws {
        final class Refuser: UIViewControllerAnimatedTransitioningBase {
            override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0.3 }
            override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(false)
            }
        }
        for runsCompletion in [false, true] {
            var configuration = EngineConfiguration()
            configuration.runsPresentCompletionAfterCancelledTransition = runsCompletion
            let engine = TransitionEngine(configuration: configuration)
            let window = UIWindow(frame: UIScreen.main.bounds)
            let host = UIViewController()
            window.rootViewController = host
            window.makeKeyAndVisible()
            let delegate = FixedAnimatorDelegate(animator: Refuser())
            let two = ControllerTwo()
            two.modalPresentationStyle = .custom
            two.transitioningDelegate = delegate
            var completed = false
            host.present(two, animated: true) { completed = true }
            engine.runUntilIdle()
            #expect(completed == runsCompletion)
            #expect(host.presentedViewController == nil)
            #expect(two.presentingViewController == nil)
            expectInOrder(
                ["Refuser#1 animationEnded(false)", "presentation cancelled; UIViewController#1 still displayed"],
                in: engine)
            #expect(linesContaining("ControllerTwo#1 viewDidAppear", in: engine).isEmpty)
        }
    }

    @Test("Dismissing a cover-vertical presentation slides the view down and restores the presenter")
    func dismissal() throws {
        let (engine, host) = runPresentationScenario(.plain)
        var dismissed = false
        host.controllerTwo?.dismiss(animated: true) { dismissed = true }
        engine.runUntilIdle()
        #expect(dismissed)
        expectInOrder(
            [
                "t=0.400 presentation ControllerTwo#1 dismiss ControllerTwo#1 animated true",
                "lifecycle ControllerTwo#1 viewWillDisappear(true)",
                "lifecycle HostController#1 viewWillAppear(true)",
                "default cover-vertical dismissal started (duration 0.4)",
                "ControllerTwo#1.view frame {0, 0, 320, 568} -> {0, 568, 320, 568}",
                "t=0.800 lifecycle ControllerTwo#1 viewDidDisappear(true)",
                "t=0.800 lifecycle HostController#1 viewDidAppear(true)",
                "t=0.800 completion ControllerTwo#1 dismiss completion",
            ], in: engine)
        #expect(host.presentedViewController == nil)
        #expect(host.view.window != nil)
    }

    @Test(
        "Non-custom styles and transition styles",
        arguments: [
            (UIModalPresentationStyle.overFullScreen, UIModalTransitionStyle.crossDissolve, "alpha 0 -> 1", false),
            (.fullScreen, .flipHorizontal, "flip-horizontal visual effect (timed state change of 0.75 s)", true),
            (.formSheet, .partialCurl, "partial-curl visual effect (timed state change of 0.75 s)", true),
        ])
    func styles(
        style: UIModalPresentationStyle, transition: UIModalTransitionStyle, expected: String, removesPresenter: Bool
    ) {
        let engine = TransitionEngine()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let two = ControllerTwo()
        two.modalPresentationStyle = style
        two.modalTransitionStyle = transition
        host.present(two, animated: true)
        engine.runUntilIdle()
        #expect(linesContaining(expected, in: engine).count == 1)
        #expect((host.view.window == nil) == removesPresenter)
        #expect(host.presentedViewController === two)
    }

    @Test("In the iOS 13 era .automatic becomes a page-sheet card and the presenter stays")
    func automaticInIOS13Era() {
        var configuration = EngineConfiguration()
        configuration.era = .iOS13
        let engine = TransitionEngine(configuration: configuration)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let two = ControllerTwo()
        host.present(two, animated: false)
        engine.runUntilIdle()
        #expect(linesContaining("style automatic as pageSheet", in: engine).count == 1)
        #expect(two.view.frame == CGRect(x: 0, y: 40, width: 320, height: 528))
        #expect(host.view.window != nil)
    }
}
