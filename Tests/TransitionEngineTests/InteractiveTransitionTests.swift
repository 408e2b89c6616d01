// The seed's pinch-driven interactive layout transition, finishing and cancelling, and the
// collection view's interactive-transition guards.

import Foundation
import Testing
import TransitionEngine

@Suite("Interactive layout transition (pinch)")
struct InteractiveTransitionTests {
    @Test("Pinching out to scale 1.4 (progress 1.0) finishes into the circle layout")
    func pinchFinishes() throws {
        let engine = TransitionEngine()
        let sample = PinchSample()
        engine.runUntilIdle()
        engine.pinch(sample.pinch, fromDistance: 100, toDistance: 140, steps: 4, duration: 0.4, end: .ended)
        engine.runUntilIdle()
        expectInOrder(
            [
                "t=0.000 gesture UIPinchGestureRecognizer#1 state began, scale 1, velocity 0, touches 2",
                "layout ImagesCollectionViewController#1.view startInteractiveTransition from UICollectionViewFlowLayout#1 to CircleLayout#1 with UICollectionViewTransitionLayout#1",
                "t=0.000 layout UICollectionViewTransitionLayout#1 transitionProgress = 0",
                "t=0.100 gesture UIPinchGestureRecognizer#1 state changed, scale 1.1, velocity 1, touches 2",
                "t=0.100 layout UICollectionViewTransitionLayout#1 transitionProgress = 0.25",
                "t=0.100 layout ImagesCollectionViewController#1.view layout pass with UICollectionViewTransitionLayout#1",
                "t=0.400 gesture UIPinchGestureRecognizer#1 state ended, scale 1.4",
                "t=0.400 layout ImagesCollectionViewController#1.view finishInteractiveTransition at progress 1; settling to CircleLayout#1",
                "t=0.750 completion ImagesCollectionViewController#1.view interactive transition completion(completed: true, finished: true)",
                "t=0.750 console console transition completed",
            ], in: engine)
        #expect(sample.completions.count == 1)
        #expect(sample.completions.first?.finished == true)
        #expect(sample.imagesController.collectionView.collectionViewLayout === sample.circleLayout)
        #expect(sample.trLayout == nil)
        #expect(sample.pinch.state == .possible)
    }

    @Test("Pinching to scale 1.1 (progress 0.25) cancels back to the flow layout")
    func pinchCancels() throws {
        let engine = TransitionEngine()
        let sample = PinchSample()
        engine.runUntilIdle()
        engine.pinch(sample.pinch, fromDistance: 100, toDistance: 110, steps: 2, duration: 0.2, end: .ended)
        engine.runUntilIdle()
        expectInOrder(
            [
                "t=0.100 layout UICollectionViewTransitionLayout#1 transitionProgress = 0.125",
                "t=0.200 gesture UIPinchGestureRecognizer#1 state ended, scale 1.1",
                "cancelInteractiveTransition at progress 0.25; settling to UICollectionViewFlowLayout#1",
                "t=0.550 completion ImagesCollectionViewController#1.view interactive transition completion(completed: true, finished: false)",
                "t=0.550 console console transition completed",
            ], in: engine)
        #expect(sample.completions.first?.finished == false)
        #expect(sample.imagesController.collectionView.collectionViewLayout === sample.flowLayout)
        let cell = try #require(sample.imagesController.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 110, y: 10, width: 100, height: 100))
    }

    @Test("Mid-pinch the items sit at the linear interpolation of both layouts")
    func interpolationMidway() throws {
        let engine = TransitionEngine()
        let sample = PinchSample()
        engine.runUntilIdle()
        engine.pinch(sample.pinch, fromDistance: 100, toDistance: 140, steps: 4, duration: 0.4, end: .cancelled)
        engine.advance(by: 0.2)
        // progress 0.5: item 0 between {5, 10} and {238, 234} (circle).
        let cell = try #require(sample.imagesController.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(TraceFormat.rect(cell.frame) == "{121.5, 122, 100, 100}")
        engine.runUntilIdle()
        // A cancelled gesture: the sample neither finishes nor cancels, so the transition stays pending.
        #expect(linesContaining("state cancelled", in: engine).count == 1)
        #expect(
            linesContaining(
                "transition pending: interactive layout transition was neither finished nor cancelled", in: engine
            ).count == 1)
        #expect(sample.completions.isEmpty)
    }

    @Test("Starting twice or finishing without a transition are trace errors")
    func guards() {
        let engine = TransitionEngine()
        let controller = ImagesCollectionViewController(collectionViewLayout: articleFlowLayout())
        let collectionView: UICollectionView = controller.collectionView
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        let first = collectionView.startInteractiveTransition(to: CircleLayout(6))
        let second = collectionView.startInteractiveTransition(to: CircleLayout(6))
        #expect(first === second)
        #expect(
            linesContaining(
                "error ImagesCollectionViewController#1.view finishInteractiveTransition: the collection was not prepared for an interactive transition",
                in: engine
            ).count == 1)
        #expect(
            linesContaining(
                "error ImagesCollectionViewController#1.view cancelInteractiveTransition: the collection was not prepared for an interactive transition",
                in: engine
            ).count == 1)
        #expect(
            linesContaining(
                "error ImagesCollectionViewController#1.view the collection is already in the middle of an interactive transition",
                in: engine
            ).count == 1)
    }
}
