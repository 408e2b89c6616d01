// APIModel+Controllers: view controllers, modal presentation, navigation, custom transitions
// (delegate, animator, context) and the app delegate hook the harness calls.

import SampleModel

extension APIModel {
    static let controllerTypes: [APIType] = [
        APIType(
            "UIViewController", base: "UIResponder",
            constructors: [API.constructor("UIViewController", "init()")],
            members: [
                API.property("View", "UIViewController", "view", .view, settable: true),
                API.property("Title", "UIViewController", "title", .string, settable: true),
                API.property(
                    "ModalPresentationStyle", "UIViewController", "modalPresentationStyle",
                    .named("UIModalPresentationStyle"), settable: true),
                API.property(
                    "ModalTransitionStyle", "UIViewController", "modalTransitionStyle",
                    .named("UIModalTransitionStyle"),
                    settable: true),
                API.property(
                    "TransitioningDelegate", "UIViewController", "transitioningDelegate",
                    .named("UIViewControllerTransitioningDelegate"), settable: true),
                API.property(
                    "NavigationController", "UIViewController", "navigationController", .named("UINavigationController")
                ),
                API.property("PresentedViewController", "UIViewController", "presentedViewController", .controller),
                API.property("PresentingViewController", "UIViewController", "presentingViewController", .controller),
                API.method(
                    "PresentViewController", "UIViewController", "present(_:animated:completion:)",
                    [.controller, .bool, .action]),
                API.method(
                    "DismissViewController", "UIViewController", "dismiss(animated:completion:)", [.bool, .action]),
                API.method("AddChildViewController", "UIViewController", "addChild(_:)", [.controller]),
                API.method("RemoveFromParentViewController", "UIViewController", "removeFromParent()", []),
                API.virtual("LoadView", "UIViewController", "loadView()", []),
                API.virtual("ViewDidLoad", "UIViewController", "viewDidLoad()", []),
                API.virtual("ViewWillAppear", "UIViewController", "viewWillAppear(_:)", [.bool]),
                API.virtual("ViewDidAppear", "UIViewController", "viewDidAppear(_:)", [.bool]),
                API.virtual("ViewWillDisappear", "UIViewController", "viewWillDisappear(_:)", [.bool]),
                API.virtual("ViewDidDisappear", "UIViewController", "viewDidDisappear(_:)", [.bool]),
            ]),
        APIType(
            "UINavigationController", base: "UIViewController",
            constructors: [API.constructor("UINavigationController", "init(rootViewController:)", [.controller])],
            members: [
                API.method(
                    "PushViewController", "UINavigationController", "pushViewController(_:animated:)",
                    [.controller, .bool]),
                API.method(
                    "PopViewController", "UINavigationController", "popViewController(animated:)", [.bool], .controller),
                API.method(
                    "PopToRootViewController", "UINavigationController", "popToRootViewController(animated:)", [.bool],
                    .unknown),
                API.property("TopViewController", "UINavigationController", "topViewController", .controller),
            ]),
        APIType(
            "UIModalPresentationStyle", kind: .enum,
            cases: [
                ("None", "none"), ("Automatic", "automatic"), ("FullScreen", "fullScreen"), ("PageSheet", "pageSheet"),
                ("FormSheet", "formSheet"), ("CurrentContext", "currentContext"), ("Custom", "custom"),
                ("OverFullScreen", "overFullScreen"), ("OverCurrentContext", "overCurrentContext"),
                ("Popover", "popover"), ("BlurOverFullScreen", "blurOverFullScreen"),
            ]),
        APIType(
            "UIModalTransitionStyle", kind: .enum,
            cases: [
                ("CoverVertical", "coverVertical"), ("FlipHorizontal", "flipHorizontal"),
                ("CrossDissolve", "crossDissolve"), ("PartialCurl", "partialCurl"),
            ]),
        APIType(
            "UIApplicationDelegate", swift: "SampleAppDelegate", base: "NSObject",
            constructors: [API.constructor("SampleAppDelegate", "init()")],
            members: [
                API.virtual(
                    "FinishedLaunching", "SampleAppDelegate", "application(_:didFinishLaunchingWithOptions:)",
                    [.named("UIApplication"), .named("NSDictionary")], .bool)
            ]),
    ]

