// The custom-transition protocols (UIKit's Swift names) with default-nil optional methods, plus
// open base classes so that sample code that *subclasses* a delegate (as C# does) can override.

import Foundation

/// Keys for `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start (presenting on present, presented on dismiss).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for `view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The from-view (nil on a custom present: the presenter is not touched).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The to-view (nil on a custom dismiss).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The context UIKit hands to animators and interaction controllers.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The superview of every view taking part.
    var containerView: UIView { get }
    /// Whether the transition was started with `animated: true`.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (interactive cancel or `completeTransition(false)`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.custom` for navigation transitions too).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The from/to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from/to view, or nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of a controller's view at the start (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of a controller's view at the end (`.zero` when unknown or removed).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition: true when it happened, false when cancelled.
    func completeTransition(_ didComplete: Bool)
    /// Reports interactive progress (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction finished.
    func finishInteractiveTransition()
    /// Reports that the interaction was cancelled.
    func cancelInteractiveTransition()
    /// Pauses (not modelled: recorded).
    func pauseInteractiveTransition()
}

/// An animator: says how long the transition takes and animates it.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the to-view to the container, animates, then calls `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Optional method: does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller: drives a transition from user input.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition; it decides whether to call the animator.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Speed factor of the remaining animation after finish/cancel (default 1).
    var completionSpeed: CGFloat { get }
    /// Curve of the remaining animation (default ease-in-out).
    var completionCurve: UIView.AnimationCurve { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Default 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default ease-in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
}

/// Supplies custom animators for a `.custom` presentation. Every method is optional (returns nil).
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting, or nil for the default animation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing, or nil for the default animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for presenting, or nil.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller for dismissing, or nil.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller, or nil for a plain one covering the container.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Optional: nil (default animation).
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Optional: nil (default animation).
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        nil
    }
    /// Optional: nil (not interactive).
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Optional: nil (not interactive).
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Optional: nil (plain presentation controller).
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// An open class implementing every delegate method with UIKit's default (nil). Subclass it and
/// override what the sample overrides (C# `class TransitioningDelegate : UIViewControllerTransitioningDelegate`);
/// because the methods are class members, overrides dispatch dynamically, which a protocol
/// extension default would not do for subclasses.
open class UIViewControllerTransitioningDelegateBase: NSObject, UIViewControllerTransitioningDelegate, TraceNaming {
    /// Set by an interpreter so traces show the sample's class name instead of the Swift class.
    public var runtimeTypeName: String?

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// A delegate with all defaults.
    public override init() { super.init() }

    /// Override to supply a presentation animator; default nil.
    open func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Override to supply a dismissal animator; default nil.
    open func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        nil
    }

    /// Override to supply a presentation interaction controller; default nil.
    open func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    /// Override to supply a dismissal interaction controller; default nil.
    open func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    /// Override to supply a presentation controller; default nil.
    open func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// An open animator base class (C# `class X : UIViewControllerAnimatedTransitioning`). Subclasses
/// must override `transitionDuration(using:)` and `animateTransition(using:)`; the base versions
/// record an error and never complete, which shows up as a pending transition.
open class UIViewControllerAnimatedTransitioningBase: NSObject, UIViewControllerAnimatedTransitioning, TraceNaming {
    /// Set by an interpreter so traces show the sample's class name instead of the Swift class.
    public var runtimeTypeName: String?

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// An animator.
    public override init() { super.init() }

    /// Abstract: records an error and returns 0.
    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        TransitionEngine.current.record(
            .error, TransitionEngine.current.name(of: self), "transitionDuration(using:) not overridden")
        return 0
    }

    /// Abstract: records an error and does nothing.
    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        TransitionEngine.current.record(
            .error, TransitionEngine.current.name(of: self), "animateTransition(using:) not overridden")
    }

    /// Optional: does nothing.
    open func animationEnded(_ transitionCompleted: Bool) {}
}
