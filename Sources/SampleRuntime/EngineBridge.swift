// EngineBridge: the interpreter's only door to the engine — one entry per engine member the API
// model names, keyed by its declaring Swift type and Swift name, each calling that very member.
// A member missing here is "not modelled" at run time, and a test checks that every API model
// entry has its entry here. Tables by area are in `EngineBridge+*.swift`.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// Reads an engine property.
typealias Getter = @Sendable (Value, Interpreter) throws -> Value
/// Writes an engine property.
typealias Setter = @Sendable (Value, Value, Interpreter) throws -> Void
/// Calls an engine instance method.
typealias MethodCall = @Sendable (Value, [Value], Interpreter) throws -> Value
/// Calls an engine static method, initializer or reads a static property.
typealias StaticCall = @Sendable ([Value], Interpreter?) throws -> Value

/// The engine members the interpreter implements.
public enum EngineBridge {
    static let getters: [IREngineMember: Getter] = viewGetters.merging(controllerGetters) { a, _ in a }
        .merging(collectionGetters) { a, _ in a }.merging(valueGetters) { a, _ in a }
    static let setters: [IREngineMember: Setter] = viewSetters.merging(controllerSetters) { a, _ in a }
        .merging(collectionSetters) { a, _ in a }
    static let methods: [IREngineMember: MethodCall] = viewMethods.merging(controllerMethods) { a, _ in a }
        .merging(collectionMethods) { a, _ in a }
    static let statics: [IREngineMember: StaticCall] = staticMembers.merging(constructors) { a, _ in a }

    /// Every engine member the bridge implements (properties, methods, initializers, static
    /// members, enum cases, events, overridable members).
    public static var implementedMembers: Set<IREngineMember> {
        Set(getters.keys).union(setters.keys).union(methods.keys).union(statics.keys).union(enumCases)
            .union(events.map { IREngineMember("UIControl.Event", $0.key) })
            .union(ForwardingClasses.overridable)
    }

    /// The engine types the bridge has members of (Swift names).
    static let simulatedTypes: Set<String> = Set(implementedMembers.map(\.owner))

    /// Engine members that can be set.
    public static var settableMembers: Set<IREngineMember> { Set(setters.keys) }

    static func get(_ member: IREngineMember, on receiver: Value, _ interpreter: Interpreter) throws -> Value {
        guard let getter = getters[member] else { throw SampleInterruption.notModelled("\(member) (get)") }
        if receiver.isNull {
            throw SampleInterruption.exception("NullReferenceException: reading '\(member.name)' of null")
        }
        return try getter(receiver, interpreter)
    }

    static func set(_ member: IREngineMember, on receiver: Value, to value: Value, _ interpreter: Interpreter) throws {
        guard let setter = setters[member] else { throw SampleInterruption.notModelled("\(member) (set)") }
        if receiver.isNull {
            throw SampleInterruption.exception("NullReferenceException: setting '\(member.name)' of null")
        }
        try setter(receiver, value, interpreter)
    }

    static func call(_ member: IREngineMember, on receiver: Value, _ arguments: [Value], _ interpreter: Interpreter)
        throws -> Value
    {
        if receiver.isNull {
            throw SampleInterruption.exception("NullReferenceException: calling '\(member.name)' on null")
        }
        if let method = methods[member] { return try method(receiver, arguments, interpreter) }
        if ForwardingClasses.overridable.contains(member) {
            return try callOverridable(member, on: receiver, arguments, interpreter)
        }
        throw SampleInterruption.notModelled(member.description)
    }

    static func callType(_ member: IREngineMember, _ arguments: [Value], _ interpreter: Interpreter) throws -> Value {
        guard let call = statics[member] else { throw SampleInterruption.notModelled(member.description) }
        return try call(arguments, interpreter)
    }

    static func typeProperty(_ member: IREngineMember) throws -> Value {
        if enumCases.contains(member) || member.owner.hasPrefix("UITransitionContext") {
            return .enumValue(member.owner, member.name)
        }
        if member.name == "self" { return .type(member.owner) }
        guard let call = statics[member] else { throw SampleInterruption.notModelled(member.description) }
        return try call([], nil)
    }

