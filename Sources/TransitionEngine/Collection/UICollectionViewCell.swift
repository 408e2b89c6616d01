// UICollectionViewCell: the view shown for one item (content recorded only).

import Foundation

/// A cell of a collection view.
open class UICollectionViewCell: UIView {
    /// The reuse identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Where content goes (a full-size subview).
    public let contentView: UIView
    /// Whether the cell's item is selected.
    public internal(set) var isSelected = false

    /// A cell with a frame; required so the collection view can create registered classes.
    public required override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Called before reuse.
    open func prepareForReuse() {}
}
