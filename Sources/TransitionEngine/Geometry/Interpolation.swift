// Interpolation: linear interpolation of the geometric values the engine animates.

import Foundation

/// Linear interpolation `(1 − p)·a + p·b`, without clamping (progress may overshoot).
func lerp(_ a: CGFloat, _ b: CGFloat, _ p: CGFloat) -> CGFloat { a + (b - a) * p }

extension CGPoint {
    func interpolated(to other: CGPoint, progress p: CGFloat) -> CGPoint {
        CGPoint(x: lerp(x, other.x, p), y: lerp(y, other.y, p))
    }
}

extension CGSize {
    func interpolated(to other: CGSize, progress p: CGFloat) -> CGSize {
        CGSize(width: lerp(width, other.width, p), height: lerp(height, other.height, p))
    }
}

extension CGRect {
    func interpolated(to other: CGRect, progress p: CGFloat) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, progress: p),
            size: size.interpolated(to: other.size, progress: p))
    }

    /// The centre point.
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// A rectangle of `size` centred on `center`.
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

extension CGAffineTransform {
    func interpolated(to other: CGAffineTransform, progress p: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: lerp(a, other.a, p), b: lerp(b, other.b, p), c: lerp(c, other.c, p),
            d: lerp(d, other.d, p), tx: lerp(tx, other.tx, p), ty: lerp(ty, other.ty, p))
    }
}
