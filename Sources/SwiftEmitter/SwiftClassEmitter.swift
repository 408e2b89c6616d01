// SwiftClassEmitter: one IR class → a Swift class. A class deriving (directly or through other
// sample classes) from an engine open class is a real subclass whose overrides carry the engine's
// exact signatures; its initializers set `runtimeTypeName` to the C# class name so that the trace
// names its objects as the interpreter does (`ControllerTwo#1`).

import SampleModel

/// Writes one sample class.
struct SwiftClassEmitter {
    let irClass: IRClass
    let classes: [String: IRClass]
    let expressions: SwiftExpressionEmitter
    let origin: (IRSource?) -> String?
    /// The harness's framework calls of the program (which methods take stand-ins).
    let framework: FrameworkCallWriter

    /// The engine class at the root of the sample-class chain, if any.
    var engineBase: String? {
        var current = irClass.base
        var seen: Set<String> = [irClass.name]
        while let name = current, let sampleClass = classes[name], seen.insert(name).inserted {
            current = sampleClass.base
        }
        return current
    }

    /// Whether the base (engine or sample) has a parameterless initializer to override.
    var baseHasEmptyInitializer: Bool {
        guard let base = irClass.base else { return false }
        if let sampleBase = classes[base] {
            return sampleBase.initializers.isEmpty || sampleBase.initializers.contains { $0.parameters.isEmpty }
        }
        return base != "UICollectionViewController"
    }

    func comment(_ source: IRSource?, _ writer: inout SwiftWriter) {
        if let text = origin(source) { writer.comment(text) }
    }

    func emit(_ writer: inout SwiftWriter) {
        comment(irClass.source, &writer)
        let name = expressions.typeName(irClass.name)
        // A plain class names its objects in traces after its C# class, as the interpreter does.
        let inheritance =
            irClass.base.map { ": \($0 == "SampleAppDelegate" ? "NSObject" : expressions.typeName($0))" }
            ?? ": TraceNaming"
        writer.block("public class \(name)\(inheritance)") { writer in
            if irClass.base == nil {
                writer.line("public var traceTypeName: String { \(SwiftLiteral.string(irClass.name)) }")
            }
            // A class merged from several snippets may declare a field again: the interpreter
            // holds one value per name (`EmitterCoverage` keeps out repeats that differ).
            var declared: Set<String> = []
            for field in irClass.fields where declared.insert(field.name).inserted { emitField(field, &writer) }
            emitInitializers(&writer)
            emitOutletConnections(&writer)
            let names = framework.methodNames(of: irClass.name)?.names ?? []
            for (method, name) in zip(irClass.methods, names) {
                writer.line()
                emitMethod(method, named: name, &writer)
            }
        }
    }

    func emitField(_ field: IRField, _ writer: inout SwiftWriter) {
        comment(field.source, &writer)
        let name = SwiftExpressionEmitter.memberName(field.name)
        let head = field.isStatic ? "public nonisolated(unsafe) static var" : "public var"
        if expressions.dynamicFields.contains(field.name) {
            // A `SampleValue` (a type the article leaves open, or a double's value assigned):
            // what the interpreter holds there, from the default it gives a field of its type.
            let doubles = RecordingDoubleWriter(expressions: expressions)
            var value = FrameworkCallWriter.interpreterDefault(field.type)
            if let initial = field.initialValue, case .success(let written) = doubles.value(initial) { value = written }
            writer.line("\(head) \(name): SampleValue = \(value)")
            return
        }
        let type = expressions.storageType(field.type)
        let value = field.initialValue.map(expressions.expression) ?? expressions.defaultValue(field.type)
        SwiftStatementEmitter.write("\(head) \(name): \(type)\(value.map { " = \($0)" } ?? "")", into: &writer)
    }

    /// The engine's `connectOutlets()` for a class with outlets inferred from use (`IROutlet`):
    /// each a new view of its type, connected as the interpreter connects it, after the base's.
    func emitOutletConnections(_ writer: inout SwiftWriter) {
        guard !irClass.outlets.isEmpty else { return }
        writer.line()
        writer.line("/// Connects the outlets the article uses but never declares, as their use tells them.")
        writer.block("public override func connectOutlets()") { writer in
            writer.line("super.connectOutlets()")
            for outlet in irClass.outlets {
                let arguments = [
                    "\(outlet.type)(frame: .zero)", "named: \(SwiftLiteral.string(outlet.name))",
                    "type: \(SwiftLiteral.string(outlet.type))", "of: self",
                    "className: \(SwiftLiteral.string(irClass.name))",
                ]
                writer.line(
                    "self.\(SwiftExpressionEmitter.memberName(outlet.name)) = \(RecordingDoubleWriter.doubles).connectOutlet(\(arguments.joined(separator: ", ")))"
                )
            }
        }
    }

