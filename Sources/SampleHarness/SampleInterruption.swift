// SampleInterruption: why running sample code stopped early — an API nothing simulates, a
// budget run out, or a C# exception. Whoever runs the code decides how far the stop reaches.

/// Why running sample code stopped early.
public enum SampleInterruption: Error {
    /// An API the engine does not model.
    case notModelled(String)
    /// A budget ran out (steps, call depth, allocation, recorded accesses).
    case budget(String)
    /// A C# exception (null reference, invalid cast).
    case exception(String)
}
