// The IR printer's text for a small program (golden, inline) and the verifier's checks.

import Testing

@testable import SampleModel

@Suite("Sample model")
struct IRPrinterTests {
    static let animator = IRClass(
        name: "Animator", base: "UIViewControllerAnimatedTransitioningBase",
        fields: [IRField(name: "count", type: .int, initialValue: .literal(.int(0)))],
        methods: [
            IRMethod(
                name: "transitionDuration(using:)",
                parameters: [IRParameter("context", .named("UIViewControllerContextTransitioning"))],
                result: .float, body: [.return(.literal(.float(1)))], isOverride: true),
            IRMethod(
                name: "Half", parameters: [IRParameter("n", .int)], result: .int,
                body: [
                    .compoundAssign(.field(.this, "count"), .add, .literal(.int(1)), .integer),
                    .return(.binary(.divide, .local("n"), .literal(.int(2)), .integer)),
                ]),
            IRMethod(
                name: "animateTransition(using:)",
                parameters: [IRParameter("context", .named("UIViewControllerContextTransitioning"))],
                result: .void,
                body: [
                    .declare(
                        "view", .named("UIView"),
                        .property(
                            .method(
                                .local("context"),
                                IREngineMember("UIViewControllerContextTransitioning", "viewController(forKey:)"),
                                [.typeProperty(IREngineMember("UITransitionContextViewControllerKey", "to"))]),
                            IREngineMember("UIViewController", "view"))),
                    .expression(
                        .typeMethod(
                            IREngineMember("UIView", "animate(withDuration:animations:)"),
                            [
                                .literal(.float(1)),
                                .closure(
                                    IRClosure(
                                        parameters: [],
                                        body: [
                                            .assign(
                                                .property(.local("view"), IREngineMember("UIView", "frame")),
                                                .new(
                                                    IREngineMember("CGRect", "init(x:y:width:height:)"),
                                                    [
                                                        .literal(.int(20)), .literal(.int(20)), .literal(.int(280)),
                                                        .literal(.int(528)),
                                                    ], []))
                                        ])),
                            ])),
                ], isOverride: true),
        ])

    @Test("a program prints as Swift-like text with engine selectors applied to arguments")
    func printsProgram() {
        let text = IRPrinter.print(IRProgram(classes: [Self.animator], scenario: .exercise(classes: ["Animator"])))
        #expect(
            text == """
                // scenario: exercise Animator
                class Animator: UIViewControllerAnimatedTransitioningBase {
                    var count: Int = 0
                    override func transitionDuration(using context: UIViewControllerContextTransitioning) -> CGFloat {
                        return 1.0
                    }
                    func Half(_ n: Int) -> Int {
                        self.count += 1
                        return (n / 2 /* Int */)
                    }
                    override func animateTransition(using context: UIViewControllerContextTransitioning) {
                        var view: UIView = context.viewController(forKey: UITransitionContextViewControllerKey.to).view
                        UIView.animate(withDuration: 1.0, animations: {
                            view.frame = CGRect(x: 20, y: 20, width: 280, height: 528)
                        })
                    }
                }

                """)
    }

    @Test("the verifier accepts a well-formed program")
    func verifierAccepts() {
        let problems = IRVerifier.verify(
            IRProgram(classes: [Self.animator], scenario: .exercise(classes: ["Animator"]))
        ) {
            ["UIViewControllerAnimatedTransitioningBase", "CGRect"].contains($0)
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(
        "the verifier finds malformed programs",
        arguments: [
            ([IRStmt.expression(.local("ghost"))], "local 'ghost' used before its declaration"),
            ([IRStmt.break], "break or continue outside a loop"),
            ([IRStmt.expression(.newObject("Missing", [], []))], "'Missing' is not a class of the program"),
            ([IRStmt.return(.literal(.int(1)))], "return with a value"),
        ])
    func verifierRejects(body: [IRStmt], problem: String) {
        let program = IRProgram(
            classes: [
                IRClass(name: "C", base: nil, methods: [IRMethod(name: "m", parameters: [], result: .void, body: body)])
            ],
            scenario: .none)
        let problems = IRVerifier.verify(program) { _ in false }
        // Each names where it is: the class and the method.
        #expect(problems.contains { $0.hasPrefix("C.m: ") && $0.contains(problem) }, "\(problems)")
    }
}
