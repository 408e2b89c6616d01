// Fix: a direct replacement a finding proposes — the text a drifted locale has at a place, and
// the text the reference has there instead (a code token, an anchor, a link target). Reporters
// that can carry it (SARIF `fixes`) do; it plays no part in fingerprints or baselines.

/// A replacement of one span of one line in a drifted locale's file.
public struct Fix: Sendable, Hashable, Codable {
    /// Where the replaced text starts.
    public var location: FileLocation
    /// The text there now (on one line).
    public var deleted: String
    /// The reference's text, to put in its place.
    public var inserted: String

    /// Creates a fix.
    public init(location: FileLocation, deleted: String, inserted: String) {
        self.location = location
        self.deleted = deleted
        self.inserted = inserted
    }
}
