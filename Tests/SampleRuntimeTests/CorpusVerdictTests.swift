// Every C# block of ../shared/corpus-sample gets a verdict without a crash (skipped when the
// corpus is not checked out next to the repository).

import DocModel
import Foundation
import SampleChecks
import Testing

@Suite("Corpus verdicts")
struct CorpusVerdictTests {
    static let corpus = SampleTestSupport.repository + "/../shared/corpus-sample"

    static func markdownFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    }

    @Test(
        "every C# block of the corpus sample gets a verdict",
        .enabled(if: FileManager.default.fileExists(atPath: corpus)))
    func census() throws {
        var census = SampleCensus()
        var blocks = 0
        for file in Self.markdownFiles() {
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/" + file))
            let document = Document(bytes: Array(data))
            blocks += LocaleSamples.sources(of: document).count
            census.add(document)
        }
        print(census.summary())
        #expect(census.total == blocks)
        #expect(blocks > 2000)
        #expect(census.ran > 0)
        #expect(census.verifierProblems.isEmpty, "\(census.verifierProblems)")
    }
}
