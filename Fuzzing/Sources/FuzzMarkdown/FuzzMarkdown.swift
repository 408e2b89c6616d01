// fuzz-markdown: any bytes as a Markdown file → `Document(bytes:)`. Covers the input checks
// (UTF-8 validation and repair, BOM, size), front matter splitting, the cmark-gfm walk, DocFX
// extensions and inline HTML. Parsing never throws, so only a crash, leak or hang is a finding.

import DocModel

/// libFuzzer's entry point: parses one input as a document and reads a few derived values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document = Document(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    _ = document.headings
    if let line = document.elements.last?.position.line { _ = document.lineText(line) }
    return 0
}
