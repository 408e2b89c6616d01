// ReportWriter: where a report's bytes go, in chunks — a file descriptor (standard output, an
// output file, a spool) or memory (tests, golden files). Reporters write as the check delivers
// articles, so the report never has to be held whole.

import Foundation

/// A buffered byte sink for reports.
public final class ReportWriter {
    private var buffer: [UInt8] = []
    /// The descriptor written to, or nil when the report is kept in memory.
    private let descriptor: Int32?
    /// Whether `descriptor` was opened here (a spool) and is closed on deinit.
    private let ownsDescriptor: Bool
    /// The first write error, if any (the rest of the report is then dropped).
    public private(set) var failure: String?

    private static let chunk = 1 << 16

    /// A writer to `descriptor`, which the caller keeps open and closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        ownsDescriptor = false
        buffer.reserveCapacity(Self.chunk)
    }

    /// A writer that keeps the report in memory (read it with `text`).
    public init() {
        descriptor = nil
        ownsDescriptor = false
    }

    private init(spool descriptor: Int32) {
        self.descriptor = descriptor
        ownsDescriptor = true
        buffer.reserveCapacity(Self.chunk)
    }

    deinit {
        if ownsDescriptor, let descriptor { close(descriptor) }
    }

    /// A writer of the same kind for a part written before the text that comes ahead of it (a
    /// temporary file that is gone once closed, or memory).
    func spool() -> ReportWriter {
        guard descriptor != nil else { return ReportWriter() }
        var template = Array((NSTemporaryDirectory() + "/docparity-spool-XXXXXX").utf8CString)
        let spooled = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard spooled >= 0 else {
            let memory = ReportWriter()
            memory.failure = "cannot create a temporary file: \(String(cString: strerror(errno)))"
            return memory
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return ReportWriter(spool: spooled)
    }

    /// Appends `text`.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if descriptor != nil, buffer.count >= Self.chunk { flush() }
    }

    /// Appends a literal.
    func write(_ text: StaticString) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        if descriptor != nil, buffer.count >= Self.chunk { flush() }
    }

    /// Appends `text`'s bytes.
    func write(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
        if descriptor != nil, buffer.count >= Self.chunk { flush() }
    }

    /// Appends everything written to `spool` (which is then empty).
    func append(_ spool: ReportWriter) {
        spool.flush()
        if let failure = spool.failure, self.failure == nil { self.failure = failure }
        guard let source = spool.descriptor else {
            write(spool.buffer)
            spool.buffer.removeAll()
            return
        }
        lseek(source, 0, SEEK_SET)
        append(from: source)
    }

    /// Appends everything `source` reads from its current position to its end.
    public func append(from source: Int32) {
        flush()
        var chunk = [UInt8](repeating: 0, count: Self.chunk)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            write(chunk[..<count])
        }
    }

    /// Writes out what is buffered (nothing for a writer in memory).
    public func flush() {
        guard let descriptor, !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        var written = 0
        buffer.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += count
            }
        }
    }

    /// The report written so far, for a writer in memory.
    public var text: String { String(decoding: buffer, as: UTF8.self) }
}
