// AnimationTimeline: captures property changes made inside animation blocks, runs the resulting
// groups on the virtual clock, answers presentation values, samples frames and calls completions.

import Foundation

/// One property change captured inside an animation block.
struct CapturedChange {
    let view: UIView
    let key: AnimatableKey
    let from: AnimatableValue
    var to: AnimatableValue
    var keyframeStart: Double = 0
    var keyframeDuration: Double = 1
}

/// The animation state of one engine.
final class AnimationTimeline {
    weak var engine: TransitionEngine?
    private var captures: [[CapturedChange]] = []
    private var running: [AnimationSlot: PropertyAnimation] = [:]
    private var nextGroupID = 0
    /// Non-nil while `animateKeyframes`' block runs: the keyframe window of the innermost `addKeyframe`.
    var keyframeWindow: (start: Double, duration: Double)?
    /// Groups created while `collectGroups` runs.
    private var collecting: [[AnimationGroup]] = []

    /// Whether property setters are currently inside an animation block.
    var isCapturing: Bool { !captures.isEmpty }

    /// Called by view setters: records the change in the innermost block, merging repeated changes.
    func capture(view: UIView, key: AnimatableKey, from: AnimatableValue, to: AnimatableValue) {
        guard !captures.isEmpty else { return }
        let window = keyframeWindow ?? (0, 1)
        var list = captures[captures.count - 1]
        if let index = list.firstIndex(where: {
            $0.view === view && $0.key == key && $0.keyframeStart == window.start
                && $0.keyframeDuration == window.duration
        }) {
            list[index].to = to
        } else {
            list.append(
                CapturedChange(
                    view: view, key: key, from: from, to: to, keyframeStart: window.start,
                    keyframeDuration: window.duration))
        }
        captures[captures.count - 1] = list
    }

    /// Runs `block` with capturing on and returns what it changed.
    func captureChanges(_ block: () -> Void) -> [CapturedChange] {
        captures.append([])
        block()
        return captures.removeLast()
    }

    /// Runs `block` and returns the groups it started (used by interaction controllers).
    func collectGroups(_ block: () -> Void) -> [AnimationGroup] {
        collecting.append([])
        block()
        return collecting.removeLast()
    }

    /// The presentation value of a view property, if an animation is running on it, at `time`
    /// (now by default; a film frame reads it between two run-loop steps).
    func presentationValue(of view: UIView, key: AnimatableKey, at time: TimeInterval? = nil) -> AnimatableValue? {
        guard let engine, let animation = running[AnimationSlot(view: ObjectIdentifier(view), key: key)] else {
            return nil
        }
        return animation.value(at: time ?? engine.now)
    }

    /// Whether any animation of `view` is running.
    func isAnimating(_ view: UIView) -> Bool {
        AnimatableKey.allCases.contains { running[AnimationSlot(view: ObjectIdentifier(view), key: $0)] != nil }
    }

    /// Starts a group for captured changes. Duration ≤ 0 or no changes: nothing animates and the
    /// completion runs on the next run-loop turn with `finished = true`.
    @discardableResult
    func start(
        label: String, changes: [CapturedChange], duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
        repeats: Bool = false, autoreverses: Bool = false, keyframed: Bool = false, completion: ((Bool) -> Void)?
    ) -> AnimationGroup? {
        guard let engine else { return nil }
        nextGroupID += 1
        let id = nextGroupID
        let subject = "animation#\(id)"
        let described = describe(changes, engine: engine)
        if duration <= 0 || changes.isEmpty {
            let reason = changes.isEmpty ? "no animatable changes" : "duration \(TraceFormat.number(duration))"
            engine.record(.animation, subject, "\(label) applied without animating (\(reason))\(described)")
            if let completion {
                engine.runLoop.perform { [weak engine] in
                    engine?.record(.completion, subject, "\(label) completion(finished: true)")
                    completion(true)
                }
            }
            return nil
        }
        let group = AnimationGroup(
            id: id, label: label, startTime: engine.now + max(0, delay), duration: duration, curve: curve,
            repeats: repeats, autoreverses: autoreverses)
        group.completion = completion
        engine.record(
            .animation, subject,
            "\(label) begins: duration \(TraceFormat.number(duration)), delay \(TraceFormat.number(max(0, delay))), "
                + "curve \(curve.traceName)\(repeats ? ", repeats" : "")\(described)")
        let slots = Dictionary(grouping: changes, by: { AnimationSlot(view: ObjectIdentifier($0.view), key: $0.key) })
        var orderedSlots: [AnimationSlot] = []
        for change in changes {
            let slot = AnimationSlot(view: ObjectIdentifier(change.view), key: change.key)
            if !orderedSlots.contains(slot) { orderedSlots.append(slot) }
        }
        for slot in orderedSlots {
            guard let parts = slots[slot], let first = parts.first, let last = parts.last else { continue }
            replaceRunning(slot, by: group, engine: engine)
            let animation: PropertyAnimation
            if keyframed {
                let frames = parts.sorted { $0.keyframeStart < $1.keyframeStart }
                    .map { (start: $0.keyframeStart, duration: $0.keyframeDuration, value: $0.to) }
                animation = PropertyAnimation(
                    view: first.view, key: first.key, from: first.from, to: frames.last?.value ?? last.to,
                    keyframes: frames)
            } else {
                animation = PropertyAnimation(view: first.view, key: first.key, from: first.from, to: last.to)
            }
            animation.group = group
            group.animations.append(animation)
            running[slot] = animation
        }
        if !repeats {
            group.endTimer = engine.runLoop.schedule(at: group.startTime + duration) { [weak self] in
                self?.end(group, finished: true)
            }
        }
        for fraction in engine.configuration.sampleFractions where fraction > 0 && fraction < 1 {
            let ticks = (fraction * duration / engine.configuration.tick).rounded()
            let time = group.startTime + ticks * engine.configuration.tick
            group.sampleTimers.append(
                engine.runLoop.schedule(at: time) { [weak self] in self?.sample(group, fraction: fraction) })
        }
        if !collecting.isEmpty { collecting[collecting.count - 1].append(group) }
        return group
    }

