// C# constructs real iOS samples use, run by the interpreter: each prints what C# prints.

import SampleChecks
import Testing

@Suite("C# constructs of real samples")
struct CSharpConstructTests {
    struct Construct: Sendable, CustomTestStringConvertible {
        let name: String
        let code: String
        let console: [String]
        var testDescription: String { name }
    }

    static let constructs = [
        Construct(
            name: "do-while: the body runs once before the test; break and continue act on the loop",
            code: """
                int n = 0;
                do { n++; } while (n < 3);
                do { Console.WriteLine ("once"); break; } while (true);
                int i = 0;
                do { i++; if (i == 1) continue; Console.WriteLine ("pass " + i); } while (i < 3);
                Console.WriteLine (n);
                """,
            console: ["once", "pass 2", "pass 3", "3"]),
        Construct(
            name: "array initializers",
            code: """
                int[] a = { 1, 2, 3 };
                var b = new[] { "x", "y" };
                var c = new float[] { 0.5f, 1.5f };
                Console.WriteLine (a.Length + " " + a [2] + " " + b [1] + " " + c [0]);
                """,
            console: ["3 3 y 0.5"]),
        Construct(
            name: "hexadecimal and binary literals, whose last digit is no suffix",
            code: """
                byte[] data = { 0xf3, 0xcd, 0x1F, 0b101 };
                Console.WriteLine (data [0] + " " + data [1] + " " + data [2] + " " + data [3] + " " + 1e2 + " " + 2d);
                """,
            console: ["243 205 31 5 100 2"]),
        Construct(
            name: "try, catch, finally and throw",
            code: """
                try {
                    int[] a = new int [1];
                    Console.WriteLine (a [3]);
                } catch (IndexOutOfRangeException e) {
                    Console.WriteLine ("caught");
                } finally {
                    Console.WriteLine ("finally");
                }
                try { throw new Exception ("boom"); } catch (Exception e) { Console.WriteLine ("again"); }
                """,
            console: ["caught", "finally", "again"]),
        Construct(
            name: "an exception no clause takes still runs finally",
            code: """
                try {
                    try { object o = null; Console.WriteLine (o.ToString ()); }
                    catch (IndexOutOfRangeException) { Console.WriteLine ("wrong"); }
                    finally { Console.WriteLine ("inner finally"); }
                } catch { Console.WriteLine ("outer"); }
                """,
            console: ["inner finally", "outer"]),
        Construct(
            name: "labeled statements, lock and unchecked blocks run their statement",
            code: """
                start: Console.WriteLine ("labeled");
                lock (this) { Console.WriteLine ("locked"); }
                unchecked { Console.WriteLine ("unchecked"); }
                """,
            console: ["labeled", "locked", "unchecked"]),
        Construct(
            name: "anonymous methods are closures",
            code: """
                Action<int> show = delegate (int n) { Console.WriteLine ("n=" + n); };
                show (4);
                """,
            console: ["n=4"]),
        Construct(
            name: "flags combine with |; integers with & and ^",
            code: "Console.WriteLine ((6 & 3) + \" \" + (6 ^ 3) + \" \" + (1 << 4));",
            console: ["2 5 16"]),
        Construct(
            name: "increments inside expressions",
            code: """
                int i = 0;
                int[] a = { 10, 20, 30 };
                Console.WriteLine (a [i++] + " " + a [++i] + " " + i-- + " " + i);
                """,
            console: ["10 30 2 1"]),
        Construct(
            name: "patterns in is and switch: types, declarations, null, not, relations, when",
            code: """
                object o = "text";
                if (o is string s && s != null) { Console.WriteLine ("string " + s); }
                if (o is not null) { Console.WriteLine ("not null"); }
                int n = 7;
                switch (n) {
                case < 0: Console.WriteLine ("negative"); break;
                case 7 when o is string: Console.WriteLine ("seven"); break;
                case _: Console.WriteLine ("other"); break;
                }
                """,
            console: ["string text", "not null", "seven"]),
        Construct(
            name: "composite formatting with a literal format",
            code: """
                var n = 3;
                Console.WriteLine ("{0} of {1} {{done}}", n, "items");
                var s = string.Format ("{0}", n);
                Console.WriteLine (s + "!");
                """,
            console: ["3 of items {done}", "3!"]),
        Construct(
            name: "await runs the awaited call where it is awaited",
            code: """
                var result = await Task.Delay (100);
                Console.WriteLine ("after");
                """,
            console: ["after"]),
    ]

