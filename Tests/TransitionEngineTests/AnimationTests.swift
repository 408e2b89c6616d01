// UIView.animate semantics: model vs presentation, completions and their flags, replacement,
// zero durations, delays, keyframes and view transitions.

import Foundation
import Testing
import TransitionEngine

@Suite("UIView animations")
struct AnimationTests {
    @Test("Model values change at once; presentation values follow the clock")
    func modelAndPresentation() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: nil)
        #expect(view.alpha == 0)
        #expect(view.presentationAlpha == 1)
        engine.advance(by: 0.25)
        #expect(abs(view.presentationAlpha - 0.75) < 1e-9)
        #expect(view.hasRunningAnimations)
        engine.runUntilIdle()
        #expect(view.presentationAlpha == 0)
        #expect(!view.hasRunningAnimations)
    }

    @Test("Replacing a running animation ends the old group with finished = false")
    func replacement() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var flags: [String] = []
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 200, y: 50) },
            completion: { flags.append("first \($0)") })
        engine.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 0, y: 300) },
            completion: { flags.append("second \($0)") })
        engine.runUntilIdle()
        #expect(flags == ["first false", "second true"])
        expectInOrder(
            [
                "t=0.500 animation animation#2 UIView.animate begins: duration 1, delay 0, curve easeInOut: UIView#1 frame {75, 0, 100, 100} -> {-50, 250, 100, 100}",
                "t=0.500 animation animation#1 UIView#1 frame animation replaced by animation#2",
                "t=0.500 animation animation#1 UIView.animate ends: finished false",
                "t=0.500 completion animation#1 UIView.animate completion(finished: false)",
                "t=1.500 completion animation#2 UIView.animate completion(finished: true)",
            ], in: engine)
    }

    @Test("Duration 0 applies at once and completes on the next run-loop turn, not synchronously")
    func zeroDuration() {
        let engine = TransitionEngine()
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.presentationAlpha == 0.5)
        #expect(finished == nil)
        engine.runUntilIdle()
        #expect(finished == true)
        #expect(engine.now == 0)
    }

    @Test("A delay holds the start value, then the animation runs")
    func delay() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 1, delay: 1, options: .curveLinear, animations: { view.frame.origin.x = 100 }, completion: nil
        )
        engine.advance(by: 0.5)
        #expect(view.presentationFrame.origin.x == 0)
        engine.advance(by: 1)
        #expect(abs(view.presentationFrame.origin.x - 50) < 1e-9)
        engine.runUntilIdle()
        #expect(engine.now == 2)
    }

    @Test("Keyframes animate within their relative windows")
    func keyframes() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done = false
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            }, completion: { done = $0 })
        engine.advance(by: 0.5)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        engine.advance(by: 0.5)
        #expect(abs(view.presentationAlpha) < 1e-9)
        engine.advance(by: 0.5)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        engine.runUntilIdle()
        #expect(done)
        #expect(
            linesContaining(
                "UIView#1 alpha 1 -> 0 [keyframe 0+0.5]; UIView#1 alpha 0 -> 1 [keyframe 0.5+0.5]", in: engine
            ).count == 1)
    }

    @Test("UIView.transition(from:to:) swaps the views at once and completes after the duration")
    func viewTransition() {
        let engine = TransitionEngine()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let a = UIView()
        let b = UIView()
        window.addSubview(a)
        var finished = false
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft) { finished = $0 }
        #expect(a.superview == nil)
        #expect(b.superview === window)
        engine.runUntilIdle()
        #expect(finished)
        #expect(engine.now == 0.5)
        #expect(
            linesContaining(
                "flipFromLeft from UIView#1 to UIView#2, duration 0.5 (visual effect not modelled)", in: engine
            ).count == 1)
    }

    @Test("A spring settles on its target at the end of its duration")
    func spring() {
        let engine = TransitionEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
            animations: { view.center = CGPoint(x: 105, y: 5) }, completion: nil)
        engine.advance(by: 0.25)
        #expect(view.presentationFrame.origin.x > 50)
        engine.runUntilIdle()
        #expect(view.presentationFrame.origin.x == 100)
    }
}