    private func replaceRunning(_ slot: AnimationSlot, by group: AnimationGroup, engine: TransitionEngine) {
        guard let old = running[slot], let oldGroup = old.group else { return }
        running[slot] = nil
        oldGroup.animations.removeAll { $0 === old }
        oldGroup.finished = false
        engine.record(
            .animation, oldGroup.traceSubject,
            "\(engine.name(of: old.view)) \(old.key.rawValue) animation replaced by \(group.traceSubject)")
        if oldGroup.animations.isEmpty {
            end(oldGroup, finished: false, deferCompletion: true)
        }
    }

    /// Ends a group: removes its animations, records final values and calls the completion.
    func end(_ group: AnimationGroup, finished: Bool, deferCompletion: Bool = false) {
        guard let engine, !group.isEnded else { return }
        group.isEnded = true
        if let timer = group.endTimer { engine.runLoop.cancel(timer) }
        group.sampleTimers.forEach { engine.runLoop.cancel($0) }
        for animation in group.animations where running[animation.slot] === animation {
            running[animation.slot] = nil
        }
        let flag = finished && group.finished
        let finals = group.animations.map {
            "\(engine.name(of: $0.view)) \($0.key.rawValue) \($0.view.modelValue(for: $0.key).traceText)"
        }
        engine.record(
            .animation, group.traceSubject,
            "\(group.label) ends: finished \(TraceFormat.flag(flag))"
                + (finals.isEmpty ? "" : ": " + finals.joined(separator: "; ")))
        guard let completion = group.completion else { return }
        group.completion = nil
        let subject = group.traceSubject
        let label = group.label
        let call = { [weak engine] in
            engine?.record(.completion, subject, "\(label) completion(finished: \(TraceFormat.flag(flag)))")
            completion(flag)
        }
        if deferCompletion { engine.runLoop.perform(call) } else { call() }
    }

    /// Re-times a running group (interaction controllers): `driver` maps time to the fraction, and the
    /// group ends at `endTime` (nil: it waits).
    func retime(_ group: AnimationGroup, driver: ((TimeInterval) -> Double)?, endTime: TimeInterval?) {
        guard let engine, !group.isEnded else { return }
        group.driver = driver
        if let timer = group.endTimer { engine.runLoop.cancel(timer) }
        group.sampleTimers.forEach { engine.runLoop.cancel($0) }
        group.sampleTimers = []
        group.endTimer = endTime.map { time in
            engine.runLoop.schedule(at: time) { [weak self] in self?.end(group, finished: true) }
        }
    }

    private func sample(_ group: AnimationGroup, fraction: Double) {
        guard let engine, !group.isEnded else { return }
        let values = group.animations.map {
            "\(engine.name(of: $0.view)) \($0.key.rawValue) \($0.value(at: engine.now).traceText)"
        }
        guard !values.isEmpty else { return }
        engine.record(
            .sample, group.traceSubject, "at \(TraceFormat.number(fraction * 100))%: " + values.joined(separator: "; "))
    }

    private func describe(_ changes: [CapturedChange], engine: TransitionEngine) -> String {
        guard !changes.isEmpty else { return "" }
        return ": "
            + changes.map { change in
                let window =
                    change.keyframeStart == 0 && change.keyframeDuration == 1
                    ? ""
                    : " [keyframe \(TraceFormat.number(change.keyframeStart))+\(TraceFormat.number(change.keyframeDuration))]"
                return
                    "\(engine.name(of: change.view)) \(change.key.rawValue) \(change.from.traceText) -> \(change.to.traceText)\(window)"
            }.joined(separator: "; ")
    }
}
