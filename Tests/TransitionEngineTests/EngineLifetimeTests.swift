// An engine is released when its scenario is over: the objects it names (kept in its name table)
// must not hold it strongly. Found by fuzz-sample-run (LeakSanitizer): every presented controller
// and pushed controller kept its engine, and the whole scenario with it, alive.

import Foundation
import Testing
import TransitionEngine

@Suite("Engine lifetime")
struct EngineLifetimeTests {
    /// A scenario run on a fresh engine, by name.
    static let scenarios: [String: @Sendable () -> Void] = [
        "a window": {
            UIWindow.keyWindow(with: UIViewController())
        },
        "an animated presentation": {
            UIWindow.keyWindow(with: UIViewController()).present(UIViewController(), animated: true)
        },
        "a presentation without animation": {
            UIWindow.keyWindow(with: UIViewController()).present(UIViewController(), animated: false)
        },
        "a presentation and its dismissal": {
            let host = UIWindow.keyWindow(with: UIViewController())
            host.present(UIViewController(), animated: true) { host.dismiss(animated: true) }
        },
        "a push": {
            let navigation = UINavigationController(rootViewController: UIViewController())
            UIWindow.keyWindow(with: navigation)
            navigation.pushViewController(UIViewController(), animated: true)
        },
    ]

    @Test("The engine is released once the next one is current", arguments: scenarios.keys.sorted())
    func engineIsReleased(scenario: String) throws {
        let run = try #require(Self.scenarios[scenario])
        weak var released: TransitionEngine?
        do {
            let engine = TransitionEngine()
            released = engine
            run()
            #expect(engine.runUntilIdle() == .idle)
        }
        // The thread's current engine is retained until another engine becomes current.
        _ = TransitionEngine()
        #expect(released == nil, "the engine of \(scenario) is still alive: a reference cycle")
    }
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
