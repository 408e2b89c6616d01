// Every C# block of Tests/Fixtures/corpus-mini and of the corpus sample (its C# blocks vendored in
// Tests/Fixtures/corpus-sample-csharp) gets a verdict without a crash.

import DocModel
import Foundation
import SampleChecks
import Testing

@Suite("Corpus verdicts")
struct CorpusVerdictTests {
    /// The corpus sample's C# blocks, vendored in `Tests/Fixtures/corpus-sample-csharp` (the
    /// same blocks as ../shared/corpus-sample, at the same paths): the same run on every clone.
    static let corpus = SampleTestSupport.repository + "/Tests/Fixtures/corpus-sample-csharp"

    /// The repository's small corpus, present in every clone.
    static let miniCorpus = SampleTestSupport.repository + "/Tests/Fixtures/corpus-mini"

    static func markdownFiles(_ folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The census of every C# block under `folder`, checked for a verdict each.
    static func census(_ folder: String) throws -> (census: SampleCensus, blocks: Int) {
        var census = SampleCensus()
        var blocks = 0
        for file in markdownFiles(folder) {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
            let document = Document(bytes: Array(data))
            blocks += LocaleSamples.sources(of: document).count
            census.add(document, path: file)
        }
        print(census.summary())
        #expect(census.total + census.otherPlatforms.values.reduce(0, +) == blocks)
        #expect(census.verifierProblems.isEmpty, "\(census.verifierProblems)")
        return (census, blocks)
    }

    @Test("every C# block of the repository's small corpus gets a verdict")
    func miniCensus() throws {
        let (census, blocks) = try Self.census(Self.miniCorpus)
        #expect(blocks >= 200)
        #expect(census.ran > 0, "the iOS articles' samples run")
        #expect(census.otherPlatforms["Android", default: 0] > 0, "the Android articles' samples are not run")
    }

    @Test("every C# block of the corpus sample gets a verdict")
    func census() throws {
        let (census, blocks) = try Self.census(Self.corpus)
        #expect(blocks > 2000)
        // Android and Xamarin.Forms articles: parse and token checks only.
        #expect(census.otherPlatforms.values.reduce(0, +) > 2500)
    }
}
