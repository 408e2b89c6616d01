// RecordingDoubles: one run's recording doubles. An access to an API the engine does not
// simulate is recorded in the trace (receiver, member, argument values) and gives a stand-in; a
// name the article never declares is assumed once, as a stand-in, and the assumption is recorded.
// Behaviour comparison reads these events like the engine's, so a changed argument or a missing
// call is still drift. The interpreter records through this one model, and so is the Swift that
// `docparity generate` writes (docs/generate.md), so that their traces agree by construction.

import Foundation
import TransitionEngine

/// The recording doubles of one run on one engine.
public final class RecordingDoubles {
    /// The engine whose trace the events go to (and whose names objects have).
    public let engine: TransitionEngine
    /// Accesses the run may make before it stops (each is a trace event): a loop over stand-ins
    /// that never ends would otherwise fill the trace up to the step budget.
    public let maxAccesses: Int
    /// Accesses made so far.
    public private(set) var accesses = 0
    /// Stand-ins (or assigned values) of names the article never declares, by name.
    private var assumed: [String: SampleValue] = [:]
    /// Stand-ins made so far per name they are numbered after (`DefaultCenter` → 2).
    private var standInCounts: [String: Int] = [:]
    /// Handlers the sample attached to stand-ins' events, in order.
    private var handlers: [StandInHandler] = []
    /// The `if`s that gave a stand-in its preferred answer in this run (`test`).
    private var preferredSites: Set<String> = []
    /// The senders of handlers attached to events of names without a value, by name.
    private var namedSenders: [String: StandIn] = [:]
    /// Values the sample set on members of engine or sample objects that the engine does not
    /// simulate, by object and member.
    private var objectMembers: [ObjectIdentifier: [String: SampleValue]] = [:]
    /// The objects `objectMembers` is keyed by: an identifier stays its object's while they live.
    private var objectsWithMembers: [AnyObject] = []
    /// Stand-ins of static properties the engine does not simulate, by `Type.Member`.
    private var staticMembers: [String: SampleValue] = [:]
    /// Stand-ins the sample set members on: a member may hold its own stand-in (`a.Self = a`,
    /// `x.Child = y; y.Parent = x`), a cycle `tearDown` breaks.
    private var standInsWithMembers: [StandIn] = []

    /// Accesses a run may make by default.
    public static let defaultMaxAccesses = 5_000

    /// The recording doubles of a run on `engine`, allowed `maxAccesses` accesses.
    public init(engine: TransitionEngine, maxAccesses: Int = RecordingDoubles.defaultMaxAccesses) {
        self.engine = engine
        self.maxAccesses = maxAccesses
    }

    private static let threadKey = "RecordingDoubles.current"

    /// The recording doubles generated code records through: the current run's on this thread
    /// (`SampleScenario.run` makes them), else new ones on the current engine.
    public static var current: RecordingDoubles {
        if let doubles = Thread.current.threadDictionary[threadKey] as? RecordingDoubles { return doubles }
        let doubles = RecordingDoubles(engine: TransitionEngine.current)
        doubles.makeCurrent()
        return doubles
    }

    /// Makes these the doubles generated code on this thread records through.
    public func makeCurrent() { Thread.current.threadDictionary[Self.threadKey] = self }

    // MARK: Names the article never declares

    /// The value of a name the article never declares: what the sample assigned to it, else a
    /// stand-in made (and recorded as an assumption) at its first use.
    public func assumedValue(_ name: String) -> SampleValue {
        if let value = assumed[name] { return value }
        recordAssumption(name)
        let value = SampleValue.standIn(StandIn(name: name))
        assumed[name] = value
        return value
    }

    /// Assigns a name the article never declares.
    public func assignAssumed(_ name: String, _ value: SampleValue) {
        if assumed[name] == nil { recordAssumption(name) }
        assumed[name] = value
    }

    /// Connects the outlet `name` of `controller`, an object of the sample class `className`: a
    /// name its article uses but never declares, whose use the compiler read as a view of
    /// `type` (`IROutlet`). Records the assumption and adds `view` to the controller's root view,
    /// as a storyboard's outlet is there when `viewDidLoad` runs. Returns `view`.
    @discardableResult
    public func connectOutlet<View: UIView>(
        _ view: View, named name: String, type: String, of controller: UIViewController, className: String
    ) -> View {
        engine.trace.append(
            TraceEvent(
                time: engine.now, kind: .assumption, subject: name,
                message: Self.outletAssumption(type: type, className: className)))
        controller.view.addSubview(view)
        return view
    }

