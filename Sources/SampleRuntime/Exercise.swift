// Exercise: the standard situation a declared class is run in when its snippet only declares it —
// a transitioning delegate or an animator drives a custom presentation from a plain host, a view
// controller is presented, a layout is shown in a collection view of six items. Any other class
// with code to run is driven as its framework would: created, then its methods called in
// lifecycle order (`AwakeFromNib`, `ViewDidLoad`, …, then the others as declared), each with
// stand-in arguments.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// Runs classes a snippet only declares in their standard situation (`SampleLaunch`).
enum Exercise {
    /// Runs `className` in its standard situation; returns the step's description, or nil when
    /// the class has nothing to run (declarations without an executable body).
    static func run(_ className: String, _ interpreter: Interpreter) -> String? {
        guard let resolved = interpreter.classes[className] else { return nil }
        let arguments = constructorArguments(resolved, interpreter)
        var description: String?
        var created = Value.null
        interpreter.entry(receiver: .null) {
            switch resolved.engineBase {
            case "UIViewControllerTransitioningDelegateBase":
                let delegate = try interpreter.instantiate(className, arguments)
                interpreter.created += SampleLaunch.presentCustom(
                    delegate: try delegate.object(UIViewControllerTransitioningDelegateBase.self))
                description =
                    "present a UIViewController with .custom style and \(className) as its transitioning delegate"
                created = delegate
            case "UIViewControllerAnimatedTransitioningBase":
                let animator = try interpreter.instantiate(className, arguments)
                interpreter.created += SampleLaunch.presentCustom(
                    animator: try animator.object(UIViewControllerAnimatedTransitioningBase.self))
                description = "present a UIViewController with .custom style, animated by \(className)"
                created = animator
            case "UIViewController", "UICollectionViewController":
                guard resolved.engineBase == "UIViewController" || !resolved.irClass.initializers.isEmpty else {
                    return .null
                }
                let controller = try interpreter.instantiate(className, arguments)
                SampleLaunch.presentFromPlainHost(try controller.object(UIViewController.self))
                description = "present \(className) from a plain host"
                created = controller
            case "UICollectionViewLayout":
                let layout = try interpreter.instantiate(className, arguments)
                SampleLaunch.showInCollectionView(try layout.object(UICollectionViewLayout.self))
                description = "show \(className) in a collection view of 6 items"
                created = layout
            default:
                description = drive(resolved, arguments: arguments, interpreter)
            }
            return .null
        }
        if let step = callFrameworkEntries(of: created, interpreter) {
            description = description.map { "\($0); \(step)" } ?? step
        }
        return description
    }

    /// Calls, as the framework would, the methods of `object`'s class that the framework calls and
    /// the engine does not (`IRMethod.isFrameworkEntry`: overrides of unsimulated members,
    /// storyboard actions, exported methods), in lifecycle order; returns the step, if any.
    static func callFrameworkEntries(of object: Value, _ interpreter: Interpreter) -> String? {
        guard case .object(let instance) = object, let state = (instance as? any InterpretedObject)?.state else {
            return nil
        }
        let resolved = state.irClass
        let methods = FrameworkLifecycle.ordered(resolved.chain.flatMap(\.methods).filter(\.isFrameworkEntry))
        guard !methods.isEmpty else { return nil }
        for method in methods { callAsFramework(method, on: object, of: resolved.name, interpreter) }
        return "call \(methods.map(\.displayName).joined(separator: ", ")) of \(resolved.name) as the framework would"
    }

    /// Creates an object of a class the engine has no standard situation for and calls its
    /// methods, in lifecycle order, each as a handler of its own (an exception or an unmodelled
    /// construct ends only that call). Nil when the class has no code to run.
    static func drive(_ resolved: ResolvedClass, arguments: [Value], _ interpreter: Interpreter) -> String? {
        let methods = FrameworkLifecycle.ordered(resolved.irClass.methods.filter { !$0.body.isEmpty })
        let constructs =
            resolved.irClass.initializers.contains { !$0.body.isEmpty }
            || resolved.fields.contains { $0.initialValue != nil }
        guard !methods.isEmpty || constructs else { return nil }
        let object = interpreter.entry(receiver: .null) { try interpreter.instantiate(resolved.name, arguments) }
        if !object.isNull {
            // The state it starts in is what its methods then work on: its initialized fields.
            let state = (try? interpreter.state(of: object))?.fields ?? [:]
            let fields = resolved.fields.filter { $0.initialValue != nil }.compactMap { field in
                state[field.name].map { (name: field.name, value: $0) }
            }
            // And what the Objective-C runtime can create it with: its exported constructors.
            interpreter.recording.frameworkCreation(
                interpreter.traceText(object), attributes: resolved.irClass.attributes,
                constructors: resolved.irClass.initializers.flatMap(\.attributes), fields: fields)
        }
        for method in methods {
            guard method.isStatic || !object.isNull else { break }
            callAsFramework(method, on: object, of: resolved.name, interpreter)
        }
        guard !methods.isEmpty else { return "create \(resolved.name)" }
        let names = methods.prefix(6).map(\.displayName).joined(separator: ", ") + (methods.count > 6 ? ", …" : "")
        return "create \(resolved.name) and call \(names) with stand-in arguments"
    }

    /// Calls `method` of `object` (of class `className`) as a framework would, with stand-in
    /// arguments, as a handler of its own. Which member the framework calls is behaviour (a
    /// renamed override is no longer called), so the call is recorded first.
    static func callAsFramework(_ method: IRMethod, on object: Value, of className: String, _ interpreter: Interpreter)
    {
        let receiver = method.isStatic ? Value.null : object
        let arguments = method.parameters.map { interpreter.standIn(for: $0) }
        let subject = method.isStatic ? className : interpreter.traceText(object)
        interpreter.recording.frameworkCall(subject, method.displayName, arguments, attributes: method.attributes)
        let result = interpreter.entry(receiver: receiver) {
            try interpreter.invoke(method, on: receiver, arguments: arguments)
        }
        if method.result != .void { interpreter.recording.frameworkResult(subject, method.displayName, result) }
    }

    /// The arguments a class is created with: none when it has a parameterless constructor (or
    /// none at all), else stand-ins for its first constructor's parameters (`IntPtr handle`).
    static func constructorArguments(_ resolved: ResolvedClass, _ interpreter: Interpreter) -> [Value] {
        let initializers = resolved.irClass.initializers
        guard let first = initializers.first, !initializers.contains(where: { $0.parameters.isEmpty }) else {
            return []
        }
        return first.parameters.map { interpreter.standIn(for: $0) }
    }
}
