// UICollectionViewTransitionLayout: interpolates every item linearly between two layouts by
// `transitionProgress` (no clamping), and stores values for animated keys.

import Foundation

/// A layout between `currentLayout` and `nextLayout`.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout transitioned from.
    public let currentLayout: UICollectionViewLayout
    /// The layout transitioned to.
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]
    private var cache: [UICollectionViewLayoutAttributes] = []

    /// Progress from 0 (current) to 1 (next); may overshoot. Call `invalidateLayout()` after setting it.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            if let collectionView {
                let engine = collectionView.owningEngine
                engine.record(
                    .layout, engine.name(of: self), "transitionProgress = \(TraceFormat.number(transitionProgress))")
            }
        }
    }

    /// A transition layout between two layouts.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Stores a value for a key (kept for the final animation).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value stored for a key (0 if none).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts and interpolates their attributes.
    open override func prepare() {
        super.prepare()
        currentLayout.collectionView = collectionView
        nextLayout.collectionView = collectionView
        currentLayout.prepare()
        nextLayout.prepare()
        let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        let from = currentLayout.layoutAttributesForElements(in: everything) ?? []
        let to = nextLayout.layoutAttributesForElements(in: everything) ?? []
        var order: [IndexPath] = []
        var fromByPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var toByPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for attributes in from {
            if fromByPath[attributes.indexPath] == nil { order.append(attributes.indexPath) }
            fromByPath[attributes.indexPath] = attributes
        }
        for attributes in to {
            if fromByPath[attributes.indexPath] == nil && toByPath[attributes.indexPath] == nil {
                order.append(attributes.indexPath)
            }
            toByPath[attributes.indexPath] = attributes
        }
        order.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        cache = order.compactMap { path in
            let a = fromByPath[path] ?? currentLayout.layoutAttributesForItem(at: path)
            let b = toByPath[path] ?? nextLayout.layoutAttributesForItem(at: path)
            switch (a, b) {
            case let (a?, b?): return a.interpolated(to: b, progress: transitionProgress)
            case let (a?, nil): return a.copied()
            case let (nil, b?): return b.copied()
            default: return nil
            }
        }
    }

    /// The content size interpolated between both layouts.
    open override var collectionViewContentSize: CGSize {
        currentLayout.collectionViewContentSize.interpolated(
            to: nextLayout.collectionViewContentSize, progress: transitionProgress)
    }

    /// Interpolated attributes intersecting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }.map { $0.copied() }
    }

    /// Interpolated attributes of one item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }?.copied()
    }
}
