// UnconvertedEngineMembers: the engine members taking a value `SampleValue.engine()` does not
// convert — an enum, an option set, a protocol, insets, a type, a closure. Where sample code
// hands such a member a double's value (or an argument the engine call must convert), the
// interpreter's engine bridge converts it in a way of its own; the Swift emitter does not write
// the call yet (a gap), since Swift would not compile the conversion. A test checks the list
// against the API model: every member whose parameters or settable type are not numbers,
// flags, strings, geometry values, index paths or engine classes.

import SampleModel

extension RecordingDoubleWriter {
    /// The engine members (initializers, methods, settable properties) taking a value
    /// `SampleValue.engine()` does not convert.
    static let unconvertedMembers: Set<IREngineMember> = [
        IREngineMember("SampleAppDelegate", "application(_:didFinishLaunchingWithOptions:)"),
        IREngineMember("UIButton", "init(type:)"),
        IREngineMember("UIButton", "setTitle(_:for:)"),
        IREngineMember("UICollectionView", "register(_:forCellWithReuseIdentifier:)"),
        IREngineMember("UICollectionView", "startInteractiveTransition(to:completion:)"),
        IREngineMember("UICollectionViewFlowLayout", "sectionInset"),
        IREngineMember("UIPinchGestureRecognizer", "init(handler:)"),
        IREngineMember("UITapGestureRecognizer", "init(handler:)"),
        IREngineMember("UIView", "animate(withDuration:animations:)"),
        IREngineMember("UIView", "animate(withDuration:animations:completion:)"),
        IREngineMember("UIView", "animate(withDuration:delay:options:animations:completion:)"),
        IREngineMember("UIViewController", "dismiss(animated:completion:)"),
        IREngineMember("UIViewController", "modalPresentationStyle"),
        IREngineMember("UIViewController", "modalTransitionStyle"),
        IREngineMember("UIViewController", "present(_:animated:completion:)"),
        IREngineMember("UIViewController", "transitioningDelegate"),
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "animateTransition(using:)"),
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "transitionDuration(using:)"),
        IREngineMember("UIViewControllerContextTransitioning", "view(forKey:)"),
        IREngineMember("UIViewControllerContextTransitioning", "viewController(forKey:)"),
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForDismissal(using:)"),
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForPresentation(using:)"),
    ]
}
