// VirtualRunLoop: the engine's clock and run loop. Nothing here reads the wall clock.
//
// Work is either queued for the next run-loop turn (FIFO) or scheduled on a timer at a virtual
// time. Timers due at the same time fire in the order they were scheduled.

import Foundation

/// How a call to `runUntilIdle` ended.
public enum RunLoopOutcome: Equatable, Sendable {
    /// No queued work and no timers remain.
    case idle
    /// The virtual-time budget of the call was used up; work remains.
    case timeLimitReached
    /// The step budget of the call was used up; work remains.
    case stepLimitReached
}

/// A handle to a scheduled timer, used to cancel it.
public struct RunLoopTimer: Hashable, Sendable {
    /// The timer's sequence number (unique within its run loop).
    public let id: Int
}

/// A deterministic run loop over a virtual clock.
public final class VirtualRunLoop {
    private struct Entry {
        let time: TimeInterval
        let sequence: Int
        let work: () -> Void
    }

    /// The current virtual time in seconds since the engine was created.
    public private(set) var now: TimeInterval = 0
    /// Told the time the clock is about to move to, before it moves (film frames are taken then).
    var willAdvance: ((TimeInterval) -> Void)?
    private var turnQueue: [Entry] = []
    private var timers: [Entry] = []
    private var nextSequence = 0

    /// A run loop at virtual time 0 with nothing queued.
    public init() {}

    /// Whether neither next-turn work nor timers remain.
    public var isIdle: Bool { turnQueue.isEmpty && timers.isEmpty }

    /// The time of the earliest pending timer, if any.
    public var nextTimerTime: TimeInterval? { timers.first?.time }

    /// Queues `work` to run at the start of the next run-loop turn (FIFO).
    public func perform(_ work: @escaping () -> Void) {
        nextSequence += 1
        turnQueue.append(Entry(time: now, sequence: nextSequence, work: work))
    }

    /// Schedules `work` to run `delay` seconds of virtual time from now (a negative delay counts as 0).
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> RunLoopTimer {
        schedule(at: now + max(0, delay), work)
    }

    /// Schedules `work` at the absolute virtual time `time` (not earlier than now).
    @discardableResult
    public func schedule(at time: TimeInterval, _ work: @escaping () -> Void) -> RunLoopTimer {
        nextSequence += 1
        let entry = Entry(time: max(time, now), sequence: nextSequence, work: work)
        var low = 0
        var high = timers.count
        while low < high {
            let mid = (low + high) / 2
            let other = timers[mid]
            if other.time < entry.time || (other.time == entry.time && other.sequence < entry.sequence) {
                low = mid + 1
            } else {
                high = mid
            }
        }
        timers.insert(entry, at: low)
        return RunLoopTimer(id: nextSequence)
    }

    /// Cancels a timer that has not fired yet; cancelling twice or after firing does nothing.
    public func cancel(_ timer: RunLoopTimer) {
        if let index = timers.firstIndex(where: { $0.sequence == timer.id }) {
            timers.remove(at: index)
        }
    }

    /// Runs one step: the next queued turn item, else the earliest timer. Returns false when idle.
    func step(notAfter limit: TimeInterval? = nil) -> Bool {
        if !turnQueue.isEmpty {
            let entry = turnQueue.removeFirst()
            entry.work()
            return true
        }
        guard let first = timers.first else { return false }
        if let limit, first.time > limit { return false }
        timers.removeFirst()
        if first.time > now { willAdvance?(first.time) }
        now = max(now, first.time)
        first.work()
        return true
    }

    /// Runs everything due within the next `interval` seconds, then sets the clock to now + interval.
    /// Returns `.stepLimitReached` if `maxSteps` steps were not enough.
    @discardableResult
    public func advance(by interval: TimeInterval, maxSteps: Int = 100_000) -> RunLoopOutcome {
        let target = now + max(0, interval)
        var steps = 0
        while step(notAfter: target) {
            steps += 1
            if steps >= maxSteps { return .stepLimitReached }
        }
        if target > now { willAdvance?(target) }
        now = max(now, target)
        return .idle
    }

    /// Runs queued work and timers until nothing remains or a budget is used up.
    @discardableResult
    public func runUntilIdle(maxVirtualTime: TimeInterval, maxSteps: Int) -> RunLoopOutcome {
        let deadline = now + maxVirtualTime
        var steps = 0
        while true {
            if turnQueue.isEmpty, let next = timers.first, next.time > deadline { return .timeLimitReached }
            guard step() else { return .idle }
            steps += 1
            if steps >= maxSteps { return isIdle ? .idle : .stepLimitReached }
        }
    }
}
