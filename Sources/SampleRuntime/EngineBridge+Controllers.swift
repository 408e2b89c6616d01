// EngineBridge+Controllers: view controllers, presentation, navigation, the transition context
// and gesture recognizers.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

private func member(_ owner: String, _ name: String) -> IREngineMember { IREngineMember(owner, name) }
private typealias Context = any UIViewControllerContextTransitioning

extension EngineBridge {
    static let controllerGetters: [IREngineMember: Getter] = [
        member("UIViewController", "view"): { value, _ in .wrap(try value.object(UIViewController.self).view) },
        member("UIViewController", "title"): { value, _ in
            try value.object(UIViewController.self).title.map { .string($0) } ?? .null
        },
        member("UIViewController", "modalPresentationStyle"): { value, _ in
            .enumValue("UIModalPresentationStyle", "\(try value.object(UIViewController.self).modalPresentationStyle)")
        },
        member("UIViewController", "modalTransitionStyle"): { value, _ in
            .enumValue("UIModalTransitionStyle", "\(try value.object(UIViewController.self).modalTransitionStyle)")
        },
        member("UIViewController", "transitioningDelegate"): { value, _ in
            .wrap(try value.object(UIViewController.self).transitioningDelegate)
        },
        member("UIViewController", "navigationController"): { value, _ in
            .wrap(try value.object(UIViewController.self).navigationController)
        },
        member("UIViewController", "presentedViewController"): { value, _ in
            .wrap(try value.object(UIViewController.self).presentedViewController)
        },
        member("UIViewController", "presentingViewController"): { value, _ in
            .wrap(try value.object(UIViewController.self).presentingViewController)
        },
        member("UINavigationController", "topViewController"): { value, _ in
            .wrap(try value.object(UINavigationController.self).topViewController)
        },
        member("UIViewControllerContextTransitioning", "containerView"): { value, _ in
            .object(try value.object(Context.self).containerView)
        },
        member("UIViewControllerContextTransitioning", "isAnimated"): { value, _ in
            .bool(try value.object(Context.self).isAnimated)
        },
        member("UIViewControllerContextTransitioning", "isInteractive"): { value, _ in
            .bool(try value.object(Context.self).isInteractive)
        },
        member("UIViewControllerContextTransitioning", "transitionWasCancelled"): { value, _ in
            .bool(try value.object(Context.self).transitionWasCancelled)
        },
        member("UIGestureRecognizer", "state"): { value, _ in
            .enumValue("UIGestureRecognizer.State", "\(try value.object(UIGestureRecognizer.self).state)")
        },
        member("UIGestureRecognizer", "numberOfTouches"): { value, _ in
            .int(try value.object(UIGestureRecognizer.self).numberOfTouches)
        },
        member("UIGestureRecognizer", "isEnabled"): { value, _ in
            .bool(try value.object(UIGestureRecognizer.self).isEnabled)
        },
        member("UIGestureRecognizer", "view"): { value, _ in .wrap(try value.object(UIGestureRecognizer.self).view) },
        member("UIPinchGestureRecognizer", "scale"): { value, _ in
            .float(Double(try value.object(UIPinchGestureRecognizer.self).scale))
        },
        member("UIPinchGestureRecognizer", "velocity"): { value, _ in
            .float(Double(try value.object(UIPinchGestureRecognizer.self).velocity))
        },
        member("UITapGestureRecognizer", "numberOfTapsRequired"): { value, _ in
            .int(try value.object(UITapGestureRecognizer.self).numberOfTapsRequired)
        },
    ]

    static let controllerSetters: [IREngineMember: Setter] = [
        member("UIViewController", "view"): { target, value, _ in
            try target.object(UIViewController.self).view = try value.optionalObject(UIView.self)
        },
        member("UIViewController", "title"): { target, value, _ in
            try target.object(UIViewController.self).title = value.isNull ? nil : try value.string()
        },
        member("UIViewController", "modalPresentationStyle"): { target, value, _ in
            let name = try value.enumCase("UIModalPresentationStyle")
            guard let style = UIModalPresentationStyle.allCases.first(where: { "\($0)" == name }) else { return }
            try target.object(UIViewController.self).modalPresentationStyle = style
        },
        member("UIViewController", "modalTransitionStyle"): { target, value, _ in
            let name = try value.enumCase("UIModalTransitionStyle")
            guard let style = UIModalTransitionStyle.allCases.first(where: { "\($0)" == name }) else { return }
            try target.object(UIViewController.self).modalTransitionStyle = style
        },
        member("UIViewController", "transitioningDelegate"): { target, value, _ in
            try target.object(UIViewController.self).transitioningDelegate = try value.optionalObject(
                (any UIViewControllerTransitioningDelegate).self)
        },
        member("UIGestureRecognizer", "isEnabled"): { target, value, _ in
            try target.object(UIGestureRecognizer.self).isEnabled = try value.bool()
        },
        member("UIPinchGestureRecognizer", "scale"): { target, value, _ in
            try target.object(UIPinchGestureRecognizer.self).scale = try value.cgFloat()
        },
        member("UITapGestureRecognizer", "numberOfTapsRequired"): { target, value, _ in
            try target.object(UITapGestureRecognizer.self).numberOfTapsRequired = try value.int()
        },
    ]

