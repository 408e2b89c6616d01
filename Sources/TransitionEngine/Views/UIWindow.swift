// UIWindow: the top of a view tree; installs its root view controller and makes it appear.

import Foundation

/// A window holding a root view controller's view.
open class UIWindow: UIView {
    private var isVisible = false

    /// A window with a frame (usually `UIScreen.main.bounds`); registered with the current engine.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        owningEngine.quietly { isHidden = true }
        owningEngine.register(self)
    }

    /// A window covering the main screen.
    public convenience init() { self.init(frame: TransitionEngine.current.screen.bounds) }

    /// Whether this is the engine's key window.
    public var isKeyWindow: Bool { owningEngine.keyWindow === self }

    /// The root view controller; setting it installs its view with the window's bounds, and makes it
    /// appear if the window is visible.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let engine = owningEngine
            engine.record(.view, engine.name(of: self), "rootViewController = \(engine.name(of: rootViewController))")
            if let old = oldValue {
                if isVisible { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                if isVisible { old.endAppearanceTransition() }
            }
            guard let root = rootViewController else { return }
            if isVisible { root.beginAppearanceTransition(true, animated: false) }
            let view = root.rootView
            engine.quietly { view.frame = bounds }
            addSubview(view)
            if isVisible { root.endAppearanceTransition() }
        }
    }

    /// Shows the window and makes it key; the root view controller appears (viewWillAppear and
    /// viewDidAppear run synchronously here).
    open func makeKeyAndVisible() {
        let engine = owningEngine
        engine.keyWindow = self
        engine.quietly { isHidden = false }
        engine.record(.view, engine.name(of: self), "makeKeyAndVisible")
        guard !isVisible else { return }
        isVisible = true
        if let root = rootViewController {
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        }
    }
}
