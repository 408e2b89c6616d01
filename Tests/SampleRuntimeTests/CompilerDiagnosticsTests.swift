// C#-compiler-like diagnostics of the binder, with positions in the Markdown file and notes
// naming the likely intended member; recovery keeps the sample runnable.

import SampleChecks
import SampleCompiler
import Testing

@Suite("Compiler diagnostics")
struct CompilerDiagnosticsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let code: String
        let message: String
        let note: String?
        var testDescription: String { id }
    }

    static let cases = [
        Case(
            id: "CS0115",
            code:
                "class D : UIViewControllerTransitioningDelegate {\n  public override IUIViewControllerAnimatedTransitioning PresentingController (UIViewController a, UIViewController b, UIViewController c) { return null; }\n}",
            message:
                "'D.PresentingController(UIViewController, UIViewController, UIViewController)': no suitable method found to override",
            note: "the Unified API member is 'GetAnimationControllerForPresentedController'"),
        Case(
            id: "CS0115",
            code: "class C : UIViewController {\n  public override void ViewDidLoaded () { }\n}",
            message: "'C.ViewDidLoaded()': no suitable method found to override", note: "did you mean 'ViewDidLoad'?"),
        Case(
            id: "CS0117",
            code: "var c = new UIViewController ();\nc.ModalPresentationStyle = UIModalPresentationStyle.Costum;",
            message: "'UIModalPresentationStyle' does not contain a definition for 'Costum'",
            note: "did you mean 'Custom'?"),
        Case(
            id: "CS1501",
            code:
                "class K {\n  public int Twice (int x) { return 2 * x; }\n  public int Use () { return Twice (1, 2); }\n}",
            message: "no overload for method 'Twice' takes 2 arguments", note: nil),
        Case(
            id: "CS0246", code: "var c = new ControlerTwo ();\nclass ControllerTwo : UIViewController { }",
            message: "the type or namespace name 'ControlerTwo' could not be found",
            note: "did you mean 'ControllerTwo'?"),
        Case(
            id: "CS0534",
            code:
                "class A : UIViewControllerAnimatedTransitioning {\n  public override double TransitionDuration (IUIViewControllerContextTransitioning c) { return 1; }\n}",
            message:
                "'A' does not implement inherited abstract member 'UIViewControllerAnimatedTransitioning.AnimateTransition(IUIViewControllerContextTransitioning)'",
            note: nil),
        Case(
            id: "CS0163",
            code: "var n = 2;\nswitch (n) {\ncase 1:\n    Console.WriteLine (\"one\");\ncase 2:\n    break;\n}",
            message: "control cannot fall through from one case label ('case 1:') to another",
            note: "end the section with 'break;'"),
        Case(
            id: "CS0163",
            code: "var n = 2;\nswitch (n) {\ncase 1:\n    if (n > 1) break;\ncase 2:\n    break;\n}",
            message: "control cannot fall through from one case label ('case 1:') to another", note: nil),
        Case(
            id: "CS0759",
            code:
                "partial class W : UIViewController {\n  partial void Read (out int count);\n}\npartial class W : UIViewController {\n  partial void Read (int count) { }\n}",
            message: "no defining declaration found for implementing declaration of partial method 'W.Read(Int32)'",
            note: "the declaration takes (out Int32)"),
        Case(
            id: "CS8070",
            code: "var n = 2;\nswitch (n) {\ncase 1:\n    break;\ndefault:\n    Console.WriteLine (\"other\");\n}",
            message: "control cannot fall out of switch from final case label ('default:')", note: nil),
        Case(
            id: "CS8070", code: "var n = 2;\nswitch (n) {\ncase 1:\n    break;\ncase 2:\n    // the break dropped\n}",
            message: "control cannot fall out of switch from final case label ('case 2:')", note: nil),
        Case(
            id: "CS0759",
            code:
                "partial class V : UIViewController {\n  partial void Clicked (Foundation.NSObjectRenamed sender);\n}\npartial class V : UIViewController {\n  partial void Clicked (NSObject sender) { }\n}",
            message:
                "no defining declaration found for implementing declaration of partial method 'V.Clicked(NSObject)'",
            note: "the declaration takes (NSObjectRenamed)"),
    ]

    @Test("each diagnostic is reported with its message, note and file position", arguments: cases)
    func diagnostic(_ example: Case) throws {
        let result = SampleTestSupport.run(csharp: [example.code])
        let diagnostics = result.samples.flatMap(\.compiled.diagnostics)
        let found = try #require(diagnostics.first { $0.id == example.id }, "\(diagnostics)")
        #expect(found.message == example.message)
        if let note = example.note { #expect(found.notes.contains { $0.contains(note) }, "\(found.notes)") }
        #expect(found.line >= 2, "file line: the fence is line 1")
    }

    @Test("a switch section that ends where control cannot go on, or whose end is not certain, is no error")
    func switchSectionsThatEnd() {
        let code = """
            var n = 2;
            switch (n) {
            case 1:
                return;
            case 2:
                if (n > 1) { Console.WriteLine ("big"); break; } else { throw new Exception (); }
            case 3:
            case 4:
                { Console.WriteLine ("three or four"); goto case 1; }
            case 5:
                while (n > 0) { n--; }
            case 6:
                if (true) { break; }
            case 7:
                if (Verbose) break;
            case 8:
                if (Verbose) { Console.WriteLine ("verbose"); } else { return; }
            case 9:
                Console.WriteLine ("nine");
                ...
            case 10:
                switch (n) { default: break; }
            default:
                Console.WriteLine ("other");
                break;
            }
            """
        let found = SampleTestSupport.run(csharp: [code]).samples.flatMap(\.compiled.diagnostics)
        #expect(!found.contains { $0.id == "CS0163" || $0.id == "CS8070" }, "\(found)")
    }

    @Test(
        "a partial method's halves that agree (qualified or plain names, keyword aliases), whose declaration is not shown, or that are generic, are no error"
    )
    func partialMethodsThatAgree() {
        let code = """
            partial class V : UIViewController {
              partial void Clicked (Foundation.NSObject sender);
              partial void Other (int count, string name);
            }
            partial class V : UIViewController {
              partial void Clicked (NSObject sender) { }
              partial void Other (int count, string name) { }
              partial void Unshown (UIButton button) { }
              partial void Counted (Int32 count, String name) { }
              partial void Generic<U> (U item) { }
              partial void Listed (List<string> items) { }
            }
            partial class V : UIViewController {
              partial void Counted (int count, string name);
              partial void Generic<T> (T item);
              partial void Listed (List<int> items);
            }
            """
        let found = SampleTestSupport.run(csharp: [code]).samples.flatMap(\.compiled.diagnostics)
        #expect(!found.contains { $0.id == "CS0759" }, "\(found)")
    }

    @Test("a class deriving from a sample class inherits the members that class implements")
    func inheritedImplementations() {
        let complete = """
            class A : UIViewControllerAnimatedTransitioning {
              public override double TransitionDuration (IUIViewControllerContextTransitioning c) { return 1; }
              public override void AnimateTransition (IUIViewControllerContextTransitioning c) { }
            }
            class Slow : A { }
            class Half : UIViewControllerAnimatedTransitioning {
              public override double TransitionDuration (IUIViewControllerContextTransitioning c) { return 1; }
            }
            class StillHalf : Half { }
            """
        let messages = SampleTestSupport.run(csharp: [complete]).samples.flatMap(\.compiled.diagnostics)
            .filter { $0.id == "CS0534" }.map(\.message)
        #expect(!messages.contains { $0.hasPrefix("'Slow'") || $0.hasPrefix("'A'") }, "\(messages)")
        // What neither the class nor its sample bases implement is still missing.
        #expect(messages.contains { $0.hasPrefix("'Half'") && $0.contains("AnimateTransition") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'StillHalf'") && $0.contains("AnimateTransition") }, "\(messages)")
    }

    @Test("a base's abstract override, or an override of a method a class above hides, implements nothing")
    func inheritedNonImplementations() {
        let abstract = """
            abstract class B : UIViewControllerAnimatedTransitioning {
              public override double TransitionDuration (IUIViewControllerContextTransitioning c) { return 1; }
              public abstract override void AnimateTransition (IUIViewControllerContextTransitioning c);
            }
            class C : B { }
            """
        let hidden = """
            class A : UIViewControllerAnimatedTransitioning {
              public override double TransitionDuration (IUIViewControllerContextTransitioning c) { return 1; }
              public virtual void AnimateTransition (IUIViewControllerContextTransitioning c) { }
            }
            class B : A { public override void AnimateTransition (IUIViewControllerContextTransitioning c) { } }
            class C : B { }
            """
        for code in [abstract, hidden] {
            let messages = SampleTestSupport.run(csharp: [code]).samples.flatMap(\.compiled.diagnostics)
                .filter { $0.id == "CS0534" }.map(\.message)
            #expect(messages.contains { $0.hasPrefix("'C'") && $0.contains("AnimateTransition") }, "\(messages)")
        }
    }

    @Test("a bad override is recovered as a plain method, and the sample still runs")
    func recovery() throws {
        let code = """
            class D : UIViewControllerTransitioningDelegate {
              public override IUIViewControllerAnimatedTransitioning PresentingController (UIViewController a, UIViewController b, UIViewController c) { return null; }
            }
            """
        let sample = try #require(SampleTestSupport.run(csharp: [code]).samples.first)
        #expect(sample.compiled.program.class("D")?.methods.map(\.name) == ["PresentingController"])
        #expect(sample.run?.verdict == .ran)
        #expect(sample.run?.trace.text.contains("default cover-vertical presentation started") == true)
    }

    @Test("integer division truncates and nfloat arithmetic is floating, as in C#")
    func arithmetic() throws {
        let code =
            "int a = 7 / 2;\nnfloat b = 7 / 2f;\nConsole.WriteLine (a + \" \" + b + \" \" + Math.Abs (1.0f - 1.5f) / 0.4f);"
        let trace = try #require(SampleTestSupport.run(csharp: [code]).samples.first?.run?.trace.text)
        #expect(trace.contains("console console 3 3.5 1.25"), "\(trace)")
    }

    @Test("foreach over an array, string interpolation and using blocks run")
    func statements() throws {
        let code = """
            var sizes = new int [3];
            for (int i = 0; i < sizes.Length; i++) { sizes [i] = i * 10; }
            int total = 0;
            foreach (var size in sizes) { if (size == 10) { continue; } total += size; }
            while (true) { total += 1; break; }
            switch (total) {
            case 1:
            case 2: total = 100; break;
            case 21: total += 1; break;
            default: total = -1; break;
            }
            var state = UIGestureRecognizerState.Ended;
            switch (state) { case UIGestureRecognizerState.Began: total = 0; break; case UIGestureRecognizerState.Ended: total -= 1; break; }
            using (var view = new UIView ()) { view.Alpha = 0.5f; }
            Console.WriteLine ($"total {total} of {sizes.Length} {{ok}}");
            """
        let trace = try #require(SampleTestSupport.run(csharp: [code]).samples.first?.run?.trace.text)
        #expect(trace.contains("console console total 21 of 3 {ok}"), "\(trace)")
    }
}
