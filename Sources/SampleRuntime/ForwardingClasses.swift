// ForwardingClasses: one Swift subclass per open engine class a sample may derive from. Each
// override asks the object's SampleState whether the sample overrides that member (by its Swift
// selector) and runs it, else calls `super` — so the engine calls sample code exactly where
// UIKit would call a compiled subclass (docs/engine.md, "How an interpreter plugs in").

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// Builds forwarding objects and lists the members they forward.
enum ForwardingClasses {
    /// Every engine member a sample can override, by declaring Swift type.
    static let overridable: Set<IREngineMember> = [
        IREngineMember("UIViewController", "loadView()"), IREngineMember("UIViewController", "viewDidLoad()"),
        IREngineMember("UIViewController", "viewWillAppear(_:)"),
        IREngineMember("UIViewController", "viewDidAppear(_:)"),
        IREngineMember("UIViewController", "viewWillDisappear(_:)"),
        IREngineMember("UIViewController", "viewDidDisappear(_:)"),
        IREngineMember("UICollectionViewController", "collectionView(_:numberOfItemsInSection:)"),
        IREngineMember("UICollectionViewController", "numberOfSections(in:)"),
        IREngineMember("UICollectionViewController", "collectionView(_:cellForItemAt:)"),
        IREngineMember("UICollectionViewController", "collectionView(_:didSelectItemAt:)"),
        IREngineMember("UICollectionViewController", "collectionView(_:didDeselectItemAt:)"),
        IREngineMember("UICollectionViewController", "collectionView(_:shouldSelectItemAt:)"),
        IREngineMember(
            "UIViewControllerTransitioningDelegateBase", "animationController(forPresented:presenting:source:)"),
        IREngineMember("UIViewControllerTransitioningDelegateBase", "animationController(forDismissed:)"),
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForPresentation(using:)"),
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForDismissal(using:)"),
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "transitionDuration(using:)"),
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "animateTransition(using:)"),
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "animationEnded(_:)"),
        IREngineMember("UICollectionViewLayout", "prepare()"),
        IREngineMember("UICollectionViewLayout", "collectionViewContentSize"),
        IREngineMember("UICollectionViewLayout", "layoutAttributesForElements(in:)"),
        IREngineMember("UICollectionViewLayout", "layoutAttributesForItem(at:)"),
        IREngineMember("UICollectionViewLayout", "shouldInvalidateLayout(forBoundsChange:)"),
        IREngineMember("UICollectionViewLayout", "invalidateLayout()"),
        IREngineMember("SampleAppDelegate", "application(_:didFinishLaunchingWithOptions:)"),
    ]

    /// Engine base classes a sample class may derive from.
    static let bases: Set<String> = [
        "UIViewController", "UICollectionViewController", "UIViewControllerTransitioningDelegateBase",
        "UIViewControllerAnimatedTransitioningBase", "UICollectionViewLayout", "SampleAppDelegate", "NSObject",
        "UIView",
    ]

    /// A new forwarding object for a sample class deriving from `engineBase`.
    static func make(engineBase: String?, initializer: String, arguments: [Value]) throws -> any InterpretedObject {
        switch engineBase {
        case nil, "NSObject", "SampleAppDelegate": return PlainSampleObject()
        case "UIViewController": return InterpretedViewController()
        case "UICollectionViewController":
            let layout =
                try arguments.first?.optionalObject(UICollectionViewLayout.self) ?? UICollectionViewFlowLayout()
            return InterpretedCollectionViewController(collectionViewLayout: layout)
        case "UIViewControllerTransitioningDelegateBase": return InterpretedTransitioningDelegate()
        case "UIViewControllerAnimatedTransitioningBase": return InterpretedAnimator()
        case "UICollectionViewLayout": return InterpretedLayout()
        case "UIView": return InterpretedView(frame: try arguments.first?.rect() ?? .zero)
        case let base? where EngineBridge.simulatedTypes.contains(base):
            // The engine simulates the base, but cannot subclass it yet (`UIView`).
            throw SampleInterruption.notModelled("subclass of '\(base)'")
        // A base the engine does not simulate at all: the sample's own members run, and what it
        // uses of the base (`View`, `base.ViewDidLoad ()`) is recorded.
        default: return PlainSampleObject()
        }
    }

    /// Gives an object its sample class name in traces.
    static func setTypeName(_ object: AnyObject, _ name: String) {
        switch object {
        case let responder as UIResponder: responder.runtimeTypeName = name
        case let delegate as UIViewControllerTransitioningDelegateBase: delegate.runtimeTypeName = name
        case let animator as UIViewControllerAnimatedTransitioningBase: animator.runtimeTypeName = name
        case let layout as UICollectionViewLayout: layout.runtimeTypeName = name
        default: break
        }
    }
}

