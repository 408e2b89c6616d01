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
