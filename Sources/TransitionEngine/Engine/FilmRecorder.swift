// FilmRecorder: takes the frames of each transition's film. The start is taken when the animator
// has set its animations up, the end when the transition completes; the quarters are taken just
// before the virtual clock moves past them, reading the animations' values at those times, so
// that no timer of its own is added to the run loop (which would change when it goes idle).

import Foundation

/// Records transition films into an engine's trace.
final class FilmRecorder {
    /// The fractions of a transition's duration taken between its start and its end.
    static let quarters = [0.25, 0.5, 0.75]
    /// The most films a trace keeps, and views a frame shows.
    static let maxFilms = 16
    static let maxViews = 48

    private unowned let engine: TransitionEngine
    /// Frames still to take: the film, the fraction, the time.
    private var pending: [(film: Int, fraction: Double, time: TimeInterval)] = []

    init(engine: TransitionEngine) { self.engine = engine }

    /// Starts a film of a transition of `duration` seconds, taking its first frame now; returns
    /// its number, or nil when the trace has as many films as it keeps.
    func begin(_ label: String, duration: TimeInterval) -> Int? {
        guard engine.trace.films.count < Self.maxFilms, let window = engine.keyWindow else { return nil }
        let film = engine.trace.films.count
        engine.trace.appendFilm(TransitionFilm(label: label, window: window.bounds, frames: []))
        take(film, fraction: 0, at: engine.now)
        if duration > 0 {
            for fraction in Self.quarters { pending.append((film, fraction, engine.now + duration * fraction)) }
        }
        return film
    }

    /// The transition of `film` completed: the frames it had left are as it is now, and so is its end.
    func end(_ film: Int?) {
        guard let film else { return }
        for frame in pending where frame.film == film { take(film, fraction: frame.fraction, at: engine.now) }
        pending.removeAll { $0.film == film }
        take(film, fraction: 1, at: engine.now)
    }

    /// Takes the frames due before `time`, the clock's next reading.
    func clockWillMove(to time: TimeInterval) {
        guard pending.contains(where: { $0.time < time }) else { return }
        for frame in pending where frame.time < time { take(frame.film, fraction: frame.fraction, at: frame.time) }
        pending.removeAll { $0.time < time }
    }

    private func take(_ film: Int, fraction: Double, at time: TimeInterval) {
        guard let window = engine.keyWindow else { return }
        var views: [FilmView] = []
        func visit(_ view: UIView, origin: CGPoint, alpha: Double, depth: Int) {
            for subview in view.subviews where !subview.isHidden && views.count < Self.maxViews {
                let frame = subview.presentationFrame(at: time)
                let shownAlpha = alpha * Double(subview.presentationAlpha(at: time))
                let inWindow = CGRect(
                    x: origin.x + frame.minX - view.bounds.minX, y: origin.y + frame.minY - view.bounds.minY,
                    width: frame.width, height: frame.height)
                views.append(
                    FilmView(
                        name: engine.name(of: subview), controller: subview.owningViewController.map(engine.name(of:)),
                        frame: inWindow, alpha: shownAlpha, depth: depth))
                visit(subview, origin: inWindow.origin, alpha: shownAlpha, depth: depth + 1)
            }
        }
        visit(window, origin: .zero, alpha: 1, depth: 1)
        engine.trace.appendFrame(FilmFrame(fraction: fraction, time: time, views: views), toFilm: film)
    }
}
