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
    /// `SampleValue.engine()` does not convert, with the positions of those parameters (0 for a
    /// property's value). A call whose arguments there are written as they are (a literal, an
    /// enum case, a typed local: `SetTitle (title, UIControlState.Normal)`) is written; one
    /// handing a double's value or a computed value there is a gap.
    static let unconvertedMembers: [IREngineMember: Set<Int>] = [
        IREngineMember("SampleAppDelegate", "application(_:didFinishLaunchingWithOptions:)"): [0, 1],
        IREngineMember("UIButton", "init(type:)"): [0],
        IREngineMember("UIButton", "setTitle(_:for:)"): [1],
        IREngineMember("UICollectionView", "register(_:forCellWithReuseIdentifier:)"): [0],
        IREngineMember("UICollectionView", "startInteractiveTransition(to:completion:)"): [1],
        IREngineMember("UICollectionViewFlowLayout", "sectionInset"): [0],
        IREngineMember("UIPinchGestureRecognizer", "init(handler:)"): [0],
        IREngineMember("UITapGestureRecognizer", "init(handler:)"): [0],
        IREngineMember("UIView", "animate(withDuration:animations:)"): [1],
        IREngineMember("UIView", "animate(withDuration:animations:completion:)"): [1, 2],
        IREngineMember("UIView", "animate(withDuration:delay:options:animations:completion:)"): [2, 3, 4],
        IREngineMember("UIViewController", "dismiss(animated:completion:)"): [1],
        IREngineMember("UIViewController", "modalPresentationStyle"): [0],
        IREngineMember("UIViewController", "modalTransitionStyle"): [0],
        IREngineMember("UIViewController", "present(_:animated:completion:)"): [2],
        IREngineMember("UIViewController", "transitioningDelegate"): [0],
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "animateTransition(using:)"): [0],
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "transitionDuration(using:)"): [0],
        IREngineMember("UIViewControllerContextTransitioning", "view(forKey:)"): [0],
        IREngineMember("UIViewControllerContextTransitioning", "viewController(forKey:)"): [0],
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForDismissal(using:)"): [0],
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForPresentation(using:)"): [
            0
        ],
    ]
}
