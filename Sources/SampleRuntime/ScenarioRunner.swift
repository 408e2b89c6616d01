// ScenarioRunner: runs one compiled sample in the scenarios derived from it — launch (host
// statements in a key window, an app delegate's launch, a controller in a navigation controller,
// or declarations exercised in a standard situation), then fire every event handler it
// registered, run the clock until idle, select the first item of each collection view, and play
// a pinch that ends and one that is cancelled on each pinch recognizer it created.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// Runs samples on fresh engines.
public enum ScenarioRunner {
    /// Runs `program` on a new engine with `configuration` within `budget`.
    public static func run(
        _ program: IRProgram, configuration: EngineConfiguration = EngineConfiguration(),
        budget: SampleBudget = SampleBudget()
    ) -> SampleRun {
        var configuration = configuration
        configuration.maxRunVirtualTime = min(configuration.maxRunVirtualTime, budget.maxVirtualTime)
        let engine = TransitionEngine(configuration: configuration)
        let interpreter = Interpreter(program: program, engine: engine, budget: budget)
        var steps: [String] = []
        var ranSomething = true
        func settle() {
            let outcome = engine.runUntilIdle()
            if outcome == .timeLimitReached {
                interpreter.record(.budget("virtual time over \(TraceNumber.text(budget.maxVirtualTime)) s"))
            } else if outcome == .stepLimitReached {
                interpreter.record(.budget("more than \(configuration.maxRunSteps) run-loop steps"))
            }
        }
        switch program.scenario {
        case .hostStatements(let hostClass, let method):
            steps.append("launch: \(hostClass) is the root of a key window; run the snippet")
            interpreter.entry(receiver: .null) {
                let host = try interpreter.instantiate(hostClass, [])
                SampleLaunch.hostInKeyWindow(try host.object(UIViewController.self))
                _ = try interpreter.callMethod(host, method, [])
                try embedControllers(of: host, interpreter)
                for name in program.frameworkCalls {
                    guard let method = interpreter.classes[hostClass]?.methods[name] else { continue }
                    Exercise.callAsFramework(method, on: host, of: hostClass, interpreter)
                }
                if let step = Exercise.callFrameworkEntries(of: host, interpreter) { steps.append(step) }
                return .null
            }
        case .appLaunch(let delegateClass, let method):
            steps.append("launch: \(delegateClass).FinishedLaunching")
            interpreter.entry(receiver: .null) {
                let delegate = try interpreter.instantiate(delegateClass, [])
                // UIKit passes the application, and no launch options on a plain launch.
                let launched = try interpreter.callMethod(
                    delegate, method, [.object(SampleLaunch.application()), .null])
                if let step = Exercise.callFrameworkEntries(of: delegate, interpreter) { steps.append(step) }
                return launched
            }
        case .controller(let className):
            steps.append("launch: \(className) is the root of a navigation controller in a key window")
            interpreter.entry(receiver: .null) {
                let arity = interpreter.classes[className]?.irClass.initializers.first?.parameters.count ?? 0
                let controller = try interpreter.instantiate(
                    className, arity == 1 ? [.object(UICollectionViewFlowLayout())] : [])
                SampleLaunch.inNavigationController(try controller.object(UIViewController.self))
                if let step = Exercise.callFrameworkEntries(of: controller, interpreter) { steps.append(step) }
                return .null
            }
        case .exercise(let classes):
            for className in classes {
                if let step = Exercise.run(className, interpreter) { steps.append(step) }
            }
            ranSomething = !steps.isEmpty
        case .none:
            ranSomething = false
        }
        settle()
        steps += interpreter.recording.fireHandlers(settle: settle, stopped: { interpreter.budgetExceeded != nil })
        steps += interpreter.harness.exercise(engine, settle: settle, stopped: { interpreter.budgetExceeded != nil })
        let verdict: SampleVerdict
        if let budget = interpreter.budgetExceeded {
            verdict = .budgetExceeded(budget)
        } else if !interpreter.notModelledHits.isEmpty {
            var seen: Set<String> = []
            verdict = .notModelled(interpreter.notModelledHits.filter { seen.insert($0).inserted })
        } else {
            verdict = ranSomething ? .ran : .nothingToRun
        }
        let run = SampleRun(
            verdict: verdict, trace: engine.trace, exceptions: interpreter.exceptions,
            caughtExceptions: interpreter.caughtExceptions, steps: steps, stepsUsed: interpreter.steps)
        interpreter.tearDown()
        return run
    }

    /// Controllers the snippet created and left out of any window are shown inside the host.
    static func embedControllers(of host: Value, _ interpreter: Interpreter) throws {
        guard case .object(let object) = host, let hostController = object as? UIViewController,
            let state = (object as? any InterpretedObject)?.state
        else { return }
        let candidates = state.irClass.fields.map { field -> AnyObject? in
            if case .object(let value)? = state.fields[field.name] { return value }
            return nil
        }
        SampleLaunch.embed(candidates, in: hostController)
    }
}