    var namesObjects: Bool { engineBase.map(EngineOverride.namedBases.contains) ?? false }

    /// Whether the class derives from an engine view directly, whose only designated
    /// initializer is `init(frame:)`: the interpreter makes its view with the first argument of
    /// the base call as the frame, or `.zero`.
    var derivesFromView: Bool { EngineOverride.viewBases.contains(irClass.base ?? "") }

    /// The frame handed to a view's `init(frame:)`: a value of a double (a stand-in for an
    /// `IntPtr` or an `NSCoder`, where the C# base call has one argument) converted as the
    /// interpreter converts it, a run ending there when it is not a rectangle; `doubles` is the
    /// initializer's writer.
    func frameArgument(_ frame: IRExpr, _ doubles: RecordingDoubleWriter) -> String {
        guard doubles.reaches(frame) else { return expressions.expression(frame) }
        return "try! (\(doubles.expressions.valueArgument(frame))).rect()"
    }

    /// `UICollectionViewCell`'s `required init(frame:)`, which a subclass declaring an
    /// initializer must declare too (the interpreter never creates a cell subclass: a sample
    /// registering one is not modelled).
    func emitRequiredViewInitializer(_ writer: inout SwiftWriter) {
        guard irClass.base == "UICollectionViewCell" else { return }
        writer.line()
        writer.block("public required init(frame: CGRect)") {
            $0.line("super.init(frame: frame)")
            $0.line("runtimeTypeName = \(SwiftLiteral.string(irClass.name))")
        }
    }

    func emitInitializers(_ writer: inout SwiftWriter) {
        let setName = "runtimeTypeName = \(SwiftLiteral.string(irClass.name))"
        if irClass.initializers.isEmpty {
            guard irClass.base != nil else {
                writer.line()
                writer.line("/// Creates the object.")
                writer.line("public init() {}")
                return
            }
            writer.line()
            writer.line("/// Creates the object; traces name it after its C# class.")
            if irClass.base == "UICollectionViewController" {
                writer.block("public init(_ layout: UICollectionViewLayout = UICollectionViewFlowLayout())") {
                    $0.line("super.init(collectionViewLayout: layout)")
                    if namesObjects { $0.line(setName) }
                }
            } else if derivesFromView {
                writer.block("public init()") {
                    $0.line("super.init(frame: .zero)")
                    $0.line(setName)
                }
                emitRequiredViewInitializer(&writer)
            } else {
                writer.block("public override init()") {
                    $0.line("super.init()")
                    if namesObjects { $0.line(setName) }
                }
            }
            return
        }
        for index in framework.declaredInitializers(of: irClass.name) {
            let initializer = irClass.initializers[index]
            writer.line()
            comment(initializer.source, &writer)
            let standIns = framework.valueParameters(ofInitializer: index, of: irClass.name)
            let types = FrameworkCallWriter.parameterTypes(initializer.parameters, standIns: standIns, expressions)
            let parameters = zip(initializer.parameters, types).map {
                "_ \(SwiftExpressionEmitter.parameterName($0)): \($1)"
            }
            // A view's `init()` is a convenience initializer, which a subclass does not override.
            let isOverride = initializer.parameters.isEmpty && baseHasEmptyInitializer && !derivesFromView
            let statements = SwiftStatementEmitter.forBody(
                initializer.body, parameters: initializer.parameters, standInParameters: standIns,
                expressions: expressions)
            // The base call's arguments, as the body's locals are (its parameters `SampleValue`s).
            let doubles = RecordingDoubleWriter(expressions: statements.expressions)
            writer.block("public \(isOverride ? "override " : "")init(\(parameters.joined(separator: ", ")))") {
                writer in
                if irClass.base != nil {
                    let arguments = initializer.superArguments.map(expressions.expression)
                    if !SwiftExpressionEmitter.isSelector(initializer.superInitializer),
                        !initializer.superInitializer.hasPrefix("init/")
                    {
                        writer.line(
                            "CSharp.notModelled(\(SwiftLiteral.string("super." + initializer.superInitializer)))")
                    } else if initializer.superInitializer.hasPrefix("init/") {
                        // The sample base's parameters that are `SampleValue`s take them converted.
                        let positions = expressions.valuePositions.initializer(
                            irClass.base ?? "", arity: arguments.count)
                        let written = initializer.superArguments.enumerated().map { index, argument in
                            positions.contains(index) ? doubles.expressions.valueArgument(argument) : arguments[index]
                        }
                        writer.line("super.init(\(written.joined(separator: ", ")))")
                    } else if derivesFromView, initializer.superInitializer == "init()" {
                        writer.line("super.init(frame: .zero)")
                    } else if derivesFromView, initializer.superInitializer == "init(frame:)",
                        let frame = initializer.superArguments.first
                    {
                        writer.line("super.init(frame: \(frameArgument(frame, doubles)))")
                    } else {
                        SwiftStatementEmitter.write(
                            "super."
                                + expressions.call(
                                    initializer.superInitializer, initializer.superArguments, engine: true),
                            into: &writer)
                    }
                    if namesObjects { writer.line(setName) }
                }
                statements.copyAssignedParameters(initializer.parameters, into: &writer)
                statements.statements(initializer.body, into: &writer)
            }
        }
        emitRequiredViewInitializer(&writer)
    }

