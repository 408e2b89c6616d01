// Exercise: the standard situation a declared class is run in when its snippet only declares it —
// a transitioning delegate or an animator drives a custom presentation from a plain host, a view
// controller is presented, a layout is shown in a collection view of six items.

import Foundation
import SampleModel
import TransitionEngine

/// A delegate handing out one animator (for exercising an animator class).
final class ExerciseDelegate: UIViewControllerTransitioningDelegateBase {
    let animator: any UIViewControllerAnimatedTransitioning
    init(animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        super.init()
    }
    override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A collection view controller with six plain cells (for exercising a layout class).
final class ExerciseCollectionController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// Exercises declared classes.
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
                present(delegate: try delegate.object(UIViewControllerTransitioningDelegateBase.self), interpreter)
                description =
                    "present a UIViewController with .custom style and \(className) as its transitioning delegate"
            case "UIViewControllerAnimatedTransitioningBase":
                let animator = try interpreter.instantiate(className, [])
                let delegate = ExerciseDelegate(
                    animator: try animator.object(UIViewControllerAnimatedTransitioningBase.self))
                interpreter.created.append(delegate)
                present(delegate: delegate, interpreter)
                description = "present a UIViewController with .custom style, animated by \(className)"
            case "UIViewController", "UICollectionViewController":
                guard base == "UIViewController" || resolved.irClass.initializers.isEmpty == false else { return .null }
                let controller = try interpreter.instantiate(className, [])
                let host = UIViewController()
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = host
                window.makeKeyAndVisible()
                host.present(try controller.object(UIViewController.self), animated: true)
                description = "present \(className) from a plain host"
            case "UICollectionViewLayout":
                let layout = try interpreter.instantiate(className, [])
                let controller = ExerciseCollectionController(
                    collectionViewLayout: try layout.object(UICollectionViewLayout.self))
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                description = "show \(className) in a collection view of 6 items"
            default: break
            }
            return .null
        }
        return description
    }

    static func present(delegate: UIViewControllerTransitioningDelegateBase, _ interpreter: Interpreter) {
        let host = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = host
        window.makeKeyAndVisible()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        interpreter.created.append(presented)
        host.present(presented, animated: true)
    }
}