/// A sample subclass of UIViewController.
final class InterpretedViewController: UIViewController, InterpretedObject {
    var state: SampleState!
    override func connectOutlets() {
        super.connectOutlets()
        state?.connectOutlets(of: self)
    }
    override func loadView() { if state?.forward("loadView()", [], receiver: self) == nil { super.loadView() } }
    override func viewDidLoad() {
        if state?.forward("viewDidLoad()", [], receiver: self) == nil { super.viewDidLoad() }
    }
    override func viewWillAppear(_ animated: Bool) {
        if state?.forward("viewWillAppear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewWillAppear(animated)
        }
    }
    override func viewDidAppear(_ animated: Bool) {
        if state?.forward("viewDidAppear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewDidAppear(animated)
        }
    }
    override func viewWillDisappear(_ animated: Bool) {
        if state?.forward("viewWillDisappear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewWillDisappear(animated)
        }
    }
    override func viewDidDisappear(_ animated: Bool) {
        if state?.forward("viewDidDisappear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewDidDisappear(animated)
        }
    }
}

/// A sample subclass of UICollectionViewController.
final class InterpretedCollectionViewController: UICollectionViewController, InterpretedObject {
    var state: SampleState!
    override func connectOutlets() {
        super.connectOutlets()
        state?.connectOutlets(of: self)
    }
    override func loadView() { if state?.forward("loadView()", [], receiver: self) == nil { super.loadView() } }
    override func viewDidLoad() {
        if state?.forward("viewDidLoad()", [], receiver: self) == nil { super.viewDidLoad() }
    }
    override func viewWillAppear(_ animated: Bool) {
        if state?.forward("viewWillAppear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewWillAppear(animated)
        }
    }
    override func viewDidAppear(_ animated: Bool) {
        if state?.forward("viewDidAppear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewDidAppear(animated)
        }
    }
    override func viewWillDisappear(_ animated: Bool) {
        if state?.forward("viewWillDisappear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewWillDisappear(animated)
        }
    }
    override func viewDidDisappear(_ animated: Bool) {
        if state?.forward("viewDidDisappear(_:)", [.bool(animated)], receiver: self) == nil {
            super.viewDidDisappear(animated)
        }
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard
            let value = state?.forward(
                "collectionView(_:numberOfItemsInSection:)", [.object(collectionView), .int(section)], receiver: self)
        else { return super.collectionView(collectionView, numberOfItemsInSection: section) }
        return state.checkedCount(value)
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let value = state?.forward("numberOfSections(in:)", [.object(collectionView)], receiver: self) else {
            return super.numberOfSections(in: collectionView)
        }
        return state.checkedCount(value)
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let value = state?.forward(
            "collectionView(_:cellForItemAt:)", [.object(collectionView), .indexPath(indexPath)], receiver: self),
            let cell = try? value.object(UICollectionViewCell.self)
        {
            return cell
        }
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if state?.forward(
            "collectionView(_:didSelectItemAt:)", [.object(collectionView), .indexPath(indexPath)], receiver: self)
            == nil
        {
            super.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        if state?.forward(
            "collectionView(_:didDeselectItemAt:)", [.object(collectionView), .indexPath(indexPath)], receiver: self)
            == nil
        {
            super.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard
            let value = state?.forward(
                "collectionView(_:shouldSelectItemAt:)", [.object(collectionView), .indexPath(indexPath)],
                receiver: self)
        else { return super.collectionView(collectionView, shouldSelectItemAt: indexPath) }
        return (try? value.bool()) ?? true
    }
}

/// A sample subclass of UIViewControllerTransitioningDelegate.
final class InterpretedTransitioningDelegate: UIViewControllerTransitioningDelegateBase, InterpretedObject {
    var state: SampleState!
    override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard
            let value = state?.forward(
                "animationController(forPresented:presenting:source:)",
                [.object(presented), .object(presenting), .object(source)], receiver: self)
        else { return super.animationController(forPresented: presented, presenting: presenting, source: source) }
        return try? value.optionalObject((any UIViewControllerAnimatedTransitioning).self)
    }
    override func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        guard let value = state?.forward("animationController(forDismissed:)", [.object(dismissed)], receiver: self)
        else { return super.animationController(forDismissed: dismissed) }
        return try? value.optionalObject((any UIViewControllerAnimatedTransitioning).self)
    }
    override func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard
            let value = state?.forward(
                "interactionControllerForPresentation(using:)", [.object(animator)], receiver: self)
        else { return super.interactionControllerForPresentation(using: animator) }
        return try? value.optionalObject((any UIViewControllerInteractiveTransitioning).self)
    }
    override func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard
            let value = state?.forward("interactionControllerForDismissal(using:)", [.object(animator)], receiver: self)
        else { return super.interactionControllerForDismissal(using: animator) }
        return try? value.optionalObject((any UIViewControllerInteractiveTransitioning).self)
    }
}

