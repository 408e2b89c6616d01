// LineTable: maps UTF-8 byte offsets of a file to lines and columns, and back to line text.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The start offset of every line of a UTF-8 buffer, for converting byte offsets to locations.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Total byte length of the buffer.
    public let length: Int

    /// Builds the table for `bytes`. A line ends at `\n`; a `\r` before it belongs to the line.
    public init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, 0x0A, buffer.count - offset)
            {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
        length = bytes.count
    }

    /// Builds the table for the UTF-8 of `text`.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// Number of lines (a trailing newline opens a last, empty line).
    public var lineCount: Int { lineStarts.count }

    /// The location of byte `offset` (clamped to the buffer).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, length))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The byte range of 1-based `line` without its line terminator, or nil past the end.
    public func byteRange(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : length
        return start..<max(start, end)
    }
}
