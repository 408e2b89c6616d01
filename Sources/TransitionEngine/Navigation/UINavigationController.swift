// UINavigationController: the stack of controllers, its root rules and its view. Push and pop
// transitions live in UINavigationController+Transition.swift.

import Foundation

/// A container managing a stack of view controllers (navigation bar not modelled: content fills the view).
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public internal(set) var viewControllers: [UIViewController] = []
    /// The delegate (weak).
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// True while a push or pop transition runs.
    var isTransitioning = false

    /// A navigation controller with a root controller. A root collection view controller must have
    /// `useLayoutToLayoutNavigationTransitions == false` (otherwise an error is recorded).
    public init(rootViewController: UIViewController) {
        super.init()
        let engine = owningEngine
        if let collection = rootViewController as? UICollectionViewController,
            collection.useLayoutToLayoutNavigationTransitions
        {
            engine.record(
                .error, engine.name(of: rootViewController),
                "the root collection view controller must have useLayoutToLayoutNavigationTransitions false")
        }
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.notifyDidMove(toParent: self)
        engine.record(.navigation, engine.name(of: self), "stack \(stackText)")
    }

    /// The top controller.
    public var topViewController: UIViewController? { viewControllers.last }

    /// The controller shown: a controller presented by the top one, else the top one.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Only the top controller receives appearance callbacks with the navigation controller.
    override var childrenForAppearance: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// A screen-sized view holding the top controller's view.
    open override func loadView() {
        let container = UIView(frame: owningEngine.screen.bounds)
        view = container
        if let top = topViewController {
            let topView = top.rootView
            owningEngine.quietly {
                topView.frame = container.bounds
                container.addSubview(topView)
            }
        }
        connectOutlets()
    }

    /// Replaces the stack without animation (appearance callbacks for the old and new top if visible).
    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let engine = owningEngine
        if animated {
            engine.record(.notModelled, engine.name(of: self), "animated setViewControllers runs without animation")
        }
        guard let newTop = controllers.last else {
            engine.record(.error, engine.name(of: self), "setViewControllers with an empty stack ignored")
            return
        }
        let oldTop = topViewController
        let visible = isVisible && isViewLoaded
        if visible, oldTop !== newTop {
            oldTop?.beginAppearanceTransition(false, animated: false)
            newTop.beginAppearanceTransition(true, animated: false)
        }
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            engine.quietly { old.viewIfLoaded?.removeFromSuperview() }
            old.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.notifyDidMove(toParent: self)
        }
        viewControllers = controllers
        if isViewLoaded, let container = viewIfLoaded {
            let topView = newTop.rootView
            engine.quietly {
                topView.frame = container.bounds
                container.addSubview(topView)
            }
        }
        if visible, oldTop !== newTop {
            oldTop?.endAppearanceTransition()
            newTop.endAppearanceTransition()
        }
        engine.record(.navigation, engine.name(of: self), "setViewControllers: stack \(stackText)")
    }

    /// Pushes a controller: default slide, a delegate's animator, or a layout-to-layout change
    /// between collection view controllers (engine-spec §3); callbacks as documented in docs/engine.md.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller; refuses to pop the root (returns nil, traced).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { performPopOne(animated: animated) }

    /// Pops to the root; returns the popped controllers (nil if already at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { performPopToRoot(animated: animated) }

    /// Pops to `viewController`; returns the popped controllers (nil if not in the stack or on top).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// The stack as `[A#1, B#1]` for traces.
    var stackText: String { "[" + viewControllers.map { owningEngine.name(of: $0) }.joined(separator: ", ") + "]" }
}
