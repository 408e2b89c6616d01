// MarkupTree: an XML or XAML code sample reduced by libxml2 (through XMLShim) to what is compared
// across locales — elements and attributes in order, and text content apart — with comments and
// whitespace gone.

import XMLShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The comparable form of an XML fragment.
public struct MarkupTree: Sendable, Hashable {
    /// One line per element (`depth:name`) and attribute (`depth:@name=value`), in order.
    public var structure: [String]
    /// One line per non-blank text node (`depth:text`), trimmed.
    public var text: [String]

    /// Parses `source`; nil when it is not well-formed XML (`error` then says why).
    public static func parse(_ source: String) -> (tree: MarkupTree?, error: String?) {
        var structure: UnsafeMutablePointer<CChar>?
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<CChar>?
        let status = source.withCString { characters in
            dp_xml_canonicalize(characters, source.utf8.count, &structure, &text, &error)
        }
        defer {
            dp_free(structure)
            dp_free(text)
            dp_free(error)
        }
        guard status == 0, let structure, let text else {
            return (nil, error.map { String(cString: $0) } ?? "not well-formed XML")
        }
        // libxml2 normalizes line ends to LF, so the lines are cut on that byte.
        func lines(_ pointer: UnsafeMutablePointer<CChar>) -> [String] {
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            return bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        }
        return (MarkupTree(structure: lines(structure), text: lines(text)), nil)
    }
}
