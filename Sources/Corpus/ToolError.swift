// ToolError: failures of the tool itself (bad configuration, missing path, unreadable input
// folder). Never mixed with findings; the CLI turns them into a message and exit status 2.

/// A failure that stops a run: usage, configuration or I/O.
public struct ToolError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: String, Sendable {
        /// The command line is wrong.
        case usage
        /// The configuration file is wrong.
        case configuration
        /// A path cannot be read or written.
        case io
    }

    /// The kind.
    public var kind: Kind
    /// A sentence for the user: what is wrong and what to do.
    public var message: String

    /// Creates a tool error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
