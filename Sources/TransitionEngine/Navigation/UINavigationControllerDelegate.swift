// UINavigationControllerDelegate: show callbacks and custom push/pop animators, optional methods
// defaulting to nil, plus an open base class for samples that subclass the delegate.

import Foundation

extension UINavigationController {
    /// The kind of navigation transition.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2

        var traceName: String {
            switch self {
            case .none: return "none"
            case .push: return "push"
            case .pop: return "pop"
            }
        }
    }
}

/// Receives navigation events and supplies custom animators. Every method is optional.
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before a controller is shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After a controller was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// A custom animator for a push or pop, or nil for the default slide (or layout-to-layout change).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller for that animator, or nil.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Optional: nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Optional: nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// Optional: nil (default animation).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Optional: nil (not interactive).
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// An open class with UIKit's defaults for every delegate method; subclass and override.
open class UINavigationControllerDelegateBase: NSObject, UINavigationControllerDelegate, TraceNaming {
    /// Set by an interpreter so traces show the sample's class name instead of the Swift class.
    public var runtimeTypeName: String?

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// A delegate with all defaults.
    public override init() { super.init() }

    /// Override: before a controller is shown.
    open func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Override: after a controller was shown.
    open func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    /// Override to supply an animator; default nil.
    open func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Override to supply an interaction controller; default nil.
    open func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
