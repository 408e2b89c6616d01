// A snippet that only declares a class is driven as its framework would drive it: created (with
// stand-ins for a constructor's parameters), its lifecycle methods called in order, then its
// other methods; "nothing to run" is left for declarations without an executable body.

import SampleChecks
import Testing

@Suite("Classes a snippet only declares")
struct ExerciseTests {
    static func run(_ code: String) throws -> (verdict: String, steps: [String], console: [String]) {
        let sample = try #require(SampleTestSupport.run(csharp: [code]).samples.first)
        let console = SampleTestSupport.console(sample)
        return (SampleReport.describe(sample.run?.verdict ?? .nothingToRun), sample.run?.steps ?? [], console)
    }

    @Test("a class of a framework the engine does not simulate is created and its methods called in lifecycle order")
    func unknownBase() throws {
        let (verdict, steps, console) = try Self.run(
            """
            public class StatusController : NSViewController {
                public void Refresh (string reason) { Console.WriteLine ("refresh"); }
                public override void ViewDidLoad () {
                    base.ViewDidLoad ();
                    Console.WriteLine ("loaded");
                }
                public override void AwakeFromNib () { Console.WriteLine ("awake"); }
            }
            """)
        #expect(verdict == "ran")
        #expect(
            steps == ["create StatusController and call AwakeFromNib, ViewDidLoad, Refresh with stand-in arguments"])
        #expect(console == ["awake", "loaded", "refresh"])
    }

    @Test("a label a controller adds in ViewDidLoad (`View.Add`, Xamarin's AddSubview) appears with its frame and text")
    func labelAddedInViewDidLoad() throws {
        let sample = try #require(
            SampleTestSupport.run(csharp: [
                """
                UILabel label1;
                public override void ViewDidLoad () {
                    base.ViewDidLoad ();
                    label1 = new UILabel (new CGRect (10, 10, 300, 30));
                    label1.Text = "New Label";
                    View.Add (label1);
                }
                """
            ]).samples.first)
        let views = (sample.run?.trace.events ?? []).filter { $0.kind == .view }.map(\.message)
        #expect(views.contains("has subview UILabel#1 frame {10, 10, 300, 30} text \"New Label\""), "\(views)")
        #expect(!(sample.run?.trace.events ?? []).contains { $0.kind == .recorded }, "Add is no recorded call")
    }

    @Test("a FinishedLaunching snippet gets the application UIKit passes, not null, and no launch options")
    func applicationAtLaunch() throws {
        let sample = try #require(
            SampleTestSupport.run(csharp: [
                """
                public override bool FinishedLaunching (UIApplication application, NSDictionary launchOptions) {
                    if (launchOptions == null) { Console.WriteLine ("plain launch"); }
                    application.ApplicationIconBadgeNumber = 0;
                    return true;
                }
                """
            ]).samples.first)
        #expect(sample.run?.steps.first == "launch: AppDelegate.FinishedLaunching")
        let events = (sample.run?.trace.events ?? []).filter { $0.kind == .recorded }.map(\.plainWords)
        #expect(events.contains("recorded UIApplication#1 set ApplicationIconBadgeNumber = 0"), "\(events)")
        #expect(SampleTestSupport.console(sample) == ["plain launch"])
        #expect(sample.run?.exceptions.isEmpty == true)
    }

    @Test("a class shown again with another version of a method runs each sample's own version")
    func versionsOfAMethod() throws {
        let samples = SampleTestSupport.run(csharp: [
            """
            public partial class StageController : UIViewController {
                public override void ViewDidLoad () { base.ViewDidLoad (); Console.WriteLine ("stage 1"); Refresh (); }
            }
            """,
            """
            public partial class StageController : UIViewController {
                public override void ViewDidLoad () { base.ViewDidLoad (); Console.WriteLine ("stage 2"); }
                public void Refresh () { Console.WriteLine ("refresh"); }
            }
            """,
            """
            var stage = new StageController ();
            stage.ViewDidLoad ();
            """,
        ]).samples
        let console = samples.map(SampleTestSupport.console)
        // Each declaring sample its own stage (the first still calls the method only the second
        // declares: the class is one); a sample that only uses the class, the last stage.
        #expect(console == [["stage 1", "refresh"], ["stage 2"], ["stage 2"]], "\(console)")
        #expect(samples.allSatisfy { $0.compiled.verifierProblems.isEmpty })
    }

    @Test("a method a snippet adds to a class declared elsewhere is that sample's version")
    func versionsOfALooseMethod() throws {
        let samples = SampleTestSupport.run(csharp: [
            """
            public class StageController : UIViewController {
                public override void ViewDidLoad () { base.ViewDidLoad (); Console.WriteLine ("stage 1"); }
            }
            """,
            """
            public override void ViewDidLoad () { base.ViewDidLoad (); Console.WriteLine ("stage 2"); }
            """,
        ]).samples
        let console = samples.map(SampleTestSupport.console)
        #expect(console == [["stage 1"], ["stage 2"]], "\(console)")
    }

    @Test("the designer's half of a partial method is no version: the half with a body runs")
    func partialMethodHalves() throws {
        let samples = SampleTestSupport.run(csharp: [
            """
            public partial class TapController : UIViewController {
                partial void Tapped (UIButton sender) { Console.WriteLine ("tapped"); }
            }
            """,
            """
            public partial class TapController {
                [Action ("Tapped:")]
                partial void Tapped (UIButton sender);
            }
            """,
        ]).samples
        let console = samples.map(SampleTestSupport.console)
        #expect(console == [["tapped"], ["tapped"]], "\(console)")
    }

    @Test("what the framework sees of a driven class is recorded: attributes, exported constructors, fields, results")
    func frameworkRecords() throws {
        let sample = try #require(
            SampleTestSupport.run(csharp: [
                """
                [Register ("CounterView")]
                public class CounterView : NSView {
                    int clicks = 7;
                    [Export ("initWithCoder:")]
                    public CounterView (NSCoder coder) : base (coder) { }
                    public CounterView () { }
                    [Export ("title")]
                    public string Title () { return "Clicked " + clicks; }
                }
                """
            ]).samples.first)
        let events = (sample.run?.trace.events ?? []).filter { $0.kind == .recorded }.map(\.plainWords)
        #expect(
            events == [
                "recorded CounterView#1 created by the framework [Register(\"CounterView\")] constructors [Export(\"initWithCoder:\")] {clicks = 7}",
                "recorded CounterView#1 called by the framework: Title() [Export(\"title\")]",
                "recorded CounterView#1 called by the framework: Title returned \"Clicked 7\"",
            ], "\(events)")
    }

    @Test("the host's override of a property the engine does not simulate is read as the framework would")
    func overriddenProperties() throws {
        let (verdict, steps, console) = try Self.run(
            """
            public override bool CanBecomeFirstResponder {
                get { Console.WriteLine ("asked"); return true; }
            }
            public override UIKeyCommand[] KeyCommands {
                get { Console.WriteLine ("commands"); return new UIKeyCommand[0]; }
            }
            public string Subtitle { get { Console.WriteLine ("not an override"); return ""; } }
            """)
        #expect(verdict == "ran")
        #expect(
            steps == [
                "launch: HostController is the root of a key window; run the snippet",
                "call get_CanBecomeFirstResponder, get_KeyCommands of HostController as the framework would",
            ])
        #expect(console == ["asked", "commands"], "\(console)")
    }

    @Test("a view controller whose only constructor takes a handle is presented")
    func handleConstructor() throws {
        let (verdict, steps, console) = try Self.run(
            """
            public partial class DetailController : UIViewController {
                public DetailController (IntPtr handle) : base (handle) { }
                public override void ViewDidLoad () { Console.WriteLine ("detail"); }
            }
            """)
        #expect(verdict == "ran")
        #expect(steps.first == "present DetailController from a plain host")
        #expect(console == ["detail"])
    }

    @Test("declarations without a body are still nothing to run")
    func declarationsOnly() throws {
        let (verdict, _, _) = try Self.run(
            "public interface IStore { void Save (string key); }\npublic class Model { public string Name { get; set; } }"
        )
        #expect(verdict == "nothing to run")
    }
}
