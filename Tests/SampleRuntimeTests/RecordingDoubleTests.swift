// APIs the engine does not simulate run as recording doubles, and names the article never
// declares as assumed stand-ins: the sample runs to the end, and what it did with them is in the
// trace (receiver, member, argument values), deterministically.

import SampleChecks
import Testing

@Suite("Recording doubles")
struct RecordingDoubleTests {
    /// The verdict, the recorded and assumption events and the console lines of one snippet's run.
    static func run(_ code: String) throws -> (verdict: String, events: [String], console: [String]) {
        let sample = try #require(SampleTestSupport.run(csharp: [code]).samples.first)
        let trace = sample.run?.trace.events ?? []
        return (
            SampleReport.describe(sample.run?.verdict ?? .nothingToRun),
            trace.filter { $0.kind == .recorded || $0.kind == .assumption }.map(\.plainWords),
            trace.filter { $0.kind == .console }.map(\.message)
        )
    }

    @Test("a static API, its result's members and a constructor are recorded with their arguments")
    func staticCalls() throws {
        let (verdict, events, _) = try Self.run(
            """
            var center = NSNotificationCenter.DefaultCenter;
            center.AddObserver (new NSString ("ping"), n => { });
            var alert = new NSAlert { MessageText = "Saved" };
            """)
        #expect(verdict == "ran")
        #expect(
            events == [
                "recorded NSNotificationCenter get DefaultCenter",
                "recorded NSString new(\"ping\")",
                "recorded DefaultCenter#1 AddObserver(NSString#1, closure)",
                "recorded NSAlert new()",
                "recorded NSAlert#1 set MessageText = \"Saved\"",
            ])
    }

    @Test("an undeclared name is assumed once, and its event handler is fired after the launch")
    func assumedName() throws {
        // Neither is an outlet (OutletInferenceTests): switches and text fields are not simulated.
        let (verdict, events, _) = try Self.run(
            """
            toggle.ValueChanged += (sender, e) => {
                statusField.Placeholder = "tapped";
            };
            """)
        #expect(verdict == "ran")
        #expect(
            events == [
                "assumption toggle assumed: not declared by the article",
                "recorded toggle ValueChanged += closure",
                "recorded toggle raise ValueChanged",
                "assumption statusField assumed: not declared by the article",
                "recorded statusField set Placeholder = \"tapped\"",
            ])
    }

    @Test("a handler attached to an event of a name without a value (a static event) is fired too")
    func staticEvent() throws {
        let (verdict, events, console) = try Self.run(
            """
            GameCenter.Paused += (sender, e) => {
                Console.WriteLine ("paused");
            };
            """)
        #expect(verdict == "ran")
        #expect(events == ["recorded GameCenter Paused += closure", "recorded GameCenter raise Paused"])
        #expect(console == ["paused"])
    }

    @Test("a fired handler's event arguments are a stand-in its members are read from")
    func eventArguments() throws {
        let (verdict, events, console) = try Self.run(
            """
            map.DidSelectAnnotationView += (s, e) => {
                var annotation = e.View.Annotation;
                Console.WriteLine ("selected");
            };
            """)
        #expect(verdict == "ran")
        #expect(
            events == [
                "assumption map assumed: not declared by the article",
                "recorded map DidSelectAnnotationView += closure",
                "recorded map raise DidSelectAnnotationView",
                "recorded e#1 get View",
                "recorded View#1 get Annotation",
            ])
        #expect(console == ["selected"])
    }

    @Test("a double's value taken for a sample class has its fields read and written as its members")
    func standInAsSampleObject() throws {
        let classes = """
            public class Pin : NSObject { public string Title; }
            """
        let statements = """
            var pin = MKMapView.SelectedPin as Pin;
            if (pin != null) {
                pin.Title = "Louvre";
                Console.WriteLine (pin.Title);
            }
            """
        let sample = try #require(SampleTestSupport.run(csharp: [classes, statements]).samples.last)
        let trace = sample.run?.trace.events ?? []
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
        #expect(
            trace.filter { $0.kind == .recorded }.map(\.plainWords) == [
                "recorded MKMapView get SelectedPin",
                "recorded SelectedPin#1 set Title = \"Louvre\"",
                "recorded SelectedPin#1 get Title",
            ])
        #expect(trace.filter { $0.kind == .console }.map(\.message) == ["Louvre"])
    }

    @Test("a handler kept in a variable and taken off again is not fired; a new lambda takes nothing off")
    func handlerTakenOff() throws {
        let (verdict, events, console) = try Self.run(
            """
            EventHandler handler = (sender, e) => { Console.WriteLine ("kept"); };
            showButton.TouchUpInside += handler;
            showButton.TouchDown += (sender, e) => { Console.WriteLine ("down"); };
            showButton.TouchUpInside -= handler;
            showButton.TouchDown -= (sender, e) => { Console.WriteLine ("down"); };
            """)
        #expect(verdict == "ran")
        #expect(console == ["down"])
        #expect(
            events == [
                "assumption showButton assumed: not declared by the article",
                "recorded showButton TouchUpInside += closure",
                "recorded showButton TouchDown += closure",
                "recorded showButton TouchUpInside -= closure",
                "recorded showButton TouchDown -= closure",
                "recorded showButton raise TouchDown",
            ])
    }

    @Test("what the sample sets on a double reads back; an API's first stand-in is true and 1, the next false and 0")
    func values() throws {
        let (verdict, events, console) = try Self.run(
            """
            var settings = NSUserDefaults.StandardUserDefaults;
            settings ["name"] = "Ada";
            Console.WriteLine (settings ["name"]);
            if (settings.BoolForKey ("on")) { Console.WriteLine ("on"); }
            if (settings.BoolForKey ("off")) { Console.WriteLine ("off"); } else { Console.WriteLine ("not off"); }
            Console.WriteLine (settings.IntegerForKey ("count") + 1);
            while (settings.BoolForKey ("more")) { Console.WriteLine ("more"); }
            foreach (var item in settings.ToDictionary ()) { Console.WriteLine ("item"); }
            if (false || settings.HasKey ("either")) { Console.WriteLine ("either"); }
            if (true && settings.IsEnabled ("both")) { Console.WriteLine ("both"); }
            """)
        #expect(verdict == "ran")
        #expect(events.contains("recorded StandardUserDefaults#1 set [\"name\"] = \"Ada\""), "\(events)")
        // A stand-in on the right of || and && is its truth, as on its own.
        #expect(console == ["Ada", "on", "not off", "2", "item", "either", "both"], "\(console)")
    }

    @Test("inside a loop, an if with a branch that leaves keeps the usual answers, so the loop ends")
    func loopsEnd() throws {
        let (verdict, events, console) = try Self.run(
            """
            var reader = Command.ExecuteReader ();
            while (true) {
                if (!reader.Read ()) break;
                Console.WriteLine ("row");
            }
            var token = Source.Token;
            while (true) {
                if (token.IsCancellationRequested) break;
                Console.WriteLine ("tick");
            }
            Console.WriteLine ("done");
            """)
        #expect(verdict == "ran")
        #expect(console == ["row", "done"], "\(console)")
        #expect(!events.contains { $0.contains("taken as") }, "\(events)")
    }

    @Test("each if answers against the usual once per run, so a loop that ends through a flag ends")
    func oncePerSite() throws {
        let (verdict, events, console) = try Self.run(
            """
            var reader = Command.ExecuteReader ();
            var done = false;
            while (!done) {
                if (reader.Read ()) { Console.WriteLine ("row"); Console.WriteLine ("next"); } else { done = true; }
            }
            var cell = TableView.DequeueReusableCell ("id");
            switch (1) {
            case 1:
                if (cell != null) return;
                Console.WriteLine ("made a cell");
                break;
            }
            """)
        #expect(verdict == "ran")
        // Read#2 is taken as true once (the longer branch), Read#3 ends the loop as usual; in a
        // `switch`, which is no loop, the `if` prefers the code after it.
        #expect(console == ["row", "next", "row", "next", "made a cell"], "\(console)")
        #expect(events.filter { $0.contains("taken as") }.count == 2, "\(events)")
    }

    @Test("a stand-in tested in an if takes the branch that runs more of the sample, and says so")
    func preferredBranches() throws {
        let (verdict, events, console) = try Self.run(
            """
            var cell = TableView.DequeueReusableCell ("id");
            if (cell != null) return;
            Console.WriteLine ("made a cell");
            var path = NSBundle.MainBundle.PathForResource ("a", "txt");
            if (path == null) { Console.WriteLine ("no path"); return; }
            Console.WriteLine ("path");
            if (!File.Exists (path)) { Console.WriteLine ("creating"); Console.WriteLine ("created"); }
            if (File.Exists ("b")) { Console.WriteLine ("b"); } else { Console.WriteLine ("no b"); }
            """)
        #expect(verdict == "ran")
        // A branch that leaves runs less than the code after the `if`; of two that go on, the
        // longer runs more; of two as long, the stand-in answers as anywhere else (a second
        // `Exists` is false).
        #expect(console == ["made a cell", "path", "creating", "created", "no b"], "\(console)")
        #expect(
            events.filter { $0.contains("taken as") } == [
                "recorded DequeueReusableCell#1 taken as null, running the branch that runs more of the sample",
                "recorded Exists#1 taken as false, running the branch that runs more of the sample",
            ], "\(events)")
    }

    @Test("what a stand-in is compared with is recorded: a changed case label or constant shows")
    func comparisons() throws {
        let (verdict, events, _) = try Self.run(
            """
            var language = NSLocale.PreferredLanguages [0];
            if (language == "en-US") { Console.WriteLine ("english"); }
            switch (language) {
            case "fr-FR": Console.WriteLine ("french"); break;
            default: break;
            }
            """)
        #expect(verdict == "ran")
        #expect(events.contains("recorded element#1 compared with \"en-US\""), "\(events)")
        #expect(events.contains("recorded element#1 compared with \"fr-FR\""), "\(events)")
    }

    @Test("what a stand-in is ordered against is recorded, with the stand-in on the left; a loop's own count is not")
    func orderings() throws {
        let (verdict, events, console) = try Self.run(
            """
            var items = UIApplication.SharedApplication.ShortcutItems;
            if (items.Length > 8) { Console.WriteLine ("many"); }
            for (int i = 1; i < items.Length; i++) { Console.WriteLine ("more"); }
            foreach (var item in items) { Console.WriteLine ("item"); }
            """)
        #expect(verdict == "ran")
        let comparisons = events.filter { $0.contains("compared with") }
        #expect(
            comparisons == ["recorded Length#1 compared with > 8", "recorded Length#1 compared with > 1"],
            "\(events)")
        #expect(console == ["item"])
    }

    @Test("an undeclared name read, then assigned, is one stand-in: a loop over it ends")
    func assumedThenAssigned() throws {
        let (verdict, _, console) = try Self.run(
            """
            while (myFlag == true) {
                Console.WriteLine ("loop");
                myFlag = SomeCalculationNeedsMoreTime ();
            }
            """)
        #expect(verdict == "ran")
        #expect(console == ["loop", "loop"], "\(console)")
    }

    @Test("a stand-in handed to the engine is recorded on the engine object, not simulated")
    func handedToTheEngine() throws {
        let (verdict, events, _) = try Self.run(
            "var web = new WKWebView ();\nView.AddSubview (web);\nView.BackgroundColor = UIColor.Green;")
        #expect(verdict == "ran")
        #expect(
            events == [
                "recorded WKWebView new()", "recorded HostController#1.view addSubview(WKWebView#1)",
                "recorded UIColor get Green", "recorded HostController#1.view set backgroundColor = Green#1",
            ], "\(events)")
    }

    @Test("a sample method used as an event handler is called; names a class does not declare are its members")
    func methodGroup() throws {
        // `button` is an outlet (OutletInferenceTests), whose tap calls the method; `field`, a
        // text field the engine does not simulate, is a member of the class declared elsewhere.
        let (verdict, events, _) = try Self.run(
            """
            class Host : UIViewController {
                public override void ViewDidLoad () {
                    base.ViewDidLoad ();
                    button.TouchUpInside += OnTap;
                }
                void OnTap (object sender, EventArgs e) { field.Placeholder = "tapped"; }
            }
            """)
        #expect(verdict == "ran")
        #expect(
            events.contains("recorded Host#1 get field")
                && events.contains("recorded field#1 set Placeholder = \"tapped\""), "\(events)")
    }
}
