// UIView: geometry (model values), hierarchy and gesture recognizers of the simulated view tree.
//
// Setters write the model value at once. Inside an animation block the change is captured and
// animated; the in-flight value is available as `presentationFrame`/`presentationAlpha`/….

import Foundation

/// A rectangular view in the simulated hierarchy (no drawing).
open class UIView: UIResponder {
    private var modelCenter: CGPoint
    private var modelSize: CGSize
    private var boundsOrigin: CGPoint = .zero
    private var modelTransform: CGAffineTransform = .identity
    private var modelAlpha: CGFloat = 1
    private var needsLayout = false

    /// The superview, if any.
    public private(set) weak var superview: UIView?
    /// Subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The controller whose root view this is (UIKit's private view delegate).
    weak var owningViewController: UIViewController?
    /// An integer tag for lookups.
    public var tag = 0
    /// The background colour (recorded only).
    public var backgroundColor: UIColor?
    /// Whether the view receives touches (recorded only).
    public var isUserInteractionEnabled = true
    /// Whether subviews are clipped (recorded only).
    public var clipsToBounds = false
    /// Attached gesture recognizers.
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// A view with the given frame.
    public init(frame: CGRect) {
        modelCenter = frame.center
        modelSize = frame.size
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Root views of controllers are named after their controller, e.g. `ControllerTwo#1.view`.
    open override func traceName(in engine: TransitionEngine) -> String? {
        owningViewController.map { "\(engine.name(of: $0)).view" }
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates (the bounding box when transformed).
    open var frame: CGRect {
        get { untransformedFrame(center: modelCenter, size: modelSize, transform: modelTransform) }
        set {
            setModel(
                .frame,
                .rect(
                    CGRect(
                        x: newValue.origin.x, y: newValue.origin.y, width: newValue.size.width,
                        height: newValue.size.height)))
        }
    }

    /// The bounds (origin is the scroll offset; only the size animates).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: modelSize) }
        set {
            boundsOrigin = newValue.origin
            setModel(.frame, .rect(CGRect(center: modelCenter, size: newValue.size)))
        }
    }

    /// The centre in the superview's coordinates.
    open var center: CGPoint {
        get { modelCenter }
        set { setModel(.frame, .rect(CGRect(center: newValue, size: modelSize))) }
    }

    /// The affine transform, applied about the centre.
    open var transform: CGAffineTransform {
        get { modelTransform }
        set { setModel(.transform, .transform(newValue)) }
    }

    /// Opacity from 0 to 1.
    open var alpha: CGFloat {
        get { modelAlpha }
        set { setModel(.alpha, .scalar(newValue)) }
    }

    /// Whether the view is hidden (not animatable; changes are traced).
    open var isHidden = false {
        didSet {
            if oldValue != isHidden { traceChange("isHidden = \(TraceFormat.flag(isHidden))") }
        }
    }

    /// The frame as currently shown: the model frame, or the in-flight value during an animation.
    public var presentationFrame: CGRect { presentationFrame(at: nil) }

    /// The alpha as currently shown.
    public var presentationAlpha: CGFloat { presentationAlpha(at: nil) }

    /// The transform as currently shown.
    public var presentationTransform: CGAffineTransform { presentationTransform(at: nil) }

    /// The frame as shown at `time` (nil: now), while the animations running now run.
    func presentationFrame(at time: TimeInterval?) -> CGRect {
        var size = modelSize
        var center = modelCenter
        if case let .rect(rect)? = owningEngine.animations.presentationValue(of: self, key: .frame, at: time) {
            size = rect.size
            center = rect.center
        }
        return untransformedFrame(center: center, size: size, transform: presentationTransform(at: time))
    }

    /// The alpha as shown at `time` (nil: now).
    func presentationAlpha(at time: TimeInterval?) -> CGFloat {
        if case let .scalar(value)? = owningEngine.animations.presentationValue(of: self, key: .alpha, at: time) {
            return value
        }
        return modelAlpha
    }

    /// The transform as shown at `time` (nil: now).
    func presentationTransform(at time: TimeInterval?) -> CGAffineTransform {
        if case let .transform(value)? = owningEngine.animations.presentationValue(of: self, key: .transform, at: time)
        {
            return value
        }
        return modelTransform
    }

    /// Whether an animation of this view is running.
    public var hasRunningAnimations: Bool { owningEngine.animations.isAnimating(self) }

    func modelValue(for key: AnimatableKey) -> AnimatableValue {
        switch key {
        case .frame: return .rect(CGRect(center: modelCenter, size: modelSize))
        case .alpha: return .scalar(modelAlpha)
        case .transform: return .transform(modelTransform)
        }
    }

    private func presentationValue(for key: AnimatableKey) -> AnimatableValue {
        owningEngine.animations.presentationValue(of: self, key: key) ?? modelValue(for: key)
    }

    private func setModel(_ key: AnimatableKey, _ value: AnimatableValue) {
        let engine = owningEngine
        let old = presentationValue(for: key)
        let oldModel = modelValue(for: key)
        restoreModel(key, value)
        if engine.animations.isCapturing {
            if !old.isClose(to: value) { engine.animations.capture(view: self, key: key, from: old, to: value) }
        } else if !oldModel.isClose(to: value) {
            traceChange("\(key.rawValue) = \(value.traceText)")
            if key == .frame { setNeedsLayout() }
        }
    }

    /// Sets a model value without capturing or tracing (interactive cancel restores start values).
    func restoreModel(_ key: AnimatableKey, _ value: AnimatableValue) {
        switch value {
        case let .rect(rect):
            modelCenter = rect.center
            modelSize = rect.size
        case let .scalar(scalar): modelAlpha = scalar
        case let .transform(transform): modelTransform = transform
        }
    }

    private func untransformedFrame(center: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
        let rect = CGRect(center: center, size: size)
        guard !transform.isIdentity else { return rect }
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height).applying(
            transform)
        return local.offsetBy(dx: center.x, dy: center.y)
    }

