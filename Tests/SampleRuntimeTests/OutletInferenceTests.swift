// Outlets inferred from use: a name a view controller's article never declares, used as a button
// or a label only, is a real engine view connected to the controller's view when it loads; any
// other undeclared name stays a member recorded on `this` or an assumed stand-in.

import SampleChecks
import SampleModel
import Testing

@Suite("Outlets inferred from use")
struct OutletInferenceTests {
    /// The last sample's verdict, its trace in words (view, control, assumption and recorded
    /// events) and its program's outlets by class.
    static func run(_ blocks: [String]) throws -> (verdict: String, events: [String], outlets: [String: [IROutlet]]) {
        let sample = try #require(SampleTestSupport.run(csharp: blocks).samples.last)
        let trace = sample.run?.trace.events ?? []
        let kinds: Set<String> = ["view", "control", "assumption", "recorded", "console"]
        return (
            SampleReport.describe(sample.run?.verdict ?? .nothingToRun),
            trace.filter { kinds.contains($0.kind.rawValue) }.map(\.plainWords),
            Dictionary(
                uniqueKeysWithValues: sample.compiled.program.classes.filter { !$0.outlets.isEmpty }.map {
                    ($0.name, $0.outlets)
                })
        )
    }

    @Test("statements: a name given a handler is a button of the host, one given text a label; the button is tapped")
    func hostStatements() throws {
        let (verdict, events, outlets) = try Self.run([
            """
            showButton.TouchUpInside += (sender, e) => {
                statusLabel.Text = "tapped";
            };
            """
        ])
        #expect(verdict == "ran")
        #expect(
            outlets == [
                "HostController": [
                    IROutlet(name: "showButton", type: "UIButton"), IROutlet(name: "statusLabel", type: "UILabel"),
                ]
            ])
        #expect(
            events == [
                "view UIWindow#1 rootViewController = HostController#1",
                "assumption showButton assumed: a UIButton outlet of HostController",
                "assumption statusLabel assumed: a UILabel outlet of HostController",
                "view UIWindow#1 addSubview HostController#1.view frame {0, 0, 320, 568}",
                "view HostController#1.view has subview UIButton#1 frame {0, 0, 0, 0}",
                "view HostController#1.view has subview UILabel#1 frame {0, 0, 0, 0}",
                "view UIWindow#1 makeKeyAndVisible",
                "control UIButton#1 touchDown (0 handlers)",
                "control UIButton#1 touchUpInside (1 handler)",
                "view UILabel#1 text = \"tapped\"",
            ])
    }

    @Test("a view controller's outlets are connected before ViewDidLoad, and what it sets on them shows")
    func controllerOutlets() throws {
        let (verdict, events, outlets) = try Self.run([
            """
            public partial class ViewController : UIViewController
            {
                public override void ViewDidLoad ()
                {
                    base.ViewDidLoad ();
                    greeting.Text = "Hello";
                    showTwo.SetTitle ("Two", UIControlState.Normal);
                    showTwo.TouchUpInside += delegate { greeting.Text = "Tapped"; };
                }
            }
            """
        ])
        #expect(verdict == "ran")
        #expect(
            outlets == [
                "ViewController": [
                    IROutlet(name: "greeting", type: "UILabel"), IROutlet(name: "showTwo", type: "UIButton"),
                ]
            ])
        #expect(
            events.filter { $0.hasPrefix("assumption") || $0.contains("has subview") || $0.contains("text =") } == [
                "assumption greeting assumed: a UILabel outlet of ViewController",
                "assumption showTwo assumed: a UIButton outlet of ViewController",
                "view ViewController#1.view has subview UILabel#1 frame {0, 0, 0, 0} text \"Hello\"",
                "view ViewController#1.view has subview UIButton#1 frame {0, 0, 0, 0} title \"Two\"",
                "view UILabel#1 text = \"Tapped\"",
            ])
    }

    @Test(
        "names whose uses tell no one view type stay stand-ins or members recorded on this",
        arguments: [
            // Used as a button and as a label.
            "both.TouchUpInside += (s, e) => { }; both.Text = \"x\";",
            // An event of switches and sliders.
            "toggle.ValueChanged += (s, e) => { };",
            // A member the model lacks.
            "nameField.Text = \"x\"; nameField.ResignFirstResponder ();",
            // Assigned: a field declared elsewhere, not an outlet.
            "made = new UIButton (); made.SetTitle (\"x\", UIControlState.Normal);",
            // Declared as a local somewhere in the class (uses are not scoped).
            "void Clear () { foreach (var label in Labels ()) label.Text = \"\"; }\nlabel.Text = \"x\";",
        ])
    func notOutlets(statements: String) throws {
        let (verdict, _, outlets) = try Self.run([statements])
        #expect(verdict == "ran")
        #expect(outlets.isEmpty)
    }

    @Test("only a view controller's instance code has outlets")
    func onlyControllers() throws {
        let (_, events, outlets) = try Self.run([
            """
            public class Helper : NSObject
            {
                public void Show () { label.Text = "x"; }
                public static void Tap () { button.TouchUpInside += (s, e) => { }; }
            }
            """,
            """
            new Helper ().Show ();
            Helper.Tap ();
            """,
        ])
        #expect(outlets.isEmpty)
        #expect(
            events.filter { $0.hasPrefix("recorded") || $0.hasPrefix("assumption") } == [
                "recorded Helper#1 get label", "recorded label#1 set Text = \"x\"",
                "assumption button assumed: not declared by the article", "recorded button TouchUpInside += closure",
                "recorded button raise TouchUpInside",
            ])
    }

    @Test("a LoadView override has the outlets after base.LoadView, as UIKit connects them there")
    func loadViewOverride() throws {
        let (verdict, events, outlets) = try Self.run([
            """
            public class DetailController : UIViewController
            {
                public override void LoadView () { base.LoadView (); label.Text = "loaded"; }
            }
            """,
            "PresentViewController (new DetailController (), false, null);",
        ])
        #expect(verdict == "ran")
        #expect(outlets == ["DetailController": [IROutlet(name: "label", type: "UILabel")]])
        #expect(
            events.contains("view DetailController#1.view has subview UILabel#1 frame {0, 0, 0, 0} text \"loaded\""))
    }

    @Test("classes of a sample hierarchy have no outlets: one C# field would serve them all")
    func hierarchy() throws {
        let (verdict, events, outlets) = try Self.run([
            """
            public class BaseController : UIViewController
            {
                public override void ViewDidLoad () { base.ViewDidLoad (); label.Text = "base"; }
            }
            public class DetailController : BaseController
            {
                public override void ViewWillAppear (bool animated) { base.ViewWillAppear (animated); label.Text = "detail"; }
            }
            """,
            "PresentViewController (new DetailController (), false, null);",
        ])
        #expect(verdict == "ran")
        #expect(outlets.isEmpty)
        #expect(events.contains("recorded DetailController#1 get label"))
    }

    @Test("a name also used through this. stays a member recorded on this")
    func usedThroughThis() throws {
        let (_, _, outlets) = try Self.run([
            """
            public class Detail : UIViewController
            {
                public override void ViewDidLoad () { base.ViewDidLoad (); this.label.Hidden = false; label.Text = "x"; }
            }
            """
        ])
        #expect(outlets.isEmpty)
    }
}
