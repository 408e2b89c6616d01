// Samples are untrusted: infinite loops, runaway recursion, huge allocations, reflection-like
// calls and System.IO / Process use each end with a clear verdict within the budget, quickly,
// and nothing outside the engine is executed.

import Foundation
import SampleChecks
import SampleRuntime
import Testing

@Suite("Hostile samples")
struct HostileSampleTests {
    struct Hostile: Sendable, CustomTestStringConvertible {
        let name: String
        let code: String
        let expected: String
        var testDescription: String { name }
    }

    static let samples = [
        Hostile(name: "infinite loop", code: "while (true) { }", expected: "budget exceeded: more than 200000 steps"),
        Hostile(
            name: "loop in an event handler",
            code:
                "var b = new UIButton (UIButtonType.System);\nView.AddSubview (b);\nb.TouchUpInside += (s, e) => { for (;;) { } };",
            expected: "budget exceeded: more than 200000 steps"),
        Hostile(
            name: "deep recursion",
            code: "class R { public int Down (int n) { return Down (n + 1); } }\nvar r = new R ();\nr.Down (0);",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            name: "field initialized with its own class",
            code: "class Node { Node next = new Node (); }\nvar n = new Node ();",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            name: "constructor creating its own class",
            code: "class Chain { public Chain () { var c = new Chain (); } }\nvar c = new Chain ();",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            name: "constructor chain through two classes",
            code: "class A { B b = new B (); }\nclass B { public B () { var a = new A (); } }\nvar a = new A ();",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            name: "property creating its own class",
            code:
                "class P { P Other { get { return new P (); } }\n public P () { var o = Other; } }\nvar p = new P ();",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            name: "static property creating its own class",
            code:
                "class S { static S Shared { get { return new S (); } }\n public S () { var s = Shared; } }\nvar s = new S ();",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            name: "static field initializer through another class",
            code:
                "class S { public static T First = new T (); }\nclass T { public T () { var s = new S (); var u = new T (); } }\nvar t = S.First;",
            expected: "budget exceeded: call depth over 120 (runaway recursion)"),
        Hostile(
            // Found by scripts/fuzz sample-run: lowering the default recursed past the native stack.
            name: "default value calling its own method",
            code: "class D { int F (int x = F ()) { return x; }\n public void Go () { F (); } }\nnew D ().Go ();",
            expected: "not modelled: a default value that calls its own method"),
        Hostile(
            name: "huge allocation", code: "var big = new byte [int.MaxValue];",
            expected: "budget exceeded: more than 1000000 array elements allocated"),
        Hostile(
            name: "allocation in a loop", code: "for (int i = 0; i < 100; i++) { var a = new int [100000]; }",
            expected: "budget exceeded: more than 1000000 array elements allocated"),
        // APIs outside the engine run as recording doubles: recorded with their arguments, never executed.
        Hostile(
            name: "reflection", code: "var t = Type.GetType (\"System.IO.File\");\nvar m = t.GetMethod (\"Delete\");",
            expected: "recorded GetType#1 GetMethod(\"Delete\")"),
        Hostile(
            name: "activator", code: "var o = Activator.CreateInstance (typeof (UIViewController));",
            expected: "recorded Activator CreateInstance(UIViewController)"),
        Hostile(
            name: "System.IO", code: "System.IO.File.WriteAllText (\"/tmp/owned\", \"x\");",
            expected: "recorded System.IO.File WriteAllText(\"/tmp/owned\", \"x\")"),
        Hostile(
            name: "Process", code: "System.Diagnostics.Process.Start (\"rm\", \"-rf /\");",
            expected: "recorded System.Diagnostics.Process Start(\"rm\", \"-rf /\")"),
        Hostile(
            name: "virtual time", code: "UIView.Animate (1e9, () => { View.Alpha = 0; });",
            expected: "budget exceeded: virtual time"),
    ]

    @Test("each hostile sample ends with a clear verdict within its budget", arguments: samples)
    func hostile(_ sample: Hostile) throws {
        let start = Date()
        let run = try #require(SampleTestSupport.run(csharp: [sample.code]).samples.first)
        let verdict = SampleReport.describe(run.run?.verdict ?? .nothingToRun)
        let uses = run.compiled.notModelled.map(\.api)
        if sample.expected.hasPrefix("recorded ") {
            let events = run.run?.trace.events.map(\.plainWords) ?? []
            #expect(verdict == "ran", "\(verdict)")
            #expect(events.contains(sample.expected), "\(events)")
        } else {
            #expect(
                verdict.hasPrefix(sample.expected)
                    || uses.contains { "not modelled: \($0)".hasPrefix(sample.expected) },
                "\(verdict); compile-time: \(uses)")
        }
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/owned"))
    }
}

