// FrameworkCallWriter: the methods the harness calls as the framework would — the host's
// members a snippet only declares, and every framework entry (an override of a member the engine
// does not simulate, a storyboard action, an exported method) — and the Swift of those calls in a
// generated test, made as the interpreter's `Exercise` makes them: stand-ins for the parameters
// (`RecordingDoubles.standIn`), the call recorded, the method run, what it answers recorded. A
// parameter that takes a stand-in is a `SampleValue` in the generated method, a local holding a
// double's value there.

import SampleModel

/// Writes the harness's framework calls of one program.
struct FrameworkCallWriter {
    let program: IRProgram
    let classes: [String: IRClass]
    /// The program's instance fields that are `SampleValue`s.
    private(set) var dynamicFields: Set<String>
    /// The declared classes the harness drives as their framework would (`Exercise.drive`):
    /// those with code to run and no engine base among `placedBases`.
    let drivenClasses: Set<String>
    /// The classes the harness creates with stand-in arguments (`Exercise.constructorArguments`):
    /// exercised classes without a parameterless initializer, created with their first.
    let createdWithStandIns: Set<String>
    /// The names of the methods that return a `SampleValue` (`returnsSampleValue`): a method
    /// returning a call of one returns one too, so they are found together.
    private(set) var valueResults: Set<String> = []
    /// The parameters some sample code hands a double's value (`handedDoubles`): `SampleValue`s
    /// in Swift, holding what the interpreter binds there, whatever type the article declares.
    private(set) var handed = ArgumentPositions()

