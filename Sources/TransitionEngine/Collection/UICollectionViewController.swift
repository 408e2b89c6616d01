// UICollectionViewController: a controller whose view is a collection view; data source and
// delegate by default, and the layout-to-layout navigation flag with its rules.

import Foundation

/// A view controller managing a collection view.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?
    private var layoutToLayout = false

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// The layout this controller was created with (the target of a layout-to-layout push).
    public var collectionViewLayout: UICollectionViewLayout { initialLayout }

    /// The collection view (loads the view). With layout-to-layout navigation it is the collection
    /// view shared with the controller below.
    public var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return ownCollectionView
        }
        set {
            ownCollectionView = newValue
            view = newValue
        }
    }

    /// Creates the collection view (screen-sized, this controller as data source and delegate),
    /// then connects the outlets (`UIViewController.loadView`).
    open override func loadView() {
        let collection = UICollectionView(frame: owningEngine.screen.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        ownCollectionView = collection
        view = collection
        connectOutlets()
    }

    /// Whether a push of this controller animates a layout change instead of sliding. Must be set
    /// before the push and never changed afterwards (a later change is recorded as an error and ignored).
    public var useLayoutToLayoutNavigationTransitions: Bool {
        get { layoutToLayout }
        set {
            if navigationController != nil, newValue != layoutToLayout {
                let engine = owningEngine
                engine.record(
                    .error, engine.name(of: self),
                    "useLayoutToLayoutNavigationTransitions must not change after the controller was pushed; ignored")
                return
            }
            layoutToLayout = newValue
        }
    }

    /// Clears the selection when the view appears (no effect with layout-to-layout transitions).
    public var clearsSelectionOnViewWillAppear = true

    /// Clears the selection per `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear && !useLayoutToLayoutNavigationTransitions,
            let collection = ownCollectionView
        {
            for path in collection.indexPathsForSelectedItems ?? [] {
                collection.deselectItem(at: path, animated: animated)
            }
        }
    }

    // MARK: Data source and delegate (override in subclasses)

    /// Items in a section (override; default 0).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for an item (override; default a plain cell).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    /// Sections (override; default 1).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Whether an item may be selected (override; default true).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// An item was selected (override; C# `ItemSelected`).
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// An item was deselected (override).
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// A custom transition layout (override; default nil).
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout? { nil }
}
