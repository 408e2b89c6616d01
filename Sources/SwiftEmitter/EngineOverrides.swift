// EngineOverrides: the Swift signatures of the engine members a sample class may override, by
// selector — what `override func` must spell for the engine (and UIKit) to call sample code.
// The list mirrors the interpreter's forwarding classes; a selector missing here is emitted as a
// plain method and reported by the emitter.

/// The parameter and result types of an overridable engine member.
struct EngineOverride {
    /// Swift parameter types, in order.
    let parameters: [String]
    /// Swift result type (`Void` for none).
    let result: String
    /// Whether the member is a read-only property (`collectionViewContentSize`).
    var isProperty = false

    /// The engine member a sample method named `selector` overrides: by its selector, or by its
    /// base name for a method the IR names with empty parentheses (`transitionDuration()`).
    static func overridden(by selector: String) -> EngineOverride? {
        bySelector[selector] ?? bySelector[String(selector.dropLast(2))]
    }

    /// Overridable members by Swift selector.
    static let bySelector: [String: EngineOverride] = [
        "loadView()": EngineOverride(parameters: [], result: "Void"),
        "viewDidLoad()": EngineOverride(parameters: [], result: "Void"),
        "viewWillAppear(_:)": EngineOverride(parameters: ["Bool"], result: "Void"),
        "viewDidAppear(_:)": EngineOverride(parameters: ["Bool"], result: "Void"),
        "viewWillDisappear(_:)": EngineOverride(parameters: ["Bool"], result: "Void"),
        "viewDidDisappear(_:)": EngineOverride(parameters: ["Bool"], result: "Void"),
        "collectionView(_:numberOfItemsInSection:)": EngineOverride(
            parameters: ["UICollectionView", "Int"], result: "Int"),
        "numberOfSections(in:)": EngineOverride(parameters: ["UICollectionView"], result: "Int"),
        "collectionView(_:cellForItemAt:)": EngineOverride(
            parameters: ["UICollectionView", "IndexPath"], result: "UICollectionViewCell"),
        "collectionView(_:didSelectItemAt:)": EngineOverride(
            parameters: ["UICollectionView", "IndexPath"], result: "Void"),
        "collectionView(_:didDeselectItemAt:)": EngineOverride(
            parameters: ["UICollectionView", "IndexPath"], result: "Void"),
        "collectionView(_:shouldSelectItemAt:)": EngineOverride(
            parameters: ["UICollectionView", "IndexPath"], result: "Bool"),
        "animationController(forPresented:presenting:source:)": EngineOverride(
            parameters: ["UIViewController", "UIViewController", "UIViewController"],
            result: "(any UIViewControllerAnimatedTransitioning)?"),
        "animationController(forDismissed:)": EngineOverride(
            parameters: ["UIViewController"], result: "(any UIViewControllerAnimatedTransitioning)?"),
        "interactionControllerForPresentation(using:)": EngineOverride(
            parameters: ["any UIViewControllerAnimatedTransitioning"],
            result: "(any UIViewControllerInteractiveTransitioning)?"),
        "interactionControllerForDismissal(using:)": EngineOverride(
            parameters: ["any UIViewControllerAnimatedTransitioning"],
            result: "(any UIViewControllerInteractiveTransitioning)?"),
        "transitionDuration(using:)": EngineOverride(
            parameters: ["(any UIViewControllerContextTransitioning)?"], result: "TimeInterval"),
        "animateTransition(using:)": EngineOverride(
            parameters: ["any UIViewControllerContextTransitioning"], result: "Void"),
        "animationEnded(_:)": EngineOverride(parameters: ["Bool"], result: "Void"),
        "prepare()": EngineOverride(parameters: [], result: "Void"),
        "invalidateLayout()": EngineOverride(parameters: [], result: "Void"),
        "collectionViewContentSize": EngineOverride(parameters: [], result: "CGSize", isProperty: true),
        "layoutAttributesForElements(in:)": EngineOverride(
            parameters: ["CGRect"], result: "[UICollectionViewLayoutAttributes]?"),
        "layoutAttributesForItem(at:)": EngineOverride(
            parameters: ["IndexPath"], result: "UICollectionViewLayoutAttributes?"),
        "shouldInvalidateLayout(forBoundsChange:)": EngineOverride(parameters: ["CGRect"], result: "Bool"),
    ]

    /// Engine base classes whose objects carry `runtimeTypeName` (trace names).
    static let namedBases: Set<String> = [
        "UIViewController", "UICollectionViewController", "UIViewControllerTransitioningDelegateBase",
        "UIViewControllerAnimatedTransitioningBase", "UICollectionViewLayout", "UINavigationControllerDelegateBase",
        "UIView", "UICollectionViewCell",
    ]

    /// Engine views a sample class may derive from: their designated initializer is
    /// `init(frame:)` (`SwiftClassEmitter.derivesFromView`).
    static let viewBases: Set<String> = ["UIView", "UICollectionViewCell"]
}
