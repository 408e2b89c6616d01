// SampleCensus: a verdict for every C# block of a set of Markdown files — ran, not modelled,
// syntax error, compile error, budget exceeded, or declarations only — each file compiled as one
// program (classes shared across its snippets) without fixtures.

import DocModel
import Foundation
import SampleCompiler
import SampleHarness
import SampleRuntime
import TransitionEngine

/// Verdict counts over many samples.
public struct SampleCensus: Sendable, Equatable {
    /// Blocks that ran to the end of their scenarios.
    public var ran = 0
    /// Blocks whose snippet only declares classes the harness has no standard situation for, or
    /// that had nothing to run.
    public var nothingToRun = 0
    /// Blocks whose run reached an API the engine does not model.
    public var notModelled = 0
    /// Blocks with C# syntax errors (they are still compiled and run as recovered).
    public var syntaxError = 0
    /// Blocks with semantic errors (CS0115, …).
    public var compileError = 0
    /// Blocks stopped by a budget.
    public var budgetExceeded = 0
    /// Blocks for other platforms (not compiled or run), by platform.
    public var otherPlatforms: [String: Int] = [:]
    /// Not-modelled APIs that stopped a run, by number of blocks they stopped.
    public var apis: [String: Int] = [:]
    /// APIs run as recording doubles, by number of blocks that reached them (what the engine
    /// could simulate next).
    public var recorded: [String: Int] = [:]
    /// Names assumed (used but never declared by the article), counted once per block.
    public var assumedNames = 0
    /// Outlets inferred from use and connected in runs, by view type (`IROutlet`).
    public var outlets: [String: Int] = [:]
    /// Compile errors by id and message, counted once per block.
    public var errors: [String: Int] = [:]
    /// IR verifier problems (compiler bugs), by problem.
    public var verifierProblems: [String: Int] = [:]

    /// Creates empty counts.
    public init() {}

    /// All Apple-platform blocks counted (compiled and run).
    public var total: Int { ran + nothingToRun + notModelled + syntaxError + compileError + budgetExceeded }

    /// Counts the C# blocks of one document (at `path`, which tells the platform of samples whose
    /// code does not).
    public mutating func add(_ document: Document, path: String? = nil, budget: SampleBudget = SampleBudget()) {
        let run = LocaleSamples.run(
            document, compiler: LocaleCompiler(fixturesFolder: nil, fixtures: []), budget: budget, path: path)
        for sample in run.samples {
            guard sample.platform.runsOnEngine else {
                otherPlatforms[sample.platform.displayName, default: 0] += 1
                continue
            }
            let compiled = sample.compiled
            if case .notModelled(let hits)? = sample.run?.verdict {
                for api in Set(hits.map(Self.family)) { apis[api, default: 0] += 1 }
            }
            var reached: Set<String> = []
            // An outlet's connection, by its subject and message (a stand-in may share the name).
            var outletTypes: [String: [String: String]] = [:]
            for irClass in compiled.program.classes {
                for outlet in irClass.outlets {
                    outletTypes[outlet.name, default: [:]][
                        RecordingDoubles.outletAssumption(type: outlet.type, className: irClass.name)] = outlet.type
                }
            }
            for event in sample.run?.trace.events ?? [] {
                switch event.kind {
                case .recorded: if let family = Self.recordedFamily(event) { reached.insert(family) }
                case .assumption:
                    if let type = outletTypes[event.subject]?[event.message] {
                        outlets[type, default: 0] += 1
                    } else {
                        assumedNames += 1
                    }
                default: break
                }
            }
            for api in reached { recorded[api, default: 0] += 1 }
            for problem in Set(compiled.verifierProblems) { verifierProblems[problem, default: 0] += 1 }
            for error in Set(compiled.diagnostics.map { "\($0.id) \($0.message)" }) { errors[error, default: 0] += 1 }
            // A sample is counted by how its run ended; one that does not parse, or does not
            // compile, by that (it still runs, recovered). An unmodelled API the run never
            // reached does not stop it from running to the end.
            if !compiled.syntaxErrors.isEmpty {
                syntaxError += 1
            } else if !compiled.diagnostics.isEmpty {
                compileError += 1
            } else {
                switch sample.run?.verdict {
                case .ran?: ran += 1
                case .notModelled?: notModelled += 1
                case .budgetExceeded?: budgetExceeded += 1
                case .nothingToRun?, nil: nothingToRun += 1
                }
            }
        }
    }