    init(_ program: IRProgram) {
        self.program = program
        let classes = Dictionary(program.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.classes = classes
        dynamicFields = RecordingDoubleWriter.dynamicFields(program)
        var driven: Set<String> = []
        var standIns: Set<String> = []
        if case .exercise(let names) = program.scenario {
            for name in names {
                guard let irClass = classes[name] else { continue }
                if !irClass.initializers.isEmpty, !irClass.initializers.contains(where: { $0.parameters.isEmpty }) {
                    standIns.insert(name)
                }
                let base = SwiftTestEmitter.engineBase(name, classes)
                if !Self.placedBases.contains(base ?? ""), Self.runs(irClass) { driven.insert(name) }
            }
        }
        drivenClasses = driven
        createdWithStandIns = standIns
        // They grow until nothing is added (each round can only add): a method returning a
        // field's value returns a `SampleValue` once the field holds one, a field assigned a
        // method's result or a parameter holds one once the method returns one or the parameter
        // is handed one, and a parameter handed a local holds one once the local does.
        let statics = Set(program.classes.flatMap(\.fields).filter(\.isStatic).map(\.name))
        while true {
            while true {
                let found = Set(
                    program.classes.flatMap { irClass in
                        irClass.methods.filter { returnsSampleValue($0, of: irClass.name) }.map(\.name)
                    })
                if found == valueResults { break }
                valueResults = found
            }
            let assigned = fieldsAssignedDoubles().subtracting(statics)
            let handedNow = handedDoubles()
            if assigned.isSubset(of: dynamicFields), handedNow == handed { break }
            dynamicFields.formUnion(assigned)
            handed = handedNow
        }
    }

    /// Calls `visit` with every function body of the program (methods, initializers, the
    /// closures in them) and its locals that are `SampleValue`s.
    func forEachBody(_ visit: ([IRStmt], Set<String>) -> Void) {
        func visitNested(_ body: [IRStmt], _ dynamic: Set<String>) {
            visit(body, dynamic)
            for statement in body {
                for inner in statement.bodies { visitNested(inner, dynamic) }
                for closure in RecordingDoubleWriter.closures(in: statement) {
                    visitNested(closure.body, dynamic.union(closure.parameters.map(\.name)))
                }
            }
        }
        for irClass in program.classes {
            for method in irClass.methods {
                let parameters = valueParameters(method, of: irClass.name)
                visitNested(
                    method.body,
                    RecordingDoubleWriter.dynamicLocals(
                        in: method.body, parameters: parameters, fields: dynamicFields, results: valueResults))
            }
            for (index, initializer) in irClass.initializers.enumerated() {
                let parameters = valueParameters(ofInitializer: index, of: irClass.name)
                visitNested(
                    initializer.body,
                    RecordingDoubleWriter.dynamicLocals(
                        in: initializer.body, parameters: parameters, fields: dynamicFields, results: valueResults))
            }
        }
    }

    /// The arguments some sample code hands a double's value (or a value computed from one): at
    /// a call of a sample method, by its name, and at a creation of a sample class.
    func handedDoubles() -> ArgumentPositions {
        var found = handed
        func visit(_ expression: IRExpr, _ dynamic: Set<String>) {
            func handed(_ arguments: [IRExpr]) -> Set<Int> {
                Set(
                    arguments.indices.filter {
                        RecordingDoubleWriter.reachesDouble(
                            arguments[$0], dynamic: dynamic, fields: dynamicFields, results: valueResults)
                    })
            }
            switch expression {
            case .call(_, let name, let arguments) where !name.contains("("), .staticCall(_, let name, let arguments):
                found.add(handed(arguments), method: name, arity: arguments.count)
            case .newObject(let name, let arguments, _):
                found.add(handed(arguments), initializerOf: name, arity: arguments.count)
            default: break
            }
            expression.children.forEach { visit($0, dynamic) }
        }
        forEachBody { body, dynamic in
            for statement in body {
                for expression in statement.expressions { visit(expression, dynamic) }
            }
        }
        return found
    }

    /// The instance fields some function of the program assigns (or a field declaration starts
    /// with) a value computed from a double's (but a number converted from one): `SampleValue`s
    /// in Swift, holding what the interpreter holds there, whatever type the article declares
    /// them with.
    func fieldsAssignedDoubles() -> Set<String> {
        // A field starting with a double's value (`NSUserDefaults defaults = NSUserDefaults.
        // StandardUserDefaults;`) holds it.
        var found = Set(
            program.classes.flatMap(\.fields).filter { field in
                field.initialValue.map {
                    RecordingDoubleWriter.holdsDouble($0, dynamic: [], fields: dynamicFields, results: valueResults)
                } ?? false
            }.map(\.name))
        forEachBody { body, dynamic in
            for statement in body {
                switch statement {
                case .assign(.field(_, let name), let value)
                where RecordingDoubleWriter.holdsDouble(
                    value, dynamic: dynamic, fields: dynamicFields, results: valueResults):
                    found.insert(name)
                // `total += x` computes from x: a double's value makes a value computed from one.
                case .compoundAssign(.field(_, let name), let op, let value, _)
                where RecordingDoubleWriter.applies(op)
                    && RecordingDoubleWriter.holdsDouble(
                        value, dynamic: dynamic, fields: dynamicFields, results: valueResults):
                    found.insert(name)
                default: break
                }
            }
        }
        return found
    }

    /// The engine classes whose sample subclasses the harness places in a standard situation
    /// (`Exercise.run`): a transitioning delegate or an animator drives a presentation, a
    /// controller is presented, a layout shown. A class deriving from any other engine class, or
    /// from none, is driven as its framework would.
    static let placedBases: Set<String> = [
        "UIViewControllerTransitioningDelegateBase", "UIViewControllerAnimatedTransitioningBase", "UIViewController",
        "UICollectionViewController", "UICollectionViewLayout",
    ]

    /// Whether a driven class has code to run: a method or constructor with a body, or a field
    /// with an initial value (else the harness does not create it).
    static func runs(_ irClass: IRClass) -> Bool {
        irClass.methods.contains { !$0.body.isEmpty } || irClass.initializers.contains { !$0.body.isEmpty }
            || irClass.fields.contains { $0.initialValue != nil && !$0.isStatic }
    }

    /// Whether the harness may call `method` of `className` as the framework would.
    func isCalled(_ method: IRMethod, of className: String) -> Bool {
        if method.isFrameworkEntry { return true }
        if drivenClasses.contains(className), !method.body.isEmpty { return true }
        guard case .hostStatements(let host, _) = program.scenario, host == className else { return false }
        return program.frameworkCalls.contains(method.name)
    }

    /// For a parameter of `type` the interpreter passes a default (a number's, a flag's or a
    /// geometry value's) rather than a stand-in named after the parameter: that default as a
    /// `SampleValue`, and how a `SampleValue` argument converts back to the Swift type; nil for
    /// the types that take stand-ins.
    static func defaulted(_ type: IRType) -> (value: String, typed: (String) -> String)? {
        switch type {
        case .int: ("SampleValue.int(0)", { "try! \($0).int()" })
        case .float: ("SampleValue.float(0)", { "CGFloat(try! \($0).double())" })
        case .bool: ("SampleValue.bool(false)", { "try! \($0).bool()" })
        case .named("CGRect"): ("SampleValue.rect(.zero)", { "try! \($0).rect()" })
        case .named("CGSize"): ("SampleValue.size(.zero)", { "try! \($0).size()" })
        case .named("CGPoint"): ("SampleValue.point(.zero)", { "try! \($0).point()" })
        default: nil
        }
    }

    /// The value the interpreter passes for a parameter of `type`, or nil when it passes a
    /// stand-in named after the parameter.
    static func passedValue(_ type: IRType) -> String? { defaulted(type)?.value }

    /// The value the interpreter gives a parameter or local of `type` it has no value for
    /// (`Interpreter.defaultValue`): a number's, a flag's or a geometry value's zero, else null
    /// (where `RecordingDoubles.standIn(named:default:)` makes a stand-in).
    static func interpreterDefault(_ type: IRType) -> String { passedValue(type) ?? "SampleValue.null" }

    /// The parameters of `method` of `className` that are `SampleValue`s in Swift: those whose
    /// type the article leaves open, and those taking stand-ins when the harness calls it. Sample
    /// code calling it hands its arguments there as `SampleValue`s (`ValuePositions`).
    func valueParameters(_ method: IRMethod, of className: String) -> Set<String> {
        var values = Set(method.parameters.filter { Self.isUndetermined($0.type) }.map(\.name))
        if isCalled(method, of: className) {
            values.formUnion(method.parameters.filter { Self.passedValue($0.type) == nil }.map(\.name))
        }
        // An override of an engine member keeps the engine's signature.
        if !method.isOverride || EngineOverride.overridden(by: method.name) == nil {
            let positions = handed.method(method.name, arity: method.parameters.count)
            values.formUnion(positions.map { method.parameters[$0].name })
        }
        return values
    }

    /// The parameters of `className`'s initializer at `index` that are `SampleValue`s in Swift:
    /// those whose type the article leaves open, and those of the first initializer taking
    /// stand-ins when the harness creates the class with them. Sample code creating the class
    /// hands its arguments there as `SampleValue`s (`ValuePositions`).
    func valueParameters(ofInitializer index: Int, of className: String) -> Set<String> {
        guard let initializers = classes[className]?.initializers, initializers.indices.contains(index) else {
            return []
        }
        let parameters = initializers[index].parameters
        var values = Set(parameters.filter { Self.isUndetermined($0.type) }.map(\.name))
        if index == 0, createdWithStandIns.contains(className) {
            values.formUnion(parameters.filter { Self.passedValue($0.type) == nil }.map(\.name))
        }
        // Creating the class with that many arguments runs the first initializer of the arity
        // (a creation the compiler gave another is a gap), whose parameters take the arguments
        // meant for any initializer of the arity (the harness's stand-ins).
        if initializers.firstIndex(where: { $0.parameters.count == parameters.count }) == index {
            values.formUnion(handed.initializer(of: className, arity: parameters.count).map { parameters[$0].name })
            let others = initializers.filter { $0.parameters.count == parameters.count }.map(\.parameters)
            for (position, parameter) in parameters.enumerated()
            where others.contains(where: { $0[position].type != parameter.type }) {
                values.insert(parameter.name)
            }
        }
        return values
    }

    /// Whether the article leaves `type` open (a `SampleValue` in Swift where a parameter has it).
    static func isUndetermined(_ type: IRType) -> Bool { type == .unknown || type == .null }

    /// The initializer of `className` that creating it with `arity` arguments runs (the first
    /// of that arity, unless the compiler named another: a gap), and the positions of its parameters that
    /// are `SampleValue`s; nil when the class declares no such initializer.
    func initializer(of className: String, arity: Int) -> (index: Int, valuePositions: Set<Int>)? {
        guard let index = classes[className]?.initializers.firstIndex(where: { $0.parameters.count == arity }),
            let parameters = classes[className]?.initializers[index].parameters
        else { return nil }
        let values = valueParameters(ofInitializer: index, of: className)
        return (index, Set(parameters.indices.filter { values.contains(parameters[$0].name) }))
    }

    /// Writes the creation of an object of `className` (Swift type `swiftType`) as `object`, as
    /// the harness creates it: without arguments, or with a stand-in (or a default) for each
    /// parameter of its first initializer, made before the object as the interpreter makes them.
    func writeCreation(of className: String, swiftType: String, into writer: inout SwiftWriter) {
        guard createdWithStandIns.contains(className), let initializer = classes[className]?.initializers.first else {
            return writer.line("let object = \(swiftType)()")
        }
        let stand = initializer.parameters.map(Self.standInArgument)
        let values = valueParameters(ofInitializer: 0, of: className)
        let arguments = initializer.parameters.enumerated().map { index, parameter in
            values.contains(parameter.name)
                ? "creation[\(index)]" : Self.converted("creation[\(index)]", parameter.type)
        }
        writer.line("let creation: [SampleValue] = [\(stand.joined(separator: ", "))]")
        writer.line("let object = \(swiftType)(\(arguments.joined(separator: ", ")))")
    }

    /// Whether `method` of `className` returns a `SampleValue`: its result type is undetermined,
    /// it returns a double's value, it may end without `return` where Swift's result type cannot
    /// be null, or the harness calls it and its result type is one the emitter does not convert.
    /// An override of an engine member keeps the engine's signature.
    func returnsSampleValue(_ method: IRMethod, of className: String) -> Bool {
        if method.isOverride, EngineOverride.overridden(by: method.name) != nil { return false }
        if Self.isUndetermined(method.result) { return true }
        guard method.result != .void else { return false }
        // One that may end without `return` (no body, a cut snippet) answers null, as the
        // interpreter's call does, which a number, a flag or a struct cannot be.
        if !SwiftClassEmitter.alwaysReturns(method.body),
            SwiftClassEmitter.nullReturn(method, false, SwiftExpressionEmitter(typeNames: [:], classes: classes)) == nil
        {
            return true
        }
        if isCalled(method, of: className), case .failure = RecordingDoubleWriter.typed("result", method.result) {
            return true
        }
        let dynamic = RecordingDoubleWriter.dynamicLocals(
            in: method.body, parameters: valueParameters(method, of: className), fields: dynamicFields,
            results: valueResults)
        func returnsDouble(_ body: [IRStmt]) -> Bool {
            body.contains { statement in
                switch statement {
                case .return(let value?):
                    // A number converted from a double's value too (a `SampleValue` result).
                    RecordingDoubleWriter.holdsDouble(
                        value, dynamic: dynamic, fields: dynamicFields, results: valueResults)
                        || RecordingDoubleWriter.isNumberConversion(value)
                            && RecordingDoubleWriter.reachesDouble(
                                value, dynamic: dynamic, fields: dynamicFields, results: valueResults)
                case .if(_, let then, let otherwise): returnsDouble(then) || returnsDouble(otherwise)
                case .loop(_, let body, _), .block(let body): returnsDouble(body)
                case .try(let body, let catches, let finally):
                    returnsDouble(body) || catches.contains { returnsDouble($0.body) } || returnsDouble(finally)
                default: false
                }
            }
        }
        return returnsDouble(method.body)
    }

    /// The Swift names of `className`'s methods: a method its merged declarations declare more
    /// than once keeps its name in the last (`MethodNames`).
    func methodNames(of className: String) -> MethodNames? {
        guard let irClass = classes[className] else { return nil }
        let types = SwiftExpressionEmitter(typeNames: [:], classes: classes)
        return MethodNames(irClass) { method in
            let standIns = valueParameters(method, of: className)
            return Self.parameterTypes(method.parameters, standIns: standIns, types).joined(separator: ",")
        }
    }

    /// The indices of `className`'s initializers that Swift declares: the first of each number
    /// of parameters. The interpreter creates an object (and a derived class's base call runs
    /// its base's initializer) with the first initializer of the number of arguments it is
    /// given, unless the compiler named another for the arguments' types (`IROverloadName`: a
    /// gap, `GapFinder.constructorGap`); `valueParameters` makes the parameters where their types
    /// differ `SampleValue`s, which take any argument (the harness's stand-ins).
    func declaredInitializers(of className: String) -> [Int] {
        guard let irClass = classes[className] else { return [] }
        var arities: Set<Int> = []
        return irClass.initializers.indices.filter {
            arities.insert(irClass.initializers[$0].parameters.count).inserted
        }
    }

    /// A method the harness calls, the class declaring it and its Swift name.
    struct Entry {
        let method: IRMethod
        let declaringClass: String
        let swiftName: String
    }

    /// The framework entries of `className`'s sample-class chain (nearest class first), in the
    /// order the framework calls them.
    func entries(of className: String) -> [Entry] {
        var chain: [IRClass] = []
        var current: String? = className
        while let name = current, let irClass = classes[name], chain.count < 32,
            !chain.contains(where: { $0.name == name })
        {
            chain.append(irClass)
            current = irClass.base
        }
        let entries = chain.flatMap { irClass in
            let names = methodNames(of: irClass.name)?.names ?? []
            return zip(irClass.methods, names).filter { $0.0.isFrameworkEntry }.map {
                Entry(method: $0.0, declaringClass: irClass.name, swiftName: $0.1)
            }
        }
        return FrameworkLifecycle.ordered(entries, name: \.method.name)
    }

    /// The host's member the harness calls by `name` as the framework would: the last declared,
    /// as the interpreter finds a member by name.
    func hostMember(_ name: String) -> Entry? {
        guard case .hostStatements(let host, _) = program.scenario, let irClass = classes[host],
            let index = irClass.methods.lastIndex(where: { $0.name == name })
        else { return nil }
        let swiftName = methodNames(of: host)?.names[index] ?? name
        return Entry(method: irClass.methods[index], declaringClass: host, swiftName: swiftName)
    }

    /// Why the calls of `className`'s framework entries (and, for the host, its declared
    /// members) cannot be written, if they cannot: a class and its base declaring the same entry
    /// (the interpreter runs each declaration, which Swift's overriding one hides).
    func gap(of className: String) -> EmitterGap? {
        var entries = entries(of: className)
        if case .hostStatements(let host, _) = program.scenario, host == className {
            entries += program.frameworkCalls.compactMap(hostMember)
        }
        var declaring: [String: String] = [:]
        for entry in entries {
            if let other = declaring[entry.method.name], other != entry.declaringClass {
                return EmitterGap(
                    .frameworkCall,
                    "'\(className)' has two '\(entry.method.name)' the framework would call (a class and its base), which the Swift emitter does not cover yet"
                )
            }
            declaring[entry.method.name] = entry.declaringClass
        }
        return nil
    }

    /// Writes the calls the harness makes on `object` (Swift text) of class `className` after the
    /// launch: for the host, its declared members first; then the framework entries.
    /// `typeName` gives a sample class's Swift type (for static methods).
    func writeCalls(
        on object: String, of className: String, typeName: (String) -> String, into writer: inout SwiftWriter
    ) {
        if case .hostStatements(let host, _) = program.scenario, host == className {
            for entry in program.frameworkCalls.compactMap(hostMember) {
                write(
                    entry.method, named: entry.swiftName, on: object, of: className, typeName: typeName, into: &writer)
            }
        }
        for entry in entries(of: className) {
            write(entry.method, named: entry.swiftName, on: object, of: className, typeName: typeName, into: &writer)
        }
    }

    /// One call as the framework would make it, of the method whose Swift name is `name`.
    func write(
        _ method: IRMethod, named name: String, on object: String, of className: String,
        typeName: (String) -> String, into writer: inout SwiftWriter
    ) {
        let doubles = RecordingDoubleWriter.doubles
        let stand = method.parameters.map(Self.standInArgument)
        let subject =
            method.isStatic
            ? SwiftLiteral.string(className) : "\(doubles).traceText(SampleValue.object(\(object)))"
        let values = valueParameters(method, of: className)
        let arguments = method.parameters.enumerated().map { index, parameter in
            values.contains(parameter.name)
                ? "arguments[\(index)]" : Self.converted("arguments[\(index)]", parameter.type)
        }
        let receiver = method.isStatic ? typeName(className) : object
        let call = "\(receiver).\(name)(\(arguments.joined(separator: ", ")))"
        writer.block("do") { writer in
            writer.line("let arguments: [SampleValue] = [\(stand.joined(separator: ", "))]")
            writer.line("let subject = \(subject)")
            let attributes = method.attributes.map(SwiftLiteral.string).joined(separator: ", ")
            writer.line(
                "\(doubles).frameworkCall(subject, \(SwiftLiteral.string(method.displayName)), arguments, attributes: [\(attributes)])"
            )
            guard method.result != .void else { return writer.line(call) }
            writer.line("let result = \(call)")
            let result =
                returnsSampleValue(method, of: className)
                ? "result" : (try? RecordingDoubleWriter.typed("result", method.result).get()) ?? "SampleValue.null"
            writer.line("\(doubles).frameworkResult(subject, \(SwiftLiteral.string(method.displayName)), \(result))")
        }
    }

    /// Writes the drive of a plain class `className` (Swift type `swiftType`): created, its
    /// creation recorded with the fields it starts with, then each method with a body called, in
    /// lifecycle order, as `Exercise.drive` does it; the object is kept in `kept`.
    func writeDrive(
        _ className: String, swiftType: String, typeName: (String) -> String, into writer: inout SwiftWriter
    ) {
        guard let irClass = classes[className] else { return }
        let doubles = RecordingDoubleWriter.doubles
        writer.block("do") { writer in
            writeCreation(of: className, swiftType: swiftType, into: &writer)
            writer.line("kept.append(object)")
            let fields = irClass.fields.filter { !$0.isStatic && $0.initialValue != nil }.compactMap {
                field -> String? in
                let read = "object.\(SwiftExpressionEmitter.memberName(field.name))"
                let value =
                    dynamicFields.contains(field.name) ? read : try? RecordingDoubleWriter.typed(read, field.type).get()
                return value.map { "(\(SwiftLiteral.string(field.name)), \($0))" }
            }
            let attributes = irClass.attributes.map(SwiftLiteral.string).joined(separator: ", ")
            let constructors = irClass.initializers.flatMap(\.attributes).map(SwiftLiteral.string)
            writer.line(
                "\(doubles).frameworkCreation(\(doubles).traceText(SampleValue.object(object)), attributes: [\(attributes)], constructors: [\(constructors.joined(separator: ", "))], fields: [\(fields.joined(separator: ", "))])"
            )
            let names = methodNames(of: className)?.names ?? []
            let called = zip(irClass.methods, names).filter { !$0.0.body.isEmpty }
            for (method, name) in FrameworkLifecycle.ordered(called, name: \.0.name) {
                write(method, named: name, on: "object", of: className, typeName: typeName, into: &writer)
            }
        }
    }

    /// Why the drive of `className` cannot be written: a field it starts with whose value the
    /// emitter does not convert.
    func driveGap(_ className: String) -> EmitterGap? {
        guard drivenClasses.contains(className), let irClass = classes[className] else { return nil }
        for field in irClass.fields where !field.isStatic && field.initialValue != nil {
            if !dynamicFields.contains(field.name), case .failure = RecordingDoubleWriter.typed("x", field.type) {
                return EmitterGap(
                    .frameworkDriven,
                    "'\(className)' starts with the field '\(field.name)', whose value the Swift emitter does not convert yet"
                )
            }
        }
        return nil
    }

    /// What the harness passes for `parameter`, as the interpreter's `standIn(for:)` makes it: a
    /// default for a number, a flag or a geometry value, else a stand-in named after it.
    static func standInArgument(_ parameter: IRParameter) -> String {
        "\(RecordingDoubleWriter.doubles).standIn(named: \(SwiftLiteral.string(parameter.name)), default: \(interpreterDefault(parameter.type)))"
    }

    /// The Swift types of `parameters`: `SampleValue` for `standIns` (the value parameters).
    static func parameterTypes(
        _ parameters: [IRParameter], standIns: Set<String>, _ types: SwiftExpressionEmitter
    ) -> [String] {
        parameters.map { standIns.contains($0.name) ? "SampleValue" : types.storageType($0.type) }
    }

    /// A stand-in argument as the Swift parameter of `type` takes it.
    static func converted(_ argument: String, _ type: IRType) -> String {
        defaulted(type)?.typed(argument) ?? argument
    }
}
