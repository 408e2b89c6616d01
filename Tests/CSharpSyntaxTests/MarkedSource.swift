// Test support: inline source with 1️⃣-style position markers, swift-syntax style.

import CSharpSyntax

/// Source text with emoji markers removed and their positions recorded.
struct MarkedSource {
    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The source without markers.
    let source: String
    /// Marker name → position in `source`.
    let markers: [String: SourcePosition]

    init(_ marked: String) {
        var clean = ""
        var markers: [String: SourcePosition] = [:]
        var offset = 0
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for name in MarkedSource.markerNames where rest.hasPrefix(name) {
                markers[name] = SourcePosition(offset: offset, line: line, column: column)
                rest = rest.dropFirst(name.count)
                continue outer
            }
            let character = rest.removeFirst()
            clean.append(character)
            let length = character.utf8.count
            offset += length
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += length
            }
        }
        self.source = clean
        self.markers = markers
    }

    subscript(_ name: String) -> SourcePosition { markers[name]! }
}

/// A compact rendering of a diagnostic for expectations: `id@line:col message`.
func render(_ diagnostic: SyntaxDiagnostic) -> String {
    "\(diagnostic.id)@\(diagnostic.range.start) \(diagnostic.message)"
}

/// Expected diagnostic at a marker.
struct ExpectedDiagnostic {
    let marker: String
    let id: String
    let message: String

    init(_ marker: String, _ id: String, _ message: String) {
        self.marker = marker
        self.id = id
        self.message = message
    }
}

/// Renders expected diagnostics against a marked source, in the same format as `render`.
func render(_ expected: [ExpectedDiagnostic], in marked: MarkedSource) -> [String] {
    expected.map { "\($0.id)@\(marked[$0.marker]) \($0.message)" }
}
