// HTMLFragment: the elements and attributes of inline or block HTML found in Markdown
// (`<a name="…"></a>` anchors in headings, `<img src>`, `<a href>`), parsed by libxml2 through
// XMLShim so that Swift never sees libxml2's headers.

import XMLShim

/// An HTML element found in a fragment: its lower-cased name and attributes.
public struct HTMLElement: Sendable, Hashable {
    /// Lower-cased element name, e.g. `a`, `img`.
    public var name: String
    /// Attributes by lower-cased name.
    public var attributes: [String: String]
}

/// Parses HTML fragments leniently with libxml2.
public enum HTMLFragment {
    private final class Collector {
        var elements: [HTMLElement] = []
    }

    /// The elements of `html` in document order; empty when libxml2 finds none.
    public static func elements(in html: String) -> [HTMLElement] {
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        var bytes = Array(html.utf8)
        bytes.append(0)
        _ = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                dp_html_scan_elements(
                    pointer, buffer.count - 1,
                    { name, attributes, count, _, context in
                        guard let name, let context else { return }
                        let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                        var values: [String: String] = [:]
                        for index in 0..<count {
                            guard let attribute = attributes?[index], let key = attribute.name else { continue }
                            values[String(cString: key).lowercased()] =
                                attribute.value.map { String(cString: $0) } ?? ""
                        }
                        collector.elements.append(
                            HTMLElement(name: String(cString: name).lowercased(), attributes: values))
                    }, context)
            }
        }
        return collector.elements
    }

    /// The anchor an HTML fragment declares (`<a name>` or any `id`), if any.
    public static func anchor(in html: String) -> String? {
        if let simple = simpleAnchor(html) { return simple }
        for element in elements(in: html) {
            if element.name == "a", let name = element.attributes["name"], !name.isEmpty { return name }
            if let id = element.attributes["id"], !id.isEmpty { return id }
        }
        return nil
    }

    /// The anchor of a heading's (or an HTML block's) HTML when it is exactly `<a name="…"></a>`
    /// or `<a id="…"></a>` (either quote, the end tag optional or the tag self-closing, line breaks
    /// after it) with a value free of quotes, `&`, `<` and control
    /// characters — the form nearly every localized heading has — read without libxml2, whose
    /// parser costs more per call than the rest of the heading. Anything else returns nil and
    /// goes to libxml2 (a test checks both agree).
    static func simpleAnchor(_ html: String) -> String? {
        var text = html
        return text.withUTF8 { bytes -> String? in
            var index = 0
            // `take` is a static function on an `inout` index: a nested function capturing
            // `index` boxed it, and every use paid a runtime exclusivity check.
            guard take("<a ", in: bytes, at: &index),
                take("name=", in: bytes, at: &index) || take("id=", in: bytes, at: &index), index < bytes.count
            else { return nil }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                {
                    return nil
                }
                index += 1
            }
            guard index < bytes.count, index > start else { return nil }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            // `>`, or a self-closing ` />` (`<a name="x" />`, common in the docs).
            guard
                take(">", in: bytes, at: &index) || take(" />", in: bytes, at: &index)
                    || take("/>", in: bytes, at: &index)
            else { return nil }
            _ = take("</a>", in: bytes, at: &index)
            // Line breaks after it (an HTML block's literal ends with one).
            while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
            return index == bytes.count ? value : nil
        }
    }

    /// Whether `literal` is at `index` in `bytes`; if so, moves `index` past it.
    private static func take(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Bool
    {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        index += count
        return true
    }
}
