// Console: sample output (C# `Console.WriteLine`) routed into the current engine's trace instead of stdout.

import Foundation

/// Writes sample output into the trace of the current engine (`TransitionEngine.current`).
///
/// This deliberately does not shadow `Swift.print`; generated code calls `Console.writeLine(_:)`.
public enum Console {
    /// Records `text` as a `console` event at the current virtual time.
    public static func writeLine(_ text: String) {
        TransitionEngine.current.console(text)
    }

    /// Records the description of `value` (C# `Console.WriteLine(object)`).
    public static func writeLine(_ value: Any) {
        TransitionEngine.current.console(String(describing: value))
    }

    /// Records an empty line.
    public static func writeLine() {
        TransitionEngine.current.console("")
    }
}
