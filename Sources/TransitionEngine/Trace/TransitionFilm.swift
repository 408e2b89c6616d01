// TransitionFilm: a view-controller transition as pictures — the window's views, with the frames
// and opacities they are shown with, at the start, a quarter, half and three quarters of the
// transition's duration, and when it completes. Typed data beside the trace's events (not part
// of their text or their comparison), for reports that draw what a transition does.

import Foundation

/// A view as one frame of a film shows it.
public struct FilmView: Sendable, Equatable, Codable {
    /// The view's trace name, e.g. `UIView#3`.
    public var name: String
    /// The trace name of the controller whose root view it is, if it is one.
    public var controller: String?
    /// Its frame in the window's coordinates, as shown (in-flight animation values included).
    public var frame: CGRect
    /// Its opacity as shown, times its ancestors'.
    public var alpha: Double
    /// Its depth below the window (1 for the window's subviews).
    public var depth: Int
}

/// The window at one moment of a transition.
public struct FilmFrame: Sendable, Equatable, Codable {
    /// Where in the transition: 0, 0.25, 0.5, 0.75, or 1 (completed).
    public var fraction: Double
    /// Virtual time in seconds.
    public var time: TimeInterval
    /// The visible views, back to front.
    public var views: [FilmView]
}

/// One transition's frames.
public struct TransitionFilm: Sendable, Equatable, Codable {
    /// What the transition is, e.g. `presentation of ControllerTwo#1`.
    public var label: String
    /// The window's bounds.
    public var window: CGRect
    /// Its frames, in time order.
    public var frames: [FilmFrame]
}
