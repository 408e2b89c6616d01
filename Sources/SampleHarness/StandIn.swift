// StandIn: the value a recording double gives — for an API the engine does not simulate, or for
// a name the article never declares. It has a deterministic trace name (`DefaultCenter#1`),
// remembers what the sample set on it, and collects the handlers attached to its events so that
// the run can fire them as UIKit would. The first stand-in an API gives takes the happy path —
// as a condition it is true, as a number 1 (`if (granted)`, `Count > 0`) — and the later ones
// end it (false, 0: `while (reader.Read ())` loops once); as a collection it has one stand-in
// element; handed to the engine it is "not modelled".

/// A stand-in object.
public final class StandIn {
    /// The trace name, unique in its run.
    public let name: String
    /// Whether it is the first its API gave (an assumed name's is): true and 1, else false and 0.
    public let isFirst: Bool
    /// Values the sample set on its members, by member name (read back as they were set).
    var members: [String: SampleValue] = [:]

    /// A stand-in named `name` (unique in its run), holding `members` from the start (a caught
    /// exception's `Message`).
    public init(name: String, isFirst: Bool = true, members: [String: SampleValue] = [:]) {
        self.name = name
        self.isFirst = isFirst
        self.members = members
    }

    /// The stand-in as a number.
    public var number: Int { isFirst ? 1 : 0 }
}

/// A handler the sample attached to a stand-in's event (`button.TouchUpInside += …`).
struct StandInHandler {
    /// The stand-in raising the event.
    let sender: StandIn
    /// The event's name.
    let event: String
    /// The handler (a closure value).
    let handler: SampleValue
}
