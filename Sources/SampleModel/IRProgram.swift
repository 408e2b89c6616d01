// IRProgram: one sample, compiled — every class its document and fixtures declare, and the
// scenario that runs it (where its code goes and how the harness drives it).

/// How the harness starts a sample.
public enum IRScenario: Hashable, Sendable {
    /// Statements: a host controller (`class`) is the root of a key window; its method `method`
    /// holds the snippet's statements.
    case hostStatements(hostClass: String, method: String)
    /// An app delegate's launch method (`FinishedLaunching`) is called; it sets up its own window.
    case appLaunch(delegateClass: String, method: String)
    /// A view controller class (members placed by their overrides) is the root of a navigation
    /// controller in a key window.
    case controller(className: String)
    /// Class declarations only: each is exercised in a standard situation (a transitioning delegate
    /// or an animator drives a presentation, a controller is presented, a layout is shown).
    case exercise(classes: [String])
    /// Nothing runnable (an empty or unsupported snippet).
    case none
}

/// A compiled sample.
public struct IRProgram: Hashable, Sendable {
    /// The classes: the document's, the fixtures', and the host the sample was placed in.
    public var classes: [IRClass]
    /// How the sample runs.
    public var scenario: IRScenario
    /// Methods of the host the harness calls after the launch, as a framework would, with
    /// stand-in arguments: the methods a snippet of members only declares (`HandleIntent`,
    /// `WillPresentNotification`), which nothing in the snippet calls.
    public var frameworkCalls: [String]

    /// Creates a program.
    public init(classes: [IRClass], scenario: IRScenario, frameworkCalls: [String] = []) {
        self.classes = classes
        self.scenario = scenario
        self.frameworkCalls = frameworkCalls
    }

    /// The class named `name`.
    public func `class`(_ name: String) -> IRClass? { classes.first { $0.name == name } }

    /// The outlets inferred from use (`IROutlet`) of the classes the sample's run can reach
    /// (`reachableFromScenario`: the scenario's, their bases, the classes its code creates),
    /// each with its class: what `docparity samples` lists as the sample's assumptions.
    public var scenarioOutlets: [(className: String, outlet: IROutlet)] {
        reachableFromScenario.classes.flatMap { irClass in irClass.outlets.map { (irClass.name, $0) } }
    }
}
