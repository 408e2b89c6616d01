// An engine is released when its scenario is over, and its controllers with it: the objects it
// names (kept in its name table) must not hold it strongly, nor a presented controller and its
// presentation controller each other. Found by fuzz-sample-run and the AddressSanitizer test run
// (LeakSanitizer): every presentation and push kept its engine, or its presented controller, and
// what they reference alive.

import Foundation
import Testing
import TransitionEngine

@Suite("Engine lifetime")
struct EngineLifetimeTests {
    /// A scenario run on a fresh engine, by name; returns the controllers it showed.
    static let scenarios: [String: @Sendable () -> [UIViewController]] = [
        "a window": {
            [UIWindow.keyWindow(with: UIViewController())]
        },
        "an animated presentation": {
            let presented = UIViewController()
            UIWindow.keyWindow(with: UIViewController()).present(presented, animated: true)
            return [presented]
        },
        "a presentation without animation": {
            let presented = UIViewController()
            UIWindow.keyWindow(with: UIViewController()).present(presented, animated: false)
            return [presented]
        },
        "a presentation and its dismissal": {
            let host = UIWindow.keyWindow(with: UIViewController())
            let presented = UIViewController()
            host.present(presented, animated: true) { host.dismiss(animated: true) }
            return [host, presented]
        },
        "a presentation whose animator never completes": {
            let presented = UIViewController()
            let delegate = FixedAnimatorDelegate(animator: ForgetfulAnimator())
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            UIWindow.keyWindow(with: UIViewController()).present(presented, animated: true)
            return [presented]
        },
        "a push": {
            let pushed = UIViewController()
            let navigation = UINavigationController(rootViewController: UIViewController())
            UIWindow.keyWindow(with: navigation)
            navigation.pushViewController(pushed, animated: true)
            return [navigation, pushed]
        },
    ]

    @Test(
        "The engine and its controllers are released once the next engine is current",
        arguments: scenarios.keys.sorted())
    func engineIsReleased(scenario: String) throws {
        let run = try #require(Self.scenarios[scenario])
        weak var released: TransitionEngine?
        var controllers: [Weak] = []
        do {
            let engine = TransitionEngine()
            released = engine
            controllers = run().map(Weak.init)
            _ = engine.runUntilIdle()
        }
        // The thread's current engine is retained until another engine becomes current.
        _ = TransitionEngine()
        #expect(released == nil, "the engine of \(scenario) is still alive: a reference cycle")
        for (index, controller) in controllers.enumerated() {
            // A Bool: on failure, #expect would reflect the live controller, and with it references
            // to objects already freed.
            let isAlive = controller.object != nil
            #expect(!isAlive, "controller \(index) of \(scenario) is still alive: a reference cycle")
        }
    }
}

/// A weak reference to a controller.
private struct Weak {
    weak var object: UIViewController?
}

extension UIWindow {
    /// Makes `root` the root of a new key window and returns it.
    @discardableResult
    fileprivate static func keyWindow<Controller: UIViewController>(with root: Controller) -> Controller {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return root
    }
}