    /// The message of an outlet's assumption event (`connectOutlet`), which the census tells
    /// apart from an assumed stand-in's.
    public static func outletAssumption(type: String, className: String) -> String {
        "assumed: a \(type) outlet of \(className)"
    }

    private func recordAssumption(_ name: String) {
        engine.trace.append(
            TraceEvent(
                time: engine.now, kind: .assumption, subject: name, message: "assumed: not declared by the article"))
    }

    // MARK: Accesses

    /// Records a read (`arguments` nil), call, construction (`new T`) or indexer read (`[]`) of an
    /// API the engine does not simulate on `target` (nil: a static member or a constructor) and
    /// gives its result: what the sample set on that member before, else a new stand-in. A
    /// closure among the arguments (a completion handler, a callback, an observer) is called back
    /// once, as the framework would, with stand-ins for its parameters.
    public func access(_ target: SampleValue?, _ member: String, _ arguments: [SampleValue]?) throws -> SampleValue {
        if let target, target.isNull {
            throw SampleInterruption.exception("NullReferenceException: '\(member)' of null")
        }
        // A delegate called (`show (4)`, `handler.Invoke (…)`) runs its closure.
        if case .closure(let closure)? = target, member == "Invoke" {
            return try closure.call(arguments ?? [])
        }
        let (subject, name) = recordedNames(target, member)
        let message: String
        if let arguments {
            let list = arguments.map(traceText).joined(separator: ", ")
            message = name == "[]" ? "get [\(list)]" : "\(name)(\(list))"
        } else {
            message = "get \(name)"
        }
        try countAccess()
        append(subject, message)
        for case .closure(let closure) in arguments ?? [] {
            // A callback's exception ends the callback, as it would on the framework's thread.
            closure.callBack(closure.callbackParameters.map { standIn(named: $0.name, default: $0.value) })
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
    public func set(_ target: SampleValue?, _ member: String, _ indices: [SampleValue], _ value: SampleValue) throws {
        if let target, target.isNull {
            throw SampleInterruption.exception("NullReferenceException: setting '\(member)' of null")
        }
        let (subject, name) = recordedNames(target, member)
        let place = indices.isEmpty ? name : "[\(indices.map(traceText).joined(separator: ", "))]"
        try countAccess()
        append(subject, "set \(place) = \(traceText(value))")
        guard let target, let key = memberKey(name, indices.isEmpty ? nil : indices) else { return }
        setRecordedMember(of: target, key, value)
    }

    /// Records a handler attached to (`+=`) or taken off (`-=`) an event of a recording double;
    /// handlers attached to stand-ins, and to names the run has no value for, are fired after the
    /// launch (`fireHandlers`).
    public func handler(_ target: SampleValue?, _ event: String, adding: Bool, _ handler: SampleValue) throws {
        if let target, target.isNull {
            throw SampleInterruption.exception("NullReferenceException: event '\(event)' of null")
        }
        let (subject, name) = recordedNames(target, event)
        append(subject, "\(name) \(adding ? "+=" : "-=") \(traceText(handler))")
        let sender: StandIn
        switch target {
        case .standIn(let standIn)?: sender = standIn
        case nil:
            // A name the run has no value for (`OptionTwo.ValueChanged += …` on an outlet another
            // file declares, `Game.Paused += …` on a static event): the sender is a stand-in of
            // that name, one per name, so that the handler fires as the framework would fire it.
            sender = namedSenders[subject] ?? StandIn(name: subject)
            namedSenders[subject] = sender
        default: return
        }
        if adding {
            handlers.append(StandInHandler(sender: sender, event: name, handler: handler))
        } else if let index = handlers.lastIndex(where: {
            $0.sender === sender && $0.event == name && SampleValue.equal($0.handler, handler)
        }) {
            handlers.remove(at: index)
        }
    }

    /// Fires each handler the sample attached to a stand-in's event, once, in the order attached
    /// (a button's tap, a notification's arrival) with the stand-in as sender and a stand-in for
    /// the event's arguments, settling the engine after each, until
    /// `stopped`. Returns the harness steps it took.
    public func fireHandlers(settle: () -> Void, stopped: () -> Bool = { false }) -> [String] {
        var steps: [String] = []
        var fired = 0
        while fired < handlers.count, !stopped() {
            let entry = handlers[fired]
            fired += 1
            steps.append("fire \(entry.sender.name).\(entry.event)")
            append(entry.sender.name, "raise \(entry.event)")
            if case .closure(let closure) = entry.handler {
                // The event's arguments are the framework's object: a stand-in named after the
                // handler's parameter (`e.View` is read from it), unless of a value type.
                let arguments = closure.callbackParameters.dropFirst().first.map {
                    standIn(named: $0.name, default: $0.value)
                }
                closure.callBack([.standIn(entry.sender), arguments ?? .null])
            }
            settle()
        }
        return steps
    }

    /// C# `a == b` where a recording double's value may take part: what a stand-in is compared
    /// with is behaviour (a changed `case` label or constant in a condition shows, whatever the
    /// stand-in answers), so the comparison is recorded when exactly one side is a stand-in and
    /// neither is null.
    public func equal(_ lhs: SampleValue, _ rhs: SampleValue) throws -> Bool {
        try comparison(lhs, nil, rhs)
        return SampleValue.equal(lhs, rhs)
    }

    /// C#'s test of one value in an `if` condition whose branches differ in how much of the
    /// sample they run (`IRStandInTest` in the compiler): `isNull` (`x == null`), `isNotNull`,
    /// `isTrue` (`x`) or `isFalse` (`!x`). A stand-in answers `prefer`, so that the run takes the
    /// branch that runs more of the sample, and the run records when that is not what the
    /// stand-in answers elsewhere (not null; true when it is the first value its API gave, as
    /// `bool()`); any other value is tested as C# does. Each `if` (`site`, named by the compiler)
    /// answers against the usual once per run: a loop or a recursion that ends only through it
    /// (`while (!done) { if (reader.Read ()) { … } else { done = true; } }`) then ends as usual.
    public func test(_ value: SampleValue, _ test: StandInTest, preferring prefer: Bool, site: String) throws -> Bool {
        guard case .standIn(let standIn) = value else {
            switch test {
            case .isNull: return value.isNull
            case .isNotNull: return !value.isNull
            case .isTrue: return try value.bool()
            case .isFalse: return try !value.bool()
            }
        }
        let usual =
            switch test {
            case .isNull: false
            case .isNotNull: true
            case .isTrue: standIn.isFirst
            case .isFalse: !standIn.isFirst
            }
        guard prefer != usual, preferredSites.insert(site).inserted else { return usual }
        try countAccess()
        let taken =
            switch test {
            case .isNull, .isNotNull: (test == .isNull) == prefer ? "null" : "not null"
            case .isTrue, .isFalse: (test == .isTrue) == prefer ? "true" : "false"
            }
        append(standIn.name, "\(RecordedMessage.standInTaken)\(taken), running the branch that runs more of the sample")
        return prefer
    }

    /// Records that the harness calls `member` of `subject` (a trace name, or a class for a
    /// static method) as the framework would, with `arguments`: which member the framework calls
    /// is behaviour (a renamed override is no longer called), so the call is recorded first.
    public func frameworkCall(_ subject: String, _ member: String, _ arguments: [SampleValue], attributes: [String]) {
        let list = arguments.map(traceText).joined(separator: ", ")
        append(subject, "\(RecordedMessage.frameworkCall)\(member)(\(list))\(RecordedMessage.attributes(attributes))")
    }

    /// Records that the harness created an object of a class the engine has no standard
    /// situation for, as its framework would: the class's and its constructors' attributes (what
    /// the Objective-C runtime can create it with), and the fields it starts with (what its
    /// methods then work on).
    public func frameworkCreation(
        _ subject: String, attributes: [String], constructors: [String], fields: [(name: String, value: SampleValue)]
    ) {
        let list = fields.map { "\($0.name) = \(traceText($0.value))" }
        append(
            subject,
            "\(RecordedMessage.frameworkCreation)\(RecordedMessage.attributes(attributes))"
                + (constructors.isEmpty ? "" : " constructors\(RecordedMessage.attributes(constructors))")
                + (list.isEmpty ? "" : " {\(list.joined(separator: ", "))}"))
    }

    /// Records what a method the harness called answered the framework (a cell, a row count, a
    /// property's value): behaviour too; nothing when it answered null.
    public func frameworkResult(_ subject: String, _ member: String, _ result: SampleValue) {
        guard !result.isNull else { return }
        append(subject, "\(RecordedMessage.frameworkCall)\(member) returned \(traceText(result))")
    }

    /// Records `lhs op rhs` (`op` nil for equality) when exactly one side is a stand-in and
    /// neither is null, the stand-in on the left: `compared with "en-US"`, `compared with > 8`
    /// (an ordering's operator mirrored when the stand-in was on the right).
    func comparison(_ lhs: SampleValue, _ op: SampleOperator?, _ rhs: SampleValue) throws {
        guard lhs.isStandIn != rhs.isStandIn, !lhs.isNull, !rhs.isNull else { return }
        let (standIn, op, other) = lhs.isStandIn ? (lhs, op, rhs) : (rhs, op?.mirrored, lhs)
        try countAccess()
        append(
            traceText(standIn), "\(RecordedMessage.comparison)\(op.map { "\($0.rawValue) " } ?? "")\(traceText(other))")
    }

    /// Appends a recorded event (kind `.recorded`) at the engine's current time.
    public func append(_ subject: String, _ message: String) {
        engine.trace.append(TraceEvent(time: engine.now, kind: .recorded, subject: subject, message: message))
    }

    /// Counts one access to a recording double against the budget.
    public func countAccess() throws {
        accesses += 1
        if accesses > maxAccesses {
            throw SampleInterruption.budget("more than \(maxAccesses) accesses to recording doubles")
        }
    }

    /// The trace subject of an access and the member's own name: a receiver's trace name, or for
    /// a static member the type (`NSNotificationCenter` + `DefaultCenter`, `NSAlert` + `new`).
    private func recordedNames(_ target: SampleValue?, _ member: String) -> (subject: String, name: String) {
        if let target { return (traceText(target), member) }
        if member.hasPrefix("new ") { return (String(member.dropFirst(4)), "new") }
        // On UTF-8 (a `Character` search from the end was 6 % of running the samples).
        if let dot = member.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return (String(member[..<dot]), String(member[member.utf8.index(after: dot)...]))
        }
        return ("static", member)
    }

    // MARK: Stand-ins

    /// What a framework passes for a parameter named `name` when the run calls a method itself:
    /// `value` (the default of a number, a flag or a geometry value), or when that is null a
    /// stand-in named after the parameter.
    public func standIn(named name: String, default value: SampleValue) -> SampleValue {
        value.isNull ? makeStandIn(name) : value
    }

    /// A stand-in named after what made it, numbered in the run (`DefaultCenter#1`).
    private func makeStandIn(_ base: String) -> SampleValue {
        let number = (standInCounts[base] ?? 0) + 1
        standInCounts[base] = number
        return .standIn(StandIn(name: "\(base)#\(number)", isFirst: number == 1))
    }

    /// Where a member's value is remembered: the property's name, or an indexer's arguments.
    /// Calls are not remembered (nil).
    private func memberKey(_ name: String, _ arguments: [SampleValue]?) -> String? {
        guard let arguments else { return name }
        return name == "[]" ? "[\(arguments.map(traceText).joined(separator: ", "))]" : nil
    }

    private func recordedMembers(of target: SampleValue) -> [String: SampleValue]? {
        switch target {
        case .standIn(let standIn): standIn.members
        case .object(let object): objectMembers[ObjectIdentifier(object)]
        default: nil
        }
    }

    private func setRecordedMember(of target: SampleValue, _ key: String, _ value: SampleValue) {
        switch target {
        case .standIn(let standIn):
            if standIn.members.isEmpty { standInsWithMembers.append(standIn) }
            standIn.members[key] = value
        case .object(let object):
            objectMembers[ObjectIdentifier(object), default: [:]][key] = value
            objectsWithMembers.append(object)
        default: break
        }
    }

    // MARK: Trace texts

    /// A value as a recorded event shows it: strings quoted, objects by their trace names.
    public func traceText(_ value: SampleValue) -> String {
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

    /// Forgets the run's assumptions, handlers and remembered members, breaking the cycles
    /// stand-ins' members may form, so that what the sample created is freed.
    public func tearDown() {
        assumed.removeAll()
        preferredSites.removeAll()
        handlers.removeAll()
        namedSenders.removeAll()
        objectMembers.removeAll()
        objectsWithMembers.removeAll()
        staticMembers.removeAll()
        for standIn in standInsWithMembers { standIn.members.removeAll() }
        standInsWithMembers.removeAll()
    }
}
