// LegacyAnchors: explicit anchors an older translation keeps on their own line just above a
// heading (`<a name="caching_images" />` over `## <a name="caching-images"></a>…`), where the
// source once had them. An in-page link to one lands on the heading, as a link to the heading's
// own anchor does: `#caching_images` and `#caching-images` are the same target in that locale.

import DocModel

/// A document's anchors outside headings that sit right above a heading with an anchor of its own.
struct LegacyAnchors {
    /// The heading anchor each such anchor lands on, by the anchor's name.
    private let headings: [String: String]

    /// Reads `document`'s anchors and headings.
    init(_ document: Document) {
        var headings: [String: String] = [:]
        let elements = document.elements
        var next = 0
        for anchor in document.anchors {
            // The first element at or after the anchor's line (anchors and elements are in order).
            while next < elements.count, elements[next].position.line < anchor.position.line { next += 1 }
            guard next < elements.count, elements[next].position.line <= anchor.position.line + 2,
                case .heading(_, let headingAnchor?, _) = elements[next].kind, headingAnchor != anchor.name
            else { continue }
            headings[anchor.name] = headingAnchor
        }
        self.headings = headings
    }

    /// `target` with an in-page fragment that names such an anchor replaced by its heading's.
    func landing(_ target: String) -> String {
        guard !headings.isEmpty, target.utf8.first == UInt8(ascii: "#") else { return target }
        return headings[String(target.dropFirst())].map { "#" + $0 } ?? target
    }
}
