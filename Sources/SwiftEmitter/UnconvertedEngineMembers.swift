// UnconvertedEngineMembers: the engine members taking a value `SampleValue.engine()` does not
// convert — an enum, an option set, a protocol, insets, a type, a closure. Where sample code
// hands such a parameter a double's value (or any argument the engine call must convert), the
// interpreter's engine bridge converts it in a way of its own; the Swift emitter does not write
// the call yet (a gap), since Swift would not compile the conversion. An argument it writes as
// it is (a case of that enum, `null` for a closure) needs none. A test checks the table against
// the API model: every parameter or settable type that is not a number, a flag, a string, a
// geometry value, an index path or an engine class.

import SampleModel

extension RecordingDoubleWriter {
    /// The engine members (initializers, methods, settable properties) taking a value
    /// `SampleValue.engine()` does not convert, with those parameters' positions (0 for a
    /// property's value) and types (a Swift type name, `closure` for a closure). A call is written
    /// when each argument there is one the writer writes as it is: a case of that enum
    /// (`SetTitle (title, UIControlState.Normal)`) or `null` for a closure; anything else there (a
    /// double's value, a local, a string standing for an unknown type) is a gap.
    static let unconvertedMembers: [IREngineMember: [Int: String]] = [
        IREngineMember("SampleAppDelegate", "application(_:didFinishLaunchingWithOptions:)"): [
            0: "UIApplication", 1: "NSDictionary",
        ],
        IREngineMember("UIButton", "init(type:)"): [0: "UIButton.ButtonType"],
        IREngineMember("UIButton", "setTitle(_:for:)"): [1: "UIControl.State"],
        IREngineMember("UICollectionView", "register(_:forCellWithReuseIdentifier:)"): [0: "Type"],
        IREngineMember("UICollectionView", "startInteractiveTransition(to:completion:)"): [1: "closure"],
        IREngineMember("UICollectionViewFlowLayout", "sectionInset"): [0: "UIEdgeInsets"],
        IREngineMember("UIPinchGestureRecognizer", "init(handler:)"): [0: "closure"],
        IREngineMember("UITapGestureRecognizer", "init(handler:)"): [0: "closure"],
        IREngineMember("UIView", "animate(withDuration:animations:)"): [1: "closure"],
        IREngineMember("UIView", "animate(withDuration:animations:completion:)"): [1: "closure", 2: "closure"],
        IREngineMember("UIView", "animate(withDuration:delay:options:animations:completion:)"): [
            2: "UIView.AnimationOptions", 3: "closure", 4: "closure",
        ],
        IREngineMember("UIViewController", "dismiss(animated:completion:)"): [1: "closure"],
        IREngineMember("UIViewController", "modalPresentationStyle"): [0: "UIModalPresentationStyle"],
        IREngineMember("UIViewController", "modalTransitionStyle"): [0: "UIModalTransitionStyle"],
        IREngineMember("UIViewController", "present(_:animated:completion:)"): [2: "closure"],
        IREngineMember("UIViewController", "transitioningDelegate"): [0: "UIViewControllerTransitioningDelegate"],
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "animateTransition(using:)"): [
            0: "UIViewControllerContextTransitioning"
        ],
        IREngineMember("UIViewControllerAnimatedTransitioningBase", "transitionDuration(using:)"): [
            0: "UIViewControllerContextTransitioning"
        ],
        IREngineMember("UIViewControllerContextTransitioning", "view(forKey:)"): [0: "UITransitionContextViewKey"],
        IREngineMember("UIViewControllerContextTransitioning", "viewController(forKey:)"): [
            0: "UITransitionContextViewControllerKey"
        ],
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForDismissal(using:)"): [
            0: "UIViewControllerAnimatedTransitioning"
        ],
        IREngineMember("UIViewControllerTransitioningDelegateBase", "interactionControllerForPresentation(using:)"): [
            0: "UIViewControllerAnimatedTransitioning"
        ],
    ]

    /// Whether the writer writes `argument` as it is where the engine takes a `type` it does
    /// not convert (`unconvertedMembers`).
    static func writesAsItIs(_ argument: IRExpr, as type: String) -> Bool {
        switch argument {
        case .typeProperty(let value): value.owner == type
        case .literal(.null): type == "closure"
        default: false
        }
    }
}
