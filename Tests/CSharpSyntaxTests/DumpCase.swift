// Test support: a source snippet and its expected tree dump.

import Testing

/// One parameterized dump test: source and expected dump.
struct DumpCase: CustomTestStringConvertible, Sendable {
    let source: String
    let expectedDump: String

    init(_ source: String, _ expectedDump: String) {
        self.source = source
        // Multi-line literals drop the final line break; dumps end with one.
        self.expectedDump = expectedDump.hasSuffix("\n") ? expectedDump : expectedDump + "\n"
    }

    var testDescription: String { source.count > 60 ? String(source.prefix(57)) + "…" : source }
}
