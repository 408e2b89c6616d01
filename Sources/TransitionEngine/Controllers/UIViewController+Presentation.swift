// UIViewController+Presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.

import Foundation

extension UIViewController {
    /// The controller that provides the presentation context: the root of this controller's parent
    /// chain (for `.currentContext` styles, the nearest ancestor that `definesPresentationContext`).
    func presentationContextController(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.parent
            }
        }
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The style actually used: `.automatic` by era, sheets and popovers adapted for compact width.
    func resolvedPresentationStyle(engine: TransitionEngine) -> UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic:
            switch engine.configuration.era {
            case .iOS7: return .fullScreen
            case .iOS13: return .pageSheet
            case .iOS18: return .formSheet
            }
        case .pageSheet, .formSheet:
            return engine.configuration.era == .iOS7 ? .fullScreen : modalPresentationStyle
        case .popover:
            return .fullScreen
        default:
            return modalPresentationStyle
        }
    }

    /// Presents `viewControllerToPresent` modally (engine-spec §2): the view loads, the appearance
    /// callbacks run, the animation (default or custom) plays, then `completion` runs after the
    /// presented controller's viewDidAppear. Refused (traced as an error) while this context is
    /// already presenting or a transition is in progress.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let engine = owningEngine
        let presented = viewControllerToPresent
        var style = presented.resolvedPresentationStyle(engine: engine)
        let requested = presented.modalPresentationStyle
        let me = engine.name(of: self)
        if style == .none {
            engine.record(.error, me, "can't present \(engine.name(of: presented)) with modalPresentationStyle none")
            return
        }
        if style == .blurOverFullScreen {
            engine.record(
                .notModelled, engine.name(of: presented), "blurOverFullScreen (tvOS only) presented as overFullScreen")
            style = .overFullScreen
        }
        let presenting = presentationContextController(for: style)
        if let already = presenting.presentedViewController {
            engine.record(
                .error, me,
                "attempt to present \(engine.name(of: presented)) on \(engine.name(of: presenting)) which is already presenting \(engine.name(of: already))"
            )
            return
        }
        if presenting.activeModalTransition != nil
            || engine.pendingTransitions.contains(where: { $0 is TransitionRunner })
        {
            engine.record(
                .error, me, "attempt to present \(engine.name(of: presented)) while a transition is in progress")
            return
        }
        if presented.presentingViewController != nil || presented.parent != nil {
            engine.record(
                .error, me, "can't present \(engine.name(of: presented)): it is already presented or contained")
            return
        }
        guard let window = presenting.viewIfLoaded?.window ?? engine.keyWindow else {
            engine.record(
                .error, me, "attempt to present \(engine.name(of: presented)) whose presenter is not in a window")
            return
        }
        let styleText = requested == style ? style.traceName : "\(requested.traceName) as \(style.traceName)"
        engine.record(
            .presentation, me,
            "present \(engine.name(of: presented)) animated \(TraceFormat.flag(flag)), style \(styleText), transition \(presented.modalTransitionStyle.traceName)"
        )
        presenting.presentedViewController = presented
        presented.presentingViewController = presenting
        presented.isBeingPresented = true
        presented.resolvedStyle = style

        let container = UITransitionView(frame: containerFrame(for: style, presenting: presenting, window: window))
        window.addSubview(container)
        presented.presentationContainer = container
        let transition = ModalTransition(
            engine: engine, isPresenting: true, presented: presented, presenting: presenting, style: style,
            animated: flag,
            completion: completion)
        presenting.activeModalTransition = transition
        transition.startPresentation(source: self, container: container)
    }

    private func containerFrame(
        for style: UIModalPresentationStyle, presenting: UIViewController, window: UIWindow
    ) -> CGRect {
        if style == .currentContext || style == .overCurrentContext, let view = presenting.viewIfLoaded {
            let origin = view.convert(CGPoint.zero, to: window)
            return CGRect(origin: origin, size: view.bounds.size)
        }
        return window.bounds
    }

    /// Dismisses the controller this one presented, or this controller if it was presented
    /// (engine-spec §2, reversed); `completion` runs after the presenter's viewDidAppear.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let engine = owningEngine
        let me = engine.name(of: self)
        var presented: UIViewController?
        if let child = presentedViewController {
            presented = child
        } else {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.presentingViewController != nil {
                    presented = candidate
                    break
                }
                current = candidate.parent
            }
        }
        guard let presented, let presenting = presented.presentingViewController else {
            engine.record(.presentation, me, "dismiss: nothing to dismiss")
            return
        }
        if presented.presentedViewController != nil {
            engine.record(
                .notModelled, me,
                "dismissing a controller that itself presents another: only \(engine.name(of: presented)) is dismissed")
        }
        if presenting.activeModalTransition != nil
            || engine.pendingTransitions.contains(where: { $0 is TransitionRunner })
        {
            engine.record(
                .error, me, "attempt to dismiss \(engine.name(of: presented)) while a transition is in progress")
            return
        }
        engine.record(.presentation, me, "dismiss \(engine.name(of: presented)) animated \(TraceFormat.flag(flag))")
        presented.isBeingDismissed = true
        let transition = ModalTransition(
            engine: engine, isPresenting: false, presented: presented, presenting: presenting,
            style: presented.resolvedStyle ?? .fullScreen, animated: flag, completion: completion)
        presenting.activeModalTransition = transition
        transition.startDismissal()
    }
}
