// The classes a sample's run can reach: what `docparity generate` writes of each sample.

import Testing

@testable import SampleModel

@Suite("Reachable classes")
struct IRReachabilityTests {
    private static func plain(_ name: String, base: String? = nil, _ body: [IRStmt] = [], field: IRType? = nil)
        -> IRClass
    {
        IRClass(
            name: name, base: base,
            fields: field.map { [IRField(name: "held", type: $0)] } ?? [],
            methods: body.isEmpty ? [] : [IRMethod(name: "Run", parameters: [], result: .void, body: body)])
    }

    @Test("the scenario's classes and every class they name, through any construct, and nothing else")
    func reachable() {
        let program = IRProgram(
            classes: [
                Self.plain("Unused", [.expression(.newObject("Helper", [], []))]),
                Self.plain(
                    "HostController", base: "Shared",
                    [
                        .declare("helper", .named("Helper"), .newObject("Helper", [], [])),
                        .expression(
                            .closure(IRClosure(parameters: [], body: [.expression(.staticCall("Util", "Go", []))]))),
                        .try([], [IRCatch(type: "SampleError", name: nil, body: [])], finally: []),
                        .if(.isInstance(.local("helper"), "Checked"), [], []),
                    ]),
                Self.plain("Shared"),
                Self.plain("Helper", field: .named("[Element]")),
                Self.plain("Element", field: .named("Element")),
                Self.plain("Util"),
                Self.plain("SampleError"),
                Self.plain("Checked"),
                Self.plain("Other", [.expression(.staticField("Util", "count"))]),
            ],
            scenario: .hostStatements(hostClass: "HostController", method: "Run"))
        let reached = program.reachableFromScenario.classes.map(\.name)
        #expect(reached == ["HostController", "Shared", "Helper", "Element", "Util", "SampleError", "Checked"])
    }

    @Test("a class declared twice (partial declarations) is kept whole; no scenario keeps nothing")
    func partialAndNone() {
        let classes = [Self.plain("A", [.expression(.newObject("B", [], []))]), Self.plain("B"), Self.plain("A")]
        let exercised = IRProgram(classes: classes, scenario: .exercise(classes: ["A"]))
        #expect(exercised.reachableFromScenario.classes.map(\.name) == ["A", "B", "A"])
        #expect(IRProgram(classes: classes, scenario: .none).reachableFromScenario.classes.isEmpty)
    }
}