    @Test("each construct runs and prints what C# prints", arguments: constructs)
    func construct(_ construct: Construct) throws {
        let sample = try #require(SampleTestSupport.run(csharp: [construct.code]).samples.first)
        let verdict = SampleReport.describe(sample.run?.verdict ?? .nothingToRun)
        let console = SampleTestSupport.console(sample)
        #expect(verdict == "ran", "\(verdict)")
        #expect(console == construct.console, "\(console)")
    }

    @Test("UIControlState and UIButtonType values beyond Normal and System are known, and a title per state is kept")
    func controlStates() throws {
        let code = """
            var button = UIButton.FromType (UIButtonType.RoundedRect);
            button.SetTitle ("Go", UIControlState.Normal);
            button.SetTitle ("Going", UIControlState.Highlighted | UIControlState.Selected);
            """
        let sample = try #require(SampleTestSupport.run(csharp: [code]).samples.first)
        #expect(sample.compiled.diagnostics.isEmpty, "\(sample.compiled.diagnostics)")
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
    }

    @Test("a call runs the overload its arguments fit: methods, static methods and constructors")
    func overloads() throws {
        let classes = """
            public class Greeter {
                string greeting = "hello";
                public Greeter () { }
                public Greeter (string greeting) { this.greeting = greeting; }
                public Greeter (int times) { greeting = "hello x" + times; }
                public string Greet () { return greeting; }
                public string Greet (string name) { return greeting + " " + name; }
                public string Greet (int times) { return greeting + " " + times + " times"; }
                public virtual string Greet (double pause) { return greeting + " after " + pause; }
                public string Greet (string name, string title = "Dr") { return greeting + " " + title + " " + name; }
                public static string Shout (string text) { return text + "!"; }
                public static string Shout (int code) { return "code " + code; }
            }
            public class Polite : Greeter {
                public override string Greet (double pause) { return "politely after " + pause; }
            }
            """
        let statements = """
            var g = new Greeter ();
            Console.WriteLine (g.Greet ());
            Console.WriteLine (g.Greet ("Ann"));
            Console.WriteLine (g.Greet (3));
            Console.WriteLine (g.Greet (0.5));
            Console.WriteLine (g.Greet ("Ann", "Ms"));
            Console.WriteLine (new Greeter ("hi").Greet ("Bo"));
            Console.WriteLine (new Greeter (2).Greet ());
            Console.WriteLine (Greeter.Shout ("hey") + " " + Greeter.Shout (7));
            Greeter p = new Polite ();
            Console.WriteLine (p.Greet (1.5) + "; " + p.Greet ("Cy"));
            """
        let run = SampleTestSupport.run(csharp: [classes, statements])
        let sample = try #require(run.samples.last)
        #expect(sample.compiled.diagnostics.isEmpty, "\(sample.compiled.diagnostics)")
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
        let console = SampleTestSupport.console(sample)
        #expect(
            console == [
                "hello", "hello Ann", "hello 3 times", "hello after 0.5", "hello Ms Ann", "hi Bo", "hello x2",
                "hey! code 7", "politely after 1.5; hello Cy",
            ], "\(console)")
    }

    @Test("the overload is chosen by the arguments' static types, as C# chooses it")
    func overloadsByStaticType() throws {
        let classes = """
            public class Animal { }
            public class Dog : Animal { }
            public class Keeper {
                public string Speak (Animal a) { return "animal"; }
                public string Speak (Dog d) { return "dog"; }
                public string Add (string s) { return "text"; }
                public string Add (UIView v) { return "view"; }
                public string Show (string s) { return "one"; }
                public string Show (string[] s) { return "many"; }
            }
            """
        let statements = """
            var k = new Keeper ();
            Animal a = new Dog ();
            string[] items = { "a", "b" };
            UIView nothing = null;
            Console.WriteLine (k.Speak (a) + " " + k.Speak (new Dog ()) + " " + k.Add (UIButton.FromType (UIButtonType.System)) + " "
                + k.Add (nothing) + " " + k.Add ("x") + " " + k.Show (items) + " " + k.Show ("x"));
            """
        let sample = try #require(SampleTestSupport.run(csharp: [classes, statements]).samples.last)
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
        let console = SampleTestSupport.console(sample)
        #expect(console == ["animal dog view view text many one"], "\(console)")
    }

    @Test("a base class's overload runs when none of the derived class's fits, as in C#")
    func baseClassOverloads() throws {
        let classes = """
            public class Greeter {
                public string Greet (int times) { return "base " + times; }
                public string Greet (int a, int b) { return "base pair"; }
            }
            public class Host : Greeter {
                public string Greet (string name) { return "hello " + name; }
            }
            """
        let statements = """
            var h = new Host ();
            Console.WriteLine (h.Greet ("Ana") + ", " + h.Greet (3) + ", " + h.Greet (1, 2));
            """
        let sample = try #require(SampleTestSupport.run(csharp: [classes, statements]).samples.last)
        // Before, the derived class's one method was taken for `Greet (3)`, and `Greet (1, 2)` was
        // a compile error (CS1501).
        #expect(sample.compiled.diagnostics.isEmpty, "\(sample.compiled.diagnostics)")
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
        let console = SampleTestSupport.console(sample)
        #expect(console == ["hello Ana, base 3, base pair"], "\(console)")
    }

    @Test("a static method of a base class called from a derived class is called on the base")
    func baseStaticMethod() throws {
        let classes = """
            public class Units {
                public static string Label (int n) { return n + " units"; }
            }
            public class Meters : Units {
                public static string Label (string s) { return s + " m"; }
                public string Both () { return Label (3) + ", " + Label ("4"); }
            }
            """
        let sample = try #require(
            SampleTestSupport.run(csharp: [classes, "Console.WriteLine (new Meters ().Both ());"]).samples.last)
        let console = SampleTestSupport.console(sample)
        #expect(console == ["3 units, 4 m"], "\(console)")
        // The Swift emitter looks the method up in the class the call names.
        let both = try #require(
            sample.compiled.program.classes.first { $0.name == "Meters" }?.methods.first { $0.name == "Both" })
        #expect(String(describing: both.body).contains(#"staticCall("Units""#), "\(both.body)")
    }

    @Test("a static property with a getter is read in a static method and through its class's name")
    func staticComputedProperty() throws {
        let classes = """
            public static class CallRequest {
                public static string Scheme { get { return "monkeycall"; } }
                public static string Describe (string scheme) {
                    return scheme == Scheme ? "ours" : "theirs";
                }
            }
            """
        let statements = """
            Console.WriteLine (CallRequest.Describe ("monkeycall") + " " + CallRequest.Scheme);
            """
        let sample = try #require(SampleTestSupport.run(csharp: [classes, statements]).samples.last)
        // Before, the read in the static method called the getter on a null `this` (a
        // NullReferenceException), and the read through the class's name was recorded as a double.
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
        #expect(SampleTestSupport.console(sample) == ["ours monkeycall"], "\(SampleTestSupport.console(sample))")
    }

    @Test("a UIView subclass is an engine view whose own methods run")
    func viewSubclass() throws {
        let code = """
            public class Badge : UIView {
                public Badge (CGRect frame) : base (frame) { }
                public override void LayoutSubviews () { Console.WriteLine ("layout " + Frame.Width); }
            }
            """
        let sample = try #require(SampleTestSupport.run(csharp: [code]).samples.first)
        #expect(SampleReport.describe(sample.run?.verdict ?? .nothingToRun) == "ran")
        let console = SampleTestSupport.console(sample)
        #expect(console == ["layout 0"], "\(console)")
    }
}
