// UIButton: a control with per-state titles (recorded only).

import Foundation

/// A button (a control with a title).
open class UIButton: UIControl {
    /// Button types (recorded only).
    public enum ButtonType: Int, Sendable {
        /// Custom.
        case custom = 0
        /// System.
        case system = 1
        /// Detail disclosure.
        case detailDisclosure = 2
        /// Info light.
        case infoLight = 3
        /// Info dark.
        case infoDark = 4
        /// Contact add.
        case contactAdd = 5

        /// Rounded rect: since iOS 7 the system button.
        public static let roundedRect = ButtonType.system
    }

    /// The button type.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]

    /// A button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button of a type (C# `UIButton.FromType`).
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
    }

    /// Sets the title for a state; a change of the normal title is traced while on screen.
    public func setTitle(_ title: String?, for state: State) {
        let old = titles[state.rawValue]
        titles[state.rawValue] = title
        if state == .normal, old != title { traceChange("title = \(title.map(TraceFormat.jsonString) ?? "nil")") }
    }

    open override var shownTextTrace: String? { title(for: .normal).map { "title \(TraceFormat.jsonString($0))" } }

    /// The title for a state.
    public func title(for state: State) -> String? { titles[state.rawValue] }
}
