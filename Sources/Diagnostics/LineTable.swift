// LineTable: maps UTF-8 byte offsets of a file to lines and columns, and back to line text.

import UTF8Scan

/// The start offset of every line of a UTF-8 buffer, for converting byte offsets to locations.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Total byte length of the buffer.
    public let length: Int

    /// Builds the table for `bytes`. A line ends at `\n`; a `\r` before it belongs to the line.
    /// The line feeds are counted first, so the table is allocated once at its size, then found
    /// 32 bytes at a time (`UTF8Scan`'s `LineFeeds`), which may write a few entries past them.
    public init(_ bytes: [UInt8]) {
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return [0] }
            let feeds = dp_line_feed_count(base, buffer.count)
            return [Int](unsafeUninitializedCapacity: feeds + 1 + Int(DP_LINE_FEED_SLACK)) { starts, initialized in
                starts[0] = 0
                dp_line_feed_ends(base, buffer.count, starts.baseAddress! + 1)
                initialized = feeds + 1
            }
        }
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
