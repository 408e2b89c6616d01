// Interpreter+Recording: recording doubles at run time. An access to an API the engine does not
// simulate is recorded in the trace (receiver, member, argument values) and gives a stand-in;
// a name the article never declares is assumed once, as a stand-in, and the assumption is
// recorded. Behaviour comparison reads these events like the engine's, so a changed argument or
// a missing call is still drift.

import Foundation
import SampleModel
import TransitionEngine

extension Interpreter {
    /// The value of a name the article never declares: what the sample assigned to it, else a
    /// stand-in made (and recorded as an assumption) at its first use.
    func assumedValue(_ name: String) -> Value {
        if let value = assumed[name] { return value }
        recordAssumption(name)
        let value = Value.standIn(StandIn(name: name))
        assumed[name] = value
        return value
    }

    /// Assigns a name the article never declares.
    func assignAssumed(_ name: String, _ value: Value) {
        if assumed[name] == nil { recordAssumption(name) }
        assumed[name] = value
    }

    private func recordAssumption(_ name: String) {
        engine.trace.append(
            TraceEvent(
                time: engine.now, kind: .assumption, subject: name, message: "assumed: not declared by the article"))
    }

    /// Records a read (`arguments` nil), call, construction (`new T`) or indexer read (`[]`) of an
    /// API the engine does not simulate on `target` (nil: a static member or a constructor) and
    /// gives its result: what the sample set on that member before, else a new stand-in. A
    /// closure among the arguments (a completion handler, a callback, an observer) is called back
    /// once, as the framework would, with stand-ins for its parameters.
    func recordAccess(_ target: Value?, _ member: String, _ arguments: [Value]?) throws -> Value {
        if let target, target.isNull {
            throw Interruption.exception("NullReferenceException: '\(member)' of null")
        }
        // A delegate called (`show (4)`, `handler.Invoke (…)`) runs its closure.
        if case .closure(let closure)? = target, member == "Invoke" {
            return try call(closure, arguments ?? [])
        }
        let (subject, name) = recordedNames(target, member)
        let message: String
        if let arguments {
            let list = arguments.map(traceText).joined(separator: ", ")
            message = name == "[]" ? "get [\(list)]" : "\(name)(\(list))"
        } else {
            message = "get \(name)"
        }
        try countRecordedAccess()
        appendRecorded(subject, message)
        for case .closure(let closure) in arguments ?? [] {
            let parameters = closure.closure.parameters.map { standIn(for: $0) }
            // A callback's exception ends the callback, as it would on the framework's thread.
            entry(receiver: closure.receiver) { try call(closure, parameters) }
        }
        let key = memberKey(name, arguments)
        if let key, let target, let value = recordedMembers(of: target)?[key] { return value }
        if target == nil, arguments == nil, let value = staticMembers[member] { return value }
        let result = makeStandIn(name == "[]" ? "element" : name == "new" ? subject : name)
        // A property reads the same until it is set (`list.Count` in a loop's condition), and a
        // static property is one object (`NSNotificationCenter.DefaultCenter`); a call gives a
        // new stand-in each time (`reader.Read ()`).
        if let key, arguments == nil || name == "[]" {
            if let target { setRecordedMember(of: target, key, result) } else { staticMembers[member] = result }
        }
        return result
    }

    /// Records an assignment to a member (or, with `indices`, an indexer) of an API the engine does
    /// not simulate, and remembers the value for later reads of the same member.
    func recordSet(_ target: Value?, _ member: String, _ indices: [Value], _ value: Value) throws {
        if let target, target.isNull {
            throw Interruption.exception("NullReferenceException: setting '\(member)' of null")
        }
        let (subject, name) = recordedNames(target, member)
        let place = indices.isEmpty ? name : "[\(indices.map(traceText).joined(separator: ", "))]"
        try countRecordedAccess()
        appendRecorded(subject, "set \(place) = \(traceText(value))")
        guard let target, let key = memberKey(name, indices.isEmpty ? nil : indices) else { return }
        setRecordedMember(of: target, key, value)
    }

    /// Records a handler attached to (`+=`) or taken off (`-=`) an event of a recording double;
    /// attached handlers of stand-ins are fired after the launch (`fireStandInHandlers`).
    func recordHandler(_ target: Value?, _ event: String, adding: Bool, _ handler: Value) throws {
        if let target, target.isNull {
            throw Interruption.exception("NullReferenceException: event '\(event)' of null")
        }
        let (subject, name) = recordedNames(target, event)
        appendRecorded(subject, "\(name) \(adding ? "+=" : "-=") \(traceText(handler))")
        guard case .standIn(let sender)? = target else { return }
        if adding {
            standInHandlers.append(StandInHandler(sender: sender, event: name, handler: handler))
        } else if let index = standInHandlers.lastIndex(where: {
            $0.sender === sender && $0.event == name && Self.equal($0.handler, handler)
        }) {
            standInHandlers.remove(at: index)
        }
    }

