// Trace: the ordered record of every observable effect of a scenario, serializable to text and JSON Lines.

import Foundation

/// The ordered list of trace events of one engine.
public final class Trace {
    /// Every event in the order it happened.
    public private(set) var events: [TraceEvent] = []
    /// The transitions as pictures (not part of the events, their text or their comparison).
    public private(set) var films: [TransitionFilm] = []

    /// An empty trace.
    public init() {}

    /// An existing list of events (for example read back from JSON Lines).
    public init(events: [TraceEvent]) { self.events = events }

    /// Appends an event.
    public func append(_ event: TraceEvent) { events.append(event) }

    /// Appends a film.
    func appendFilm(_ film: TransitionFilm) { films.append(film) }

    /// Appends a frame to film number `film`.
    func appendFrame(_ frame: FilmFrame, toFilm film: Int) { films[film].frames.append(frame) }

    /// The trace as readable text, one event per line, each line ending in `\n`.
    public var text: String {
        // Appended into one string (a line and its line feed joined per event made two strings).
        var text = ""
        text.reserveCapacity(events.count * 64)
        for event in events {
            text += event.textLine
            text += "\n"
        }
        return text
    }

    /// The trace as JSON Lines (one JSON object per line, each line ending in `\n`).
    public var jsonLines: String { events.map { $0.jsonLine + "\n" }.joined() }

    /// The events of one kind.
    public func events(of kind: TraceKind) -> [TraceEvent] { events.filter { $0.kind == kind } }

    /// Parses JSON Lines written by `jsonLines`; lines that do not parse are skipped.
    public static func parse(jsonLines: String) -> Trace {
        let decoder = JSONDecoder()
        struct Line: Decodable {
            let t: Double
            let kind: TraceKind
            let subject: String
            let message: String
        }
        var events: [TraceEvent] = []
        for line in jsonLines.split(separator: "\n") {
            guard let data = String(line).data(using: .utf8),
                let decoded = try? decoder.decode(Line.self, from: data)
            else { continue }
            events.append(
                TraceEvent(time: decoded.t, kind: decoded.kind, subject: decoded.subject, message: decoded.message))
        }
        return Trace(events: events)
    }
}
