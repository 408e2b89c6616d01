// UICollectionViewLayout: the open base class custom layouts subclass (prepare, attributes, content size).

import Foundation

/// The abstract layout. Subclasses override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`.
open class UICollectionViewLayout: NSObject, TraceNaming {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    /// Set by an interpreter so traces show the sample's class name (e.g. `CircleLayout`).
    public var runtimeTypeName: String?

    /// A layout.
    public override init() { super.init() }

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// Called before each layout pass.
    open func prepare() {}

    /// The size of all content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes of every item intersecting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change needs a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout dirty: the collection view runs a layout pass at the next run-loop turn.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated(self)
    }
}
