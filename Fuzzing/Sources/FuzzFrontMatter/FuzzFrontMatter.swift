// fuzz-frontmatter: any bytes as the YAML between a document's `---` lines → `FrontMatter`
// (the flat reader, then Yams for anything outside its subset), through `Document(bytes:)`, which
// is the front matter's only public entry. The body is empty, so the time goes to the YAML.

import DocModel

/// The lines around the input.
private let opening = Array("---\n".utf8)
private let closing = Array("\n---\n# Title\n".utf8)

/// libFuzzer's entry point: parses one input as a document's front matter and reads its entries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document = Document(bytes: opening + UnsafeBufferPointer(start: data, count: size) + closing)
    for entry in document.frontMatter.entries { _ = document.frontMatter[entry.key] }
    return 0
}
