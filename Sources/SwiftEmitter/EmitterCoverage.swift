// EmitterCoverage: whether the Swift emitter can write a whole program as Swift that builds. The
// emitter is checked on the seed article (golden files, swiftc, the agreement test); a program
// that reaches outside what it covers — an API the engine does not model, a value whose type the
// compiler could not determine, an override the engine does not have — is reported instead of
// emitted, so that one sample cannot break the build of a whole generated package.

import SampleModel

/// Why the emitter cannot write a program yet: what it lacks, and where.
public struct EmitterGap: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the emitter lacks, as `docparity generate` tallies its disabled tests.
    public enum Kind: String, Sendable, CaseIterable {
        case frameworkCall = "methods the harness calls as the framework would"
        case standInArguments = "classes created with stand-in arguments"
        case frameworkDriven = "classes driven as their framework would drive them"
        case uncoveredBase = "base classes it does not cover"
        case uncoveredOverride = "overrides it does not cover"
        case undeterminedType = "values of undetermined type"
        case notModelled = "APIs the engine does not model"
        case recordingDouble = "recording doubles"
        case assumedName = "names the article does not declare (assumed stand-ins)"
        case exceptionHandling = "C# exception handling"
        case incrementInExpression = "'++' or '--' inside an expression"
        case redeclaredLocal = "a local or field declared twice"
        case missingResult =
            "methods that may end without the value they return (extern or abstract declarations, cut snippets)"
        case overloads =
            "overloads (a constructor other than the first of its number, a method redeclared with other Swift types)"
    }

    /// What is lacking.
    public let kind: Kind
    /// The reason in full, naming the class, member or API.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// The same gap, said of a place (`field 'A.b': …`).
    func at(_ place: String) -> EmitterGap { EmitterGap(kind, "\(place): \(description)") }
}

/// What the emitter covers.
public enum EmitterCoverage {
    /// Why `program` cannot be emitted yet, or nil when it can: the first of `gaps(in:)`.
    public static func unsupported(_ program: IRProgram) -> EmitterGap? {
        var finder = GapFinder(stopsAtFirst: true)
        finder.visit(program)
        return finder.found.first
    }

    /// Everything in `program` the emitter cannot write yet, in the order the program is read
    /// (framework calls, exercised classes, then each class's base, fields, initializers and
    /// methods), each distinct gap once.
    public static func gaps(in program: IRProgram) -> [EmitterGap] {
        var finder = GapFinder(stopsAtFirst: false)
        finder.visit(program)
        return finder.found
    }
}

/// Walks a program for what the emitter lacks, collecting each gap once; with `stopsAtFirst`,
/// only the first.
struct GapFinder {
    let stopsAtFirst: Bool
    private(set) var found: [EmitterGap] = []
    private var seen: Set<String> = []
    /// The recording-double writer of the function being walked (nil outside functions: a
    /// field's initial value, where the emitter writes no double).
    private var doubles: RecordingDoubleWriter?
    /// The initializer and method parameters that are `SampleValue`s.
    private var valuePositions = ValuePositions()
    /// The program's classes by name.
    private var classes: [String: IRClass] = [:]

    init(stopsAtFirst: Bool) { self.stopsAtFirst = stopsAtFirst }

    private var isDone: Bool { stopsAtFirst && !found.isEmpty }

    mutating func add(_ gap: EmitterGap?) {
        guard let gap, !isDone, seen.insert("\(gap.kind.rawValue)\u{0}\(gap.description)").inserted else { return }
        found.append(gap)
    }

    /// Gaps found by `body`, said of `place`; `doubles` writes the recording doubles there.
    private mutating func at(
        _ place: String, doubles: RecordingDoubleWriter? = nil, _ body: (inout GapFinder) -> Void
    ) {
        var inner = GapFinder(stopsAtFirst: stopsAtFirst)
        inner.doubles = doubles
        inner.valuePositions = valuePositions
        inner.classes = classes
        body(&inner)
        for gap in inner.found { add(gap.at(place)) }
    }

