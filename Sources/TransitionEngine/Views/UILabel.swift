// UILabel: a text label; the text is traced where the label appears and when it changes on
// screen, nothing is drawn.

import Foundation

/// A text label (text traced, not drawn).
open class UILabel: UIView {
    /// The text.
    public var text: String? {
        didSet {
            if oldValue != text { traceChange("text = \(text.map(TraceFormat.jsonString) ?? "nil")") }
        }
    }
    /// Alignment and font are not modelled; only the text is kept.
    public var numberOfLines = 1

    open override var shownTextTrace: String? { text.map { "text \(TraceFormat.jsonString($0))" } }
}
