// UIButton, UILabel, UIImageView, UIImage: the simple views the samples create (text and images recorded only).

import Foundation

/// A button (a control with a title).
open class UIButton: UIControl {
    /// Button types (recorded only).
    public enum ButtonType: Int, Sendable {
        /// Custom.
        case custom = 0
        /// System.
        case system = 1
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

    /// Control states for titles (only `.normal` is distinguished).
    public struct State: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// States from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
    }

    /// Sets the title for a state.
    public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }

    /// The title for a state.
    public func title(for state: State) -> String? { titles[state.rawValue] }
}

/// A text label (text recorded only).
open class UILabel: UIView {
    /// The text.
    public var text: String?
    /// Alignment and font are not modelled; only the text is kept.
    public var numberOfLines = 1
}

/// An image (a name and size; no pixels).
public final class UIImage: NSObject {
    /// The name it was loaded with.
    public let name: String
    /// Its size in points (zero unless given).
    public let size: CGSize

    /// An image by name (C# `UIImage.FromBundle`); size zero.
    public init?(named name: String) {
        self.name = name
        self.size = .zero
        super.init()
    }

    /// An image with an explicit size.
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
        super.init()
    }
}

/// A view showing an image (recorded only).
open class UIImageView: UIView {
    /// The image.
    public var image: UIImage?

    /// An image view sized to the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
}