    /// The view as it appears in the trace: its name, frame and what it shows.
    private var appearance: String {
        "\(owningEngine.name(of: self)) frame \(TraceFormat.rect(frame))" + (shownTextTrace.map { " " + $0 } ?? "")
    }

    /// Records the subviews (and theirs, depth first) a view brought with it into a window: what
    /// a controller's `ViewDidLoad` added before its view was shown appears with it.
    private func traceSubviewsAppearing() {
        for subview in subviews {
            owningEngine.record(.view, owningEngine.name(of: self), "has subview \(subview.appearance)")
            subview.traceSubviewsAppearing()
        }
    }

    /// What the view shows in words, as the trace names it where the view appears
    /// (`text "Hello"` for a label, `title "OK"` for a button); nil for a view that shows no text.
    open var shownTextTrace: String? { nil }

    /// Records a change when the view is on screen and the engine is not changing views itself.
    func traceChange(_ message: String) {
        let engine = owningEngine
        guard engine.quietDepth == 0, window != nil else { return }
        engine.record(.view, engine.name(of: self), message)
    }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            owningEngine.record(.error, owningEngine.name(of: self), "can't add self as subview")
            return
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        view.detachFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if window != nil, owningEngine.quietDepth == 0 {
            owningEngine.record(.view, owningEngine.name(of: self), "addSubview \(view.appearance)")
            view.traceSubviewsAppearing()
        }
        view.didMoveToSuperview()
        if window != nil { view.notifyMovedToWindow() }
    }

    /// Inserts `view` just below `sibling` (on top if `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? subviews.count)
    }

    /// Inserts `view` just above `sibling` (on top if `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 }) ?? subviews.count)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        if window != nil, owningEngine.quietDepth == 0 {
            owningEngine.record(
                .view, owningEngine.name(of: self), "removeFromSuperview (was in \(owningEngine.name(of: parent)))")
        }
        detachFromSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first) with the given tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called after the view (or an ancestor) entered a window.
    open func didMoveToWindow() {}

    private func notifyMovedToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyMovedToWindow() }
    }

    // MARK: Layout

    /// Lays out subviews; override point (collection views lay out their cells here).
    open func layoutSubviews() {}

    /// Schedules `layoutSubviews()` for the next run-loop turn (coalesced).
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        owningEngine.runLoop.perform { [weak self] in self?.layoutIfNeeded() }
    }

    /// Runs `layoutSubviews()` now if a layout is pending.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    // MARK: Coordinates

    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view {
            if current.superview != nil {
                point.x += current.frame.origin.x - current.bounds.origin.x
                point.y += current.frame.origin.y - current.bounds.origin.y
            }
            view = current.superview
        }
        return point
    }

    /// Converts a point from this view's coordinates to `view`'s (transforms ignored).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let origin = originInRoot
        let target = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    /// Converts a point from `view`'s coordinates to this view's (transforms ignored).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let origin = view?.originInRoot ?? .zero
        let target = originInRoot
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    // MARK: Gestures

    /// Attaches a gesture recognizer.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
