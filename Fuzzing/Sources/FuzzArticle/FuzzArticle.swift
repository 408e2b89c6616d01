// fuzz-article: any bytes as one article in two locales → `ArticleChecker.check` with every rule
// and the sample check, configured as `docparity check` configures it. The input is split at its
// first 0x00 byte (or, without one, in half): the part before is es-ES, the part after fr-FR, so
// the fuzzer can keep two translations nearly alike and find what alignment, the drift checks and
// the behaviour comparison make of their differences.

import DocModel
import DocParityCLI
import Drift
import SampleChecks
import TransitionEngine

/// The checker, as `docparity check` makes it with the default configuration.
private let checker = ArticleChecker(catalogue: DocParityRules.catalogue, extraChecks: [SampleCheck()])

/// libFuzzer's entry point: checks one input as a two-locale article.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let zero = bytes.firstIndex(of: 0)
    let first = Array(bytes[..<(zero ?? size / 2)])
    let second = Array(bytes[(zero.map { $0 + 1 } ?? size / 2)...])
    // Link targets "exist" by a rule of the path, so link checks see both answers.
    let exists: @Sendable (String) -> Bool = { $0.utf8.count % 2 == 0 }
    let articles = [
        LocaleArticle(
            locale: "es-ES", path: "es-ES/article.md", document: Document(bytes: first), linkTargetExists: exists),
        LocaleArticle(
            locale: "fr-FR", path: "fr-FR/article.md", document: Document(bytes: second), linkTargetExists: exists),
    ]
    _ = checker.check(article: "article.md", articles)
    // The last scenario's engine stays current (retained by a pthread key) until another engine
    // is made: make an empty one, so what this input built is freed within this input. Else it is
    // freed during the next one, which muddles libFuzzer's malloc/free counts, and LeakSanitizer
    // reports the IR the live engine references through spare-bit-tagged enum pointers.
    _ = TransitionEngine()
    return 0
}
