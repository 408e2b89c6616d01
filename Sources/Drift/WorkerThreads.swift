// WorkerThreads: threads with a stack size of our choosing that can be joined — Foundation's
// `Thread` can be given a stack size but not joined, and a process that exits while a worker is
// still tearing down its thread-local state (the Markdown arena) can crash on the way out.

import Foundation

/// A fixed set of threads running one body each, joined together (public for the fuzz targets,
/// which run their input as the check's workers do).
public final class WorkerThreads {
    private var threads: [pthread_t] = []

    /// Starts `count` threads of `stackSize` bytes, each running `body` once.
    public init(count: Int, stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        for _ in 0..<count {
            let context = Unmanaged.passRetained(Body(body)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
                    body.run()
                    return nil
                }, context)
            if status == 0 {
                threads.append(thread)
            } else {
                // No thread of this size could be made: a default one still does the work (and is
                // not joined; the caller waits for its results anyway).
                let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
                Thread { body.run() }.start()
            }
        }
    }

    /// Waits for every thread to end.
    public func join() {
        for thread in threads { pthread_join(thread, nil) }
        threads.removeAll()
    }

    /// A body, boxed to cross into a thread.
    private final class Body: @unchecked Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
