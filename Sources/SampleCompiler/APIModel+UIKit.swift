// APIModel+UIKit: the view, window, control, controller and presentation part of the API model
// (engine-spec §7), plus the value types, enums and the System types the samples use.

import SampleModel

extension APIModel {
    /// The model of the Xamarin.iOS surface the engine covers.
    public static let uikit = APIModel(
        foundationTypes + viewTypes + controllerTypes + transitionTypes + collectionTypes + gestureTypes,
        renamedMembers: [
            "PresentingController": "GetAnimationControllerForPresentedController",
            "DismissingController": "GetAnimationControllerForDismissedController",
            "PresentModalViewController": "PresentViewController",
            "DismissModalViewControllerAnimated": "DismissViewController",
        ],
        unsimulatedOverloads: ["UIApplicationDelegate.FinishedLaunching/1"])

    static let foundationTypes: [APIType] = [
        APIType("object", swift: "NSObject"),
        APIType("NSObject", base: "object"),
        APIType("EventArgs", swift: "NSObject", base: "object"),
        APIType("NSString", swift: "String", kind: .struct),
        APIType("NSDictionary", swift: "NSObject", base: "NSObject"),
        APIType("UIApplication", swift: "NSObject", base: "NSObject"),
        APIType(
            "CGRect", kind: .struct,
            constructors: [
                API.constructor("CGRect", "init(x:y:width:height:)", [.float, .float, .float, .float]),
                API.constructor("CGRect", "init(origin:size:)", [.point, .size]),
            ],
            members: [
                API.staticProperty("Empty", "CGRect", "zero", .rect),
                API.property("X", "CGRect", "minX", .float), API.property("Y", "CGRect", "minY", .float),
                API.property("Width", "CGRect", "width", .float), API.property("Height", "CGRect", "height", .float),
                API.property("Left", "CGRect", "minX", .float), API.property("Top", "CGRect", "minY", .float),
                API.property("Right", "CGRect", "maxX", .float), API.property("Bottom", "CGRect", "maxY", .float),
                API.property("Size", "CGRect", "size", .size), API.property("Location", "CGRect", "origin", .point),
            ]),
        APIType(
            "CGSize", kind: .struct,
            constructors: [API.constructor("CGSize", "init(width:height:)", [.float, .float])],
            members: [
                API.staticProperty("Empty", "CGSize", "zero", .size),
                API.property("Width", "CGSize", "width", .float), API.property("Height", "CGSize", "height", .float),
            ]),
        APIType(
            "CGPoint", kind: .struct,
            constructors: [API.constructor("CGPoint", "init(x:y:)", [.float, .float])],
            members: [
                API.staticProperty("Empty", "CGPoint", "zero", .point),
                API.property("X", "CGPoint", "x", .float), API.property("Y", "CGPoint", "y", .float),
            ]),
        APIType(
            "UIEdgeInsets", kind: .struct,
            constructors: [
                API.constructor("UIEdgeInsets", "init(top:left:bottom:right:)", [.float, .float, .float, .float])
            ],
            members: [
                API.staticProperty("Zero", "UIEdgeInsets", "zero", .insets),
                API.property("Top", "UIEdgeInsets", "top", .float),
                API.property("Left", "UIEdgeInsets", "left", .float),
                API.property("Bottom", "UIEdgeInsets", "bottom", .float),
                API.property("Right", "UIEdgeInsets", "right", .float),
            ]),
        APIType(
            "NSIndexPath", swift: "IndexPath", kind: .struct,
            members: [
                API.factory("FromItemSection", "IndexPath", "init(item:section:)", [.int, .int]),
                API.factory("FromRowSection", "IndexPath", "init(item:section:)", [.int, .int]),
                API.property("Item", "IndexPath", "item", .int), API.property("Row", "IndexPath", "item", .int),
                API.property("Section", "IndexPath", "section", .int),
            ]),
        APIType(
            "Math", swift: "Swift", kind: .static,
            members: [
                API.staticMethod("Abs", "Swift", "abs(_:)", [.float], .float, followsArgument: true),
                API.staticMethod("Min", "Swift", "min(_:_:)", [.float, .float], .float, followsArgument: true),
                API.staticMethod("Max", "Swift", "max(_:_:)", [.float, .float], .float, followsArgument: true),
                API.staticMethod("Sqrt", "Foundation", "sqrt(_:)", [.float], .float),
                API.staticMethod("Sin", "Foundation", "sin(_:)", [.float], .float),
                API.staticMethod("Cos", "Foundation", "cos(_:)", [.float], .float),
                API.staticMethod("Atan2", "Foundation", "atan2(_:_:)", [.float, .float], .float),
                API.staticMethod("Pow", "Foundation", "pow(_:_:)", [.float, .float], .float),
                API.staticMethod("Floor", "Foundation", "floor(_:)", [.float], .float),
                API.staticMethod("Ceiling", "Foundation", "ceil(_:)", [.float], .float),
                API.staticProperty("PI", "Double", "pi", .float),
            ]),
        APIType(
            "Console", kind: .static,
            members: [
                API.staticMethod("WriteLine", "Console", "writeLine(_:)", [.unknown]),
                API.staticMethod("Write", "Console", "writeLine(_:)", [.unknown]),
            ]),
    ]

