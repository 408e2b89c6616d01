// Transition films: the window's views at the start, the quarters and the end of a transition,
// read from the animations' values at those times, without changing the trace.

import Foundation
import Testing
import TransitionEngine

@Suite("Transition films")
struct TransitionFilmTests {
    /// ControllerTwo's root view's frame in each frame of the first film.
    static func presentedFrames(_ engine: TransitionEngine) throws -> [(Double, CGRect)] {
        let film = try #require(engine.trace.films.first)
        return try film.frames.map { frame in
            let view = try #require(frame.views.first { $0.controller == "ControllerTwo#1" }, "\(frame.views)")
            return (frame.fraction, view.frame)
        }
    }

    @Test("the default presentation slides ControllerTwo up from the bottom")
    func coverVertical() throws {
        let (engine, _) = runPresentationScenario(.plain)
        let frames = try Self.presentedFrames(engine)
        #expect(frames.map(\.0) == [0, 0.25, 0.5, 0.75, 1])
        #expect(frames.first?.1 == CGRect(x: 0, y: 568, width: 320, height: 568))
        #expect(frames[2].1 == CGRect(x: 0, y: 284, width: 320, height: 568))
        #expect(frames.last?.1 == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.1.minY > $1.1.minY }, "it rises all the way")
        #expect(engine.trace.films.first?.window == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test("the custom animator eases ControllerTwo to {20, 20, 280, 528} over 1 s")
    func customAnimator() throws {
        let (engine, _) = runPresentationScenario(.custom({ TransitioningDelegate() }))
        let frames = try Self.presentedFrames(engine)
        #expect(frames.map(\.0) == [0, 0.25, 0.5, 0.75, 1])
        #expect(frames.last?.1 == CGRect(x: 20, y: 20, width: 280, height: 528))
        let times = try #require(engine.trace.films.first).frames.map(\.time)
        #expect(times == [0, 0.25, 0.5, 0.75, 1])
    }
}