    /// Writes `method` as the Swift method `name` (`MethodNames`): an override of the engine's
    /// member with its exact signature, else a method with the IR's types.
    func emitMethod(_ method: IRMethod, named name: String, _ writer: inout SwiftWriter) {
        comment(method.source, &writer)
        let standIns = framework.valueParameters(method, of: irClass.name)
        let returnsSampleValue = framework.returnsSampleValue(method, of: irClass.name)
        let statements = SwiftStatementEmitter.forBody(
            method.body, parameters: method.parameters, standInParameters: standIns,
            returnsSampleValue: returnsSampleValue, expressions: expressions)
        // An earlier declaration of a method declared again (renamed) overrides nothing.
        if method.isOverride, name == MethodNames.baseName(of: method),
            let signature = EngineOverride.overridden(by: method.name)
        {
            if signature.isProperty {
                writer.block("public override var \(String(method.name.prefix { $0 != "(" })): \(signature.result)") {
                    statements.statements(method.body, into: &$0)
                }
                return
            }
            let (base, labels) = SwiftExpressionEmitter.labels(method.name) ?? (method.name, [])
            let parameters = zip(method.parameters, signature.parameters).enumerated().map { index, pair in
                let label = index < labels.count ? labels[index] : nil
                let name = SwiftExpressionEmitter.localName(pair.0.name)
                return label == name ? "\(name): \(pair.1)" : "\(label ?? "_") \(name): \(pair.1)"
            }
            let result = signature.result == "Void" ? "" : " -> \(signature.result)"
            writer.block("public override func \(base)(\(parameters.joined(separator: ", ")))\(result)") { writer in
                let statements = SwiftStatementEmitter.forBody(
                    method.body, parameters: method.parameters, expressions: expressions,
                    returnConversion: signature.result.hasPrefix("[") ? "CSharp.elements" : nil)
                statements.copyAssignedParameters(method.parameters, into: &writer)
                statements.statements(method.body, into: &writer)
            }
            return
        }
        let types = FrameworkCallWriter.parameterTypes(method.parameters, standIns: standIns, expressions)
        let parameters = zip(method.parameters, types).map { "_ \(SwiftExpressionEmitter.parameterName($0)): \($1)" }
        let result =
            method.result == .void
            ? "" : " -> \(returnsSampleValue ? "SampleValue" : expressions.resultType(method.result))"
        let head = method.isStatic ? "public static func" : "public func"
        writer.block("\(head) \(name)(\(parameters.joined(separator: ", ")))\(result)") {
            statements.copyAssignedParameters(method.parameters, into: &$0)
            statements.statements(method.body, into: &$0)
            // A declaration without a body (`extern`, `abstract`), an `async` method or a cut
            // snippet may end without `return`; the interpreter's call answers null.
            if !Self.alwaysReturns(method.body), let ending = Self.nullReturn(method, returnsSampleValue, expressions) {
                $0.line(ending)
            }
        }
    }

    /// Whether `body` ends in a `return` or `throw` on every path, as Swift requires of a
    /// function with a result (an `if` counts when both branches do; a `try` when its body does,
    /// the only part of it written).
    static func alwaysReturns(_ body: [IRStmt]) -> Bool {
        switch body.last {
        case .return?, .throw?: true
        case .if(_, let then, let otherwise)?: alwaysReturns(then) && alwaysReturns(otherwise)
        case .block(let inner)?, .try(let inner, _, _)?: alwaysReturns(inner)
        default: false
        }
    }

    /// What a method that ends without `return` answers in Swift, as the interpreter's call of
    /// it answers null: nil, or a null `SampleValue`; nil when its result is a value Swift cannot
    /// leave null (a number, a flag, a struct) or it returns nothing.
    static func nullReturn(
        _ method: IRMethod, _ returnsSampleValue: Bool, _ expressions: SwiftExpressionEmitter
    ) -> String? {
        guard method.result != .void else { return nil }
        if returnsSampleValue { return "return SampleValue.null" }
        return expressions.resultType(method.result).hasSuffix("?") ? "return nil" : nil
    }
}
