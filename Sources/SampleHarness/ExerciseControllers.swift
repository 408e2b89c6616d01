// ExerciseControllers: the engine objects the standard situations add around a declared class —
// a delegate handing out a given animator, and a collection view controller with six plain cells.

import Foundation
import TransitionEngine

/// A transitioning delegate that returns a given animator (the animator exercise).
public final class ExerciseDelegate: UIViewControllerTransitioningDelegateBase {
    let animator: any UIViewControllerAnimatedTransitioning

    /// Creates a delegate returning `animator`.
    public init(animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        super.init()
    }

    /// The animator.
    public override func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A collection view controller with six plain cells (the layout exercise).
public final class ExerciseCollectionController: UICollectionViewController {
    /// Registers the cell class.
    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    /// Six items.
    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 6 }

    /// A plain cell.
    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}
