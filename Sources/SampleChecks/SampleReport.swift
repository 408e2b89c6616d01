// SampleReport: the readable report of one sample's compile and run, for `docparity run` and
// golden files.

import SampleCompiler
import SampleModel
import SampleRuntime

/// Formats one sample's results.
public enum SampleReport {
    /// The report of one sample: header, diagnostics, not-modelled uses, steps, verdict, trace.
    public static func text(_ entry: LocaleSample, file: String, traceFormat: String = "text", includeIR: Bool = false)
        -> String
    {
        let compiled = entry.compiled
        var out = "== sample \(compiled.index) (\(file)): \(IRPrinter.describe(compiled.program.scenario))\n"
        for error in compiled.syntaxErrors {
            out += "syntax \(error.line):\(error.column) \(error.id) \(error.message)\n"
        }
        for error in compiled.diagnostics {
            out += "error \(error.line):\(error.column) \(error.id) \(error.message)\n"
            for note in error.notes { out += "  note: \(note)\n" }
        }
        for use in compiled.notModelled { out += "not modelled \(use.line):\(use.column) \(use.api)\n" }
        for problem in compiled.verifierProblems { out += "verifier: \(problem)\n" }
        if includeIR { out += IRPrinter.print(compiled.program) }
        guard let run = entry.run else { return out + "\n" }
        for step in run.steps { out += "step: \(step)\n" }
        out += "verdict: \(describe(run.verdict))\n"
        out += traceFormat == "json" ? run.trace.jsonLines : run.trace.text
        return out + "\n"
    }

    /// A verdict in words.
    public static func describe(_ verdict: SampleVerdict) -> String {
        switch verdict {
        case .ran: "ran"
        case .notModelled(let apis): "not modelled: \(apis.joined(separator: ", "))"
        case .budgetExceeded(let what): "budget exceeded: \(what)"
        case .nothingToRun: "nothing to run"
        }
    }
}