    /// Fires each handler the sample attached to a stand-in's event, once, in the order attached
    /// (a button's tap, a notification's arrival), settling the engine after each. Returns the
    /// harness steps it took.
    func fireStandInHandlers(settle: () -> Void) -> [String] {
        var steps: [String] = []
        var fired = 0
        while fired < standInHandlers.count, budgetExceeded == nil {
            let entry = standInHandlers[fired]
            fired += 1
            steps.append("fire \(entry.sender.name).\(entry.event)")
            appendRecorded(entry.sender.name, "raise \(entry.event)")
            callback(entry.handler, [.standIn(entry.sender), .null])
            settle()
        }
        return steps
    }

    /// Records that a stand-in was compared with `other` (a constant, mostly).
    func recordComparison(_ standIn: Value, with other: Value) throws {
        try countRecordedAccess()
        appendRecorded(traceText(standIn), "\(RecordedMessage.comparison)\(traceText(other))")
    }

    /// Appends a recorded event (kind `.recorded`) at the engine's current time.
    func appendRecorded(_ subject: String, _ message: String) {
        engine.trace.append(TraceEvent(time: engine.now, kind: .recorded, subject: subject, message: message))
    }

    /// Counts one access to a recording double against the budget.
    func countRecordedAccess() throws {
        recordedAccesses += 1
        if recordedAccesses > budget.maxRecordedAccesses {
            throw Interruption.budget("more than \(budget.maxRecordedAccesses) accesses to recording doubles")
        }
    }

    /// The trace subject of an access and the member's own name: a receiver's trace name, or for
    /// a static member the type (`NSNotificationCenter` + `DefaultCenter`, `NSAlert` + `new`).
    private func recordedNames(_ target: Value?, _ member: String) -> (subject: String, name: String) {
        if let target { return (traceText(target), member) }
        if member.hasPrefix("new ") { return (String(member.dropFirst(4)), "new") }
        // On UTF-8 (a `Character` search from the end was 6 % of running the samples).
        if let dot = member.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return (String(member[..<dot]), String(member[member.utf8.index(after: dot)...]))
        }
        return ("static", member)
    }

    /// The value a framework would pass for `parameter` when the run calls a method itself: the
    /// default of a number, a flag or a geometry value, else a stand-in named after the parameter.
    func standIn(for parameter: IRParameter) -> Value {
        let value = Self.defaultValue(parameter.type)
        return value.isNull ? makeStandIn(parameter.name) : value
    }

    /// A stand-in named after what made it, numbered in the run (`DefaultCenter#1`).
    private func makeStandIn(_ base: String) -> Value {
        let number = (standInCounts[base] ?? 0) + 1
        standInCounts[base] = number
        return .standIn(StandIn(name: "\(base)#\(number)", isFirst: number == 1))
    }

    /// Where a member's value is remembered: the property's name, or an indexer's arguments.
    /// Calls are not remembered (nil).
    private func memberKey(_ name: String, _ arguments: [Value]?) -> String? {
        guard let arguments else { return name }
        return name == "[]" ? "[\(arguments.map(traceText).joined(separator: ", "))]" : nil
    }

    private func recordedMembers(of target: Value) -> [String: Value]? {
        switch target {
        case .standIn(let standIn): standIn.members
        case .object(let object): objectMembers[ObjectIdentifier(object)]
        default: nil
        }
    }

    private func setRecordedMember(of target: Value, _ key: String, _ value: Value) {
        switch target {
        case .standIn(let standIn):
            if standIn.members.isEmpty { standInsWithMembers.append(standIn) }
            standIn.members[key] = value
        case .object(let object):
            objectMembers[ObjectIdentifier(object), default: [:]][key] = value
            created.append(object)  // the identifier stays its object's while the run lasts
        default: break
        }
    }

    /// A value as a recorded event shows it: strings quoted, objects by their trace names.
    func traceText(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .string(let text): TraceFormat.jsonString(text)
        case .object(let object): engine.name(of: object)
        case .array(let box):
            // The elements (the first 16): a changed element is a changed argument.
            "[" + box.elements.prefix(16).map(traceText).joined(separator: ", ")
                + (box.elements.count > 16 ? ", … (\(box.elements.count))" : "") + "]"
        default: value.text
        }
    }
}
