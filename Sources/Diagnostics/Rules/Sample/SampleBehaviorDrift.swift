// sample.behavior-drift: a sample behaves differently in some locales when run on the engine.

extension RuleID {
    /// `sample.behavior-drift`: a sample behaves differently in some locales when run on the engine.
    public static let sampleBehaviorDrift = RuleID("sample.behavior-drift")
}

extension RuleDescriptor {
    /// The `sample.behavior-drift` rule: its default level, what it compares and why, and its examples.
    public static let sampleBehaviorDrift = RuleDescriptor(
        id: .sampleBehaviorDrift, defaultSeverity: .error,
        summary: "a sample behaves differently in some locales when run on the engine",
        explanation:
            "Every sample of every locale is compiled to the Swift model and run on the headless UIKit engine in the same scenarios (launch in a host controller, fire the event handlers it registers, run the clock until idle, select the first item of each collection view, play a finished and a cancelled pinch). Samples are paired across locales by content, as the alignment pairs their code blocks (a block one locale lacks is `code.block-missing`, and shifts no pairing), and compared only where the sample ran to the end in every locale that has it (a sample stopped by an API the engine does not model, or by a budget, is not). Traces are compared across locales; the first divergence is reported in words (how a controller is presented, with which animator, duration and final frame). Calls to APIs the engine does not simulate are recorded with their arguments and compared like the engine's events. A behaviour drift that a code difference in the same block and locales explains (`code.token-drift`, `code.string-drift`) is folded under that finding, which then says both; `--expand` lists it on its own. `docparity run FILE --sample N` prints the traces.",
        triggering: RuleExample.twoSamples(
            RuleExample.presentingSample("CrossDissolve"), RuleExample.presentingSample("CoverVertical")),
        nonTriggering: RuleExample.twoSamples(
            RuleExample.presentingSample("CrossDissolve"),
            "// présente le contrôleur\n" + RuleExample.presentingSample("CrossDissolve")))
}
