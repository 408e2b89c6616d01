// The virtual run loop, timing curves and the canonical trace formatting.

import Foundation
import Testing
import TransitionEngine

@Suite("Run loop, curves and formatting")
struct RunLoopAndFormatTests {
    @Test("Next-turn work runs FIFO before timers; timers fire in time then scheduling order")
    func ordering() {
        let loop = VirtualRunLoop()
        var log: [String] = []
        loop.schedule(after: 1) { log.append("timer 1a") }
        loop.schedule(after: 0.5) { log.append("timer 0.5") }
        loop.schedule(after: 1) {
            log.append("timer 1b")
            loop.perform { log.append("turn after 1b") }
        }
        loop.perform { log.append("turn 1") }
        loop.perform { log.append("turn 2") }
        #expect(loop.runUntilIdle(maxVirtualTime: 10, maxSteps: 100) == .idle)
        #expect(log == ["turn 1", "turn 2", "timer 0.5", "timer 1a", "timer 1b", "turn after 1b"])
        #expect(loop.now == 1)
    }

    @Test("advance(by:) runs only what is due and moves the clock; cancelled timers never fire")
    func advanceAndCancel() {
        let loop = VirtualRunLoop()
        var fired: [Double] = []
        loop.schedule(after: 0.3) { fired.append(loop.now) }
        let cancelled = loop.schedule(after: 0.4) { fired.append(-1) }
        loop.schedule(after: 0.9) { fired.append(loop.now) }
        loop.cancel(cancelled)
        loop.advance(by: 0.5)
        #expect(fired == [0.3])
        #expect(loop.now == 0.5)
        loop.advance(by: 1)
        #expect(fired == [0.3, 0.9])
        #expect(loop.now == 1.5)
    }

    @Test("A never-ending repeating animation is stopped by the run budget and recorded")
    func budget() {
        var configuration = EngineConfiguration()
        configuration.maxRunVirtualTime = 5
        let engine = TransitionEngine(configuration: configuration)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var step = 0
        func loop() {
            step += 1
            engine.runLoop.schedule(after: 0.25) { loop() }
        }
        loop()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 }, completion: nil
        )
        #expect(engine.runUntilIdle() == .timeLimitReached)
        #expect(engine.now <= 5)
        #expect(step == 21)
        #expect(linesContaining("runLoop engine run stopped: virtual time limit 5 s reached", in: engine).count == 1)
    }

    @Test(
        "Ease-in-out is the cubic Bézier (0.42,0),(0.58,1)",
        arguments: [
            (0.0, 0.0), (0.25, 0.129), (0.5, 0.5), (0.75, 0.871), (1.0, 1.0),
        ])
    func easeInOut(time: Double, value: Double) {
        #expect(abs(TimingCurve.easeInOut.progress(time) - value) < 0.001)
    }

    @Test("Curve option bits select the curve")
    func curveBits() {
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(UIView.AnimationOptions.curveLinear.curve == .linear)
        #expect(UIView.AnimationOptions([]).curve == .easeInOut)
        #expect(TimingCurve.linear.progress(0.3) == 0.3)
        #expect(TimingCurve.easeIn.progress(0.5) < 0.5 && TimingCurve.easeOut.progress(0.5) > 0.5)
        #expect(abs(TimingCurve.spring(dampingRatio: 0.5).progress(0.999) - 1) < 0.01)
    }

    @Test("Numbers print with at most three decimals, times with exactly three")
    func formatting() {
        #expect(TraceFormat.number(137.5) == "137.5")
        #expect(TraceFormat.number(20.0) == "20")
        #expect(TraceFormat.number(-0.0001) == "0")
        #expect(TraceFormat.number(344.85125) == "344.851")
        #expect(TraceFormat.number(-1.0 / 3.0) == "-0.333")
        #expect(TraceFormat.time(0.35) == "0.350")
        #expect(TraceFormat.time(1.0 / 60.0 * 11) == "0.183")
        #expect(TraceFormat.rect(CGRect(x: 20, y: 20, width: 280, height: 528)) == "{20, 20, 280, 528}")
        #expect(TraceFormat.jsonString("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
    }

    @Test("UIScreen.main follows the current engine's configuration")
    func screen() {
        var configuration = EngineConfiguration()
        configuration.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        let engine = TransitionEngine(configuration: configuration)
        #expect(UIScreen.main.bounds.width == 375)
        #expect(UIScreen.main === engine.screen)
        let other = TransitionEngine()
        #expect(UIScreen.main === other.screen)
        #expect(UIScreen.main.bounds.width == 320)
        engine.makeCurrent()
        #expect(TransitionEngine.current === engine)
    }

    @Test("each thread has its own current engine, and a replaced engine is released")
    func currentPerThread() {
        weak var replaced: TransitionEngine?
        do {
            let first = TransitionEngine()
            replaced = first
            #expect(TransitionEngine.current === first)
        }
        let second = TransitionEngine()
        #expect(replaced == nil, "the thread kept the replaced engine alive")
        let other = Thread.detachNewThreadAndWait { ObjectIdentifier(TransitionEngine.current) }
        #expect(other != ObjectIdentifier(second))
        #expect(TransitionEngine.current === second)
    }
}

extension Thread {
    /// Runs `body` on a new thread and waits for its result.
    fileprivate static func detachNewThreadAndWait<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Thread.detachNewThread {
            result = body()
            done.signal()
        }
        done.wait()
        return result!
    }
}
