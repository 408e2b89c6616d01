// UICollectionViewFlowLayout: the vertical grid of engine-spec §6 (greedy lines, justified
// columns, single items centred, uniform last lines aligned to the columns above).

import Foundation

/// A line-based grid layout (vertical scrolling).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Scroll directions (only vertical is modelled).
    public enum ScrollDirection: Int, Sendable {
        /// Vertical (modelled).
        case vertical = 0
        /// Horizontal (not modelled: laid out as vertical, traced).
        case horizontal = 1
    }

    /// Default item size (50×50).
    public var itemSize = CGSize(width: 50, height: 50)
    /// Spacing between lines (10).
    public var minimumLineSpacing: CGFloat = 10
    /// Minimum spacing between items of a line (10).
    public var minimumInteritemSpacing: CGFloat = 10
    /// Section insets (zero).
    public var sectionInset = UIEdgeInsets.zero
    /// Header size per section (only the height is used).
    public var headerReferenceSize = CGSize.zero
    /// Footer size per section (only the height is used).
    public var footerReferenceSize = CGSize.zero
    /// Scroll direction.
    public var scrollDirection = ScrollDirection.vertical

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Computes every item's attributes from the collection view's width and item counts.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            cache = []
            contentSize = .zero
            return
        }
        if scrollDirection == .horizontal {
            let engine = collectionView.owningEngine
            engine.record(.notModelled, engine.name(of: self), "horizontal scrollDirection laid out vertically")
        }
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var counts: [Int] = []
        for section in 0..<collectionView.numberOfSections {
            counts.append(collectionView.numberOfItems(inSection: section))
        }
        let placed = place(
            width: collectionView.bounds.width, itemCounts: counts,
            size: { indexPath in
                flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? self.itemSize
            },
            inset: { section in
                flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                    ?? self.sectionInset
            })
        cache = placed.attributes
        contentSize = placed.contentSize
    }

    /// Places items for a given width (engine-spec §6): returns attributes and content size.
    func place(
        width: CGFloat, itemCounts: [Int], size: (IndexPath) -> CGSize, inset: (Int) -> UIEdgeInsets
    ) -> (attributes: [UICollectionViewLayoutAttributes], contentSize: CGSize) {
        var result: [UICollectionViewLayoutAttributes] = []
        var y: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            let insets = inset(section)
            let available = width - insets.left - insets.right
            y += headerReferenceSize.height + insets.top
            let sizes = (0..<count).map { size(IndexPath(item: $0, section: section)) }
            let uniform = sizes.allSatisfy { $0 == sizes.first }
            var lines: [[Int]] = []
            var current: [Int] = []
            var used: CGFloat = 0
            for index in 0..<count {
                let cost = current.isEmpty ? sizes[index].width : sizes[index].width + minimumInteritemSpacing
                if !current.isEmpty && used + cost > available {
                    lines.append(current)
                    current = []
                    used = 0
                }
                used += current.isEmpty ? sizes[index].width : sizes[index].width + minimumInteritemSpacing
                current.append(index)
            }
            if !current.isEmpty { lines.append(current) }
            let capacity = uniform ? lineCapacity(available: available, width: sizes.first?.width ?? 0) : 0
            for (lineNumber, line) in lines.enumerated() {
                if lineNumber > 0 { y += minimumLineSpacing }
                let lineHeight = line.map { sizes[$0].height }.max() ?? 0
                let isLast = lineNumber == lines.count - 1
                var xs: [CGFloat] = []
                if uniform && isLast && line.count < capacity && (line.count > 1 || lines.count > 1) {
                    // Incomplete last line, uniform sizes: aligned with the columns of a full line.
                    let w = sizes[line[0]].width
                    let gap = justifiedGap(available: available, widths: Array(repeating: w, count: capacity))
                    xs = (0..<line.count).map { insets.left + CGFloat($0) * (w + gap) }
                } else if !uniform && isLast && lines.count > 1 {
                    // Last line, mixed sizes: left-aligned at minimum spacing.
                    var x = insets.left
                    for index in line {
                        xs.append(x)
                        x += sizes[index].width + minimumInteritemSpacing
                    }
                } else if line.count == 1 {
                    xs = [insets.left + (available - sizes[line[0]].width) / 2]
                } else {
                    let gap = justifiedGap(available: available, widths: line.map { sizes[$0].width })
                    var x = insets.left
                    for index in line {
                        xs.append(x)
                        x += sizes[index].width + gap
                    }
                }
                for (position, index) in line.enumerated() {
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: index, section: section))
                    let itemSize = sizes[index]
                    attributes.frame = CGRect(
                        x: xs[position], y: y + (lineHeight - itemSize.height) / 2, width: itemSize.width,
                        height: itemSize.height)
                    result.append(attributes)
                }
                y += lineHeight
            }
            y += insets.bottom + footerReferenceSize.height
        }
        return (result, CGSize(width: width, height: y))
    }

    private func lineCapacity(available: CGFloat, width: CGFloat) -> Int {
        guard width > 0 else { return 1 }
        var count = 1
        var used = width
        while used + minimumInteritemSpacing + width <= available {
            used += minimumInteritemSpacing + width
            count += 1
        }
        return count
    }

    private func justifiedGap(available: CGFloat, widths: [CGFloat]) -> CGFloat {
        guard widths.count > 1 else { return minimumInteritemSpacing }
        let leftover = available - widths.reduce(0, +) - CGFloat(widths.count - 1) * minimumInteritemSpacing
        return minimumInteritemSpacing + leftover / CGFloat(widths.count - 1)
    }

    /// Width × the height of the last line's bottom plus insets and footers.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Cached attributes intersecting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }.map { $0.copied() }
    }

    /// Cached attributes of one item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }?.copied()
    }
}
