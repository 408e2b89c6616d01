// UINavigationController+Transition: push and pop — default slide, delegate animators and
// interaction controllers, and layout-to-layout changes between collection view controllers.

import Foundation

extension UINavigationController {
    /// Pushes a controller (engine-spec §3; see `pushViewController(_:animated:)`). At start: from.viewWillDisappear, to.viewWillAppear,
    /// delegate willShow, then the delegate's animator (nil: default slide, or a layout-to-layout
    /// change when both controllers are collection view controllers and the pushed one has
    /// `useLayoutToLayoutNavigationTransitions`). At end: the from-view is removed,
    /// from.viewDidDisappear, to.viewDidAppear, didMove(toParent:), delegate didShow.
    func performPush(_ viewController: UIViewController, animated: Bool) {
        let engine = owningEngine
        let me = engine.name(of: self)
        if isTransitioning {
            engine.record(
                .error, me, "can't push \(engine.name(of: viewController)) while a navigation transition is in progress"
            )
            return
        }
        if viewControllers.contains(where: { $0 === viewController }) {
            engine.record(
                .error, me,
                "pushing the same view controller instance (\(engine.name(of: viewController))) more than once is not supported"
            )
            return
        }
        if viewController is UINavigationController {
            engine.record(.error, me, "pushing a navigation controller is not supported")
            return
        }
        guard let from = topViewController else { return }
        engine.record(.navigation, me, "push \(engine.name(of: viewController)) animated \(TraceFormat.flag(animated))")
        var layoutToLayout = false
        if let pushed = viewController as? UICollectionViewController, pushed.useLayoutToLayoutNavigationTransitions {
            if from is UICollectionViewController {
                layoutToLayout = true
            } else {
                engine.record(
                    .error, engine.name(of: viewController),
                    "useLayoutToLayoutNavigationTransitions requires the top controller to be a UICollectionViewController; default slide used"
                )
            }
        }
        addChild(viewController)
        viewControllers.append(viewController)
        engine.record(.navigation, me, "stack \(stackText)")
        guard isViewLoaded, view.window != nil, isVisible else {
            viewController.notifyDidMove(toParent: self)
            engine.record(.navigation, me, "not on screen: no transition")
            return
        }
        if layoutToLayout, let pushed = viewController as? UICollectionViewController,
            let below = from as? UICollectionViewController
        {
            pushed.loadViewIfNeeded()
            pushed.collectionView = below.collectionView
            engine.record(
                .layout, engine.name(of: pushed),
                "shares \(engine.name(of: below.collectionView)) of \(engine.name(of: below)) (data source and delegate unchanged)"
            )
        }
        runTransition(.push, from: from, to: viewController, animated: animated, layoutToLayout: layoutToLayout) {
            completed in
            if !completed {
                self.viewControllers.removeAll { $0 === viewController }
                viewController.removeFromParent()
            } else {
                viewController.notifyDidMove(toParent: self)
            }
        }
    }

    /// Pops the top controller; refuses to pop the root (returns nil).
    func performPopOne(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else {
            let engine = owningEngine
            engine.record(.navigation, engine.name(of: self), "popViewController: can't pop the root view controller")
            return nil
        }
        return pop(toIndex: viewControllers.count - 2, animated: animated)?.first
    }

    /// Pops to the root; returns the popped controllers (nil if already at the root).
    func performPopToRoot(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return pop(toIndex: 0, animated: animated)
    }

