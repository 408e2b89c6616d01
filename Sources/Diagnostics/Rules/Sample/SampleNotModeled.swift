// sample.not-modeled: a sample uses C# the samples compiler cannot run.

extension RuleID {
    /// `sample.not-modeled`: a sample uses C# the samples compiler cannot run.
    public static let sampleNotModeled = RuleID("sample.not-modeled")
}

extension RuleDescriptor {
    /// The `sample.not-modeled` rule: its default level, what it compares and why, and its examples.
    public static let sampleNotModeled = RuleDescriptor(
        id: .sampleNotModeled, defaultSeverity: .note,
        summary: "a sample uses C# the samples compiler cannot run",
        explanation:
            "APIs outside the engine's simulation (files, processes, reflection, views and services the engine does not simulate) do not stop a sample: they run as recording doubles, whose calls, arguments and property sets are recorded in the trace and compared like the engine's events; a name the article never declares (an outlet, a field in another file) is an assumed stand-in. What remains is C# the compiler cannot lower (a LINQ query, a `goto`, an array initializer, …): those constructs are named, the sample runs up to the first of them, and its behaviour is not compared. Nothing outside the engine is ever executed. Off by default: it tells what the tool cannot simulate, not a defect of the docs. `docparity check` says on standard error how many samples it concerns, `docparity samples DIR --census` lists the constructs, and `rules: {sample.not-modeled: note}` reports them as findings.",
        enabledByDefault: false,
        triggering: RuleExample.twoSamples(
            "var names = new string [2];\nvar first = from name in names select name;",
            "var names = new string [2];\nvar first = from name in names select name;"),
        nonTriggering: RuleExample.twoSamples(
            "var text = System.IO.File.ReadAllText (\"notes.txt\");",
            "var text = System.IO.File.ReadAllText (\"notes.txt\");"))
}