    /// A not-modelled API reduced to what it names (`type 'UITableView'`, `UIView.Layer`).
    static func family(_ api: String) -> String {
        if let open = api.firstIndex(of: "("), api.hasSuffix(")") && api.contains("not defined") {
            return String(api[..<open]).trimmingCharacters(in: .whitespaces) + " (undefined)"
        }
        return api
    }

    /// A recorded event reduced to its API: a static member or constructor with its type
    /// (`NSNotificationCenter.DefaultCenter`, `new NSAlert`), an instance member by its name.
    /// Nil for the harness's own calls and creations (`called by the framework: …`) and for
    /// comparisons, which name no API.
    static func recordedFamily(_ event: TraceEvent) -> String? {
        let message = event.message
        if message.hasPrefix(RecordedMessage.frameworkCall) || message.hasPrefix(RecordedMessage.frameworkCreation)
            || message.hasPrefix(RecordedMessage.comparison)
        {
            return nil
        }
        let member = String(message.prefix { $0 != "(" && $0 != " " && $0 != "[" })
        if member == "new" { return "new \(event.subject)" }
        if member == "get" || member == "set" || member == "raise" {
            let rest = message.dropFirst(member.count + 1)
            return "." + String(rest.prefix { $0 != " " && $0 != "[" && $0 != "(" }).nonEmpty("[]")
        }
        // A subject without a number is a type (a static member); stand-ins and objects are numbered.
        if !event.subject.contains("#") && event.subject.first?.isUppercase == true {
            return "\(event.subject).\(member)"
        }
        return "." + member.nonEmpty("[]")
    }

    /// Adds `other`'s counts.
    public mutating func merge(_ other: SampleCensus) {
        ran += other.ran
        nothingToRun += other.nothingToRun
        notModelled += other.notModelled
        syntaxError += other.syntaxError
        compileError += other.compileError
        budgetExceeded += other.budgetExceeded
        otherPlatforms.merge(other.otherPlatforms, uniquingKeysWith: +)
        apis.merge(other.apis, uniquingKeysWith: +)
        recorded.merge(other.recorded, uniquingKeysWith: +)
        assumedNames += other.assumedNames
        outlets.merge(other.outlets, uniquingKeysWith: +)
        errors.merge(other.errors, uniquingKeysWith: +)
        verifierProblems.merge(other.verifierProblems, uniquingKeysWith: +)
    }

    /// Counts by decreasing count, then name.
    static func ranked(_ counts: [String: Int]) -> [(key: String, value: Int)] {
        counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
    }

    /// `count` as a share of the Apple-platform blocks.
    private func share(_ count: Int) -> String {
        total == 0 ? "" : String(format: " (%.1f %%)", 100 * Double(count) / Double(total))
    }

    /// The counts as text, with the most used not-modelled APIs.
    public func summary(top: Int = 15) -> String {
        var out = """
            C# blocks for Apple platforms, compiled and run: \(total)
              ran: \(ran)\(share(ran))
              nothing to run (declarations only): \(nothingToRun)\(share(nothingToRun))
              not modelled: \(notModelled)\(share(notModelled))
              syntax error: \(syntaxError)\(share(syntaxError))
              compile error: \(compileError)\(share(compileError))
              budget exceeded: \(budgetExceeded)\(share(budgetExceeded))

            """
        for (platform, count) in otherPlatforms.sorted(by: { $0.key < $1.key }) {
            out += "C# blocks for \(platform) (parse and token checks only): \(count)\n"
        }
        out += "what stopped the not-modelled runs:\n"
        for (api, count) in Self.ranked(apis).prefix(top) {
            out += "  \(count)  \(api)\n"
        }
        out += "APIs run as recording doubles (blocks reaching them), most used:\n"
        for (api, count) in Self.ranked(recorded).prefix(top) {
            out += "  \(count)  \(api)\n"
        }
        out += "names assumed (used, never declared by the article): \(assumedNames)\n"
        let outletCounts = outlets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        out +=
            "outlets inferred from use (connected in runs): \(outlets.values.reduce(0, +))"
            + (outletCounts.isEmpty ? "" : " (\(outletCounts.joined(separator: ", ")))") + "\n"
        if !verifierProblems.isEmpty {
            out += "IR verifier problems:\n"
            for (problem, count) in verifierProblems.sorted(by: {
                $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
            }).prefix(top) {
                out += "  \(count)  \(problem)\n"
            }
        }
        out += "most frequent compile errors:\n"
        for (error, count) in errors.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) })
            .prefix(top)
        {
            out += "  \(count)  \(error)\n"
        }
        return out
    }
}

extension String {
    /// The string, or `fallback` when it is empty.
    fileprivate func nonEmpty(_ fallback: String) -> String { isEmpty ? fallback : self }
}
