// UIPresentationController: the object that owns a presentation's container and the presented view's frame.

import Foundation

/// Manages a presentation: its container view and where the presented view ends up.
open class UIPresentationController: NSObject, TraceNaming {
    /// The presented controller. Unowned: it holds this presentation controller (its
    /// `presentationController`) until dismissed, and a strong reference back kept every
    /// controller presented until the end of a scenario alive, with its views, forever.
    public unowned let presentedViewController: UIViewController
    /// The presenting controller.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The container view, set when the transition starts.
    public internal(set) var containerView: UIView?
    /// Set by an interpreter so traces show the sample's class name.
    public var runtimeTypeName: String?

    /// A presentation controller for a pair of controllers.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// The view that is animated (the presented controller's view).
    open var presentedView: UIView? { presentedViewController.view }

    /// The final frame of the presented view: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting view is removed at the end (default false).
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation animation starts.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
