// FrameworkLifecycle: the order in which a framework calls an object's methods — the lifecycle
// members in the order UIKit, AppKit and WatchKit call them, every other member after them, as
// declared — which is the order the harness calls them in (the interpreter's `Exercise`, and the
// tests `docparity generate` writes).

/// The order a framework calls methods in.
public enum FrameworkLifecycle {
    /// The lifecycle members, in the order the frameworks call them.
    public static let members = [
        "FinishedLaunching", "WillFinishLaunching", "DidFinishLaunching", "AwakeFromNib", "Awake", "LoadView",
        "ViewDidLoad", "ViewWillAppear", "WillActivate", "ViewDidAppear", "DidActivate", "ViewWillLayoutSubviews",
        "ViewDidLayoutSubviews", "ViewWillDisappear", "ViewDidDisappear", "DidDeactivate",
    ]

    /// Where a framework calls a member in an object's life: a lifecycle member's place, every
    /// other member after them.
    public static func rank(_ name: String) -> Int {
        members.firstIndex(of: name) ?? members.count
    }

    /// `methods` in the order a framework calls them: lifecycle members first, in their order,
    /// the others as declared.
    public static func ordered(_ methods: [IRMethod]) -> [IRMethod] { ordered(methods, name: \.name) }

    /// `items` (methods with what goes with them) in the order a framework calls the methods
    /// `name` gives.
    public static func ordered<Item>(_ items: [Item], name: (Item) -> String) -> [Item] {
        items.enumerated().sorted {
            (rank(name($0.element)), $0.offset) < (rank(name($1.element)), $1.offset)
        }.map(\.element)
    }
}
