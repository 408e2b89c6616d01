// fuzz-csharp: any bytes, decoded as UTF-8 (invalid sequences replaced, as DocModel does), as a C#
// snippet → `CSharpSnippet.parse` (lexer, tolerant parser, form detection, diagnostics), the tree
// dump and the significant tokens code drift compares. The parser never fails, so only a crash,
// leak or hang is a finding.

import CSharpSyntax

/// libFuzzer's entry point: parses one input as a snippet.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let snippet = CSharpSnippet.parse(source)
    _ = snippet.dump()
    _ = CSharpSnippet.significantTokens(source)
    return 0
}