    static let transitionTypes: [APIType] = [
        APIType(
            "UIViewControllerTransitioningDelegate", swift: "UIViewControllerTransitioningDelegateBase",
            base: "NSObject",
            constructors: [API.constructor("UIViewControllerTransitioningDelegateBase", "init()")],
            members: [
                API.virtual(
                    "GetAnimationControllerForPresentedController", "UIViewControllerTransitioningDelegateBase",
                    "animationController(forPresented:presenting:source:)", [.controller, .controller, .controller],
                    .animator),
                API.virtual(
                    "GetAnimationControllerForDismissedController", "UIViewControllerTransitioningDelegateBase",
                    "animationController(forDismissed:)", [.controller], .animator),
                API.virtual(
                    "GetInteractionControllerForPresentation", "UIViewControllerTransitioningDelegateBase",
                    "interactionControllerForPresentation(using:)", [.animator],
                    .named("UIViewControllerInteractiveTransitioning")),
                API.virtual(
                    "GetInteractionControllerForDismissal", "UIViewControllerTransitioningDelegateBase",
                    "interactionControllerForDismissal(using:)", [.animator],
                    .named("UIViewControllerInteractiveTransitioning")),
            ]),
        APIType(
            "UIViewControllerAnimatedTransitioning", swift: "UIViewControllerAnimatedTransitioningBase",
            base: "NSObject",
            constructors: [API.constructor("UIViewControllerAnimatedTransitioningBase", "init()")],
            members: [
                API.virtual(
                    "TransitionDuration", "UIViewControllerAnimatedTransitioningBase", "transitionDuration(using:)",
                    [.context], .float, abstract: true),
                API.virtual(
                    "AnimateTransition", "UIViewControllerAnimatedTransitioningBase", "animateTransition(using:)",
                    [.context], abstract: true),
                API.virtual(
                    "AnimationEnded", "UIViewControllerAnimatedTransitioningBase", "animationEnded(_:)", [.bool]),
            ]),
        APIType(
            "IUIViewControllerAnimatedTransitioning", swift: "UIViewControllerAnimatedTransitioning", kind: .interface),
        APIType(
            "IUIViewControllerInteractiveTransitioning", swift: "UIViewControllerInteractiveTransitioning",
            kind: .interface),
        APIType(
            "IUIViewControllerContextTransitioning", swift: "UIViewControllerContextTransitioning", kind: .interface,
            members: [
                API.property("ContainerView", "UIViewControllerContextTransitioning", "containerView", .view),
                API.property("IsAnimated", "UIViewControllerContextTransitioning", "isAnimated", .bool),
                API.property("IsInteractive", "UIViewControllerContextTransitioning", "isInteractive", .bool),
                API.property(
                    "TransitionWasCancelled", "UIViewControllerContextTransitioning", "transitionWasCancelled", .bool),
                API.method(
                    "GetViewControllerForKey", "UIViewControllerContextTransitioning", "viewController(forKey:)",
                    [.named("UITransitionContextViewControllerKey")], .controller),
                API.method(
                    "GetViewFor", "UIViewControllerContextTransitioning", "view(forKey:)",
                    [.named("UITransitionContextViewKey")], .view),
                API.method(
                    "GetInitialFrameForViewController", "UIViewControllerContextTransitioning", "initialFrame(for:)",
                    [.controller], .rect),
                API.method(
                    "GetFinalFrameForViewController", "UIViewControllerContextTransitioning", "finalFrame(for:)",
                    [.controller], .rect),
                API.method(
                    "CompleteTransition", "UIViewControllerContextTransitioning", "completeTransition(_:)", [.bool]),
                API.method(
                    "UpdateInteractiveTransition", "UIViewControllerContextTransitioning",
                    "updateInteractiveTransition(_:)", [.float]),
                API.method(
                    "FinishInteractiveTransition", "UIViewControllerContextTransitioning",
                    "finishInteractiveTransition()",
                    []),
                API.method(
                    "CancelInteractiveTransition", "UIViewControllerContextTransitioning",
                    "cancelInteractiveTransition()",
                    []),
            ]),
        APIType(
            "UITransitionContext", kind: .static,
            members: [
                API.staticProperty(
                    "FromViewControllerKey", "UITransitionContextViewControllerKey", "from",
                    .named("UITransitionContextViewControllerKey")),
                API.staticProperty(
                    "ToViewControllerKey", "UITransitionContextViewControllerKey", "to",
                    .named("UITransitionContextViewControllerKey")),
                API.staticProperty(
                    "FromViewKey", "UITransitionContextViewKey", "from", .named("UITransitionContextViewKey")),
                API.staticProperty(
                    "ToViewKey", "UITransitionContextViewKey", "to", .named("UITransitionContextViewKey")),
            ]),
    ]
}
