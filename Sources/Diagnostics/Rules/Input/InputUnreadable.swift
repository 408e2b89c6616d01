// input.unreadable: a file or folder cannot be read.

extension RuleID {
    /// `input.unreadable`: a file or folder cannot be read.
    public static let inputUnreadable = RuleID("input.unreadable")
}

extension RuleDescriptor {
    /// The `input.unreadable` rule: its default level, what it compares and why, and its examples.
    public static let inputUnreadable = RuleDescriptor(
        id: .inputUnreadable, defaultSeverity: .error, summary: "a file or folder cannot be read",
        explanation:
            "Permission denied, a dangling link, a symbolic link loop, or a file over `max-file-size`. The rest of the tree is still checked. (Its examples need a file system; they are tested end to end.)"
    )
}
