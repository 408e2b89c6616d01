// GeneratedSuite: one article's part of the package `docparity generate` writes — every locale's
// samples compiled and run by the interpreter, the Swift models and Swift Testing tests emitted
// from the same IR, and the reference locale's traces recorded as the tests' expectations.
// Locales whose behaviour drifted get their test as a known issue naming the finding; samples the
// interpreter could not run to the end get a disabled test saying why, since their Swift would
// stop at the API the engine does not model.

import Corpus
import Diagnostics
import Drift
import Foundation
import SampleCompiler
import SampleModel
import SampleRuntime
import SwiftEmitter

/// Adds an article's models, tests and reference traces to a generated package.
public enum GeneratedSuite {
    /// What was generated for one article.
    public struct Summary: Sendable {
        /// Tests emitted (one per sample and locale that runs).
        public var tests = 0
        /// Tests emitted as known issues: `locale sample N: finding`.
        public var knownIssues: [String] = []
        /// Samples left out (disabled tests), each with why.
        public var skipped: [Skip] = []
        /// The reference locale.
        public var reference = ""
        /// Samples that got no test because the reference has no sample the alignment pairs
        /// with them that ran: `locale sample N has no counterpart in es-ES (a block es-ES
        /// lacks)`, or `… its counterpart, es-ES sample 3, was not run` (another platform).
        public var unpaired: [String] = []
        /// The interpreter's trace of every sample and locale, by `article-locale-sampleN`, for the
        /// agreement check.
        public var interpreterTraces: [String: String] = [:]
    }

    /// A sample given a disabled test, and why.
    public struct Skip: Sendable, CustomStringConvertible {
        /// `locale sample N`.
        public var sample: String
        /// Why, in full.
        public var reason: String
        /// The kind of reason, as `docparity generate` tallies them: the interpreter's verdict,
        /// or what the Swift emitter lacks.
        public var category: String
        /// Everything the Swift emitter lacks for it (each kind once, `EmitterGap.Kind`'s words),
        /// when the interpreter ran it to the end: a sample gets a test only when all are covered.
        public var lacking: [String] = []

        /// `locale sample N: why`.
        public var description: String { "\(sample): \(reason)" }
    }

    /// Adds `article` (its `articles` in every locale) to `package`. Fixtures come from
    /// `fixtures` when given, else from each locale's fixtures folder (as `docparity check` finds it).
    public static func add(
        article: String, articles: [LocaleArticle], fixtures: ((LocaleArticle) -> [FixtureSource])? = nil,
        configuration: Configuration, to package: inout GeneratedPackage, budget: SampleBudget = SampleBudget()
    ) -> Summary {
        var summary = Summary()
        let comparable = articles.filter { !$0.document.source.isExcludedFromComparison }
        guard !comparable.isEmpty else { return summary }
        let reference =
            comparable.count > 1 ? ReferenceLocale.choose(comparable, configured: configuration.reference) : 0
        summary.reference = comparable[reference].locale
        let articleName = package.articleName(for: article)
        let compilers =
            fixtures == nil
            ? LocaleSamples.compilers(for: comparable, configuration: configuration)
            : comparable.map { LocaleCompiler(fixturesFolder: nil, fixtures: fixtures?($0) ?? []) }
        let results = comparable.indices.map { index in
            LocaleSamples.run(
                comparable[index].document, compiler: compilers[index], budget: budget, path: comparable[index].path)
        }
        // Samples paired by content, as the check pairs them: a locale's sample is tested against
        // the reference's sample of the same code, not the one of the same number (a block one
        // locale lacks shifts every number after it).
        let pairing = CodeBlockPairing(aligning: comparable.map(\.document), reference: reference)
        // Behaviour findings by locale and that locale's sample index; and per locale, the index
        // of the reference's sample paired with each of its samples.
        var issues: [Int: [Int: String]] = [:]
        var pairedReference: [Int: [Int: Int]] = [:]
        var comparison = SampleComparison(article: article, articles: comparable, reference: reference)
        for column in pairing.columns {
            let entries = column.enumerated().compactMap { locale, ordinal -> (locale: Int, sample: LocaleSample)? in
                guard let ordinal, ordinal < results[locale].samples.count else { return nil }
                return (locale, results[locale].samples[ordinal])
            }
            let before = comparison.findings.count
            comparison.behaviour(entries)
            for finding in comparison.findings[before...] {
                for location in finding.locations {
                    guard let position = comparable.firstIndex(where: { $0.path == location.path }),
                        let ordinal = column[position]
                    else { continue }
                    issues[position, default: [:]][ordinal + 1] = finding.message
                }
            }
            guard let referenceOrdinal = column[reference] else { continue }
            for (position, ordinal) in column.enumerated() {
                if let ordinal { pairedReference[position, default: [:]][ordinal + 1] = referenceOrdinal + 1 }
            }
        }
        var referenceConstants: [Int: String] = [:]
        var traceFile = SwiftWriter()
        traceFile.comment(
            "The reference locale's (\(summary.reference)) traces of \(article), recorded by the interpreter.\n"
                + "Regenerate instead of editing.")
        traceFile.line()
        traceFile.block("extension ReferenceTraces") { writer in
            for sample in results[reference].samples {
                guard let run = sample.run else { continue }
                let constant = SwiftIdentifier.escape("\(articleName)_sample\(sample.compiled.index)")
                referenceConstants[sample.compiled.index] = constant
                writer.line("/// Sample \(sample.compiled.index).")
                writer.line("static let \(constant) = \(SwiftLiteral.string(run.trace.text))")
            }
        }
        package.addTest("ReferenceTraces+\(articleName).swift", traceFile.text)
        for (position, locale) in comparable.enumerated() {
            let samples = results[position].samples
            // What each sample's Swift model holds: the classes its run can reach, not every
            // class of the article (another snippet's classes are neither run nor needed).
            let programs = samples.map(\.compiled.program.reachableFromScenario)
            let skips = samples.indices.map { reasonToSkip(samples[$0], programs[$0]) }
            let sources = LocaleSamples.sources(of: locale.document)
            let emitter = SwiftModelEmitter(
                documentPath: locale.path,
                sampleFirstLines: Dictionary(sources.map { ($0.index, $0.firstLine) }, uniquingKeysWith: { a, _ in a }))
            package.addSource(
                "\(articleName)_\(locale.locale).swift",
                emitter.file(
                    article: articleName, locale: locale.locale,
                    samples: samples.indices.filter { skips[$0] == nil }.map {
                        EmittableSample(index: samples[$0].compiled.index, program: programs[$0])
                    }))
            var tests: [GeneratedSampleTest] = []
            for (sample, (program, skip)) in zip(samples, zip(programs, skips)) {
                let index = sample.compiled.index
                guard let run = sample.run else { continue }
                guard let referenceIndex = pairedReference[position]?[index] else {
                    summary.unpaired.append(
                        "\(locale.locale) sample \(index) has no counterpart in \(summary.reference) (a block \(summary.reference) lacks)"
                    )
                    continue
                }
                guard let constant = referenceConstants[referenceIndex] else {
                    summary.unpaired.append(
                        "\(locale.locale) sample \(index): its counterpart, \(summary.reference) sample \(referenceIndex), was not run"
                    )
                    continue
                }
                summary.interpreterTraces["\(articleName)-\(locale.locale)-sample\(index)"] = run.trace.text
                if let skip {
                    summary.skipped.append(
                        Skip(
                            sample: "\(locale.locale) sample \(index)", reason: skip.reason, category: skip.category,
                            lacking: skip.lacking))
                    tests.append(
                        GeneratedSampleTest(
                            index: index, program: program, referenceConstant: constant,
                            referenceIndex: referenceIndex, knownIssue: nil, disabled: skip.reason))
                    continue
                }
                var issue = issues[position]?[index]
                if issue == nil, position != reference,
                    let referenceRun = results[reference].samples[referenceIndex - 1].run,
                    referenceRun.trace.text != run.trace.text
                {
                    issue =
                        "C# sample \(index) behaves differently from \(summary.reference)"
                        + (referenceIndex == index ? "" : "'s sample \(referenceIndex)")
                }
                if let issue { summary.knownIssues.append("\(locale.locale) sample \(index): \(issue)") }
                summary.tests += 1
                tests.append(
                    GeneratedSampleTest(
                        index: index, program: program, referenceConstant: constant,
                        referenceIndex: referenceIndex, knownIssue: issue))
            }
            package.addTest(
                "\(articleName)_\(locale.locale)Tests.swift",
                SwiftTestEmitter.file(
                    article: articleName, locale: locale.locale, reference: summary.reference,
                    models: package.name + "Models", tests: tests))
        }
        return summary
    }

