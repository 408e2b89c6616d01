// APIModel+Collections: collection views, their controllers and layouts (flow, transition,
// custom), layout attributes, and gesture recognizers.

import SampleModel

extension APIModel {
    static let collectionTypes: [APIType] = [
        APIType(
            "UICollectionViewController", base: "UIViewController",
            constructors: [
                API.constructor("UICollectionViewController", "init(collectionViewLayout:)", [.layout])
            ],
            members: [
                API.property("CollectionView", "UICollectionViewController", "collectionView", .collectionView),
                API.property("Layout", "UICollectionViewController", "collectionViewLayout", .layout),
                API.property(
                    "UseLayoutToLayoutNavigationTransitions", "UICollectionViewController",
                    "useLayoutToLayoutNavigationTransitions", .bool, settable: true),
                API.property(
                    "ClearsSelectionOnViewWillAppear", "UICollectionViewController", "clearsSelectionOnViewWillAppear",
                    .bool, settable: true),
                API.virtual(
                    "GetItemsCount", "UICollectionViewController", "collectionView(_:numberOfItemsInSection:)",
                    [.collectionView, .int], .int),
                API.virtual(
                    "NumberOfSections", "UICollectionViewController", "numberOfSections(in:)", [.collectionView], .int),
                API.virtual(
                    "GetCell", "UICollectionViewController", "collectionView(_:cellForItemAt:)",
                    [.collectionView, .indexPath], .named("UICollectionViewCell")),
                API.virtual(
                    "ItemSelected", "UICollectionViewController", "collectionView(_:didSelectItemAt:)",
                    [.collectionView, .indexPath]),
                API.virtual(
                    "ItemDeselected", "UICollectionViewController", "collectionView(_:didDeselectItemAt:)",
                    [.collectionView, .indexPath]),
                API.virtual(
                    "ShouldSelectItem", "UICollectionViewController", "collectionView(_:shouldSelectItemAt:)",
                    [.collectionView, .indexPath], .bool),
            ]),
        APIType(
            "UICollectionView", base: "UIView",
            members: [
                API.property(
                    "CollectionViewLayout", "UICollectionView", "collectionViewLayout", .layout, settable: true),
                API.method(
                    "StartInteractiveTransition", "UICollectionView", "startInteractiveTransition(to:completion:)",
                    [.layout, .closure([.bool, .bool], .void)], .named("UICollectionViewTransitionLayout")),
                API.method("FinishInteractiveTransition", "UICollectionView", "finishInteractiveTransition()", []),
                API.method("CancelInteractiveTransition", "UICollectionView", "cancelInteractiveTransition()", []),
                API.method(
                    "SetCollectionViewLayout", "UICollectionView", "setCollectionViewLayout(_:animated:)",
                    [.layout, .bool]),
                API.method(
                    "RegisterClassForCell", "UICollectionView", "register(_:forCellWithReuseIdentifier:)",
                    [.named("Type"), .string]),
                API.method(
                    "DequeueReusableCell", "UICollectionView", "dequeueReusableCell(withReuseIdentifier:for:)",
                    [.string, .indexPath], .named("UICollectionViewCell")),
                API.method("NumberOfItemsInSection", "UICollectionView", "numberOfItems(inSection:)", [.int], .int),
                API.method("ReloadData", "UICollectionView", "reloadData()", []),
            ]),
        APIType(
            "UICollectionViewCell", base: "UIView",
            constructors: [API.constructor("UICollectionViewCell", "init(frame:)", [.rect])],
            members: [API.property("ContentView", "UICollectionViewCell", "contentView", .view)]),
        APIType(
            "UICollectionViewLayout", base: "NSObject",
            constructors: [API.constructor("UICollectionViewLayout", "init()")],
            members: [
                API.property("CollectionView", "UICollectionViewLayout", "collectionView", .collectionView),
                API.virtual("PrepareLayout", "UICollectionViewLayout", "prepare()", []),
                API.virtualProperty(
                    "CollectionViewContentSize", "UICollectionViewLayout", "collectionViewContentSize", .size),
                API.virtual(
                    "LayoutAttributesForElementsInRect", "UICollectionViewLayout", "layoutAttributesForElements(in:)",
                    [.rect], .named("[UICollectionViewLayoutAttributes]")),
                API.virtual(
                    "LayoutAttributesForItem", "UICollectionViewLayout", "layoutAttributesForItem(at:)", [.indexPath],
                    .named("UICollectionViewLayoutAttributes")),
                API.virtual(
                    "ShouldInvalidateLayoutForBoundsChange", "UICollectionViewLayout",
                    "shouldInvalidateLayout(forBoundsChange:)", [.rect], .bool),
                API.virtual("InvalidateLayout", "UICollectionViewLayout", "invalidateLayout()", []),
            ]),
        APIType(
            "UICollectionViewFlowLayout", base: "UICollectionViewLayout",
            constructors: [API.constructor("UICollectionViewFlowLayout", "init()")],
            members: [
                API.property("ItemSize", "UICollectionViewFlowLayout", "itemSize", .size, settable: true),
                API.property(
                    "MinimumInteritemSpacing", "UICollectionViewFlowLayout", "minimumInteritemSpacing", .float,
                    settable: true),
                API.property(
                    "MinimumLineSpacing", "UICollectionViewFlowLayout", "minimumLineSpacing", .float, settable: true),
                API.property("SectionInset", "UICollectionViewFlowLayout", "sectionInset", .insets, settable: true),
                API.property(
                    "HeaderReferenceSize", "UICollectionViewFlowLayout", "headerReferenceSize", .size, settable: true),
                API.property(
                    "FooterReferenceSize", "UICollectionViewFlowLayout", "footerReferenceSize", .size, settable: true),
            ]),
        APIType(
            "UICollectionViewTransitionLayout", base: "UICollectionViewLayout",
            constructors: [
                API.constructor(
                    "UICollectionViewTransitionLayout", "init(currentLayout:nextLayout:)", [.layout, .layout])
            ],
            members: [
                API.property(
                    "TransitionProgress", "UICollectionViewTransitionLayout", "transitionProgress", .float,
                    settable: true),
                API.property("CurrentLayout", "UICollectionViewTransitionLayout", "currentLayout", .layout),
                API.property("NextLayout", "UICollectionViewTransitionLayout", "nextLayout", .layout),
                API.method(
                    "UpdateValue", "UICollectionViewTransitionLayout", "updateValue(_:forAnimatedKey:)",
                    [.float, .string]),
                API.method(
                    "GetValueForAnimatedKey", "UICollectionViewTransitionLayout", "value(forAnimatedKey:)", [.string],
                    .float),
            ]),
        APIType(
            "UICollectionViewLayoutAttributes", base: "NSObject",
            members: [
                API.factory(
                    "CreateForCell", "UICollectionViewLayoutAttributes", "init(forCellWith:)", [.indexPath]),
                API.property("Center", "UICollectionViewLayoutAttributes", "center", .point, settable: true),
                API.property("Size", "UICollectionViewLayoutAttributes", "size", .size, settable: true),
                API.property("Frame", "UICollectionViewLayoutAttributes", "frame", .rect, settable: true),
                API.property("Alpha", "UICollectionViewLayoutAttributes", "alpha", .float, settable: true),
                API.property("ZIndex", "UICollectionViewLayoutAttributes", "zIndex", .int, settable: true),
                API.property("IndexPath", "UICollectionViewLayoutAttributes", "indexPath", .indexPath),
            ]),
    ]