    static func construct(_ member: IREngineMember, _ arguments: [Value], _ interpreter: Interpreter) throws -> Value {
        guard let call = statics[member] else {
            throw SampleInterruption.notModelled("\(member.owner)(\(member.name))")
        }
        let value = try call(arguments, interpreter)
        if case .object(let object) = value {
            interpreter.created.append(object)
            if let pinch = object as? UIPinchGestureRecognizer { interpreter.harness.recordPinch(pinch) }
        }
        return value
    }

    static let events = SampleHarness.events

    static func subscribe(_ control: UIControl, _ event: IREngineMember, _ handler: Value, _ interpreter: Interpreter)
        throws
    {
        guard let controlEvent = events[event.name] else { throw SampleInterruption.notModelled("event \(event)") }
        // Only a closure is called; anything else (`button.TouchUpInside += this`) subscribes a
        // handler that does nothing, and is not captured: an object held by its own control's
        // handler would never be freed (the interpreter's teardown releases closures only).
        let callable: Value = if case .closure = handler { handler } else { .null }
        control.addHandler(for: controlEvent) { [unowned interpreter] sender in
            interpreter.callback(callable, [.object(sender), .null])
        }
        interpreter.harness.recordHandler(control, event: event.name)
    }

    /// Calls an overridable member from sample code (its own override, or the engine's).
    static func callOverridable(
        _ member: IREngineMember, on receiver: Value, _ arguments: [Value], _ interpreter: Interpreter
    )
        throws -> Value
    {
        switch member.name {
        case "viewDidLoad()": try receiver.object(UIViewController.self).viewDidLoad()
        case "loadView()": try receiver.object(UIViewController.self).loadView()
        case "viewWillAppear(_:)": try receiver.object(UIViewController.self).viewWillAppear(arguments[0].bool())
        case "viewDidAppear(_:)": try receiver.object(UIViewController.self).viewDidAppear(arguments[0].bool())
        case "viewWillDisappear(_:)": try receiver.object(UIViewController.self).viewWillDisappear(arguments[0].bool())
        case "viewDidDisappear(_:)": try receiver.object(UIViewController.self).viewDidDisappear(arguments[0].bool())
        case "transitionDuration(using:)":
            return .float(
                try receiver.object(UIViewControllerAnimatedTransitioningBase.self).transitionDuration(
                    using: try arguments[0].optionalObject((any UIViewControllerContextTransitioning).self)))
        case "animateTransition(using:)":
            try receiver.object(UIViewControllerAnimatedTransitioningBase.self).animateTransition(
                using: try arguments[0].object((any UIViewControllerContextTransitioning).self))
        case "animationEnded(_:)":
            try receiver.object(UIViewControllerAnimatedTransitioningBase.self).animationEnded(arguments[0].bool())
        case "prepare()": try receiver.object(UICollectionViewLayout.self).prepare()
        case "invalidateLayout()": try receiver.object(UICollectionViewLayout.self).invalidateLayout()
        case "layoutAttributesForItem(at:)":
            return .wrap(
                try receiver.object(UICollectionViewLayout.self).layoutAttributesForItem(at: arguments[0].indexPath()))
        case "collectionView(_:numberOfItemsInSection:)":
            return .int(
                try receiver.object(UICollectionViewController.self).collectionView(
                    arguments[0].object(UICollectionView.self), numberOfItemsInSection: arguments[1].int()))
        case "collectionView(_:didSelectItemAt:)":
            try receiver.object(UICollectionViewController.self).collectionView(
                arguments[0].object(UICollectionView.self), didSelectItemAt: arguments[1].indexPath())
        default: throw SampleInterruption.notModelled("calling \(member) directly")
        }
        return .null
    }

    static func isEngineInstance(_ object: AnyObject, _ typeName: String) -> Bool {
        switch typeName {
        case "UIViewController": object is UIViewController
        case "UICollectionViewController": object is UICollectionViewController
        case "UINavigationController": object is UINavigationController
        case "UIView": object is UIView
        case "UICollectionView": object is UICollectionView
        case "UICollectionViewLayout": object is UICollectionViewLayout
        case "UICollectionViewFlowLayout": object is UICollectionViewFlowLayout
        case "UICollectionViewTransitionLayout": object is UICollectionViewTransitionLayout
        case "UIPinchGestureRecognizer": object is UIPinchGestureRecognizer
        case "UIGestureRecognizer": object is UIGestureRecognizer
        default: false
        }
    }
}
