// Swift translations of the seed article's collection view samples: ImagesCollectionViewController
// (whose ItemSelected pushes a second controller with a CircleLayout), CircleLayout and the app
// setup of FinishedLaunching.

import Foundation
import TransitionEngine

/// Stand-in for the sample's `Monkeys.Instance`: the item names.
enum Monkeys {
    static let names = ["Baboon", "Capuchin", "Golden Lion Tamarin", "Howler", "Mandrill", "Proboscis"]
}

/// A cell showing one image.
final class ImageCell: UICollectionViewCell {}

/// Places `itemCount` items evenly on a circle around the collection view's centre
/// (radius = min(width, height) / 2.5), first item at angle 0.
final class CircleLayout: UICollectionViewLayout {
    let itemCount: Int
    var itemSize = CGSize(width: 100, height: 100)
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var count = 0

    init(_ itemCount: Int) {
        self.itemCount = itemCount
        super.init()
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let size = collectionView.frame.size
        count = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize { collectionView?.frame.size ?? .zero }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(max(count, 1))
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
}

/// The article's `ImagesCollectionViewController`: one image cell per monkey; selecting an item
/// pushes a second controller with a CircleLayout and layout-to-layout navigation.
final class ImagesCollectionViewController: UICollectionViewController {
    var controller2: ImagesCollectionViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "ImageCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Monkeys.names.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let circleLayout = CircleLayout(Monkeys.names.count)
        circleLayout.itemSize = CGSize(width: 100, height: 100)
        let controller2 = ImagesCollectionViewController(collectionViewLayout: circleLayout)
        controller2.useLayoutToLayoutNavigationTransitions = true
        self.controller2 = controller2
        navigationController?.pushViewController(controller2, animated: true)
    }
}

/// The article's flow layout: ItemSize 100×100, SectionInset (10,5,10,5), spacings 5.
func articleFlowLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    layout.itemSize = CGSize(width: 100, height: 100)
    return layout
}

/// FinishedLaunching of the navigation sample: window, flow layout, root collection controller
/// (UseLayoutToLayoutNavigationTransitions = false), navigation controller, makeKeyAndVisible.
func launchNavigationSample(engine: TransitionEngine) -> (
    navigation: UINavigationController, root: ImagesCollectionViewController
) {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let viewController = ImagesCollectionViewController(collectionViewLayout: articleFlowLayout())
    viewController.useLayoutToLayoutNavigationTransitions = false
    let navController = UINavigationController(rootViewController: viewController)
    window.rootViewController = navController
    window.makeKeyAndVisible()
    return (navController, viewController)
}
