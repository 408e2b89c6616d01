// Navigation: the seed's layout-to-layout push from a flow layout to a CircleLayout, its rules,
// and the default slide.

import Foundation
import Testing
import TransitionEngine

@Suite("Navigation controller")
struct NavigationTests {
    @Test(
        "Selecting the first item pushes controller2 with an animated flow -> circle layout change on the shared collection view"
    )
    func layoutToLayoutPush() throws {
        let engine = TransitionEngine()
        let (navigation, root) = launchNavigationSample(engine: engine)
        engine.runUntilIdle()
        let collectionView = try #require(root.collectionView)
        collectionView.simulateUserSelection(at: IndexPath(item: 0, section: 0))
        engine.runUntilIdle()
        let controller2 = try #require(root.controller2)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === controller2)
        #expect(controller2.collectionView === collectionView)
        #expect(collectionView.collectionViewLayout === controller2.collectionViewLayout)
        #expect(collectionView.dataSource === root)
        expectInOrder(
            [
                "t=0.000 layout ImagesCollectionViewController#1.view layout pass with UICollectionViewFlowLayout#1 (6 visible, content {320, 225}): 0.0 {5, 10, 100, 100}; 0.1 {110, 10, 100, 100}; 0.2 {215, 10, 100, 100}; 0.3 {5, 115, 100, 100}; 0.4 {110, 115, 100, 100}; 0.5 {215, 115, 100, 100}",
                "delegate ImagesCollectionViewController#1 collectionView(_:didSelectItemAt: 0.0)",
                "navigation UINavigationController#1 push ImagesCollectionViewController#2 animated true",
                "navigation UINavigationController#1 stack [ImagesCollectionViewController#1, ImagesCollectionViewController#2]",
                "lifecycle ImagesCollectionViewController#2 viewDidLoad",
                "layout ImagesCollectionViewController#2 shares ImagesCollectionViewController#1.view of ImagesCollectionViewController#1 (data source and delegate unchanged)",
                "lifecycle ImagesCollectionViewController#1 viewWillDisappear(true)",
                "lifecycle ImagesCollectionViewController#2 viewWillAppear(true)",
                "navigation UINavigationController#1 layout-to-layout push: UICollectionViewFlowLayout#1 -> CircleLayout#1",
                "setCollectionViewLayout(CircleLayout#1, animated: true) replacing UICollectionViewFlowLayout#1",
                "layout pass with CircleLayout#1 (6 visible, content {320, 568}): 0.0 {238, 234, 100, 100}; 0.1 {174, 344.851, 100, 100}; 0.2 {46, 344.851, 100, 100}; 0.3 {-18, 234, 100, 100}; 0.4 {46, 123.149, 100, 100}; 0.5 {174, 123.149, 100, 100}",
                "animation#1 UIView.animate begins: duration 0.35, delay 0, curve easeInOut: ImageCell#1 frame {5, 10, 100, 100} -> {238, 234, 100, 100}; ImageCell#2 frame {110, 10, 100, 100} -> {174, 344.851, 100, 100};",
                "t=0.350 animation animation#1 UIView.animate ends: finished true",
                "t=0.350 lifecycle ImagesCollectionViewController#1 viewDidDisappear(true)",
                "t=0.350 lifecycle ImagesCollectionViewController#2 viewDidAppear(true)",
                "t=0.350 lifecycle ImagesCollectionViewController#2 didMove(toParent: UINavigationController#1)",
                "t=0.350 navigation UINavigationController#1 push completed: ImagesCollectionViewController#2 shown",
            ], in: engine)
        // Circle: centre (160, 284), radius 320/2.5 = 128; item 0 at angle 0.
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 238, y: 234, width: 100, height: 100))
    }

    @Test("Popping the layout-to-layout controller animates back to the flow layout")
    func layoutToLayoutPop() throws {
        let engine = TransitionEngine()
        let (navigation, root) = launchNavigationSample(engine: engine)
        engine.runUntilIdle()
        root.collectionView.simulateUserSelection(at: IndexPath(item: 0, section: 0))
        engine.runUntilIdle()
        navigation.popViewController(animated: true)
        engine.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(root.collectionView.collectionViewLayout === root.collectionViewLayout)
        expectInOrder(
            [
                "navigation UINavigationController#1 layout-to-layout pop: CircleLayout#1 -> UICollectionViewFlowLayout#1",
                "lifecycle ImagesCollectionViewController#2 didMove(toParent: nil)",
                "navigation UINavigationController#1 stack [ImagesCollectionViewController#1]",
            ], in: engine)
        #expect(root.collectionView.window != nil)
        #expect(
            root.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 110, y: 10, width: 100, height: 100))
    }

    @Test("Layout-to-layout rules are enforced with trace errors")
    func layoutToLayoutRules() throws {
        let engine = TransitionEngine()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let wrongRoot = ImagesCollectionViewController(collectionViewLayout: articleFlowLayout())
        wrongRoot.useLayoutToLayoutNavigationTransitions = true
        _ = UINavigationController(rootViewController: wrongRoot)
        #expect(
            linesContaining(
                "error ImagesCollectionViewController#1 the root collection view controller must have useLayoutToLayoutNavigationTransitions false",
                in: engine
            ).count == 1)
        wrongRoot.useLayoutToLayoutNavigationTransitions = false
        #expect(wrongRoot.useLayoutToLayoutNavigationTransitions)
        #expect(linesContaining("must not change after the controller was pushed; ignored", in: engine).count == 1)

        let plainRoot = UIViewController()
        let navigation = UINavigationController(rootViewController: plainRoot)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pushed = ImagesCollectionViewController(collectionViewLayout: CircleLayout(3))
        pushed.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(pushed, animated: true)
        engine.runUntilIdle()
        #expect(
            linesContaining(
                "requires the top controller to be a UICollectionViewController; default slide used", in: engine
            ).count == 1)
        #expect(linesContaining("default slide push started (duration 0.35)", in: engine).count == 1)
        #expect(navigation.topViewController === pushed)
    }

    @Test("The default push slides the new view in from the right with 0.3 parallax over 0.35 s")
    func defaultSlide() throws {
        let engine = TransitionEngine()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let second = ControllerTwo()
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(ControllerTwo(), animated: true)
        engine.runUntilIdle()
        expectInOrder(
            [
                "lifecycle UIViewController#1 viewWillDisappear(true)",
                "lifecycle ControllerTwo#1 viewWillAppear(true)",
                "ControllerTwo#1.view frame {320, 0, 320, 568} -> {0, 0, 320, 568}; UIViewController#1.view frame {0, 0, 320, 568} -> {-96, 0, 320, 568}",
                "error UINavigationController#1 can't push ControllerTwo#2 while a navigation transition is in progress",
                "t=0.183 sample animation#1 at 50%: ControllerTwo#1.view frame {146.883, 0, 320, 568}; UIViewController#1.view frame {-51.935, 0, 320, 568}",
                "t=0.350 view UIViewController#1.view removeFromSuperview (was in UINavigationController#1.view)",
                "t=0.350 lifecycle UIViewController#1 viewDidDisappear(true)",
                "t=0.350 lifecycle ControllerTwo#1 viewDidAppear(true)",
                "t=0.350 lifecycle ControllerTwo#1 didMove(toParent: UINavigationController#1)",
            ], in: engine)
        #expect(root.view.superview == nil)
        #expect(navigation.popViewController(animated: false) === second)
        engine.runUntilIdle()
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(linesContaining("can't pop the root view controller", in: engine).count == 1)
    }

    @Test("Popping to the root through two layout-to-layout pushes keeps the shared collection view on screen")
    func popToRootThroughChain() throws {
        let engine = TransitionEngine()
        let (navigation, root) = launchNavigationSample(engine: engine)
        engine.runUntilIdle()
        root.collectionView.simulateUserSelection(at: IndexPath(item: 0, section: 0))
        engine.runUntilIdle()
        let third = ImagesCollectionViewController(collectionViewLayout: articleFlowLayout())
        third.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(third, animated: false)
        engine.runUntilIdle()
        #expect(third.collectionView === root.collectionView)
        let popped = navigation.popToRootViewController(animated: true)
        engine.runUntilIdle()
        #expect(popped?.count == 2)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.collectionView.window != nil)
        #expect(root.collectionView.collectionViewLayout === root.collectionViewLayout)
        #expect(
            linesContaining(
                "layout-to-layout pop: UICollectionViewFlowLayout#2 -> UICollectionViewFlowLayout#1", in: engine
            ).count == 1)
    }
}
