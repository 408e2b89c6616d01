// Exercise: the standard situation a declared class is run in when its snippet only declares it —
// a transitioning delegate or an animator drives a custom presentation from a plain host, a view
// controller is presented, a layout is shown in a collection view of six items.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// Runs classes a snippet only declares in their standard situation (`SampleLaunch`).
enum Exercise {
    /// Runs `className` in its standard situation; returns the step's description, or nil when
    /// the class has no engine role to exercise.
    static func run(_ className: String, _ interpreter: Interpreter) -> String? {
        guard let resolved = interpreter.classes[className], let base = resolved.engineBase,
            resolved.irClass.initializers.isEmpty
                || resolved.irClass.initializers.contains(where: { $0.parameters.isEmpty })
        else { return nil }
        var description: String?
        interpreter.entry(receiver: .null) {
            switch base {
            case "UIViewControllerTransitioningDelegateBase":
                let delegate = try interpreter.instantiate(className, [])
                interpreter.created += SampleLaunch.presentCustom(
                    delegate: try delegate.object(UIViewControllerTransitioningDelegateBase.self))
                description =
                    "present a UIViewController with .custom style and \(className) as its transitioning delegate"
            case "UIViewControllerAnimatedTransitioningBase":
                let animator = try interpreter.instantiate(className, [])
                interpreter.created += SampleLaunch.presentCustom(
                    animator: try animator.object(UIViewControllerAnimatedTransitioningBase.self))
                description = "present a UIViewController with .custom style, animated by \(className)"
            case "UIViewController", "UICollectionViewController":
                guard base == "UIViewController" || resolved.irClass.initializers.isEmpty == false else { return .null }
                let controller = try interpreter.instantiate(className, [])
                SampleLaunch.presentFromPlainHost(try controller.object(UIViewController.self))
                description = "present \(className) from a plain host"
            case "UICollectionViewLayout":
                let layout = try interpreter.instantiate(className, [])
                SampleLaunch.showInCollectionView(try layout.object(UICollectionViewLayout.self))
                description = "show \(className) in a collection view of 6 items"
            default: break
            }
            return .null
        }
        return description
    }
}
