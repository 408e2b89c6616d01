// SampleRules: the rules of the samples pipeline, each with a triggering and a non-triggering
// example (run as tests by SampleChecksTests, and shown by `docparity explain`).

import Diagnostics

/// The samples pipeline's rules.
public enum SampleRules {
    private static func csharp(_ code: String) -> String { "# Sample\n\n```csharp\n\(code)\n```\n" }

    private static func two(_ reference: String, _ other: String) -> RuleExample {
        RuleExample([("en-US", csharp(reference)), ("fr-FR", csharp(other))])
    }

    private static let delegate =
        "public class D : UIViewControllerTransitioningDelegate\n{\n    public override IUIViewControllerAnimatedTransitioning %@ (UIViewController presented, UIViewController presenting, UIViewController source)\n    {\n        return null;\n    }\n}"

    private static func present(_ style: String) -> String {
        "var two = new UIViewController ();\ntwo.ModalTransitionStyle = UIModalTransitionStyle.\(style);\nPresentViewController (two, true, null);"
    }

    /// The rules.
    public static let rules: [RuleDescriptor] = [
        RuleDescriptor(
            id: "sample.compile-error", defaultSeverity: .error,
            summary: "a C# sample does not compile against the Xamarin.iOS API model",
            explanation:
                "Each locale's samples are bound like a C# compiler would: an override of a member that does not exist (CS0115, e.g. the Classic API's 'PresentingController'), an unknown member (CS0117), a wrong argument count (CS1501), an unknown type close to a known one (CS0246), a missing abstract member (CS0534). Notes name the likely intended member. The sample is recovered (a bad override becomes a plain method, which UIKit never calls) and still runs. Errors only some locales have are drift; errors all locales share are a defect of the source article. The model is UIKit's: in articles about Xamarin.Mac (`docs/mac/…`) an override the model does not know is not reported (AppKit's `ViewWillAppear ()` takes no argument).",
            triggering: two(
                delegate.replacingOccurrences(of: "%@", with: "GetAnimationControllerForPresentedController"),
                delegate.replacingOccurrences(of: "%@", with: "PresentingController")),
            nonTriggering: two(
                delegate.replacingOccurrences(of: "%@", with: "GetAnimationControllerForPresentedController"),
                delegate.replacingOccurrences(of: "%@", with: "GetAnimationControllerForPresentedController"))),
        RuleDescriptor(
            id: "sample.behavior-drift", defaultSeverity: .error,
            summary: "a sample behaves differently in some locales when run on the engine",
            explanation:
                "Every sample of every locale is compiled to the Swift model and run on the headless UIKit engine in the same scenarios (launch in a host controller, fire the event handlers it registers, run the clock until idle, select the first item of each collection view, play a finished and a cancelled pinch). Samples are paired across locales by content, as the alignment pairs their code blocks (a block one locale lacks is `code.block-missing`, and shifts no pairing), and compared only where the sample ran to the end in every locale that has it (a sample stopped by an API the engine does not model, or by a budget, is not). Traces are compared across locales; the first divergence is reported in words (how a controller is presented, with which animator, duration and final frame). Calls to APIs the engine does not simulate are recorded with their arguments and compared like the engine's events. A behaviour drift that a code difference in the same block and locales explains (`code.token-drift`, `code.string-drift`) is folded under that finding, which then says both; `--expand` lists it on its own. `docparity run FILE --sample N` prints the traces.",
            triggering: two(present("CrossDissolve"), present("CoverVertical")),
            nonTriggering: two(
                present("CrossDissolve"), "// présente le contrôleur\n" + present("CrossDissolve"))),
        RuleDescriptor(
            id: "sample.not-modeled", defaultSeverity: .note,
            summary: "a sample uses C# the samples compiler cannot run",
            explanation:
                "APIs outside the engine's simulation (files, processes, reflection, views and services the engine does not simulate) do not stop a sample: they run as recording doubles, whose calls, arguments and property sets are recorded in the trace and compared like the engine's events; a name the article never declares (an outlet, a field in another file) is an assumed stand-in. What remains is C# the compiler cannot lower (a LINQ query, a `goto`, an array initializer, …): those constructs are named, the sample runs up to the first of them, and its behaviour is not compared. Nothing outside the engine is ever executed. Off by default: it tells what the tool cannot simulate, not a defect of the docs. `docparity check` says on standard error how many samples it concerns, `docparity samples DIR --census` lists the constructs, and `rules: {sample.not-modeled: note}` reports them as findings.",
            enabledByDefault: false,
            triggering: two(
                "var names = new string [2];\nvar first = from name in names select name;",
                "var names = new string [2];\nvar first = from name in names select name;"),
            nonTriggering: two(
                "var text = System.IO.File.ReadAllText (\"notes.txt\");",
                "var text = System.IO.File.ReadAllText (\"notes.txt\");")),
        RuleDescriptor(
            id: "sample.budget-exceeded", defaultSeverity: .warning,
            summary: "a sample ran out of its step, call-depth, allocation or virtual-time budget",
            explanation:
                "Samples are untrusted input: the interpreter stops a sample after 200,000 steps, 120 nested calls or 1,000,000 array elements, and the engine after 120 virtual seconds per run; the sample's behaviour is then not compared.",
            triggering: two("while (true) {\n}", "while (true) {\n}"),
            nonTriggering: two("for (int i = 0; i < 10; i++) {\n}", "for (int i = 0; i < 10; i++) {\n}")),
    ]
}
