// Filmstrip: a transition drawn for a report — the window and its views at a few moments, as one
// group of locales ran it. A behaviour-drift finding carries one per locale group, so a report can
// show what differs; it plays no part in fingerprints or baselines.

/// One locale group's transition, as frames of boxes.
public struct Filmstrip: Sendable, Hashable, Codable {
    /// A view in a frame.
    public struct Box: Sendable, Hashable, Codable {
        /// The view's trace name, e.g. `UIView#3`.
        public var name: String
        /// The controller whose root view it is, if any, e.g. `ControllerTwo#1`.
        public var controller: String?
        /// Its frame in the window, in points: left edge.
        public var x: Double
        /// Top edge.
        public var y: Double
        /// Width.
        public var width: Double
        /// Height.
        public var height: Double
        /// Its opacity as shown.
        public var alpha: Double

        /// Creates a box.
        public init(
            name: String, controller: String?, x: Double, y: Double, width: Double, height: Double, alpha: Double
        ) {
            self.name = name
            self.controller = controller
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.alpha = alpha
        }
    }

    /// The window at one moment.
    public struct Frame: Sendable, Hashable, Codable {
        /// Where in the transition: 0 (start) to 1 (completed).
        public var fraction: Double
        /// Virtual time in seconds.
        public var time: Double
        /// The views, back to front.
        public var boxes: [Box]

        /// Creates a frame.
        public init(fraction: Double, time: Double, boxes: [Box]) {
            self.fraction = fraction
            self.time = time
            self.boxes = boxes
        }
    }

    /// The locales that ran it this way.
    public var locales: [String]
    /// What the transition is, e.g. `presentation of ControllerTwo#1`.
    public var label: String
    /// The window's width in points.
    public var width: Double
    /// The window's height in points.
    public var height: Double
    /// The frames, in time order.
    public var frames: [Frame]

    /// Creates a filmstrip.
    public init(locales: [String], label: String, width: Double, height: Double, frames: [Frame]) {
        self.locales = locales
        self.label = label
        self.width = width
        self.height = height
        self.frames = frames
    }
}