    /// The test file declaring the namespace of reference traces (each article extends it).
    public static let referenceTracesDeclaration = """
        // The reference locales' traces, recorded by DocParity's interpreter; one extension per article.
        // Generated by `docparity generate`; regenerate instead of editing.

        /// Reference traces by article and sample.
        enum ReferenceTraces {}

        """

    /// Why a sample gets no model and a disabled test, and the kind of reason; nil when the
    /// interpreter ran it to the end and the emitter covers `program` (the sample's, cut down to
    /// what its run reaches): else its Swift would stop at an API the engine does not model, trap
    /// where C# throws, or not build.
    static func reasonToSkip(
        _ sample: LocaleSample, _ program: IRProgram
    ) -> (reason: String, category: String, lacking: [String])? {
        guard let run = sample.run else { return ("it was not run", "not run", []) }
        let notRun = "the interpreter did not run it to the end"
        switch run.verdict {
        case .ran: break
        case .notModelled(let apis):
            let named = apis.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (apis.count > 3 ? ", …" : "")
            return ("\(notRun): it stopped at C# the samples compiler cannot run (\(named))", notRun, [])
        case .budgetExceeded(let what): return ("\(notRun): it ran out of its budget (\(what))", notRun, [])
        case .nothingToRun: return ("\(notRun): it has nothing to run (declarations only)", notRun, [])
        }
        if !run.exceptions.isEmpty {
            return ("it throws a C# exception in the interpreter: \(run.exceptions[0])", "it throws a C# exception", [])
        }
        let gaps = EmitterCoverage.gaps(in: program)
        var kinds: [String] = []
        if let caught = run.caughtExceptions.first {
            // The emitter writes a `try` as its body: the `catch` clauses are not written.
            let kind = EmitterGap.Kind.exceptionHandling.rawValue
            for kind in [kind] + gaps.map(\.kind.rawValue) where !kinds.contains(kind) { kinds.append(kind) }
            return (
                "the Swift emitter cannot write it yet: a 'catch' takes a C# exception in the interpreter's run (\(caught)), and the emitter writes no 'catch' yet",
                "the Swift emitter lacks \(kind)", kinds
            )
        }
        guard let gap = gaps.first else { return nil }
        for kind in gaps.map(\.kind.rawValue) where !kinds.contains(kind) { kinds.append(kind) }
        return ("the Swift emitter cannot write it yet: \(gap)", "the Swift emitter lacks \(gap.kind.rawValue)", kinds)
    }

}
