// UIViewController: view loading, the lifecycle callbacks, appearance transitions and containment.
//
// The engine traces each lifecycle call at the point where it makes it, so a subclass override
// that forgets `super` is still visible in the trace.

import Foundation

/// A view controller.
open class UIViewController: UIResponder {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var loadedView: UIView?
    private var isLoadingView = false
    var appearanceState = AppearanceState.disappeared
    private var appearanceAnimated = false

    /// The title (recorded only).
    open var title: String?
    /// Child controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The parent controller, if contained.
    public internal(set) weak var parent: UIViewController?
    /// How this controller is shown when presented (default `.automatic`, resolved by era).
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The default animation when presented (default `.coverVertical`).
    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The delegate consulted for `.custom` presentations (weak, as in UIKit).
    public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The controller this one presented.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// Whether this controller provides the context for `.currentContext` presentations.
    public var definesPresentationContext = false
    /// The presentation controller of the current presentation, if any.
    public internal(set) var presentationController: UIPresentationController?
    /// True between the start and end of this controller's presentation.
    public internal(set) var isBeingPresented = false
    /// True between the start and end of this controller's dismissal.
    public internal(set) var isBeingDismissed = false
    /// The container view of the current presentation (engine bookkeeping).
    var presentationContainer: UIView?
    /// The modal transition in flight from this controller, if any.
    var activeModalTransition: ModalTransition?
    /// The presentation style resolved when this controller was presented.
    var resolvedStyle: UIModalPresentationStyle?

    /// A controller; its view loads on first access.
    public override init() { super.init() }

    /// A controller (nibs are not modelled; both arguments are ignored).
    public init(nibName: String?, bundle: Bundle?) { super.init() }

    // MARK: View

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view, loading it if needed; never nil (a plain view stands in if loading is re-entered).
    var rootView: UIView {
        if let view = view { return view }
        let fallback = UIView(frame: owningEngine.screen.bounds)
        view = fallback
        return fallback
    }

    /// The root view if loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        let engine = owningEngine
        engine.record(.lifecycle, engine.name(of: self), "loadView")
        loadView()
        if loadedView == nil {
            engine.record(.error, engine.name(of: self), "loadView did not set a view; a plain view was created")
            view = UIView(frame: engine.screen.bounds)
        }
        isLoadingView = false
        engine.record(.lifecycle, engine.name(of: self), "viewDidLoad")
        viewDidLoad()
    }

    /// Creates the root view: a plain view the size of the screen, then connects the outlets, as
    /// UIKit's `loadView` loads a storyboard's view and connects its outlets: an override that
    /// calls `super` has them after that call, one that makes its own view has none.
    open func loadView() {
        view = UIView(frame: owningEngine.screen.bounds)
        connectOutlets()
    }

    /// Connects the outlets a storyboard or nib would, once the base `loadView` made the view
    /// (UIKit's nib loading connects them there). The engine's controllers have none; the
    /// samples pipeline gives a sample class the outlets its article uses but never declares
    /// (docs/samples.md, "Outlets inferred from use").
    open func connectOutlets() {}

    /// Called after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Appearance

    /// The children that receive appearance callbacks with this controller (all; navigation: the top).
    var childrenForAppearance: [UIViewController] { children }

    /// Starts an appearance change: calls viewWillAppear/viewWillDisappear (once per change) and
    /// forwards to the children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let engine = owningEngine
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceAnimated = animated
            engine.record(.lifecycle, engine.name(of: self), "viewWillAppear(\(TraceFormat.flag(animated)))")
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            engine.record(.lifecycle, engine.name(of: self), "viewWillDisappear(\(TraceFormat.flag(animated)))")
            viewWillDisappear(animated)
        }
        for child in childrenForAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends an appearance change: calls viewDidAppear/viewDidDisappear and forwards to the children.
    public func endAppearanceTransition() {
        let engine = owningEngine
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            engine.record(.lifecycle, engine.name(of: self), "viewDidAppear(\(TraceFormat.flag(appearanceAnimated)))")
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            engine.record(
                .lifecycle, engine.name(of: self), "viewDidDisappear(\(TraceFormat.flag(appearanceAnimated)))")
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in childrenForAppearance { child.endAppearanceTransition() }
    }

    /// Whether the view is currently shown (appeared or appearing).
    var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    // MARK: Containment

    /// Adds a child: calls `willMove(toParent:)` on it (traced). The caller adds the view and calls `didMove(toParent:)`.
    open func addChild(_ child: UIViewController) {
        let engine = owningEngine
        if child.parent === self { return }
        child.removeFromParent()
        engine.record(.containment, engine.name(of: self), "addChild \(engine.name(of: child))")
        engine.record(.lifecycle, engine.name(of: child), "willMove(toParent: \(engine.name(of: self)))")
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)` (traced).
    open func removeFromParent() {
        guard let parent else { return }
        let engine = owningEngine
        engine.record(.containment, engine.name(of: parent), "removeChild \(engine.name(of: self))")
        parent.children.removeAll { $0 === self }
        self.parent = nil
        engine.record(.lifecycle, engine.name(of: self), "didMove(toParent: nil)")
        didMove(toParent: nil)
    }

    /// Called before the parent changes.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the parent changed.
    open func didMove(toParent parent: UIViewController?) {}

    /// Calls `didMove(toParent:)` and traces it (engine containers use this).
    func notifyDidMove(toParent parent: UIViewController?) {
        let engine = owningEngine
        engine.record(.lifecycle, engine.name(of: self), "didMove(toParent: \(engine.name(of: parent)))")
        didMove(toParent: parent)
    }

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }
}
