// AnimationGroup and PropertyAnimation: one `UIView.animate` call and the property animations it created.

import Foundation

/// One property of one view animating from a value to a value (optionally through keyframes).
final class PropertyAnimation {
    let view: UIView
    let key: AnimatableKey
    let from: AnimatableValue
    let to: AnimatableValue
    /// Keyframes relative to the group's duration: start, duration, target value. Empty for a basic animation.
    let keyframes: [(start: Double, duration: Double, value: AnimatableValue)]
    weak var group: AnimationGroup?

    init(
        view: UIView, key: AnimatableKey, from: AnimatableValue, to: AnimatableValue,
        keyframes: [(start: Double, duration: Double, value: AnimatableValue)] = []
    ) {
        self.view = view
        self.key = key
        self.from = from
        self.to = to
        self.keyframes = keyframes
    }

    var slot: AnimationSlot { AnimationSlot(view: ObjectIdentifier(view), key: key) }

    /// The presentation value at `time`.
    func value(at time: TimeInterval) -> AnimatableValue {
        guard let group else { return to }
        let fraction = group.timeFraction(at: time)
        if keyframes.isEmpty {
            return from.interpolated(to: to, progress: CGFloat(group.curve.progress(fraction)))
        }
        var current = from
        for frame in keyframes {
            if fraction >= frame.start + frame.duration {
                current = frame.value
            } else if fraction > frame.start, frame.duration > 0 {
                return current.interpolated(
                    to: frame.value, progress: CGFloat((fraction - frame.start) / frame.duration))
            } else {
                break
            }
        }
        return current
    }
}

/// The animations created by one animate call, counted down to one completion.
final class AnimationGroup {
    let id: Int
    let label: String
    var startTime: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let repeats: Bool
    let autoreverses: Bool
    var animations: [PropertyAnimation] = []
    var finished = true
    var isEnded = false
    var completion: ((Bool) -> Void)?
    var endTimer: RunLoopTimer?
    var sampleTimers: [RunLoopTimer] = []
    /// When set, maps virtual time to the time fraction instead of the clock (interactive transitions).
    var driver: ((TimeInterval) -> Double)?

    init(
        id: Int, label: String, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve,
        repeats: Bool, autoreverses: Bool
    ) {
        self.id = id
        self.label = label
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    var traceSubject: String { "animation#\(id)" }

    /// Fraction of the duration elapsed at `time` (0…1; cycles when repeating).
    func timeFraction(at time: TimeInterval) -> Double {
        if let driver { return driver(time) }
        guard duration > 0 else { return 1 }
        var fraction = (time - startTime) / duration
        if fraction <= 0 { return 0 }
        if repeats {
            let cycle = fraction.rounded(.down)
            fraction -= cycle
            if autoreverses && Int(cycle) % 2 == 1 { fraction = 1 - fraction }
            return fraction
        }
        return min(fraction, 1)
    }
}