extension HostileSampleTests {
    /// Found by scripts/fuzz sample-run: nesting within each call, under the call-depth budget,
    /// overflowed the thread's stack (`docparity run` on the main thread's 8 MB). The interpreter
    /// stops at 1,000 nested levels (`Interpreter.maxNesting`), about 3 MB in a release build;
    /// a debug build's frames are larger still under AddressSanitizer, so the sample runs on a
    /// thread of 64 MB.
    @Test("a sample nested deeper than 1,000 levels ends by the budget")
    func nestingDeeperThanTheStack() throws {
        let code =
            "class R { public object Down () { return " + String(repeating: "new object[] { ", count: 30)
            + "Down ()" + String(repeating: " }", count: 30) + "; } }\nnew R ().Down ();"
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var verdict = ""
        let thread = Thread {
            let run = SampleTestSupport.run(csharp: [code]).samples.first
            verdict = SampleReport.describe(run?.run?.verdict ?? .nothingToRun)
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        #expect(verdict == "budget exceeded: code nested over 1000 levels deep", "\(verdict)")
    }
}

@Suite("Values the engine cannot take")
struct EngineRangeTests {
    @Test(
        "out-of-range values end the handler with a C# exception instead of reaching the engine",
        arguments: [
            ("View.Frame = new CGRect (0, 0, 1e30, 1);", "ArgumentOutOfRangeException"),
            ("UIView.Animate (0.0 / 0.0, () => { });", "ArgumentOutOfRangeException"),
            ("int big = (int)1e30;", "OverflowException"),
            ("int m = int.MinValue; long x = -9223372036854775807 - 1; var y = x / -1;", "OverflowException"),
            ("int z = 0; var w = 1 / z;", "DivideByZeroException"),
            ("UIView v = null; v.Alpha = 0;", "NullReferenceException"),
            (
                "class Bad : UICollectionViewController { public Bad () : base (new UICollectionViewFlowLayout ()) { }\n public override nint GetItemsCount (UICollectionView c, nint s) { return -5; } }\nvar b = new Bad ();\nView.AddSubview (b.View);",
                "ArgumentOutOfRangeException"
            ),
        ])
    func exception(code: String, expected: String) throws {
        let run = try #require(SampleTestSupport.run(csharp: [code]).samples.first?.run)
        #expect(run.exceptions.contains { $0.hasPrefix(expected) }, "\(run.exceptions); \(run.verdict)")
    }

    @Test(
        "a huge number is named in C#'s exponent form, not in hundreds of digits",
        arguments: [
            ("View.Frame = new CGRect (0, 0, 1e300, 1);", "ArgumentOutOfRangeException: 1E+300 is outside"),
            ("View.Frame = new CGRect (0, 0, 1e15, 1);", "ArgumentOutOfRangeException: 1E+15 is outside"),
            ("View.Frame = new CGRect (0, 0, -2.5e17, 1);", "ArgumentOutOfRangeException: -2.5E+17 is outside"),
            ("View.Frame = new CGRect (0, 0, 1e10 + 0.5, 1);", "ArgumentOutOfRangeException: 10000000000.5 is outside"),
        ])
    func hugeNumberText(code: String, expected: String) throws {
        let run = try #require(SampleTestSupport.run(csharp: [code]).samples.first?.run)
        #expect(run.exceptions.contains { $0.hasPrefix(expected) }, "\(run.exceptions)")
    }
}

@Suite("String values in samples")
struct StringValueTests {
    @Test("escapes reach the engine decoded: a sample titled \"A\\u0042\\tC\" is titled A, B, tab, C")
    func decodedTitle() throws {
        let code = #"Title = "A\u0042\tC"; var v = @"C:\n" + 'x';"#
        let compiled = try #require(SampleTestSupport.run(csharp: [code]).samples.first?.compiled)
        let ir = "\(compiled.program)"
        #expect(ir.contains(#""AB\tC""#), "\(ir)")
        #expect(ir.contains(#""C:\\n""#), "\(ir)")
    }
}
