// UIControl: control events with target/action (method references) and closure handlers.

import Foundation

/// A view that sends actions for control events.
open class UIControl: UIView {
    /// Control states (UIKit's `UIControl.State`); buttons distinguish titles for `.normal` only.
    public struct State: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// States from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Control events with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touch down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// Repeated touch down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// Drag inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// Drag outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// Touch up inside (a tap; C# `TouchUpInside`).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// Touch up outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Touch cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// Value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Primary action triggered.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        var traceName: String {
            let names: [(Event, String)] = [
                (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
                (.touchDragOutside, "touchDragOutside"), (.touchUpInside, "touchUpInside"),
                (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
                (.primaryActionTriggered, "primaryActionTriggered"),
            ]
            let found = names.filter { contains($0.0) }.map(\.1)
            return found.isEmpty ? "event(\(rawValue))" : found.joined(separator: "|")
        }
    }

    private var handlers: [(events: Event, run: (UIControl) -> Void)] = []

    /// Whether the control is enabled; disabled controls send no actions.
    open var isEnabled = true

    /// Registers a method reference as the action: `button.addTarget(self, action: Host.showTwo, for: .touchUpInside)`.
    /// The target is held weakly, as in UIKit.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (UIControl) -> Void, for events: Event
    ) {
        handlers.append(
            (
                events,
                { [weak target] control in
                    if let target { action(target)(control) }
                }
            ))
    }

    /// Registers a method reference taking no sender.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        handlers.append(
            (
                events,
                { [weak target] _ in
                    if let target { action(target)() }
                }
            ))
    }

    /// Registers a closure action (UIKit's `addAction(_:for:)`); the control keeps the action.
    public func addAction(_ action: UIAction, for events: Event) {
        handlers.append(
            (
                events,
                { control in
                    action.sender = control
                    action.handler(action)
                }
            ))
    }

    /// Registers a closure receiving the sender (C# `button.TouchUpInside += (sender, e) => …`).
    public func addHandler(for events: Event, _ handler: @escaping (UIControl) -> Void) {
        handlers.append((events, handler))
    }

    /// Sends the actions registered for `events`, in registration order, and traces the event.
    open func sendActions(for events: Event) {
        let engine = owningEngine
        guard isEnabled else {
            engine.record(.control, engine.name(of: self), "\(events.traceName) ignored (disabled)")
            return
        }
        let matching = handlers.filter { !$0.events.intersection(events).isEmpty }
        engine.record(
            .control, engine.name(of: self),
            "\(events.traceName) (\(matching.count) handler\(matching.count == 1 ? "" : "s"))")
        for handler in matching { handler.run(self) }
    }
}
