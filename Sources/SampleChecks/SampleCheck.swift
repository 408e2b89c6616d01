// SampleCheck: the samples pipeline as an article check — every locale's C# samples compiled with
// the fixtures and run in the same scenarios; compile errors, behaviour drift, not-modelled APIs
// and exhausted budgets become findings.

import ByteKeys
import Corpus
import Diagnostics
import DocModel
import Drift
import Foundation
import SampleCompiler
import SampleRuntime
import TransitionEngine

/// Compiles, runs and compares an article's samples across locales.
public struct SampleCheck: ArticleCheck {
    /// The budgets of each scenario run.
    public var budget: SampleBudget
    /// The fixtures folders' compilers, shared by every article this check runs on.
    let fixtures = FixtureCompilers()
    /// The samples this check has run so far, in every locale.
    public let tally = SampleTally()

    /// Creates the check.
    public init(budget: SampleBudget = SampleBudget()) { self.budget = budget }

    /// The errors of the fixtures that locales under `localeRoots` compile with (see
    /// `LocaleSamples.fixtureProblems`), from the compilers this check read and parsed.
    public func fixtureProblems(localeRoots: [String], configuration: Configuration) -> [String] {
        LocaleSamples.fixtureProblems(localeRoots: localeRoots, configuration: configuration, fixtures: fixtures)
    }

    /// The rules it reports.
    public var rules: [RuleDescriptor] { SampleRules.rules }

    /// Findings for one article.
    public func check(
        article: String, articles: [LocaleArticle], reference: Int, configuration: Configuration,
        snippets: SnippetCache,
        pairing: CodeBlockPairing
    ) -> [Finding] {
        let cache = SampleRunCache(snippets: snippets)
        let compilers = LocaleSamples.compilers(for: articles, configuration: configuration, fixtures: fixtures)
        let results = articles.indices.map { index in
            LocaleSamples.run(
                articles[index].document, compiler: compilers[index], budget: budget, cache: cache,
                path: articles[index].path)
        }
        tally.add(
            results.reduce(0) { $0 + $1.samples.count },
            notModelled: results.reduce(0) { $0 + $1.samples.count(where: \.stoppedAtUnmodelledAPI) })
        guard results.contains(where: { !$0.samples.isEmpty }) else { return [] }
        var comparison = SampleComparison(article: article, articles: articles, reference: reference)
        // Samples are compared as the alignment pairs their blocks, by content: a block one locale
        // lacks is a code.block-missing finding, and shifts no other pairing.
        for column in pairing.columns {
            let entries = column.enumerated().compactMap { locale, ordinal -> (locale: Int, sample: LocaleSample)? in
                guard let ordinal, ordinal < results[locale].samples.count else { return nil }
                return (locale, results[locale].samples[ordinal])
            }
            guard !entries.isEmpty else { continue }
            comparison.compileErrors(entries)
            comparison.notModelled(entries)
            comparison.budgets(entries)
            comparison.behaviour(entries)
        }
        return Self.foldNotModelled(comparison.findings)
    }

    /// The samples a folded "not modelled" note lists (the others are counted).
    static let foldedSamples = 10

    /// "Not modelled" notes that every locale shares are information about the article, not
    /// drift: several of them become one note listing the samples, so an article of Android or
    /// Xamarin.Forms code gives one note, not one per sample. Of the notes after the first, only
    /// the message and the first location of the first `foldedSamples` are read
    /// (`SampleComparison` makes them with no more).
    static func foldNotModelled(_ findings: [Finding]) -> [Finding] {
        let shared = findings.filter { $0.ruleID == .sampleNotModeled && $0.kind == .defect }
        guard shared.count > 1, let first = shared.first else { return findings }
        var folded = first
        folded.message = "\(shared.count) C# samples use APIs the engine does not model"
        folded.notes =
            shared.prefix(foldedSamples).map { finding in
                let line = finding.locations.first.map { " (line \($0.position.line))" } ?? ""
                return replacing(" uses APIs the engine does not model", with: line, in: finding.message)
            } + (shared.count > foldedSamples ? ["and \(shared.count - foldedSamples) more"] : [])
            + [
                "every locale has these; the samples run up to the first such API; nothing outside the engine is executed"
            ]
        var result: [Finding] = []
        var placed = false
        for finding in findings {
            if finding.ruleID == .sampleNotModeled, finding.kind == .defect {
                if !placed { result.append(folded) }
                placed = true
            } else {
                result.append(finding)
            }
        }
        return result
    }

    /// `text` with every occurrence of `phrase` replaced. The messages folded here are made by
    /// `SampleComparison` with ASCII around the phrase, so comparing UTF-8 bytes finds what a
    /// Unicode-aware search finds, many times faster (this ran for every folded note).
    static func replacing(_ phrase: String, with replacement: String, in text: String) -> String {
        var (source, pattern) = (text, phrase)
        return source.withUTF8 { bytes in
            pattern.withUTF8 { pattern -> String in
                guard !pattern.isEmpty, bytes.count >= pattern.count else { return text }
                // Most texts hold no occurrence, and are returned as they are.
                let count = pattern.count
                var result: [UInt8] = []
                var copied = 0
                var search = 0
                while let offset = Bytes.firstIndex(of: pattern, in: bytes, from: search) {
                    if result.isEmpty { result.reserveCapacity(bytes.count) }
                    result += UnsafeBufferPointer(rebasing: bytes[copied..<offset])
                    result += replacement.utf8
                    copied = offset + count
                    search = copied
                }
                guard copied > 0 else { return text }
                result += UnsafeBufferPointer(rebasing: bytes[copied...])
                return String(decoding: result, as: UTF8.self)
            }
        }
    }
}
