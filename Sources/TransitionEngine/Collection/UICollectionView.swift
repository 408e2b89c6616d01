// UICollectionView: items from a data source placed by a layout; layout passes (traced), cells,
// selection and animated layout changes.

import Foundation

/// A view that shows items placed by a layout.
open class UICollectionView: UIView {
    private var layout: UICollectionViewLayout
    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    private var selected: [IndexPath] = []
    /// The interactive layout transition in progress, if any.
    var interactiveTransition: InteractiveLayoutTransition?

    /// Supplies items (weak).
    public weak var dataSource: (any UICollectionViewDataSource)?
    /// Receives selection (weak).
    public weak var delegate: (any UICollectionViewDelegate)?
    /// Whether items can be selected.
    public var allowsSelection = true

    /// A collection view with a frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// The layout; setting it installs it without animation.
    public var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Number of sections from the data source (0 without one).
    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// Number of items in a section from the data source.
    public func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Registers a cell class for a reuse identifier.
    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: the existing one for that item, or a new one of the registered class.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let existing = cells[indexPath], existing.reuseIdentifier == identifier {
            existing.prepareForReuse()
            return existing
        }
        let cellClass: UICollectionViewCell.Type
        if let registered = registrations[identifier] {
            cellClass = registered
        } else {
            let engine = owningEngine
            engine.record(
                .error, engine.name(of: self), "could not dequeue a cell with identifier \(identifier): not registered")
            cellClass = UICollectionViewCell.self
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell shown for an item, if any.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

    /// The shown cells, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        cells.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) }.compactMap { cells[$0] }
    }

    /// Reloads everything at the next layout pass.
    public func reloadData() {
        owningEngine.quietly {
            for cell in cells.values { cell.removeFromSuperview() }
        }
        cells = [:]
        setNeedsLayout()
    }

    /// Runs a layout pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        performLayoutPass()
    }

    /// Lays out at the next run-loop turn after entering a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayout() }
    }

    /// Called by `UICollectionViewLayout.invalidateLayout()`.
    func layoutWasInvalidated(_ invalidated: UICollectionViewLayout) {
        guard
            invalidated === layout
                || (layout as? UICollectionViewTransitionLayout).map({
                    $0.currentLayout === invalidated || $0.nextLayout === invalidated
                }) == true
        else { return }
        setNeedsLayout()
    }

    /// prepare(), query the attributes of the visible rect, create missing cells, apply frames, trace.
    func performLayoutPass() {
        let engine = owningEngine
        layout.collectionView = self
        layout.prepare()
        let visible = CGRect(origin: bounds.origin, size: bounds.size)
        let attributes = (layout.layoutAttributesForElements(in: visible) ?? [])
            .sorted { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        var seen = Set<IndexPath>()
        for item in attributes {
            seen.insert(item.indexPath)
            let cell: UICollectionViewCell
            if let existing = cells[item.indexPath] {
                cell = existing
            } else if let dataSource {
                cell = dataSource.collectionView(self, cellForItemAt: item.indexPath)
                cells[item.indexPath] = cell
            } else {
                continue
            }
            engine.quietly {
                if cell.superview !== self { insertSubview(cell, at: subviews.count) }
                cell.frame = item.frame
                cell.alpha = item.alpha
                cell.transform = item.transform
                cell.isHidden = item.isHidden
                cell.isSelected = selected.contains(item.indexPath)
            }
        }
        for (path, cell) in cells where !seen.contains(path) {
            engine.quietly { cell.removeFromSuperview() }
            cells[path] = nil
        }
        let placed = attributes.map { "\($0.indexText) \(TraceFormat.rect($0.frame))" }
        engine.record(
            .layout, engine.name(of: self),
            "layout pass with \(engine.name(of: layout)) (\(attributes.count) visible, content \(TraceFormat.size(layout.collectionViewContentSize)))"
                + (placed.isEmpty ? "" : ": " + placed.joined(separator: "; ")))
    }

    /// Installs a new layout; animated changes move the cells with one animation group of
    /// `EngineConfiguration.layoutTransitionDuration`. `completion(finished)` runs at the end
    /// (next run-loop turn when not animated).
    public func setCollectionViewLayout(
        _ newLayout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let engine = owningEngine
        if interactiveTransition != nil, !(newLayout is UICollectionViewTransitionLayout) {
            engine.record(.error, engine.name(of: self), "setCollectionViewLayout during an interactive transition")
        }
        engine.record(
            .layout, engine.name(of: self),
            "setCollectionViewLayout(\(engine.name(of: newLayout)), animated: \(TraceFormat.flag(animated))) replacing \(engine.name(of: layout))"
        )
        layout = newLayout
        newLayout.collectionView = self
        if animated {
            let config = engine.configuration
            UIView.animate(
                withDuration: config.layoutTransitionDuration, delay: 0,
                options: UIView.AnimationOptions(rawValue: UInt(config.layoutTransitionCurve.rawValue) << 16),
                animations: { self.performLayoutPass() }, completion: completion)
        } else {
            performLayoutPass()
            if let completion { engine.runLoop.perform { completion(true) } }
        }
    }

    /// Installs `newLayout` quietly (no trace of the swap itself; the layout pass is traced).
    func install(_ newLayout: UICollectionViewLayout) {
        layout = newLayout
        newLayout.collectionView = self
    }

    // MARK: Selection

    /// Index paths of the selected items.
    public var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Selects an item programmatically (no delegate call, as in UIKit).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: Int = 0) {
        guard let indexPath else { return }
        let engine = owningEngine
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cells[indexPath]?.isSelected = true
        engine.record(.layout, engine.name(of: self), "selectItem(at: \(indexPath.section).\(indexPath.item))")
    }

    /// Deselects an item programmatically (no delegate call).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    /// Simulates the user tapping an item: shouldSelect, select, then the delegate's didSelectItemAt.
    public func simulateUserSelection(at indexPath: IndexPath) {
        let engine = owningEngine
        let me = engine.name(of: self)
        guard allowsSelection else {
            engine.record(.error, me, "selection ignored: allowsSelection is false")
            return
        }
        guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) else {
            engine.record(.error, me, "selection ignored: no item \(indexPath.section).\(indexPath.item)")
            return
        }
        let path = "\(indexPath.section).\(indexPath.item)"
        if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) {
            engine.record(
                .delegate, engine.name(of: delegate), "collectionView(_:shouldSelectItemAt: \(path)) -> false")
            return
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cells[indexPath]?.isSelected = true
        engine.record(.layout, me, "user selected item \(path)")
        if let delegate {
            engine.record(.delegate, engine.name(of: delegate), "collectionView(_:didSelectItemAt: \(path))")
            delegate.collectionView(self, didSelectItemAt: indexPath)
        }
    }
}
