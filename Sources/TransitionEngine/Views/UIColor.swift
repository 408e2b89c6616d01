// UIColor: a recorded RGBA colour (nothing is drawn).

import Foundation

/// An RGBA colour, recorded for completeness; the engine does not render.
public final class UIColor: NSObject {
    /// Red, green, blue and alpha components from 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alphaComponent: CGFloat

    /// A colour from components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaComponent = alpha
        super.init()
    }

    /// A grey from white level and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grey (0.5).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Light grey (2/3).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Orange.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
}
