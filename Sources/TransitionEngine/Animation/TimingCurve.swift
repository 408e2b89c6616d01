// TimingCurve: maps linear time progress to animation progress (cubic Bézier curves and springs).

import Foundation

/// A timing function: progress in time (0…1) to progress in value.
public enum TimingCurve: Equatable, Sendable {
    /// Constant speed.
    case linear
    /// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1) and (x2,y2), as in Core Animation.
    case cubicBezier(Double, Double, Double, Double)
    /// A damped spring that settles within the animation's duration (see docs/engine.md). [U]
    case spring(dampingRatio: Double)

    /// ease-in-ease-out: (0.42, 0), (0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)
    /// ease-in: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve.cubicBezier(0.42, 0, 1, 1)
    /// ease-out: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(0, 0, 0.58, 1)

    /// The curve for a UIKit animation curve.
    public init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// Short canonical name for traces.
    public var traceName: String {
        switch self {
        case .linear: return "linear"
        case .cubicBezier(0.42, 0, 0.58, 1): return "easeInOut"
        case .cubicBezier(0.42, 0, 1, 1): return "easeIn"
        case .cubicBezier(0, 0, 0.58, 1): return "easeOut"
        case let .cubicBezier(a, b, c, d):
            return
                "bezier(\(TraceFormat.number(a)), \(TraceFormat.number(b)), \(TraceFormat.number(c)), \(TraceFormat.number(d)))"
        case let .spring(ratio): return "spring(damping \(TraceFormat.number(ratio)))"
        }
    }

    /// Value progress at time progress `t` (clamped to 0…1).
    public func progress(_ t: Double) -> Double {
        let x = min(max(t, 0), 1)
        switch self {
        case .linear:
            return x
        case let .cubicBezier(x1, y1, x2, y2):
            if x == 0 || x == 1 { return x }
            return TimingCurve.solveBezier(x: x, x1: x1, y1: y1, x2: x2, y2: y2)
        case let .spring(ratio):
            return TimingCurve.spring(x, dampingRatio: ratio)
        }
    }

    /// Solves the Bézier for the parameter whose x is `x` (Newton, then bisection), returns its y.
    private static func solveBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        let ay = 1 - cy - by
        func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
        func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        let epsilon = 1e-9
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon { return sampleY(s) }
            let slope = slopeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = sampleX(s)
            if abs(value - x) < epsilon { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return sampleY(s)
    }

    /// A spring that settles to within 0.1 % at t = 1: underdamped for ratio < 1, critically damped otherwise.
    private static func spring(_ t: Double, dampingRatio: Double) -> Double {
        if t >= 1 { return 1 }
        let zeta = max(dampingRatio, 0.01)
        if zeta >= 1 {
            let omega = 9.23  // e^(-ω)(1+ω) ≈ 0.001
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let omega = log(1000) / zeta
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega / omegaD) * sin(omegaD * t))
    }
}
