// SampleCensus: a verdict for every C# block of a set of Markdown files — ran, not modelled,
// syntax error, compile error, budget exceeded, or declarations only — each file compiled as one
// program (classes shared across its snippets) without fixtures.

import DocModel
import Foundation
import SampleCompiler
import SampleRuntime

/// Verdict counts over many samples.
public struct SampleCensus: Sendable, Equatable {
    /// Blocks that ran to the end of their scenarios.
    public var ran = 0
    /// Blocks whose snippet only declares classes the harness has no standard situation for, or
    /// that had nothing to run.
    public var nothingToRun = 0
    /// Blocks using APIs the engine does not model.
    public var notModelled = 0
    /// Blocks with C# syntax errors (they are still compiled and run as recovered).
    public var syntaxError = 0
    /// Blocks with semantic errors (CS0115, …).
    public var compileError = 0
    /// Blocks stopped by a budget.
    public var budgetExceeded = 0
    /// Not-modelled APIs by number of blocks using them.
    public var apis: [String: Int] = [:]
    /// Compile errors by id and message, counted once per block.
    public var errors: [String: Int] = [:]
    /// IR verifier problems (compiler bugs), by problem.
    public var verifierProblems: [String: Int] = [:]

    /// Creates empty counts.
    public init() {}

    /// All blocks counted.
    public var total: Int { ran + nothingToRun + notModelled + syntaxError + compileError + budgetExceeded }

    /// Counts the C# blocks of one document.
    public mutating func add(_ document: Document, budget: SampleBudget = SampleBudget()) {
        for sample in LocaleSamples.run(document, fixtures: [], budget: budget).samples {
            let compiled = sample.compiled
            var apisUsed = compiled.notModelled.map(\.api)
            if case .notModelled(let hits)? = sample.run?.verdict { apisUsed += hits }
            for api in Set(apisUsed.map(Self.family)) { apis[api, default: 0] += 1 }
            for problem in Set(compiled.verifierProblems) { verifierProblems[problem, default: 0] += 1 }
            for error in Set(compiled.diagnostics.map { "\($0.id) \($0.message)" }) { errors[error, default: 0] += 1 }
            if !compiled.syntaxErrors.isEmpty {
                syntaxError += 1
            } else if !compiled.diagnostics.isEmpty {
                compileError += 1
            } else if !apisUsed.isEmpty {
                notModelled += 1
            } else {
                switch sample.run?.verdict {
                case .budgetExceeded?: budgetExceeded += 1
                case .nothingToRun?, nil: nothingToRun += 1
                default: ran += 1
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

    /// The counts as text, with the most used not-modelled APIs.
    public func summary(top: Int = 15) -> String {
        var out = """
            C# blocks: \(total)
              ran: \(ran)
              nothing to run (declarations only): \(nothingToRun)
              not modelled: \(notModelled)
              syntax error: \(syntaxError)
              compile error: \(compileError)
              budget exceeded: \(budgetExceeded)
            most used not-modelled APIs:

            """
        for (api, count) in apis.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) })
            .prefix(top)
        {
            out += "  \(count)  \(api)\n"
        }
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
