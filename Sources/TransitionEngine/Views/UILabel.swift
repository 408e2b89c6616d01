// UILabel: a text label; the text is recorded, nothing is drawn.

import Foundation

/// A text label (text recorded only).
open class UILabel: UIView {
    /// The text.
    public var text: String?
    /// Alignment and font are not modelled; only the text is kept.
    public var numberOfLines = 1
}
