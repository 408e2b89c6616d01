// UIImage and UIImageView: images by name and the views showing them (recorded only).

import Foundation

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
