// TransitionEngine: the object that owns one simulation — clock, run loop, screen, windows, trace
// and configuration — and the thread-local "current engine" that UIKit-style globals resolve to.

import Foundation

/// One headless, deterministic UIKit simulation.
///
/// Create one per scenario. The initializer makes the new engine *current* on the calling thread:
/// `UIScreen.main`, `UIView.animate`, `Console.writeLine` and new views all use the current engine.
/// The engine and every UIKit-style object are plain (non-`Sendable`) classes meant to be used from
/// the one thread that created them; nothing is `@MainActor` so interpreters and generated code can
/// drive them from synchronous code.
public final class TransitionEngine {
    /// The assumptions in effect (durations, era, screen, budgets).
    public let configuration: EngineConfiguration
    /// The virtual clock and run loop.
    public let runLoop: VirtualRunLoop
    /// Everything observable that happened so far.
    public let trace: Trace
    /// The simulated main screen (`UIScreen.main` while this engine is current).
    public private(set) var screen: UIScreen!
    /// Windows created while this engine was current, in creation order.
    public private(set) var windows: [UIWindow] = []
    /// The window that last called `makeKeyAndVisible()`.
    public internal(set) weak var keyWindow: UIWindow?

    let animations = AnimationTimeline()
    /// Takes the frames of each transition's film.
    private(set) lazy var films = FilmRecorder(engine: self)
    /// While > 0, view changes made by the engine itself are not traced.
    var quietDepth = 0
    var pendingTransitions: [PendingTransition] = []
    private var names: [ObjectIdentifier: (object: AnyObject, name: String)] = [:]
    private var nameCounters: [String: Int] = [:]

    /// Creates an engine and makes it current on this thread.
    public init(configuration: EngineConfiguration = EngineConfiguration()) {
        self.configuration = configuration
        self.runLoop = VirtualRunLoop()
        self.trace = Trace()
        animations.engine = self
        runLoop.willAdvance = { [unowned self] time in films.clockWillMove(to: time) }
        makeCurrent()
        screen = UIScreen(engine: self, bounds: configuration.screenBounds, scale: configuration.screenScale)
    }

    // MARK: Current engine

    /// The thread-specific slot holding the current engine (retained; released when replaced or
    /// when the thread ends). A pthread key, because Foundation's thread dictionary bridges its
    /// key and box on every change, which cost more than a scenario's engine set-up.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TransitionEngine>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// The engine current on this thread. If none was created yet, a default engine is created.
    ///
    /// Stored per thread, so engines on different threads never see each other; within a thread
    /// the most recently created (or `makeCurrent()`ed) wins.
    public static var current: TransitionEngine {
        if let pointer = pthread_getspecific(currentKey) {
            return Unmanaged<TransitionEngine>.fromOpaque(pointer).takeUnretainedValue()
        }
        return TransitionEngine()
    }

    /// Makes this engine the current one on the calling thread.
    public func makeCurrent() {
        let key = Self.currentKey
        let previous = pthread_getspecific(key)
        let mine = Unmanaged.passUnretained(self).toOpaque()
        guard previous != mine else { return }
        pthread_setspecific(key, Unmanaged.passRetained(self).toOpaque())
        if let previous { Unmanaged<TransitionEngine>.fromOpaque(previous).release() }
    }

    // MARK: Time

    /// The current virtual time in seconds.
    public var now: TimeInterval { runLoop.now }

    /// Runs everything due within `interval` seconds of virtual time and moves the clock forward.
    /// Makes this engine current first, so work scheduled by it records into its own trace.
    public func advance(by interval: TimeInterval) {
        makeCurrent()
        if runLoop.advance(by: interval, maxSteps: configuration.maxRunSteps) == .stepLimitReached {
            record(.runLoop, "engine", "advance stopped: step limit \(configuration.maxRunSteps) reached")
        }
    }

    /// Runs queued work, timers and animations until nothing remains, within the configured budgets.
    /// Makes this engine current first.
    ///
    /// When idle, every transition still waiting for `completeTransition(_:)` is recorded once as
    /// `transition pending`. When a budget runs out the stop is recorded and the outcome returned.
    @discardableResult
    public func runUntilIdle() -> RunLoopOutcome {
        makeCurrent()
        let outcome = runLoop.runUntilIdle(
            maxVirtualTime: configuration.maxRunVirtualTime, maxSteps: configuration.maxRunSteps)
        switch outcome {
        case .idle:
            break
        case .timeLimitReached:
            record(
                .runLoop, "engine",
                "run stopped: virtual time limit \(TraceFormat.number(configuration.maxRunVirtualTime)) s reached")
        case .stepLimitReached:
            record(.runLoop, "engine", "run stopped: step limit \(configuration.maxRunSteps) reached")
        }
        for pending in pendingTransitions where !pending.reportedPending {
            pending.reportedPending = true
            record(.runLoop, pending.subject, "transition pending: \(pending.pendingDescription)")
        }
        return outcome
    }

    // MARK: Trace

    /// Records an event at the current virtual time.
    public func record(_ kind: TraceKind, _ subject: String, _ message: String) {
        trace.append(TraceEvent(time: now, kind: kind, subject: subject, message: message))
    }

    /// Records a line of sample output (what C# `Console.WriteLine` printed).
    public func console(_ text: String) {
        record(.console, "console", text)
    }

    /// The stable trace name of an object: its type name (or `traceTypeName`) and an ordinal per name,
    /// numbered in order of first mention, e.g. `ControllerTwo#1`. `nil` prints as `nil`.
    public func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        let id = ObjectIdentifier(object)
        if let known = names[id] { return known.name }
        let base: String
        // One conformance test: a dynamic cast to a protocol costs hundreds of instructions.
        if let named = object as? TraceNaming {
            if let custom = named.traceName(in: self) {
                names[id] = (object, custom)
                return custom
            }
            base = named.traceTypeName
        } else {
            base = TypeName.of(type(of: object))
        }
        let ordinal = (nameCounters[base] ?? 0) + 1
        nameCounters[base] = ordinal
        let name = "\(base)#\(ordinal)"
        names[id] = (object, name)
        return name
    }

    func register(_ window: UIWindow) { windows.append(window) }

    /// Runs `body` without tracing the view changes it makes (the engine's own bookkeeping).
    func quietly<T>(_ body: () -> T) -> T {
        quietDepth += 1
        defer { quietDepth -= 1 }
        return body()
    }
}

/// Lets an object choose how it is named in traces (interpreted objects use this to show the
/// sample's class name instead of the interpreter's Swift class).
public protocol TraceNaming: AnyObject {
    /// The type name used in trace names, e.g. `ControllerTwo`.
    var traceTypeName: String { get }
    /// A complete trace name overriding `Type#n`, or nil to use the numbered type name.
    func traceName(in engine: TransitionEngine) -> String?
}

extension TraceNaming {
    /// By default objects are numbered by type name.
    public func traceName(in engine: TransitionEngine) -> String? { nil }
}

/// A transition that started and has not ended; reported as pending when the engine goes idle.
class PendingTransition {
    var reportedPending = false
    var subject: String { "engine" }
    var pendingDescription: String { "transition" }
}