    static let viewTypes: [APIType] = [
        APIType("UIResponder", base: "NSObject"),
        APIType(
            "UIView", base: "UIResponder",
            constructors: [API.constructor("UIView", "init()"), API.constructor("UIView", "init(frame:)", [.rect])],
            members: [
                API.property("Frame", "UIView", "frame", .rect, settable: true),
                API.property("Bounds", "UIView", "bounds", .rect, settable: true),
                API.property("Center", "UIView", "center", .point, settable: true),
                API.property("Alpha", "UIView", "alpha", .float, settable: true),
                API.property("Hidden", "UIView", "isHidden", .bool, settable: true),
                API.property("Tag", "UIView", "tag", .int, settable: true),
                API.property("BackgroundColor", "UIView", "backgroundColor", .named("UIColor"), settable: true),
                API.property("Superview", "UIView", "superview", .view),
                API.property("Window", "UIView", "window", .named("UIWindow")),
                API.method("AddSubview", "UIView", "addSubview(_:)", [.view]),
                // Xamarin.iOS's alias of AddSubview, for collection initializers (`View.Add (label)`).
                API.method("Add", "UIView", "addSubview(_:)", [.view]),
                API.method("RemoveFromSuperview", "UIView", "removeFromSuperview()", []),
                API.method("BringSubviewToFront", "UIView", "bringSubviewToFront(_:)", [.view]),
                API.method(
                    "AddGestureRecognizer", "UIView", "addGestureRecognizer(_:)", [.named("UIGestureRecognizer")]),
                API.method("SetNeedsLayout", "UIView", "setNeedsLayout()", []),
                API.method("LayoutIfNeeded", "UIView", "layoutIfNeeded()", []),
                API.staticMethod("Animate", "UIView", "animate(withDuration:animations:)", [.float, .action]),
                API.staticMethod(
                    "Animate", "UIView", "animate(withDuration:animations:completion:)", [.float, .action, .action]),
                API.staticMethod(
                    "Animate", "UIView", "animate(withDuration:delay:options:animations:completion:)",
                    [.float, .float, .named("UIView.AnimationOptions"), .action, .action]),
                API.staticMethod(
                    "AnimateNotify", "UIView", "animate(withDuration:animations:completion:)",
                    [.float, .action, .closure([.bool], .void)]),
            ]),
        APIType(
            "UIWindow", base: "UIView",
            constructors: [
                API.constructor("UIWindow", "init()"), API.constructor("UIWindow", "init(frame:)", [.rect]),
            ],
            members: [
                API.property("RootViewController", "UIWindow", "rootViewController", .controller, settable: true),
                API.method("MakeKeyAndVisible", "UIWindow", "makeKeyAndVisible()", []),
            ]),
        APIType(
            "UIScreen", base: "NSObject",
            members: [
                API.staticProperty("MainScreen", "UIScreen", "main", .named("UIScreen")),
                API.property("Bounds", "UIScreen", "bounds", .rect),
                API.property("Scale", "UIScreen", "scale", .float),
            ]),
        APIType(
            "UIControl", base: "UIView",
            members: [
                API.event("TouchUpInside", "touchUpInside", .closure([.object, .object], .void)),
                API.event("TouchDown", "touchDown", .closure([.object, .object], .void)),
                API.event("ValueChanged", "valueChanged", .closure([.object, .object], .void)),
                API.property("Enabled", "UIControl", "isEnabled", .bool, settable: true),
            ]),
        APIType(
            "UIButton", base: "UIControl",
            constructors: [
                API.constructor("UIButton", "init(type:)", [.named("UIButton.ButtonType")]),
                API.constructor("UIButton", "init(frame:)", [.rect]),
            ],
            members: [
                API.method("SetTitle", "UIButton", "setTitle(_:for:)", [.string, .named("UIControl.State")]),
                API.factory("FromType", "UIButton", "init(type:)", [.named("UIButton.ButtonType")]),
            ]),
        APIType(
            "UIButtonType", swift: "UIButton.ButtonType", kind: .enum,
            cases: [
                ("Custom", "custom"), ("System", "system"), ("RoundedRect", "roundedRect"),
                ("DetailDisclosure", "detailDisclosure"), ("InfoLight", "infoLight"), ("InfoDark", "infoDark"),
                ("ContactAdd", "contactAdd"),
            ]),
        APIType(
            "UIControlState", swift: "UIControl.State", kind: .enum,
            cases: [
                ("Normal", "normal"), ("Highlighted", "highlighted"), ("Disabled", "disabled"),
                ("Selected", "selected"), ("Focused", "focused"),
            ]),
        APIType(
            "UILabel", base: "UIView",
            constructors: [API.constructor("UILabel", "init(frame:)", [.rect])],
            members: [API.property("Text", "UILabel", "text", .string, settable: true)]),
        APIType(
            "UIColor", base: "NSObject",
            members: [
                API.staticProperty("White", "UIColor", "white", .named("UIColor")),
                API.staticProperty("Black", "UIColor", "black", .named("UIColor")),
                API.staticProperty("Clear", "UIColor", "clear", .named("UIColor")),
                API.staticProperty("Red", "UIColor", "red", .named("UIColor")),
                API.staticProperty("Blue", "UIColor", "blue", .named("UIColor")),
                API.staticProperty("Gray", "UIColor", "gray", .named("UIColor")),
            ]),
        APIType(
            "UIViewAnimationOptions", swift: "UIView.AnimationOptions", kind: .enum,
            cases: [
                ("CurveEaseInOut", "curveEaseInOut"), ("CurveEaseIn", "curveEaseIn"), ("CurveEaseOut", "curveEaseOut"),
                ("CurveLinear", "curveLinear"), ("Repeat", "repeat"), ("Autoreverse", "autoreverse"),
            ]),
    ]
}
