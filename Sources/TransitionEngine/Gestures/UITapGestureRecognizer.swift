// UITapGestureRecognizer: a discrete tap, recognized by scripted input.

import Foundation

/// Recognizes taps.
open class UITapGestureRecognizer: UIGestureRecognizer {
    private var tapLocation: CGPoint = .zero
    private var touching = false

    /// A tap recognizer.
    public required init() { super.init() }

    /// Taps required (recorded; scripted taps always satisfy it).
    public var numberOfTapsRequired = 1
    /// Fingers required (recorded; scripted taps always satisfy it).
    public var numberOfTouchesRequired = 1

    /// 1 during the recognized callback, 0 otherwise.
    open override var numberOfTouches: Int { touching ? 1 : 0 }

    /// Where the tap happened, in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        self.view?.convert(tapLocation, to: view) ?? tapLocation
    }

    override var traceDetail: String { "location \(TraceFormat.point(tapLocation))" }

    func recognizeTap(at point: CGPoint) {
        tapLocation = point
        touching = true
        state = .ended
        touching = false
    }
}
