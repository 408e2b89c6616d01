// ValidUTF8: strings made from bytes known to be well-formed UTF-8 without checking them again.
// Every file is checked (and repaired) once when it is read (`SourceText`); what the converter
// then cuts from it, or takes from cmark-gfm's parse of it, is well-formed too. `String(decoding:)`
// checked it again, a scalar at a time: on text in Japanese or Polish, a third of the cost of
// every line and literal the check copies.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// A string of `bytes`, which must be well-formed UTF-8: a whole file after `SourceText`'s
    /// check, or a part of one cut at an ASCII byte (a line, a trimmed line), or a literal of
    /// cmark-gfm's parse of such a file (cmark-gfm replaces what is not well-formed, decodes
    /// entities to well-formed text, and splits text only at ASCII bytes). Debug builds check.
    ///
    /// Short texts take `String(decoding:)`, which makes them small strings faster than a
    /// copy can; longer ones are copied without a check, their ASCII-ness found (as
    /// `String(decoding:)` finds it) so that comparisons keep their fast path.
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        assert(String(validating: bytes, as: UTF8.self) != nil, "not well-formed UTF-8")
        guard bytes.count > 15 else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        var span = UTF8Span(unchecked: bytes.span)
        _ = span.checkForASCII()
        self.init(copying: span)
    }

    /// A string of `bytes` (see `init(validUTF8:)` for what they must be).
    init(validUTF8 bytes: ArraySlice<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(validUTF8: $0) }
    }

    /// A string of the NUL-terminated `pointer` (see `init(validUTF8:)`): a literal of cmark-gfm.
    init(validUTF8CString pointer: UnsafePointer<CChar>) {
        let count = strlen(pointer)
        self = pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(validUTF8: UnsafeBufferPointer(start: $0, count: count))
        }
    }
}
