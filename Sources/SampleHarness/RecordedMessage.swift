// RecordedMessage: how the recorded events the harness and the interpreter make themselves begin
// (as opposed to an API's member), so that readers of a trace — the census — can tell them apart.

/// Beginnings of recorded events' messages.
public enum RecordedMessage {
    /// A call the harness makes as the framework would (`called by the framework: ViewDidLoad()`).
    public static let frameworkCall = "called by the framework: "
    /// An object the harness creates as the framework would.
    public static let frameworkCreation = "created by the framework"
    /// A stand-in compared with a value (`compared with "en-US"`).
    public static let comparison = "compared with "
    /// A stand-in tested in an `if` and answering so that the branch that runs more of the
    /// sample runs (`taken as null, running the branch that runs more of the sample`).
    public static let standInTaken = "taken as "

    /// Attributes as a recorded event shows them: ` [Export("a:")]`, or nothing.
    public static func attributes(_ list: [String]) -> String {
        list.isEmpty ? "" : " [\(list.joined(separator: ", "))]"
    }
}
