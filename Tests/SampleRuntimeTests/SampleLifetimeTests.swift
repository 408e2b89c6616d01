// A sample's run frees what it built: the engine, its windows and controllers, the interpreter and
// the sample's objects, once the next engine is current. fuzz-sample-run found the first input
// below leaking about 16 KB a run (LeakSanitizer): the engine was kept by transition objects it
// names (fixed in TransitionEngine; see docs/reliability.md).

import SampleChecks
import SampleRuntime
import Testing
import TransitionEngine

@Suite("Sample lifetime")
struct SampleLifetimeTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let code: String
        var testDescription: String { name }
    }

    static let samples = [
        // fuzz-sample-run's input: the seed's fixture, exercised by presenting it from a plain host.
        Sample(
            name: "a controller class, presented",
            code: """
                // The article's second controller: a plain UIViewController subclass with a white view.
                public class ControllerTwo : UIViewController
                {
                    public override void ViewDidLoad ()
                    {
                        base.ViewDidLoad ();
                        View.BackgroundColor = UIColor.White;
                    }
                }
                """),
        Sample(
            name: "statements presenting from a button",
            code: """
                var two = new UIViewController ();
                var button = new UIButton (UIButtonType.System);
                View.AddSubview (button);
                button.TouchUpInside += (sender, e) => { PresentViewController (two, true, null); };
                """),
        Sample(
            name: "an animator that never completes",
            code: """
                public class Forgetful : UIViewControllerAnimatedTransitioning
                {
                    public override double TransitionDuration (IUIViewControllerContextTransitioning context) => 0.5;
                    public override void AnimateTransition (IUIViewControllerContextTransitioning context) { }
                }
                """),
    ]

    @Test("The run's engine is freed once the next engine is current", arguments: samples)
    func engineIsFreed(sample: Sample) throws {
        weak var engine: TransitionEngine?
        do {
            let result = SampleTestSupport.run(csharp: [sample.code])
            #expect(result.samples.first?.run != nil)
            // The run's engine stays current after the run (its trace shows it is not a new one).
            let current = TransitionEngine.current
            #expect(!current.trace.text.isEmpty)
            engine = current
        }
        _ = TransitionEngine()
        let isAlive = engine != nil
        #expect(!isAlive, "the engine of \(sample.name) is still alive: a reference cycle")
    }
}
