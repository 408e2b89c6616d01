// StackFloor: how deep a sample's evaluation may go on its thread's stack. The call-depth budget
// bounds nested calls, but not how deeply expressions nest within each (an array initializer of
// a thousand braces, inside a constructor that creates its own class 120 times): every level
// costs `evaluate`'s frame, and a deep enough sample overflowed the stack of whatever thread ran
// it (found by fuzz-sample-run; `docparity run` runs samples on the main thread's 8 MB, the check
// on 16 MB workers). The interpreter stops such a sample by the budget instead, once its run has
// used `depth` bytes of stack below where the interpreter was made. A thread that runs samples
// needs that much and a reserve: the check's and `docparity run`'s have it, the thread pool's
// of Swift concurrency may not (Swift's `Glibc` does not offer `pthread_getattr_np`, which would
// give each thread's own bounds).

/// The lowest stack address a sample's evaluation may reach on the thread that made the
/// interpreter (and runs it).
struct StackFloor {
    /// Stack a run may use: half of the main thread's 8 MB, leaving the rest for what called the
    /// interpreter and for what runs below the deepest check (engine calls, the runtime, the
    /// larger frames of sanitizer builds).
    static let depth: UInt = 4 << 20

    /// The floor's address.
    let address: UInt

    /// The floor `depth` bytes below the calling code's stack.
    init() {
        let here = Self.currentAddress
        address = here > Self.depth ? here - Self.depth : 0
    }

    /// Whether the calling code's stack has reached the floor.
    @inline(__always)
    var isReached: Bool { Self.currentAddress < address }

    /// An address in the calling code's frame.
    @inline(__always)
    private static var currentAddress: UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
