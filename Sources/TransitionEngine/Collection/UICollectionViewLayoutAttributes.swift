// UICollectionViewLayoutAttributes: where one item is placed by a layout (frame, alpha, transform).

import Foundation

/// Layout information for one item.
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    public let indexPath: IndexPath
    /// Centre in the collection view's content coordinates.
    public var center: CGPoint = .zero
    /// Size.
    public var size: CGSize = .zero
    /// Opacity.
    public var alpha: CGFloat = 1
    /// Transform about the centre.
    public var transform: CGAffineTransform = .identity
    /// Stacking order.
    public var zIndex = 0
    /// Whether the item is hidden.
    public var isHidden = false

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// The frame (centre and size together).
    public var frame: CGRect {
        get { CGRect(center: center, size: size) }
        set {
            center = newValue.center
            size = newValue.size
        }
    }

    /// A copy with the same values.
    public func copied() -> UICollectionViewLayoutAttributes {
        let copy = type(of: self).init(forCellWith: indexPath)
        copy.center = center
        copy.size = size
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// Linear interpolation to `other`: (1 − p)·self + p·other for centre, size, alpha and transform (no clamping).
    public func interpolated(to other: UICollectionViewLayoutAttributes, progress p: CGFloat)
        -> UICollectionViewLayoutAttributes
    {
        let result = copied()
        result.center = center.interpolated(to: other.center, progress: p)
        result.size = size.interpolated(to: other.size, progress: p)
        result.alpha = lerp(alpha, other.alpha, p)
        result.transform = transform.interpolated(to: other.transform, progress: p)
        result.zIndex = p < 0.5 ? zIndex : other.zIndex
        return result
    }

    /// `s.i` (section.item) for traces.
    var indexText: String { "\(indexPath.count > 0 ? indexPath[0] : 0).\(indexPath.count > 1 ? indexPath[1] : 0)" }
}

extension IndexPath {
    /// The item index (UIKit's `item`).
    public var item: Int { count > 1 ? self[1] : 0 }
    /// The section index.
    public var section: Int { count > 0 ? self[0] : 0 }
    /// An index path for an item in a section (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}