/// A sample subclass of UIViewControllerAnimatedTransitioning.
final class InterpretedAnimator: UIViewControllerAnimatedTransitioningBase, InterpretedObject {
    var state: SampleState!
    override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        guard
            let value = state?.forward(
                "transitionDuration(using:)", [Value.wrap(transitionContext)], receiver: self)
        else { return super.transitionDuration(using: transitionContext) }
        return (try? value.double()) ?? 0
    }
    override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if state?.forward("animateTransition(using:)", [.object(transitionContext)], receiver: self) == nil {
            super.animateTransition(using: transitionContext)
        }
    }
    override func animationEnded(_ transitionCompleted: Bool) {
        if state?.forward("animationEnded(_:)", [.bool(transitionCompleted)], receiver: self) == nil {
            super.animationEnded(transitionCompleted)
        }
    }
}

/// A sample subclass of UICollectionViewLayout.
final class InterpretedLayout: UICollectionViewLayout, InterpretedObject {
    var state: SampleState!
    override func prepare() { if state?.forward("prepare()", [], receiver: self) == nil { super.prepare() } }
    override var collectionViewContentSize: CGSize {
        guard let value = state?.forward("collectionViewContentSize", [], receiver: self) else {
            return super.collectionViewContentSize
        }
        return (try? value.size()) ?? .zero
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let value = state?.forward("layoutAttributesForElements(in:)", [.rect(rect)], receiver: self) else {
            return super.layoutAttributesForElements(in: rect)
        }
        guard case .array(let box) = value else { return nil }
        return box.elements.compactMap { try? $0.object(UICollectionViewLayoutAttributes.self) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let value = state?.forward("layoutAttributesForItem(at:)", [.indexPath(indexPath)], receiver: self) else {
            return super.layoutAttributesForItem(at: indexPath)
        }
        return try? value.optionalObject(UICollectionViewLayoutAttributes.self)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let value = state?.forward("shouldInvalidateLayout(forBoundsChange:)", [.rect(newBounds)], receiver: self)
        else { return super.shouldInvalidateLayout(forBoundsChange: newBounds) }
        return (try? value.bool()) ?? false
    }
    override func invalidateLayout() {
        if state?.forward("invalidateLayout()", [], receiver: self) == nil { super.invalidateLayout() }
    }
}

/// A sample subclass of `UIView`: an engine view (frame, hierarchy, animations) whose own members
/// (`Draw`, `LayoutSubviews`, which the engine does not call) run when the sample or the exercise
/// calls them.
final class InterpretedView: UIView, InterpretedObject {
    var state: SampleState!
}
