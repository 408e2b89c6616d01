// StandIn: the value a recording double gives — for an API the engine does not simulate, or for
// a name the article never declares. It has a deterministic trace name (`DefaultCenter#1`),
// remembers what the sample set on it, and collects the handlers attached to its events so that
// the run can fire them as UIKit would. As a number it is 0, as a condition false, as a
// collection one stand-in element; handed to the engine it is "not modelled".

/// A stand-in object.
final class StandIn {
    /// The trace name, unique in its run.
    let name: String
    /// Values the sample set on its members, by member name (read back as they were set).
    var members: [String: Value] = [:]

    init(name: String) { self.name = name }
}

/// A handler the sample attached to a stand-in's event (`button.TouchUpInside += …`).
struct StandInHandler {
    /// The stand-in raising the event.
    let sender: StandIn
    /// The event's name.
    let event: String
    /// The handler (a closure value).
    let handler: Value
}
