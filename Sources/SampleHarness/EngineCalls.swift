// EngineCalls: an engine call, creation or property set that sample code makes with values it
// holds — a call on a stand-in, or with one among its arguments, is recorded; any other goes to
// the engine. The interpreter decides through these (its engine bridge is the `engine` closure),
// and so does the Swift that `docparity generate` writes where a receiver or an argument is a
// recording double's value, converting each value to the Swift type the engine's parameter has
// (`SampleValue.engine()`), so both decide alike by construction.

import Foundation
import TransitionEngine

extension RecordingDoubles {
    /// The engine member `name` called (or created, `new UIView`) on `target` with `arguments`:
    /// recorded when the target or an argument is a stand-in, else made by `engine`.
    public func engineCall(
        _ target: SampleValue?, _ name: String, _ arguments: [SampleValue],
        engine: (SampleValue?, [SampleValue]) throws -> SampleValue
    ) throws -> SampleValue {
        if target?.isStandIn == true || arguments.contains(where: \.isStandIn) {
            return try access(target, name, arguments)
        }
        return try engine(target, arguments)
    }

    /// The engine property `name` of `target` set to `value`: recorded when either is a
    /// stand-in, else set by `engine`.
    public func engineSet(
        _ target: SampleValue, _ name: String, _ value: SampleValue,
        engine: (SampleValue, SampleValue) throws -> Void
    ) throws {
        if target.isStandIn || value.isStandIn { return try set(target, name, [], value) }
        try engine(target, value)
    }
}

/// A Swift type an engine parameter has, and how a sample value converts to it as the
/// interpreter's engine bridge converts it.
public protocol EngineArgument {
    /// `value` as this type, or the C# exception the conversion raises.
    static func engineArgument(_ value: SampleValue) throws -> Self
}

extension SampleValue {
    /// The value as the engine parameter it is handed to takes it (Swift infers the type).
    public func engine<T: EngineArgument>() throws -> T { try T.engineArgument(self) }

    /// The value as an engine object.
    public func engine<T: AnyObject>() throws -> T { try object(T.self) }

    /// The value as an engine object, or nil when null.
    public func engine<T: AnyObject>() throws -> T? { try optionalObject(T.self) }
}

extension CGFloat: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> CGFloat { try value.cgFloat() }
}

extension Double: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> Double { try value.engineNumber() }
}

extension Int: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> Int { try value.int() }
}

extension Bool: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> Bool { try value.bool() }
}

extension String: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> String { try value.string() }
}

extension CGRect: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> CGRect { try value.rect() }
}

extension CGSize: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> CGSize { try value.size() }
}

extension CGPoint: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> CGPoint { try value.point() }
}

extension IndexPath: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> IndexPath { try value.indexPath() }
}

extension Optional: EngineArgument where Wrapped: EngineArgument {
    /// `value` as the bridge converts it for a parameter of this type.
    public static func engineArgument(_ value: SampleValue) throws -> Wrapped? {
        if case .null = value { return nil }
        return try Wrapped.engineArgument(value)
    }
}

extension RecordingDoubles {
    /// The sample method `name` called on `target` with `arguments`: a stand-in's call recorded,
    /// an object's run by `sample` (nil when its class declares no such method), null C#'s
    /// exception. The interpreter's `sample` runs the method of the object's class; generated
    /// code's calls the Swift method of whichever sample class the object is.
    public func sampleCall(
        _ target: SampleValue, _ name: String, _ arguments: [SampleValue],
        sample: (AnyObject, [SampleValue]) throws -> SampleValue?
    ) throws -> SampleValue {
        if case .standIn = target { return try access(target, name, arguments) }
        guard case .object(let object) = target else {
            throw SampleInterruption.exception("NullReferenceException: calling '\(name)' on null")
        }
        guard let result = try sample(object, arguments) else {
            throw SampleInterruption.notModelled("method '\(name)'")
        }
        return result
    }

    /// The field `name` of `target`: a stand-in's read recorded (a double's value taken for a
    /// sample class, `annotation as MyAnnotation`), an object's read by `sample` (nil when its
    /// class declares no such field: an engine object's); anything else is C#'s exception.
    public func sampleField(_ target: SampleValue, _ name: String, sample: (AnyObject) throws -> SampleValue?) throws
        -> SampleValue
    {
        if case .standIn = target { return try access(target, name, nil) }
        guard case .object(let object) = target else {
            throw SampleInterruption.exception("NullReferenceException: object reference not set to an instance")
        }
        guard let value = try sample(object) else { throw SampleInterruption.notModelled("field of an engine object") }
        return value
    }
}
