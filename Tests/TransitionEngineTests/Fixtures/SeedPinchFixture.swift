// Swift translation of the seed article's pinch-driven interactive layout transition:
// progress = |1 − scale| / 0.4, start on the first callback, finish if progress > 0.5 at Ended,
// otherwise cancel; the completion prints "transition completed".

import Foundation
import TransitionEngine

/// The pinch sample installed on an ImagesCollectionViewController shown in a window.
final class PinchSample {
    let imagesController: ImagesCollectionViewController
    let flowLayout = articleFlowLayout()
    let circleLayout = CircleLayout(Monkeys.names.count)
    var trLayout: UICollectionViewTransitionLayout?
    var nextLayout: UICollectionViewLayout?
    var pinch: UIPinchGestureRecognizer!
    var completions: [(completed: Bool, finished: Bool)] = []

    init() {
        imagesController = ImagesCollectionViewController(collectionViewLayout: flowLayout)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = imagesController
        window.makeKeyAndVisible()

        let sf: CGFloat = 0.4
        pinch = UIPinchGestureRecognizer { [unowned self] g in
            let progress = abs(1.0 - g.scale) / sf
            if self.trLayout == nil {
                if self.imagesController.collectionView.collectionViewLayout is CircleLayout {
                    self.nextLayout = self.flowLayout
                } else {
                    self.nextLayout = self.circleLayout
                }
                self.trLayout = self.imagesController.collectionView.startInteractiveTransition(
                    to: self.nextLayout ?? self.circleLayout
                ) {
                    completed, finished in
                    Console.writeLine("transition completed")
                    self.completions.append((completed, finished))
                    self.trLayout = nil
                }
            }
            guard let trLayout = self.trLayout else { return }
            trLayout.transitionProgress = progress
            self.imagesController.collectionView.collectionViewLayout.invalidateLayout()
            if g.state == .ended {
                if trLayout.transitionProgress > 0.5 {
                    self.imagesController.collectionView.finishInteractiveTransition()
                } else {
                    self.imagesController.collectionView.cancelInteractiveTransition()
                }
            }
        }
        imagesController.collectionView.addGestureRecognizer(pinch)
    }
}
