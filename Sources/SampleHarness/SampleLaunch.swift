// SampleLaunch: the standard situations a sample is launched in, as engine-only steps — a host
// controller as the root of a key window (with controllers the snippet left outside any window
// embedded in it), a controller in a navigation controller, and the exercises for classes a
// snippet only declares (a delegate or animator drives a custom presentation, a controller is
// presented from a plain host, a layout is shown in a collection view of six items). The
// interpreter and generated tests call the same functions, so their traces agree.

import Foundation
import TransitionEngine

/// Launch steps shared by the interpreter and generated sample tests.
public enum SampleLaunch {
    /// Makes `host` the root of a new key window.
    public static func hostInKeyWindow(_ host: UIViewController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = host
        window.makeKeyAndVisible()
    }

    /// Shows, inside `host`, each controller among `candidates` (the host's fields, in declaration
    /// order) that is outside any window, parent or presentation.
    public static func embed(_ candidates: [AnyObject?], in host: UIViewController) {
        for candidate in candidates {
            guard let controller = candidate as? UIViewController, controller !== host, controller.parent == nil,
                controller.presentingViewController == nil, controller.viewIfLoaded?.window == nil
            else { continue }
            host.addChild(controller)
            host.view.addSubview(controller.view)
            controller.didMove(toParent: host)
        }
    }

    /// The application UIKit hands an app delegate's `FinishedLaunching`: an object the trace
    /// names `UIApplication#1`, whose members the sample reads and calls as a recording double's.
    public static func application() -> NSObject { LaunchedApplication() }

    /// Makes `controller` the root of a navigation controller in a new key window.
    public static func inNavigationController(_ controller: UIViewController) {
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// Presents a plain controller with `.custom` style and `delegate` from a plain host; returns
    /// what the caller must keep alive (the engine holds delegates weakly).
    public static func presentCustom(delegate: UIViewControllerTransitioningDelegateBase) -> [AnyObject] {
        let host = UIViewController()
        hostInKeyWindow(host)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        host.present(presented, animated: true)
        return [presented, delegate]
    }

    /// Presents a plain controller with `.custom` style animated by `animator`; returns what the
    /// caller must keep alive.
    public static func presentCustom(animator: UIViewControllerAnimatedTransitioningBase) -> [AnyObject] {
        let delegate = ExerciseDelegate(animator: animator)
        return presentCustom(delegate: delegate) + [animator]
    }

    /// Presents `controller` from a plain host in a new key window.
    public static func presentFromPlainHost(_ controller: UIViewController) {
        let host = UIViewController()
        hostInKeyWindow(host)
        host.present(controller, animated: true)
    }

    /// Shows `layout` in a collection view of six items in a new key window.
    public static func showInCollectionView(_ layout: UICollectionViewLayout) {
        hostInKeyWindow(ExerciseCollectionController(collectionViewLayout: layout))
    }
}

/// The application object of a launch (`SampleLaunch.application`).
final class LaunchedApplication: NSObject, TraceNaming {
    var traceTypeName: String { "UIApplication" }
}