    /// Pops to `viewController`; returns the popped controllers (nil if it is not in the stack or is the top).
    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }),
            index < viewControllers.count - 1
        else {
            return nil
        }
        return pop(toIndex: index, animated: animated)
    }

    private func pop(toIndex index: Int, animated: Bool) -> [UIViewController]? {
        let engine = owningEngine
        let me = engine.name(of: self)
        if isTransitioning {
            engine.record(.error, me, "can't pop while a navigation transition is in progress")
            return nil
        }
        guard let from = topViewController else { return nil }
        let to = viewControllers[index]
        let popped = Array(viewControllers[(index + 1)...])
        engine.record(.navigation, me, "pop to \(engine.name(of: to)) animated \(TraceFormat.flag(animated))")
        for controller in popped {
            engine.record(.lifecycle, engine.name(of: controller), "willMove(toParent: nil)")
            controller.willMove(toParent: nil)
        }
        let layoutToLayout =
            (from as? UICollectionViewController)?.useLayoutToLayoutNavigationTransitions == true
            && to is UICollectionViewController
        let finishStack = {
            self.viewControllers.removeSubrange((index + 1)...)
            for controller in popped.reversed() {
                if !layoutToLayout || controller.viewIfLoaded !== to.viewIfLoaded {
                    engine.quietly { controller.viewIfLoaded?.removeFromSuperview() }
                }
                controller.removeFromParent()
            }
            engine.record(.navigation, me, "stack \(self.stackText)")
        }
        guard isViewLoaded, view.window != nil, isVisible else {
            finishStack()
            engine.record(.navigation, me, "not on screen: no transition")
            return popped
        }
        runTransition(.pop, from: from, to: to, animated: animated, layoutToLayout: layoutToLayout) { completed in
            if completed { finishStack() }
        }
        return popped
    }

    /// The shared part of push and pop.
    private func runTransition(
        _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool, layoutToLayout: Bool,
        stackUpdate: @escaping (Bool) -> Void
    ) {
        let engine = owningEngine
        let me = engine.name(of: self)
        isTransitioning = true
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if let delegate {
            let delegateName = engine.name(of: delegate)
            engine.record(
                .delegate, delegateName,
                "navigationController(_:willShow: \(engine.name(of: to)), animated: \(TraceFormat.flag(animated)))")
            delegate.navigationController(self, willShow: to, animated: animated)
            animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
            engine.record(
                .delegate, delegateName,
                "navigationController(_:animationControllerFor: \(operation.traceName), from: \(engine.name(of: from)), to: \(engine.name(of: to))) -> \(engine.name(of: animator))"
            )
            if let animator {
                interaction = delegate.navigationController(self, interactionControllerFor: animator)
                engine.record(
                    .delegate, delegateName,
                    "navigationController(_:interactionControllerFor: \(engine.name(of: animator))) -> \(engine.name(of: interaction))"
                )
            }
        }
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            self.isTransitioning = false
            if completed {
                if !layoutToLayout { from.viewIfLoaded?.removeFromSuperview() }
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                stackUpdate(true)
                engine.record(.navigation, me, "\(operation.traceName) completed: \(engine.name(of: to)) shown")
                if let delegate = self.delegate {
                    engine.record(
                        .delegate, engine.name(of: delegate),
                        "navigationController(_:didShow: \(engine.name(of: to)), animated: \(TraceFormat.flag(animated)))"
                    )
                    delegate.navigationController(self, didShow: to, animated: animated)
                }
            } else {
                engine.quietly { if !layoutToLayout { to.viewIfLoaded?.removeFromSuperview() } }
                from.appearanceState = .appeared
                to.appearanceState = .disappeared
                stackUpdate(false)
                engine.record(
                    .navigation, me,
                    "\(operation.traceName) cancelled: \(engine.name(of: from)) still shown; stack \(self.stackText)")
            }
        }
        if layoutToLayout, animator == nil, let target = (to as? UICollectionViewController)?.collectionViewLayout,
            let shared = (from as? UICollectionViewController)?.collectionView
        {
            engine.record(
                .navigation, me,
                "layout-to-layout \(operation.traceName): \(engine.name(of: shared.collectionViewLayout)) -> \(engine.name(of: target))"
            )
            shared.setCollectionViewLayout(target, animated: animated) { _ in finish(true) }
            return
        }
        if layoutToLayout, animator != nil {
            engine.record(
                .notModelled, me,
                "custom animator with layout-to-layout transitions: the animator runs, no layout change")
        }
        let container = rootView
        let fromView = from.rootView
        let toView = to.rootView
        let context = TransitionContext(
            engine: engine, containerView: container, isAnimated: animated, style: .none, from: from, to: to,
            fromView: fromView, toView: toView)
        context.initialFrames[ObjectIdentifier(from)] = fromView.frame
        context.finalFrames[ObjectIdentifier(from)] = .zero
        context.finalFrames[ObjectIdentifier(to)] = container.bounds
        let system = animator == nil
        let used =
            animator
            ?? SystemTransitionAnimator(
                kind: .navigationSlide, isForward: operation == .push, configuration: engine.configuration)
        if system {
            engine.record(
                .navigation, me,
                "default slide \(operation.traceName) started (duration \(TraceFormat.number(animated ? engine.configuration.pushDuration : 0)))"
            )
        }
        let runner = TransitionRunner(
            engine: engine, context: context, animator: used, interaction: interaction, isSystemAnimator: system,
            label: "\(operation.traceName) of \(engine.name(of: operation == .push ? to : from))", subject: me)
        runner.onFinish = finish
        runner.start()
    }
}