    mutating func visit(_ program: IRProgram) {
        let program = program.basesAsRun
        let framework = FrameworkCallWriter(program)
        valuePositions = ValuePositions(program, framework)
        let classes = Dictionary(program.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.classes = classes
        let dynamicFields = framework.dynamicFields
        /// The recording-double writer of a function of `irClass` (the emitter's, but for type names).
        func doubles(
            _ irClass: IRClass, _ body: [IRStmt], _ parameters: [IRParameter], standIns: Set<String> = [],
            returnsSampleValue: Bool = false
        ) -> RecordingDoubleWriter {
            var expressions = SwiftExpressionEmitter(typeNames: [:], classes: classes)
            expressions.valuePositions = valuePositions
            expressions.returnsSampleValue = returnsSampleValue
            expressions.currentClass = irClass.name
            expressions.localTypes = LocalTypes.of(body, parameters: parameters)
            expressions.dynamicFields = dynamicFields
            expressions.dynamicLocals = RecordingDoubleWriter.dynamicLocals(
                in: body, parameters: standIns, fields: dynamicFields, results: valuePositions.results)
            return RecordingDoubleWriter(expressions: expressions)
        }
        for irClass in program.classes {
            if let gap = framework.gap(of: irClass.name) ?? framework.driveGap(irClass.name) { add(gap) }
            // An outlet's field holds its view: a field of its name that holds a double's value
            // elsewhere in the program is a `SampleValue` in Swift (`dynamicFields` go by name).
            for outlet in irClass.outlets where dynamicFields.contains(outlet.name) {
                add(
                    EmitterGap(
                        .undeterminedType,
                        "outlet '\(irClass.name).\(outlet.name)': a field of that name holds a value of undetermined type elsewhere, which the Swift emitter does not write yet"
                    ))
            }
        }
        for irClass in program.classes where !isDone {
            // Declarations of one name Swift would write with other parameter types, or whose
            // numbered names are taken (`MethodNames`).
            let types = SwiftExpressionEmitter(typeNames: [:], classes: classes)
            for name in framework.methodNames(of: irClass.name)?.overloaded ?? [] {
                add(
                    EmitterGap(
                        .overloads,
                        "'\(irClass.name).\(IROverloadName.display(name))' is declared more than once with parameters Swift writes differently, which the Swift emitter does not cover yet"
                    ))
            }

            if let base = irClass.base, program.class(base) == nil,
                !EngineOverride.namedBases.contains(base) && base != "NSObject" && base != "SampleAppDelegate"
            {
                add(
                    EmitterGap(
                        .uncoveredBase,
                        "class '\(irClass.name)' derives from '\(base)', which the Swift emitter does not cover"))
            }
            // A constructor snippet without its class is compiled into a class of that name
            // deriving from the name its base constructor was called on: itself, in Swift a cycle.
            var chain: Set<String> = [irClass.name]
            var base = irClass.base
            while let name = base, let sampleBase = classes[name] {
                guard chain.insert(name).inserted else {
                    add(
                        EmitterGap(
                            .uncoveredBase,
                            "class '\(irClass.name)' derives from itself through '\(name)', which Swift cannot declare")
                    )
                    break
                }
                base = sampleBase.base
            }
            if let gap = redeclaredFromBase(irClass, classes) { add(gap) }
            var fieldsSeen: [String: IRField] = [:]
            for field in irClass.fields {
                if let first = fieldsSeen[field.name] {
                    // Swift declares it once (the first); the interpreter holds one value per name
                    // and sets it for each declaration, a value or the type's default.
                    if field.initialValue != nil || first.initialValue != nil || field.type != first.type
                        || field.isStatic != first.isStatic
                    {
                        add(
                            EmitterGap(
                                .redeclaredLocal,
                                "the field '\(irClass.name).\(field.name)' is declared again with another type or value, which Swift does not allow"
                            ))
                    }
                    continue
                }
                fieldsSeen[field.name] = field
                if !field.isStatic, dynamicFields.contains(field.name) {
                    // A `SampleValue`: its initial value, if any, as the double writer writes it.
                    // Swift runs it before the base class's initializer, the interpreter after the
                    // engine object is made and a sample base's fields: the same events unless the
                    // class has a sample base, or the value needs the object (`this`, a closure).
                    guard let initial = field.initialValue else { continue }
                    let writer = doubles(irClass, [], [])
                    let written: Bool = if case .success = writer.value(initial) { true } else { false }
                    if !written || classes[irClass.base ?? ""] != nil || Self.needsObject(initial) {
                        add(
                            EmitterGap(
                                .undeterminedType,
                                "field '\(irClass.name).\(field.name)': an initial value of undetermined type the Swift emitter does not write yet"
                            ))
                    }
                    continue
                }
                at("field '\(irClass.name).\(field.name)'") {
                    $0.type(field.type, "the field's type")
                    if let value = field.initialValue { $0.expression(value) }
                }
            }
            for index in framework.declaredInitializers(of: irClass.name) {
                let initializer = irClass.initializers[index]
                let standIns = framework.valueParameters(ofInitializer: index, of: irClass.name)
                let writer = doubles(irClass, initializer.body, initializer.parameters, standIns: standIns)
                if initializer.superInitializer.hasPrefix("init/"),
                    let gap = constructorGap(
                        irClass.base ?? "", initializer.superInitializer, arity: initializer.superArguments.count)
                {
                    add(gap)
                }
                // A sample base's parameters that are `SampleValue`s take their arguments converted.
                let basePositions =
                    initializer.superInitializer.hasPrefix("init/")
                    ? valuePositions.initializer(irClass.base ?? "", arity: initializer.superArguments.count) : []
                at("an initializer of '\(irClass.name)'", doubles: writer) {
                    for parameter in initializer.parameters where !standIns.contains(parameter.name) {
                        $0.type(parameter.type, "the parameter '\(parameter.name)'")
                    }
                    // A view's frame is converted as the interpreter converts it
                    // (`SwiftClassEmitter.frameArgument`).
                    let framesView =
                        EngineOverride.viewBases.contains(irClass.base ?? "")
                        && initializer.superInitializer == "init(frame:)"
                    for (index, argument) in initializer.superArguments.enumerated() where basePositions.contains(index)
                    {
                        if case .failure(let gap) = writer.value(argument) { $0.add(gap) }
                    }
                    for argument in initializer.superArguments {
                        // The base initializer takes typed values, which a stand-in is not.
                        let converted: Bool = if case .success = writer.value(argument) { framesView } else { false }
                        if writer.reaches(argument), !converted {
                            $0.add(
                                EmitterGap(
                                    .standInArguments,
                                    "a stand-in argument is handed to the base initializer, which the Swift emitter does not cover yet"
                                ))
                        }
                        $0.expression(argument)
                    }
                    $0.statements(initializer.body)
                }
            }
            for method in irClass.methods {
                // The app delegate's launch method is a plain method the harness calls, and so is
                // a framework entry that overrides a member the engine does not have.
                if method.isOverride, method.name != "application(_:didFinishLaunchingWithOptions:)",
                    !method.isFrameworkEntry, EngineOverride.overridden(by: method.name) == nil
                {
                    add(
                        EmitterGap(
                            .uncoveredOverride,
                            "'\(irClass.name).\(method.name)' overrides a member the Swift emitter does not cover"))
                }
                // A class without a base is a plain Swift class: it is not the engine type (often
                // `NSObject`, from a C# base the engine does not have) its method returns it as.
                if irClass.base == nil, case .named(let result) = method.result, result != irClass.name,
                    Self.returnsItself(method.body)
                {
                    add(
                        EmitterGap(
                            .uncoveredBase,
                            "'\(irClass.name).\(method.name)' returns the object itself as '\(result)', which its Swift class (without a base) is not"
                        ))
                }
                let returnsSampleValue = framework.returnsSampleValue(method, of: irClass.name)
                let overridesEngine = method.isOverride && EngineOverride.overridden(by: method.name) != nil
                if method.result != .void, !SwiftClassEmitter.alwaysReturns(method.body),
                    overridesEngine || SwiftClassEmitter.nullReturn(method, returnsSampleValue, types) == nil
                {
                    let ends = method.body.isEmpty ? "has no body" : "may end without returning"
                    add(
                        EmitterGap(
                            .missingResult,
                            "'\(irClass.name).\(method.name)' \(ends) but returns a value Swift cannot leave null"
                        ))
                }
                let standIns = framework.valueParameters(method, of: irClass.name)
                let writer = doubles(
                    irClass, method.body, method.parameters, standIns: standIns, returnsSampleValue: returnsSampleValue)
                at("'\(irClass.name).\(method.name)'", doubles: writer) {
                    for parameter in method.parameters where !standIns.contains(parameter.name) {
                        $0.type(parameter.type, "the parameter '\(parameter.name)'")
                    }
                    if method.result != .void, !returnsSampleValue { $0.type(method.result, "its result") }
                    $0.statements(method.body)
                }
            }
        }
    }

    /// The gap when `irClass` declares a field or a method (not an engine override) that a
    /// sample class it derives from declares too: the interpreter holds one value per field name
    /// and calls the nearest method of a name, which Swift's stored properties and methods
    /// without `override` do not express.
    func redeclaredFromBase(_ irClass: IRClass, _ classes: [String: IRClass]) -> EmitterGap? {
        let methods = Set(
            irClass.methods.filter { !$0.isOverride || EngineOverride.overridden(by: $0.name) == nil }.map(
                MethodNames.baseName))
        let fields = Set(irClass.fields.map(\.name))
        for sampleBase in SwiftExpressionEmitter.chain(from: irClass.base, in: classes)
        where sampleBase.name != irClass.name {
            let member =
                sampleBase.fields.map(\.name).first(where: fields.contains)
                ?? sampleBase.methods.map(MethodNames.baseName).first(where: methods.contains)
            if let member {
                return EmitterGap(
                    .uncoveredBase,
                    "'\(irClass.name)' declares '\(member)' again, which its sample base '\(sampleBase.name)' declares, which the Swift emitter does not cover yet"
                )
            }
        }
        return nil
    }

    /// Whether `expression` has a `++` or `--` anywhere in it.
    static func containsIncrement(_ expression: IRExpr) -> Bool {
        if case .increment = expression { return true }
        return expression.children.contains(where: containsIncrement)
    }

    /// Whether `body` returns `this` anywhere (closures aside: their `return` is their own).
    static func returnsItself(_ body: [IRStmt]) -> Bool {
        body.contains { statement in
            if case .return(.this?) = statement { return true }
            return statement.bodies.contains(where: returnsItself)
        }
    }

    /// Whether `expression` uses the object it initializes a field of: `this`, or a closure
    /// (which Swift's property initializers cannot capture).
    static func needsObject(_ expression: IRExpr) -> Bool {
        switch expression {
        case .this, .closure: true
        default: expression.children.contains(where: needsObject)
        }
    }

    /// A gap when `type`, the type of `what`, is undetermined (or a closure's part is).
    mutating func type(_ type: IRType, _ what: String) {
        switch type {
        case .unknown, .null: add(EmitterGap(.undeterminedType, "\(what): a value of undetermined type"))
        case .closure(let parameters, let result):
            for parameter in parameters { self.type(parameter, "\(what), a parameter of its closure type") }
            self.type(result, "\(what), the result of its closure type")
        default: break
        }
    }

    mutating func statements(_ body: [IRStmt]) {
        // C# snippets that show alternatives may declare a name twice; Swift cannot.
        var declared: Set<String> = []
        for case .declare(let name, _, _) in body where !declared.insert(name).inserted {
            add(
                EmitterGap(
                    .redeclaredLocal, "the local '\(name)' is declared twice in one scope, which Swift does not allow"))
        }
        for statement in body where !isDone { self.statement(statement) }
    }

    mutating func statement(_ statement: IRStmt) {
        if let doubles, let written = doubles.statement(statement) {
            guard case .failure(let gap) = written else {
                // Written whole; the closures it hands to doubles are written as callbacks.
                switch statement {
                case .compoundAssign(.recorded, _, .closure(let closure), _), .addHandler(_, _, .closure(let closure)):
                    callback(closure, doubles)
                default: break
                }
                for expression in statement.expressions {
                    callbacks(in: expression)
                    typedParts(of: expression, doubles)
                }
                return
            }
            // What else the statement lacks is counted too (its doubles again, as the same kinds).
            add(gap)
        }
        switch statement {
        case .notModelled(let api): add(EmitterGap(.notModelled, "'\(api)' is not modelled"))
        case .declare(let name, let declared, let value):
            type(declared, "the local '\(name)'")
            if let value { expression(value) }
        case .assign(let target, let value), .compoundAssign(let target, _, let value, _):
            // The interpreter evaluates the value before the target's object and index (and a
            // compound assignment's target twice), Swift the other way round: a `++` in the
            // target would change another element.
            if Self.containsIncrement(target.expression) {
                add(
                    EmitterGap(
                        .incrementInExpression,
                        "'++' or '--' in an assignment's target is not covered by the Swift emitter yet"))
            }
            expression(target.expression)
            expression(value)
        case .addHandler(let control, _, let handler):
            expression(control)
            expression(handler)
        case .expression(let value): expression(value)
        case .if(let condition, let then, let otherwise):
            self.condition(condition)
            statements(then)
            statements(otherwise)
        case .loop(let condition, let body, let step):
            self.condition(condition)
            statements(body)
            statements(step)
        case .return(let value): if let value { expression(value) }
        case .block(let body): statements(body)
        case .break, .continue: break
        case .try(let body, _, let finally):
            // Written as the body with the `finally` deferred; the `catch` clauses are not
            // written (a run that reaches one has no test: `GeneratedSuite.reasonToSkip`).
            if !finally.isEmpty, Self.continues(body) {
                add(
                    EmitterGap(
                        .exceptionHandling,
                        "'continue' inside a 'try' with 'finally' is not covered by the Swift emitter yet (the loop's step would run before the 'finally')"
                    ))
            }
            if Self.jumps(finally) {
                // C# forbids it (CS0157), Swift's `defer` too: the package would not build.
                add(
                    EmitterGap(
                        .exceptionHandling,
                        "'return', 'break' or 'continue' inside 'finally' is not covered by the Swift emitter (C# does not allow it either)"
                    ))
            }
            statements(body)
            statements(finally)
        case .throw:
            // Not evaluated (`SwiftStatementEmitter.thrown`): a run that reaches it has no test.
            break
        }
    }

    /// Whether `body` holds a jump out of it: a `return`, or a `break` or `continue` not inside
    /// a loop of its own (a lowered `switch` is one; a closure's jumps are its own).
    static func jumps(_ body: [IRStmt], insideLoop: Bool = false) -> Bool {
        body.contains { statement in
            switch statement {
            case .return: return true
            case .break, .continue: return !insideLoop
            case .loop: return statement.bodies.contains { jumps($0, insideLoop: true) }
            default: return statement.bodies.contains { jumps($0, insideLoop: insideLoop) }
            }
        }
    }

    /// Whether `body` holds a `continue` (in a nested loop too: the check is on the safe side).
    static func continues(_ body: [IRStmt]) -> Bool {
        body.contains { statement in
            if case .continue = statement { return true }
            return statement.bodies.contains(where: continues)
        }
    }

    /// The gap when a creation of `className` (or a base call), named `created` in the IR, runs
    /// another of its initializers taking `arity` arguments than the first, the only one the
    /// Swift model declares: the compiler names the one the arguments' types chose
    /// (`IROverloadName`: `PersonModel`2`, `init/3`2`).
    func constructorGap(_ className: String, _ created: String, arity: Int) -> EmitterGap? {
        guard let number = IROverloadName.split(created).number, number > 1 else { return nil }
        return EmitterGap(
            .overloads,
            "'\(className)' is created with the constructor of \(arity) parameters it declares \(Self.ordinal(number)), which the Swift emitter does not cover yet"
        )
    }

    static func ordinal(_ number: Int) -> String {
        switch number {
        case 2: "second"
        case 3: "third"
        default: "\(number)th"
        }
    }

    /// The gap when `expression` hands `this` to a sample method or initializer whose parameter
    /// is of a sample class the current one is not (a snippet written for another class): the
    /// interpreter takes any object, Swift only its type.
    func thisOfAnotherClass(_ expression: IRExpr) -> EmitterGap? {
        guard let current = doubles?.expressions.currentClass,
            let (_, arguments, _) = valuePositions.call(expression), arguments.contains(.this)
        else { return nil }
        var parameterLists: [[IRParameter]] = []
        switch expression {
        case .newObject(let name, _, _):
            if let initializer = classes[name]?.initializers.first(where: { $0.parameters.count == arguments.count }) {
                parameterLists = [initializer.parameters]
            }
        case .call(_, let name, _), .staticCall(_, let name, _):
            parameterLists = classes.values.flatMap(\.methods).filter {
                $0.name == name && $0.parameters.count == arguments.count
            }.map(\.parameters)
        default: break
        }
        for parameters in parameterLists {
            for (argument, parameter) in zip(arguments, parameters) where argument == .this {
                guard case .named(let type) = parameter.type, classes[type] != nil, !isClass(current, derivedFrom: type)
                else { continue }
                return EmitterGap(
                    .uncoveredBase,
                    "'\(current)' is handed where the sample expects a '\(type)', which Swift's types do not allow")
            }
        }
        return nil
    }

    /// Whether the sample class `name` is `base` or derives from it.
    func isClass(_ name: String, derivedFrom base: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let className = current, seen.insert(className).inserted {
            if className == base { return true }
            current = classes[className]?.base
        }
        return false
    }

    /// The bodies of the closures `expression` hands to doubles as arguments, each walked as
    /// the callback writer writes it.
    mutating func callbacks(in expression: IRExpr) {
        if case .recorded(let access) = expression, let doubles {
            for case .closure(let closure) in access.arguments ?? [] { callback(closure, doubles) }
        }
        for child in expression.children { callbacks(in: child) }
    }

    /// The body of `closure`, handed to a double, walked as `doubles` writes it as a callback.
    mutating func callback(_ closure: IRClosure, _ doubles: RecordingDoubleWriter) {
        let function = self.doubles
        self.doubles = doubles.callback(closure)
        statements(closure.body)
        self.doubles = function
    }

    /// An `if` or loop condition: through the recording-double writer when it reaches a double.
    mutating func condition(_ condition: IRExpr) {
        guard let doubles, doubles.reaches(condition) else { return expression(condition) }
        switch doubles.condition(condition) {
        case .failure(let gap): add(gap)
        case .success: typedParts(of: condition, doubles)
        }
    }

    /// The parts of `expression`, written through the doubles, that the expression writer
    /// writes as typed Swift (an engine call's result, arithmetic, a new engine object): walked
    /// as any expression, for what they lack themselves (a `++` inside, an API not modelled).
    mutating func typedParts(of expression: IRExpr, _ doubles: RecordingDoubleWriter) {
        // A cast to a type the article leaves open: its value as the double writer writes it.
        if case .convert(let inner, let type) = expression, FrameworkCallWriter.isUndetermined(type) {
            return typedParts(of: inner, doubles)
        }
        let writtenTyped: Bool
        switch expression {
        case .closure: return  // a callback, walked on its own
        case .new, .newObject: writtenTyped = true
        default: writtenTyped = RecordingDoubleWriter.isTypedValue(expression)
        }
        // A sample method or initializer taking `SampleValue`s, or returning one: its arguments
        // there are written through the doubles, the rest typed.
        if doubles.reachesOnlyThroughValues(expression)
            || doubles.isDoubleValue(expression) && valuePositions.call(expression) != nil
        {
            return self.expression(expression)
        }
        if writtenTyped, !doubles.reaches(expression) { return self.expression(expression) }
        for child in expression.children { typedParts(of: child, doubles) }
    }

    mutating func expression(_ expression: IRExpr) {
        guard !isDone else { return }
        // A string concatenation the writer writes: its doubles' values are written (the writer
        // checked them); everything else in it is walked as usual.
        if let doubles, doubles.isWritableConcat(expression), case .binary(_, let left, let right, _) = expression {
            // (A call of a method returning a `SampleValue` is a double's value whose arguments
            // are written as any call's.)
            for operand in [left, right]
            where !doubles.isDoubleValue(operand) || valuePositions.call(operand) != nil {
                // An operand computed from a double's value is written through the doubles.
                if doubles.reaches(operand), !doubles.isWritableConcat(operand) {
                    typedParts(of: operand, doubles)
                } else {
                    self.expression(operand)
                }
            }
            return
        }
        if let gap = thisOfAnotherClass(expression) { add(gap) }
        switch expression {
        case .standInTest(let tested, let test, _, _):
            // Written as the condition it tests (no stand-in can reach it where no double does).
            self.expression(test.condition(tested))
        case .notModelled(let api): add(EmitterGap(.notModelled, "'\(api)' is not modelled"))
        case .recorded(let access):
            add(
                EmitterGap(
                    .recordingDouble,
                    "'\(access.member)' runs as a recording double, which the Swift emitter does not cover yet"))
            if let receiver = access.receiver { self.expression(receiver) }
            for argument in (access.arguments ?? []) + access.initializers.map(\.value) { self.expression(argument) }
        case .assumed(let name):
            add(
                EmitterGap(
                    .assumedName,
                    "'\(name)' is not declared by the article (an assumed stand-in), which the Swift emitter does not cover yet"
                ))
        case .convert(let value, let target):
            type(target, "a cast's type")
            self.expression(value)
        case .closure(let closure):
            for parameter in closure.parameters { type(parameter.type, "the closure's parameter '\(parameter.name)'") }
            // A closure's `return` is its own, not the function's.
            let function = doubles
            doubles = doubles.map(\.insideClosure)
            statements(closure.body)
            doubles = function
        case .field(let base, _), .property(let base, _), .count(let base), .unary(_, let base, _),
            .isInstance(let base, _):
            self.expression(base)
        case .newArray(let element, let count):
            type(element, "an array's elements")
            self.expression(count)
        case .arrayLiteral(let element, let elements):
            type(element, "an array's elements")
            for element in elements { self.expression(element) }
        case .call(_, let name, _) where valuePositions.disagreeing.contains(name) && !name.contains("("),
            .staticCall(_, let name, _) where valuePositions.disagreeing.contains(name):
            add(
                EmitterGap(
                    .overloads,
                    "'\(name)' is declared more than once with values of undetermined type in different places, which the Swift emitter does not cover yet"
                ))
        case .newObject(let name, let arguments, _)
        where constructorGap(IROverloadName.display(name), name, arity: arguments.count) != nil:
            add(constructorGap(IROverloadName.display(name), name, arity: arguments.count)!)
        case .newObject(let name, let arguments, _)
        where classes[name].map { irClass in
            !irClass.initializers.isEmpty && !irClass.initializers.contains { $0.parameters.count == arguments.count }
        } ?? false:
            // The interpreter then runs the first initializer with the arguments it has.
            add(
                EmitterGap(
                    .standInArguments,
                    "'\(name)' is created with \(arguments.count) arguments, which none of its initializers takes, which the Swift emitter does not cover"
                ))
        case _ where !(valuePositions.call(expression)?.positions.isEmpty ?? true):
            // A sample method or initializer taking `SampleValue`s: the arguments there are
            // converted by the double writer.
            guard let (receiver, arguments, positions) = valuePositions.call(expression) else { return }
            if let receiver { self.expression(receiver) }
            for (index, argument) in arguments.enumerated() {
                guard positions.contains(index) else {
                    self.expression(argument)
                    continue
                }
                guard let doubles else {
                    add(
                        EmitterGap(
                            .undeterminedType,
                            "a value of undetermined type is handed over outside a function, which the Swift emitter does not cover yet"
                        ))
                    continue
                }
                switch doubles.value(argument) {
                case .failure(let gap): add(gap)
                case .success: typedParts(of: argument, doubles)
                }
            }
            if case .newObject(_, _, let initializers) = expression {
                for initializer in initializers { self.expression(initializer.value) }
            }
        case .call(let base, _, let arguments), .method(let base, _, let arguments):
            self.expression(base)
            for argument in arguments { self.expression(argument) }
        case .staticCall(_, _, let arguments), .superMethod(_, let arguments), .typeMethod(_, let arguments):
            for argument in arguments { self.expression(argument) }
        case .new(_, let arguments, let initializers), .newObject(_, let arguments, let initializers):
            for argument in arguments + initializers.map(\.value) { self.expression(argument) }
        case .element(let base, let index):
            self.expression(base)
            self.expression(index)
        case .binary(_, let left, let right, _):
            self.expression(left)
            self.expression(right)
        case .conditional(let condition, let then, let otherwise):
            for part in [condition, then, otherwise] { self.expression(part) }
        case .increment(let target, _, _, _):
            // A typed number changed in place (`CSharp.increment`); a double's value through
            // the doubles (`RecordingDoubleWriter.value`).
            if doubles?.reaches(expression) == true { break }
            if doubles?.expressions.isTypedIncrement(expression) != true {
                add(
                    EmitterGap(
                        .incrementInExpression,
                        "'++' or '--' inside an expression is not covered by the Swift emitter yet"))
            }
            self.expression(target.expression)
        case .literal, .local, .this, .staticField, .typeProperty: break
        }
    }
}