    static func completion(_ value: Value, _ interpreter: Interpreter) -> (() -> Void)? {
        if value.isNull { return nil }
        return { [weak interpreter] in interpreter?.callback(value, []) }
    }

    static let controllerMethods: [IREngineMember: MethodCall] = [
        member("UIViewController", "present(_:animated:completion:)"): { target, a, interpreter in
            try target.object(UIViewController.self).present(
                try a[0].object(UIViewController.self), animated: try a[1].bool(),
                completion: completion(a[2], interpreter))
            return .null
        },
        member("UIViewController", "dismiss(animated:completion:)"): { target, a, interpreter in
            try target.object(UIViewController.self).dismiss(
                animated: try a[0].bool(), completion: completion(a[1], interpreter))
            return .null
        },
        member("UIViewController", "addChild(_:)"): { target, a, _ in
            try target.object(UIViewController.self).addChild(try a[0].object(UIViewController.self))
            return .null
        },
        member("UIViewController", "removeFromParent()"): { target, _, _ in
            try target.object(UIViewController.self).removeFromParent()
            return .null
        },
        member("UINavigationController", "pushViewController(_:animated:)"): { target, a, _ in
            try target.object(UINavigationController.self).pushViewController(
                try a[0].object(UIViewController.self), animated: try a[1].bool())
            return .null
        },
        member("UINavigationController", "popViewController(animated:)"): { target, a, _ in
            .wrap(try target.object(UINavigationController.self).popViewController(animated: try a[0].bool()))
        },
        member("UINavigationController", "popToRootViewController(animated:)"): { target, a, _ in
            _ = try target.object(UINavigationController.self).popToRootViewController(animated: try a[0].bool())
            return .null
        },
        member("UIViewControllerContextTransitioning", "viewController(forKey:)"): { target, a, _ in
            let key = try a[0].enumCase("UITransitionContextViewControllerKey")
            return .wrap(try target.object(Context.self).viewController(forKey: key == "from" ? .from : .to))
        },
        member("UIViewControllerContextTransitioning", "view(forKey:)"): { target, a, _ in
            let key = try a[0].enumCase("UITransitionContextViewKey")
            return .wrap(try target.object(Context.self).view(forKey: key == "from" ? .from : .to))
        },
        member("UIViewControllerContextTransitioning", "initialFrame(for:)"): { target, a, _ in
            .rect(try target.object(Context.self).initialFrame(for: try a[0].object(UIViewController.self)))
        },
        member("UIViewControllerContextTransitioning", "finalFrame(for:)"): { target, a, _ in
            .rect(try target.object(Context.self).finalFrame(for: try a[0].object(UIViewController.self)))
        },
        member("UIViewControllerContextTransitioning", "completeTransition(_:)"): { target, a, _ in
            try target.object(Context.self).completeTransition(try a[0].bool())
            return .null
        },
        member("UIViewControllerContextTransitioning", "updateInteractiveTransition(_:)"): { target, a, _ in
            try target.object(Context.self).updateInteractiveTransition(try a[0].cgFloat())
            return .null
        },
        member("UIViewControllerContextTransitioning", "finishInteractiveTransition()"): { target, _, _ in
            try target.object(Context.self).finishInteractiveTransition()
            return .null
        },
        member("UIViewControllerContextTransitioning", "cancelInteractiveTransition()"): { target, _, _ in
            try target.object(Context.self).cancelInteractiveTransition()
            return .null
        },
        member("UIGestureRecognizer", "location(in:)"): { target, a, _ in
            .point(try target.object(UIGestureRecognizer.self).location(in: try a[0].optionalObject(UIView.self)))
        },
        member("UIGestureRecognizer", "location(ofTouch:in:)"): { target, a, _ in
            .point(
                try target.object(UIGestureRecognizer.self).location(
                    ofTouch: try a[0].int(), in: try a[1].optionalObject(UIView.self)))
        },
    ]
}