    static let gestureTypes: [APIType] = [
        APIType(
            "UIGestureRecognizer", base: "NSObject",
            members: [
                API.property("State", "UIGestureRecognizer", "state", .named("UIGestureRecognizer.State")),
                API.property("NumberOfTouches", "UIGestureRecognizer", "numberOfTouches", .int),
                API.property("Enabled", "UIGestureRecognizer", "isEnabled", .bool, settable: true),
                API.property("View", "UIGestureRecognizer", "view", .view),
                API.method("LocationInView", "UIGestureRecognizer", "location(in:)", [.view], .point),
                API.method("LocationOfTouch", "UIGestureRecognizer", "location(ofTouch:in:)", [.int, .view], .point),
            ]),
        APIType(
            "UIPinchGestureRecognizer", base: "UIGestureRecognizer",
            constructors: [
                API.constructor(
                    "UIPinchGestureRecognizer", "init(handler:)",
                    [.closure([.named("UIPinchGestureRecognizer")], .void)])
            ],
            members: [
                API.property("Scale", "UIPinchGestureRecognizer", "scale", .float, settable: true),
                API.property("Velocity", "UIPinchGestureRecognizer", "velocity", .float),
            ]),
        APIType(
            "UITapGestureRecognizer", base: "UIGestureRecognizer",
            constructors: [
                API.constructor(
                    "UITapGestureRecognizer", "init(handler:)", [.closure([.named("UITapGestureRecognizer")], .void)])
            ],
            members: [
                API.property(
                    "NumberOfTapsRequired", "UITapGestureRecognizer", "numberOfTapsRequired", .int, settable: true)
            ]),
        APIType(
            "UIGestureRecognizerState", swift: "UIGestureRecognizer.State", kind: .enum,
            cases: [
                ("Possible", "possible"), ("Began", "began"), ("Changed", "changed"), ("Ended", "ended"),
                ("Cancelled", "cancelled"), ("Failed", "failed"), ("Recognized", "ended"),
            ]),
    ]
}
