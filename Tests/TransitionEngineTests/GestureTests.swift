// Gesture recognizers: the state machine, actions as closures and method references, scripted taps and pinches.

import Foundation
import Testing
import TransitionEngine

@Suite("Gesture recognizers")
struct GestureTests {
    final class Target {
        var taps: [CGPoint] = []
        func tapped(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer.location(in: recognizer.view)) }
    }

    @Test("A scripted tap recognizes once, calls the method reference and returns to possible")
    func tap() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let target = Target()
        let recognizer = UITapGestureRecognizer(target: target, action: Target.tapped)
        view.addGestureRecognizer(recognizer)
        engine.tap(in: view)
        engine.tap(recognizer, at: CGPoint(x: 1, y: 2))
        #expect(target.taps == [CGPoint(x: 50, y: 30), CGPoint(x: 1, y: 2)])
        #expect(recognizer.state == .possible)
        #expect(
            linesContaining("gesture UITapGestureRecognizer#1 state ended, location {50, 30}", in: engine).count == 1)
    }

    @Test("Invalid state changes are recorded and ignored")
    func invalidState() {
        let engine = TransitionEngine()
        let recognizer = UIPinchGestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        #expect(
            linesContaining(
                "error UIPinchGestureRecognizer#1 invalid state change possible -> changed; ignored", in: engine
            ).count == 1)
    }

    @Test("A pinch reports absolute scale, velocity per second, two touches and their centroid")
    func pinch() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        var seen: [(UIGestureRecognizer.State, CGFloat, CGFloat, Int, CGPoint)] = []
        let recognizer = UIPinchGestureRecognizer { g in
            seen.append((g.state, g.scale, g.velocity, g.numberOfTouches, g.location(in: view)))
        }
        view.addGestureRecognizer(recognizer)
        engine.pinch(
            in: view, at: CGPoint(x: 100, y: 200), fromDistance: 200, toDistance: 100, steps: 2, duration: 0.5,
            end: .cancelled)
        engine.runUntilIdle()
        #expect(seen.map(\.0) == [.began, .changed, .changed, .cancelled])
        #expect(seen.map(\.1) == [1, 0.75, 0.5, 0.5])
        #expect(seen.map(\.2) == [0, -1, -1, -1])
        #expect(seen.map(\.3) == [2, 2, 2, 0])
        #expect(seen.allSatisfy { $0.4 == CGPoint(x: 100, y: 200) })
        #expect(recognizer.location(ofTouch: 1, in: view) == CGPoint(x: 150, y: 200))
        #expect(recognizer.state == .possible)
        recognizer.scale = 2
        #expect(recognizer.velocity == 0)
    }

    @Test("Controls send actions to closures and method references; TouchUpInside taps are traced")
    func controls() {
        final class Host {
            var count = 0
            func pressed(_ sender: UIControl) { count += 1 }
        }
        let engine = TransitionEngine()
        let button = UIButton(type: .system)
        let host = Host()
        var actions = 0
        button.addTarget(host, action: Host.pressed, for: .touchUpInside)
        button.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)
        engine.tap(button)
        button.isEnabled = false
        engine.tap(button)
        #expect(host.count == 1)
        #expect(actions == 1)
        #expect(linesContaining("control UIButton#1 touchUpInside (2 handlers)", in: engine).count == 1)
        #expect(linesContaining("control UIButton#1 touchUpInside ignored (disabled)", in: engine).count == 1)
    }
}
