// AnimatableValue: the view properties the engine animates (frame, alpha, transform) and their values.

import Foundation

/// A view property that animations interpolate.
enum AnimatableKey: String, CaseIterable {
    /// The untransformed frame (centre and bounds size together).
    case frame
    /// Opacity.
    case alpha
    /// The affine transform.
    case transform
}

/// A value of an animatable property.
enum AnimatableValue: Equatable {
    case rect(CGRect)
    case scalar(CGFloat)
    case transform(CGAffineTransform)

    /// Linear interpolation towards `other` (values of different kinds jump at p ≥ 1).
    func interpolated(to other: AnimatableValue, progress p: CGFloat) -> AnimatableValue {
        switch (self, other) {
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, progress: p))
        case let (.scalar(a), .scalar(b)): return .scalar(lerp(a, b, p))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, progress: p))
        default: return p >= 1 ? other : self
        }
    }

    /// Whether two values differ by less than 1e-9 in every component (float noise is not a change).
    func isClose(to other: AnimatableValue) -> Bool {
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        switch (self, other) {
        case let (.rect(a), .rect(b)):
            return close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y) && close(a.size.width, b.size.width)
                && close(a.size.height, b.size.height)
        case let (.scalar(a), .scalar(b)): return close(a, b)
        case let (.transform(a), .transform(b)):
            return close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.tx, b.tx)
                && close(a.ty, b.ty)
        default: return false
        }
    }

    /// Canonical text for traces.
    var traceText: String {
        switch self {
        case let .rect(rect): return TraceFormat.rect(rect)
        case let .scalar(value): return TraceFormat.number(value)
        case let .transform(transform): return TraceFormat.transform(transform)
        }
    }
}

/// Identifies one property of one view.
struct AnimationSlot: Hashable {
    let view: ObjectIdentifier
    let key: AnimatableKey
}
