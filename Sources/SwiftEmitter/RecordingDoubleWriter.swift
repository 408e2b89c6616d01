// RecordingDoubleWriter: the statements and values of a sample that reach recording doubles or
// names the article never declares, written as calls into the run's `RecordingDoubles`
// (SampleHarness) — the model the interpreter records through — so that the generated Swift
// records the same events by construction. What it cannot write yet is an `EmitterGap`, and
// `EmitterCoverage` asks the same writer, so a program is emitted only when every such place is
// written: a double's value in a place where Swift needs a static type (a typed local, an engine
// property, an engine call's argument), a closure handed to a double, an enum case or another
// value whose conversion the writer does not know.

import SampleModel

/// Writes what reaches recording doubles in one function body.
struct RecordingDoubleWriter {
    /// The expression writer (type names, classes, the function's locals).
    let expressions: SwiftExpressionEmitter

    /// The same writer inside a closure of the function (whose `return` is the closure's).
    var insideClosure: RecordingDoubleWriter {
        var inner = expressions
        inner.returnsSampleValue = false
        return RecordingDoubleWriter(expressions: inner)
    }

    /// The writer of the body of `closure`, handed to a double as a callback: its parameters,
    /// and the locals holding their values, are `SampleValue`s, and it returns a `SampleValue`.
    func callback(_ closure: IRClosure) -> RecordingDoubleWriter {
        var inner = expressions
        inner.dynamicLocals.formUnion(
            Self.dynamicLocals(
                in: closure.body, parameters: inner.dynamicLocals.union(closure.parameters.map(\.name)),
                fields: inner.dynamicFields, results: inner.valuePositions.results))
        inner.returnsSampleValue = true
        return RecordingDoubleWriter(expressions: inner)
    }

    /// `closure` handed to a double, as the interpreter hands its own closures: a
    /// `SampleCallback` taking `SampleValue`s (the missing ones null), with the values a
    /// framework passes for its parameters when it calls it back.
    func callbackValue(_ closure: IRClosure) -> String {
        let writer = callback(closure)
        var body = SwiftWriter()
        let assigned = AssignedLocals.names(in: closure.body)
        body.indented { body in
            // An anonymous method without a parameter list (`delegate { … }`) names none.
            for (index, parameter) in closure.parameters.enumerated() where !parameter.name.isEmpty {
                let keyword = assigned.contains("=" + parameter.name) ? "var" : "let"
                body.line(
                    "\(keyword) \(SwiftExpressionEmitter.localName(parameter.name)): SampleValue = arguments.count > \(index) ? arguments[\(index)] : SampleValue.null"
                )
            }
            SwiftStatementEmitter(expressions: writer.expressions, assigned: writer.expressions.assigned).statements(
                closure.body, into: &body)
            if case .return? = closure.body.last {} else { body.line("return SampleValue.null") }
        }
        let parameters = closure.parameters.map {
            "(\(SwiftLiteral.string($0.name)), \(FrameworkCallWriter.interpreterDefault($0.type)))"
        }
        return "SampleValue.closure(SampleCallback([\(parameters.joined(separator: ", "))]) { arguments in\n"
            + body.text + "})"
    }

    /// How generated code reaches the run's recording doubles.
    static let doubles = "RecordingDoubles.current"

    /// Whether `expression` itself (not a closure's body, which is written on its own) reaches a
    /// double's value (`isDoubleValue`: a recording double, an assumed name, a `dynamic` local or
    /// field, a call of a method of `results`).
    static func reachesDouble(
        _ expression: IRExpr, dynamic: Set<String> = [], fields: Set<String> = [], results: Set<String> = []
    ) -> Bool {
        func reachesDouble(_ expression: IRExpr) -> Bool {
            Self.reachesDouble(expression, dynamic: dynamic, fields: fields, results: results)
        }
        if isDoubleValue(expression, dynamic: dynamic, fields: fields, results: results) { return true }
        switch expression {
        case .recorded, .assumed: return true
        case .local(let name): return dynamic.contains(name)
        case .field(let base, let name): return fields.contains(name) || reachesDouble(base)
        case .literal, .this, .staticField, .typeProperty, .closure, .notModelled: return false
        case .property(let base, _), .count(let base), .unary(_, let base, _), .isInstance(let base, _),
            .convert(let base, _), .standInTest(let base, _, _, _):
            return reachesDouble(base)
        case .call(let base, _, let arguments), .method(let base, _, let arguments):
            return reachesDouble(base) || arguments.contains(where: reachesDouble)
        case .staticCall(_, _, let arguments), .superMethod(_, let arguments), .typeMethod(_, let arguments):
            return arguments.contains(where: reachesDouble)
        case .new(_, let arguments, let initializers), .newObject(_, let arguments, let initializers):
            return arguments.contains(where: reachesDouble) || initializers.contains { reachesDouble($0.value) }
        case .newArray(_, let count): return reachesDouble(count)
        case .arrayLiteral(_, let elements): return elements.contains(where: reachesDouble)
        case .element(let base, let index): return reachesDouble(base) || reachesDouble(index)
        case .increment(let target, _, _, _): return reachesDouble(target.expression)
        case .binary(_, let left, let right, _): return reachesDouble(left) || reachesDouble(right)
        case .conditional(let condition, let then, let otherwise):
            return reachesDouble(condition) || reachesDouble(then) || reachesDouble(otherwise)
        }
    }

    /// The gap for a double's value met where the writer cannot take it.
    static func gap(_ expression: IRExpr, _ place: String) -> EmitterGap {
        switch expression {
        case .assumed(let name):
            EmitterGap(
                .assumedName,
                "'\(name)' is not declared by the article (an assumed stand-in) and is used \(place), which the Swift emitter does not cover yet"
            )
        case .recorded(let access):
            EmitterGap(
                .recordingDouble,
                "'\(access.member)' runs as a recording double and its value is used \(place), which the Swift emitter does not cover yet"
            )
        default:
            EmitterGap(
                .recordingDouble,
                "a recording double's value is used \(place), which the Swift emitter does not cover yet")
        }
    }

    /// Whether `expression` reaches a double here (the function's dynamic locals counted).
    func reaches(_ expression: IRExpr) -> Bool {
        guard
            Self.reachesDouble(
                expression, dynamic: expressions.dynamicLocals, fields: expressions.dynamicFields,
                results: expressions.valuePositions.results)
        else { return false }
        // A string concatenation the writer writes whole does not count, nor a call or a
        // creation the expression writer writes typed, converting its arguments.
        if isWritableConcat(expression) || reachesOnlyThroughValues(expression) { return false }
        return isDoubleValue(expression) || expression.children.contains(where: reaches)
    }

    /// Whether `expression` calls a sample method or creates a sample class and reaches a double
    /// only through arguments its Swift parameters take as `SampleValue`s, where the expression
    /// writer converts them: a typed value then.
    func reachesOnlyThroughValues(_ expression: IRExpr) -> Bool {
        guard let positions = expressions.valuePositions.call(expression)?.positions, !positions.isEmpty else {
            return false
        }
        return !isDoubleValue(expression) && writesArguments(expression)
    }

    /// Whether the call of a sample method or creation of a sample class `expression` is
    /// written with what reaches doubles in it: its receiver reaches none, nor does any argument
    /// its Swift parameters take typed (those taking `SampleValue`s are converted).
    func writesArguments(_ expression: IRExpr) -> Bool {
        guard let (receiver, arguments, positions) = expressions.valuePositions.call(expression) else { return false }
        if let receiver, reaches(receiver) { return false }
        if case .newObject(_, _, let initializers) = expression, initializers.contains(where: { reaches($0.value) }) {
            return false
        }
        return arguments.indices.allSatisfy { positions.contains($0) || !reaches(arguments[$0]) }
    }

    /// Whether `expression` is a C# string concatenation (`"Title: " + item.Title`) whose
    /// operands are each a string literal, a value without doubles, such a concatenation, or a
    /// double's value this writer writes, one side being a string literal or a concatenation (so
    /// that the interpreter concatenates too).
    func isWritableConcat(_ expression: IRExpr) -> Bool {
        guard case .binary(.add, let left, let right, .other) = expression else { return false }
        func isString(_ operand: IRExpr) -> Bool {
            SwiftExpressionEmitter.isStringLiteral(operand) || isWritableConcat(operand)
        }
        func isWritable(_ operand: IRExpr) -> Bool {
            if !Self.reachesDouble(
                operand, dynamic: expressions.dynamicLocals, fields: expressions.dynamicFields,
                results: expressions.valuePositions.results)
            {
                return true
            }
            if isWritableConcat(operand) { return true }
            guard case .success = value(operand) else { return false }
            return true
        }
        return (isString(left) || isString(right)) && isWritable(left) && isWritable(right)
    }

    /// An operand of a writable concatenation: a double's value as its `SampleValue` (which
    /// `CSharp.text` prints as the interpreter does), anything else as the expression writer
    /// writes it.
    func concatOperand(_ operand: IRExpr) -> String {
        if Self.reachesDouble(
            operand, dynamic: expressions.dynamicLocals, fields: expressions.dynamicFields,
            results: expressions.valuePositions.results),
            !isWritableConcat(operand), case .success(let written) = value(operand)
        {
            return written
        }
        return expressions.expression(operand)
    }

    /// Whether `expression` is a double's value itself (a `SampleValue` in Swift): an access, an
    /// assumed name, a dynamic local or field, a call of a method of `results` (which return
    /// `SampleValue`s).
    static func isDoubleValue(
        _ expression: IRExpr, dynamic: Set<String>, fields: Set<String> = [], results: Set<String> = []
    ) -> Bool {
        switch expression {
        case .recorded, .assumed: true
        case .local(let name): dynamic.contains(name)
        case .field(_, let name): fields.contains(name)
        case .call(_, let name, _) where !name.contains("("), .staticCall(_, let name, _): results.contains(name)
        default: false
        }
    }

    /// Whether `expression` is a double's value here.
    func isDoubleValue(_ expression: IRExpr) -> Bool {
        Self.isDoubleValue(
            expression, dynamic: expressions.dynamicLocals, fields: expressions.dynamicFields,
            results: expressions.valuePositions.results)
    }

    /// The instance fields of `program` whose type the article leaves open (a name some class
    /// declares with a type is left out here): `SampleValue`s in Swift, holding what the
    /// interpreter holds there. `FrameworkCallWriter.dynamicFields` adds the fields assigned
    /// doubles' values.
    static func dynamicFields(_ program: IRProgram) -> Set<String> {
        let fields = program.classes.flatMap(\.fields)
        let untyped = fields.filter { !$0.isStatic && FrameworkCallWriter.isUndetermined($0.type) }.map(\.name)
        let typed = fields.filter { $0.isStatic || !FrameworkCallWriter.isUndetermined($0.type) }.map(\.name)
        return Set(untyped).subtracting(typed)
    }

    /// The locals of `body` that are `SampleValue`s in Swift, holding what the interpreter holds
    /// there: `parameters` that do (stand-ins, values of undetermined type), every local of
    /// undetermined type, and every local declared or assigned with a double's value (a double's
    /// access, an assumed name, such a local) or a value computed from one, but for a number
    /// converted from one.
    static func dynamicLocals(
        in body: [IRStmt], parameters: Set<String> = [], fields: Set<String> = [], results: Set<String> = []
    ) -> Set<String> {
        var assignments: [(name: String, value: IRExpr)] = []
        var dynamic = parameters
        func visit(_ statements: [IRStmt]) {
            for statement in statements {
                switch statement {
                case .declare(let name, let type, _) where FrameworkCallWriter.isUndetermined(type):
                    // What the article leaves open is held as the interpreter holds it.
                    dynamic.insert(name)
                case .declare(let name, _, let value?): assignments.append((name, value))
                case .assign(.local(let name), let value): assignments.append((name, value))
                default: break
                }
                statement.bodies.forEach(visit)
                for closure in closures(in: statement) { visit(closure.body) }
            }
        }
        visit(body)
        var grew = true
        while grew {
            grew = false
            // A value computed from a double's (arithmetic, a comparison) is held as computed; a
            // number converted from one (`(int) defaults ["count"]`) makes a typed local.
            for (name, value) in assignments
            where !dynamic.contains(name) && holdsDouble(value, dynamic: dynamic, fields: fields, results: results) {
                dynamic.insert(name)
                grew = true
            }
        }
        return dynamic
    }

    /// Whether `value`, assigned to a local or a field, is held as a `SampleValue`: a double's
    /// value, or a value computed from one (arithmetic, a comparison), but not a number
    /// converted from one (`(int) defaults ["count"]`), nor an object of a sample class created
    /// or a sample method's typed result with doubles' values only among the arguments (whose
    /// parameters take them as `SampleValue`s: `FrameworkCallWriter.handedDoubles`).
    static func holdsDouble(
        _ value: IRExpr, dynamic: Set<String>, fields: Set<String> = [], results: Set<String> = []
    ) -> Bool {
        func reaches(_ expression: IRExpr) -> Bool {
            reachesDouble(expression, dynamic: dynamic, fields: fields, results: results)
        }
        if isDoubleValue(value, dynamic: dynamic, fields: fields, results: results) { return true }
        switch value {
        case _ where isNumberConversion(value): return false
        case .newObject(_, _, let initializers): return initializers.contains { reaches($0.value) }
        case .call(let base, let name, _) where !name.contains("("): return reaches(base)
        case .staticCall: return false
        default: return reaches(value)
        }
    }

    /// Whether `value` converts to a number (`(int) x`, `(nfloat) x`).
    static func isNumberConversion(_ value: IRExpr) -> Bool {
        if case .convert(_, let type) = value { return type == .int || type == .float }
        return false
    }

    /// The closures in `statement`'s own expressions.
    static func closures(in statement: IRStmt) -> [IRClosure] {
        var found: [IRClosure] = []
        func visit(_ expression: IRExpr) {
            if case .closure(let closure) = expression { found.append(closure) }
            expression.children.forEach(visit)
        }
        statement.expressions.forEach(visit)
        return found
    }

    /// The first double `expression` reaches, for a gap's words (itself when it reaches none).
    func firstDouble(_ expression: IRExpr) -> IRExpr {
        if isDoubleValue(expression) { return expression }
        return expression.children.first(where: reaches).map(firstDouble) ?? expression
    }

    // MARK: Values

    /// `expression` as a `SampleValue`: a double's access or an assumed name as the recording
    /// doubles give it, a literal or a value of a known type as the interpreter holds it.
    func value(_ expression: IRExpr) -> Result<String, EmitterGap> {
        switch expression {
        case .recorded(let access): return self.access(access)
        case .assumed(let name): return .success("\(Self.doubles).assumedValue(\(SwiftLiteral.string(name)))")
        case .literal(let literal):
            switch literal {
            case .null: return .success("SampleValue.null")
            case .bool(let value): return .success("SampleValue.bool(\(SwiftLiteral.bool(value)))")
            case .int(let value): return .success("SampleValue.int(\(SwiftLiteral.int(value)))")
            case .float(let value): return .success("SampleValue.float(\(SwiftLiteral.double(value)))")
            case .string(let value): return .success("SampleValue.string(\(SwiftLiteral.string(value)))")
            }
        case .this: return .success("SampleValue.object(self)")
        case _ where isWritableConcat(expression):
            return .success("SampleValue.string(\(expressions.expression(expression)))")
        case .typeProperty(let member) where member.isEnumCase:
            return .success(
                "SampleValue.enumValue(\(SwiftLiteral.string(member.owner)), \(SwiftLiteral.string(member.name)))")
        case .typeProperty(let member) where member.name == "self":
            return .success("SampleValue.type(\(SwiftLiteral.string(member.owner)))")
        case .new(let member, _, _) where !reaches(expression):
            if let wrap = Self.structCases[member.owner] {
                return .success("SampleValue.\(wrap)(\(expressions.expression(expression)))")
            }
            if SwiftExpressionEmitter.valueTypes.contains(member.owner) {
                return .failure(Self.gap(expression, "as a \(member.owner)"))
            }
            return .success("SampleValue.wrap(\(expressions.expression(expression)))")
        case .newObject(_, _, _) where !reaches(expression):
            return .success("SampleValue.wrap(\(expressions.expression(expression)))")
        case .local(let name) where expressions.dynamicLocals.contains(name):
            return .success(SwiftExpressionEmitter.localName(name))
        case .binary(.coalesce, let left, let right, _) where reaches(expression):
            // `a ?? b`: b only when a is null, as the interpreter evaluates it.
            return all([value(left), value(right)]).map { parts in
                "{ let value = \(parts[0]); return value.isNull ? \(parts[1]) : value }()"
            }
        case .field(let base, let name) where expressions.dynamicFields.contains(name) && !reaches(base):
            return .success("\(expressions.receiver(base)).\(SwiftExpressionEmitter.memberName(name))")
        case .convert(let inner, let type) where FrameworkCallWriter.isUndetermined(type):
            // A cast to a type the article leaves open changes nothing the interpreter holds.
            return value(inner)
        case .convert(let inner, let type) where reaches(inner):
            // As the interpreter converts: to a number by C#'s rules, to anything else unchanged
            // (a stand-in passes any cast; an object that would not was an exception, not a run).
            return value(inner).map { written in
                switch type {
                case .int: "SampleValue.int(try! (\(written)).int())"
                case .float: "SampleValue.float(try! (\(written)).double())"
                default: written
                }
            }
        case .local(let name):
            guard let type = expressions.localTypes[name] else {
                return .failure(Self.gap(expression, "through a local of unknown type"))
            }
            return Self.typed(expressions.expression(expression), type)
        case .field(.this, let name):
            guard let type = expressions.fieldType(name) else {
                return .failure(Self.gap(expression, "through a field of unknown type"))
            }
            return Self.typed(expressions.expression(expression), type)
        case .arrayLiteral(_, let elements) where !reaches(expression) || elements.allSatisfy(isDoubleValue):
            // A new array of the elements' values, as the interpreter makes it.
            return all(elements.map(value)).map { "SampleValue.array(SampleArray([\($0.joined(separator: ", "))]))" }
        case .binary(let op, let left, let right, let arithmetic) where reaches(expression):
            // C#'s operators on values as the interpreter applies them (`RecordingDoubles.binary`);
            // `&&` and `||` short-circuit as conditions do.
            if op == .and || op == .or { return condition(expression).map { "SampleValue.bool(\($0))" } }
            return all([value(left), value(right)]).map { Self.binary(op, $0[0], $0[1], arithmetic) }
        case .call where isDoubleValue(expression) && writesArguments(expression),
            .staticCall where isDoubleValue(expression) && writesArguments(expression):
            // A sample method returning a `SampleValue`.
            return .success(expressions.expression(expression))
        case .newObject where reachesOnlyThroughValues(expression):
            return .success("SampleValue.wrap(\(expressions.expression(expression)))")
        case .call where reachesOnlyThroughValues(expression), .staticCall where reachesOnlyThroughValues(expression):
            // Its result is typed: as the interpreter holds it.
            return .success("SampleValue.of(\(expressions.expression(expression)))")
        case .property(let base, let member)
        where isDoubleValue(base) && SwiftExpressionEmitter.isEngineMember(member) && Self.unwrap(member.owner) != nil:
            // A stand-in's member is recorded, an engine value's read, as the interpreter decides
            // at run time.
            let unwrap = Self.unwrap(member.owner) ?? ""
            let read = expressions.expression(.property(.local("__typed"), member))
            return value(base).map { target in
                "{ let __target = \(target); return try! \(Self.doubles).read(__target, \(SwiftLiteral.string(member.name))) { let __typed = try __target.\(unwrap); return SampleValue.of(\(read)) } }()"
            }
        case .method(let base, let member, let arguments)
        where reaches(expression) && SwiftExpressionEmitter.isEngineMember(member) && Self.unwrap(member.owner) != nil:
            // Recorded when the receiver or an argument is a stand-in, else the engine's, as the
            // interpreter decides at run time.
            let optional = SwiftExpressionEmitter.optionalMembers.contains(member.name) ? "!" : ""
            return engineCall(expression, target: base, member.recordedCallName, member, arguments) {
                target, written in
                "(try \(target)).\(SwiftExpressionEmitter.call(member.name, written: written, engine: true))\(optional)"
            }
        case .new(let member, let arguments, let initializers)
        where reaches(expression) && SwiftExpressionEmitter.isEngineMember(member) && initializers.isEmpty:
            return engineCall(expression, target: nil, member.recordedCreationName, member, arguments) { _, written in
                SwiftExpressionEmitter.creation(
                    member, SwiftExpressionEmitter.call(member.name, written: written, engine: true))
            }
        case .typeMethod(let member, let arguments)
        where reaches(expression) && SwiftExpressionEmitter.isEngineMember(member) && member.owner != "Console"
            && member.owner != "Swift" && member.owner != "Foundation":
            return engineCall(expression, target: nil, member.recordedStaticCallName, member, arguments) {
                _, written in
                "\(member.owner).\(SwiftExpressionEmitter.call(member.name, written: written, engine: true))"
            }
        case .call(let base, let name, let arguments) where !name.contains("(") && reaches(base):
            // A sample method of whichever sample class the value is, as the interpreter finds it.
            return sampleCall(expression, base, name, arguments)
        case .field(let base, let name) where reaches(base):
            return sampleField(expression, base, name)
        case .increment(let target, let op, let isPrefix, let arithmetic) where reaches(expression):
            // The old value, C#'s operator with 1, the new value stored, as the interpreter does.
            let one = arithmetic == .integer ? "SampleValue.int(1)" : "SampleValue.float(1)"
            let stored: String
            switch target {
            case .assumed(let name): stored = "\(Self.doubles).assignAssumed(\(SwiftLiteral.string(name)), __new)"
            case .local(let name) where expressions.dynamicLocals.contains(name):
                stored = "\(SwiftExpressionEmitter.localName(name)) = __new"
            case .field(let base, let name) where expressions.dynamicFields.contains(name) && !reaches(base):
                stored = "\(expressions.receiver(base)).\(SwiftExpressionEmitter.memberName(name)) = __new"
            default: return .failure(Self.gap(firstDouble(expression), "in '++' or '--'"))
            }
            return value(target.expression).map { old in
                "{ let __old = \(old); let __new = \(Self.binary(op, "__old", one, arithmetic)); \(stored); return \(isPrefix ? "__new" : "__old") }()"
            }
        case .count(let base) where reaches(base):
            return value(base).map { "(try! \(Self.doubles).count(\($0)))" }
        case .element(let base, let index) where reaches(expression):
            return all([value(base), value(index)]).map { "(try! \(Self.doubles).element(\($0[0]), \($0[1])))" }
        case .unary(let op, let operand, _) where reaches(expression):
            return value(operand).map {
                op == .plus ? $0 : "(try! \(Self.doubles).unary(SampleUnaryOperator.\(op), \($0)))"
            }
        case .conditional(let test, let then, let otherwise) where reaches(expression):
            // Only the branch taken is evaluated, as in C#.
            let written = reaches(test) ? condition(test) : .success(expressions.expression(test))
            return all([written, value(then), value(otherwise)]).map { "(\($0[0]) ? \($0[1]) : \($0[2]))" }
        case _ where Self.isTypedValue(expression) && !reaches(expression):
            // A value of a type the engine or the program declares: as the interpreter holds it.
            return .success("SampleValue.of(\(expressions.expression(expression)))")
        default:
            return .failure(
                reaches(expression)
                    ? Self.gap(firstDouble(expression), "inside an expression")
                    : EmitterGap(
                        .recordingDouble,
                        "a value is handed to a recording double in a form the Swift emitter does not convert yet"))
        }
    }

    /// An engine call, creation or static call (`member`, recorded as `name`) with a receiver or
    /// arguments that reach doubles, as `RecordingDoubles.engineCall` makes it: the receiver and
    /// every argument a value handed over, each converted in the engine's branch to the type its
    /// parameter has (a literal, an enum case or a typed local written there directly). `typed`
    /// writes the engine's call from the receiver (unwrapped) and the arguments' Swift text.
    func engineCall(
        _ expression: IRExpr, target: IRExpr?, _ name: String, _ member: IREngineMember, _ arguments: [IRExpr],
        typed: (String, [String]) -> String
    ) -> Result<String, EmitterGap> {
        if let unconverted = Self.unconvertedMembers[member],
            unconverted.contains(where: { position, type in
                position >= arguments.count || reaches(arguments[position])
                    || !Self.writesAsItIs(arguments[position], as: type)
            })
        {
            return .failure(
                Self.gap(
                    firstDouble(expression),
                    "in a call of '\(member)', which takes a value the Swift emitter does not convert"))
        }
        var handed: [Result<String, EmitterGap>] = []
        var written: [String] = []
        for argument in arguments {
            if case .closure = argument {
                return .failure(Self.gap(firstDouble(expression), "in an engine call taking a closure"))
            }
            // Every argument is handed over (a recorded call records them all); the engine's
            // branch writes one without effects and doubles typed, the others converted.
            if !reaches(argument), Self.isInline(argument) {
                let typed = expressions.expression(argument)
                written.append(expressions.isInteger(argument) ? "CSharp.implicit(\(typed))" : typed)
            } else {
                // A geometry value's numbers, which Swift's overloads (`CGFloat`, `Double`,
                // `Int`) leave open, as the `CGFloat`s the engine takes.
                let number = Self.geometryInitializers.contains(member.name) ? " as CGFloat" : ""
                written.append("try __arguments[\(handed.count)].engine()\(number)")
            }
            handed.append(value(argument))
        }
        let receiver = target.map(value) ?? .success("nil")
        let unwrap = Self.unwrap(member.owner) ?? ""
        return all([receiver] + handed).map { parts in
            let list = parts.dropFirst().joined(separator: ", ")
            let call = typed("__target!.\(unwrap)", written)
            return
                "(try! \(Self.doubles).engineCall(\(parts[0]), \(SwiftLiteral.string(name)), [\(list)]) { __target, __arguments in SampleValue.of(\(call)) })"
        }
    }

    /// The initializers of engine geometry values taking numbers only.
    static let geometryInitializers: Set<String> = [
        "init(x:y:width:height:)", "init(x:y:)", "init(width:height:)", "init(dx:dy:)", "init(top:left:bottom:right:)",
    ]

    /// Whether evaluating `argument` has no effect (a literal, an enum case, a local, `this`), so
    /// that it may be evaluated again, or later than the values handed with it. (Callers check
    /// that it holds no double's value where they need a typed one.)
    static func isInline(_ argument: IRExpr) -> Bool {
        switch argument {
        case .literal, .local, .this, .typeProperty: true
        default: false
        }
    }

    /// Whether `expression` computes a value of a static Swift type (an engine property or call,
    /// a static member, a sample method's result, arithmetic, a comparison, a cast), which
    /// `SampleValue.of` converts at run time as the interpreter holds it.
    static func isTypedValue(_ expression: IRExpr) -> Bool {
        switch expression {
        case .typeProperty, .property, .method, .typeMethod, .call, .staticCall, .staticField, .field, .count,
            .element, .unary, .binary, .conditional, .convert:
            true
        default: false
        }
    }

    /// The `SampleValue` of a typed Swift expression, as the interpreter holds a value of `type`.
    static func typed(_ written: String, _ type: IRType) -> Result<String, EmitterGap> {
        switch type {
        case .int: return .success("SampleValue.int(\(written))")
        case .float: return .success("SampleValue.float(Double(\(written)))")
        case .bool: return .success("SampleValue.bool(\(written))")
        case .string: return .success("SampleValue.wrap(\(written) as String?)")
        case .named(let name):
            if let wrap = Self.structCases[name] { return .success("SampleValue.\(wrap)(\(written))") }
            // An array as a new `SampleArray` of its elements' values (the interpreter hands its
            // own array: the same elements, unless the sample changes them after handing it).
            if name.hasPrefix("[") { return .success("SampleValue.of(\(written))") }
            if SwiftExpressionEmitter.valueTypes.contains(name) {
                return .failure(
                    EmitterGap(
                        .recordingDouble,
                        "a \(name) is handed to a recording double, which the Swift emitter does not convert yet"))
            }
            return .success("SampleValue.wrap(\(written) as AnyObject?)")
        case .void, .closure, .null, .unknown:
            return .failure(
                EmitterGap(
                    .recordingDouble,
                    "a value of this type is handed to a recording double, which the Swift emitter does not convert yet"
                ))
        }
    }

    /// The value the interpreter gives a local of `type` declared without one.
    func defaultValue(_ type: IRType) -> Result<String, EmitterGap> {
        .success(FrameworkCallWriter.interpreterDefault(type))
    }

    /// Engine structs and the `SampleValue` cases the interpreter holds them in.
    static let structCases = [
        "CGRect": "rect", "CGSize": "size", "CGPoint": "point", "UIEdgeInsets": "insets", "IndexPath": "indexPath",
    ]

    /// A read, call, construction or indexer read of a recording double, with the member
    /// initializers of a constructed stand-in (`new NSAlert { MessageText = "…" }`).
    func access(_ access: IRRecordedAccess) -> Result<String, EmitterGap> {
        Result { () throws(EmitterGap) -> String in
            let target = try access.receiver.map { receiver throws(EmitterGap) in try value(receiver).get() } ?? "nil"
            let arguments =
                try access.arguments.map { list throws(EmitterGap) in
                    let written = try list.map { argument throws(EmitterGap) in
                        if case .closure(let closure) = argument { return callbackValue(closure) }
                        return try value(argument).get()
                    }
                    return "[\(written.joined(separator: ", "))]"
                } ?? "nil"
            let call = "try! \(Self.doubles).access(\(target), \(SwiftLiteral.string(access.member)), \(arguments))"
            guard !access.initializers.isEmpty else { return call }
            let sets = try access.initializers.map { initializer throws(EmitterGap) in
                /// The member set, or nil for an element added (`new List<T> { a, b }`).
                let member: String?
                switch initializer.target {
                case .recorded(let name): member = name
                case .property(let engineMember): member = engineMember.name
                case .recordedElement: member = nil
                case .field(let name):
                    throw EmitterGap(
                        .recordingDouble,
                        "the field '\(name)' is set on a recording double's stand-in, which the Swift emitter does not cover yet"
                    )
                }
                let written = try value(initializer.value).get()
                guard let member else { return "_ = try! \(Self.doubles).access(object, \"Add\", [\(written)])" }
                return "try! \(Self.doubles).set(object, \(SwiftLiteral.string(member)), [], \(written))"
            }
            return "{ let object = \(call); \(sets.joined(separator: "; ")); return object }()"
        }
    }

    // MARK: Statements and conditions

    /// Every part written, or the first part's gap.
    func all(_ parts: [Result<String, EmitterGap>]) -> Result<[String], EmitterGap> {
        var written: [String] = []
        for part in parts {
            switch part {
            case .success(let text): written.append(text)
            case .failure(let gap): return .failure(gap)
            }
        }
        return .success(written)
    }

    /// The Swift of `statement` when its own expressions reach a recording double (nil when they
    /// do not: it is written as usual, and so are the statements inside it).
    func statement(_ statement: IRStmt) -> Result<String, EmitterGap>? {
        switch statement {
        case .return(let value) where expressions.returnsSampleValue:
            return (value.map(self.value) ?? .success("SampleValue.null")).map { "return \($0)" }
        case .expression(let value) where reaches(value):
            switch value {
            case .recorded, .assumed: return self.value(value).map { "_ = \($0)" }
            case _ where reachesOnlyThroughValues(value): return .success(expressions.expression(value))
            case .call where isDoubleValue(value) && writesArguments(value),
                .staticCall where isDoubleValue(value) && writesArguments(value):
                return .success("_ = \(expressions.expression(value))")
            case .typeMethod(let member, let arguments)
            where member == IREngineMember("Console", "writeLine(_:)") && arguments.count == 1:
                // The console prints any value as its text, a double's too.
                return self.value(arguments[0]).map { "Console.writeLine(CSharp.text(\($0)))" }
            default:
                // Any other value the writer writes (arithmetic, a member read, a comparison) is
                // evaluated and dropped, as the interpreter evaluates an expression statement.
                return self.value(value).map { "_ = \($0)" }
            }
        case .assign(.recorded(let base, let member, let indices), let value):
            // The value first, then the receiver and the indices, as the interpreter evaluates them.
            let target = base.map { self.value($0) } ?? .success("nil")
            let list = all(indices.map(self.value)).map { "[\($0.joined(separator: ", "))]" }
            return all([self.value(value), target, list]).map { parts in
                "do {\n    let value = \(parts[0])\n    try! \(Self.doubles).set(\(parts[1]), \(SwiftLiteral.string(member)), \(parts[2]), value)\n}"
            }
        case .compoundAssign(.recorded(let base, let member, let indices), let op, .closure(let closure), _)
        where (op == .add || op == .subtract) && indices.isEmpty:
            // `x.Event += (s, e) => …` on a double: a subscription, the handler made first, as the
            // interpreter makes it.
            return (base.map(self.value) ?? .success("nil")).map { target in
                "do {\n    let handler = \(callbackValue(closure))\n    try! \(Self.doubles).handler(\(target), \(SwiftLiteral.string(member)), adding: \(op == .add), handler)\n}"
            }
        case .addHandler(let control, let event, .closure(let closure)) where reaches(control):
            // An event of a stand-in (an outlet the article never declares): recorded, fired later.
            return value(control).map { sender in
                "try! \(Self.doubles).handler(\(sender), \(SwiftLiteral.string(event.name)), adding: true, \(callbackValue(closure)))"
            }
        case .assign(.assumed(let name), let value):
            return self.value(value).map { "\(Self.doubles).assignAssumed(\(SwiftLiteral.string(name)), \($0))" }
        case .declare(let name, let type, let value) where expressions.dynamicLocals.contains(name):
            let written = value.map(self.value) ?? defaultValue(type)
            let keyword = expressions.assigned.contains("=" + name) ? "var" : "let"
            return written.map { "\(keyword) \(SwiftExpressionEmitter.localName(name)): SampleValue = \($0)" }
        case .declare(let name, let type, .convert(let inner, let target)?)
        where (target == .int || target == .float) && type == target && reaches(inner):
            // A number converted from a double's value (`(int) defaults ["count"]`): a typed local
            // from here on.
            let keyword = expressions.assigned.contains("=" + name) ? "var" : "let"
            let local = SwiftExpressionEmitter.localName(name)
            return value(inner).map { written in
                target == .int
                    ? "\(keyword) \(local): Int = try! (\(written)).int()"
                    : "\(keyword) \(local): CGFloat = CGFloat(try! (\(written)).double())"
            }
        case .assign(.local(let name), let value) where expressions.dynamicLocals.contains(name):
            return self.value(value).map { "\(SwiftExpressionEmitter.localName(name)) = \($0)" }
        case .assign(.field(let base, let name), let value)
        where expressions.dynamicFields.contains(name) && !reaches(base):
            // The value first, then the object, as the interpreter evaluates them.
            let field = "\(expressions.receiver(base)).\(SwiftExpressionEmitter.memberName(name))"
            return self.value(value).map { "do {\n    let value = \($0)\n    \(field) = value\n}" }
        case .compoundAssign(.local(let name), let op, let value, let arithmetic)
        where expressions.dynamicLocals.contains(name) && Self.applies(op):
            // The current value, the operand, then C#'s operator, as the interpreter computes it.
            let local = SwiftExpressionEmitter.localName(name)
            return self.value(value).map { operand in
                "\(local) = \(Self.binary(op, local, operand, arithmetic))"
            }
        case .compoundAssign(.field(let base, let name), let op, let value, let arithmetic)
        where expressions.dynamicFields.contains(name) && !reaches(base) && Self.applies(op):
            // The object is read and then written again, as the interpreter evaluates it twice.
            let field = "\(expressions.receiver(base)).\(SwiftExpressionEmitter.memberName(name))"
            return self.value(value).map { operand in
                "do {\n    let __current = \(field)\n    let __operand = \(operand)\n    \(field) = \(Self.binary(op, "__current", "__operand", arithmetic))\n}"
            }
        case .compoundAssign(.assumed(let name), let op, let value, let arithmetic) where Self.applies(op):
            let literal = SwiftLiteral.string(name)
            return self.value(value).map { operand in
                "do {\n    let __current = \(Self.doubles).assumedValue(\(literal))\n    let __operand = \(operand)\n    \(Self.doubles).assignAssumed(\(literal), \(Self.binary(op, "__current", "__operand", arithmetic)))\n}"
            }
        case .compoundAssign(.recorded(let base, let member, let indices), let op, let value, _)
        where (op == .add || op == .subtract) && indices.isEmpty:
            // A double's event subscribed with a handler held in a value, or its member changed:
            // which one is decided at run time, as the interpreter decides it.
            return all([self.value(value), base.map(self.value) ?? .success("nil")]).map { parts in
                let member = SwiftLiteral.string(member)
                return """
                    do {
                        let __operand = \(parts[0])
                        let __target: SampleValue? = \(parts[1])
                        if case .closure = __operand {
                            try! \(Self.doubles).handler(__target, \(member), adding: \(op == .add), __operand)
                        } else {
                            let __current = try! \(Self.doubles).access(__target, \(member), nil)
                            try! \(Self.doubles).set(__target, \(member), [], \(Self.binary(op, "__current", "__operand", .other)))
                        }
                    }
                    """
            }
        case .assign(.property(let base, let member), let value)
        where (reaches(value) || reaches(base)) && Self.setsEngineProperty(member):
            // Recorded when the object or the value is a stand-in, else the engine's, as the
            // interpreter decides at run time; the value first, as it evaluates them.
            return all([self.value(value), self.value(base)]).map { parts in
                "do {\n    let __value = \(parts[0])\n" + Self.engineSet(parts[1], member) + "\n}"
            }
        case .compoundAssign(.property(let base, let member), let op, let value, let arithmetic)
        where (reaches(value) || reaches(base)) && Self.setsEngineProperty(member) && Self.applies(op):
            // The property read, the operand, C#'s operator, then the object again and the set,
            // as the interpreter evaluates them.
            return all([self.value(.property(base, member)), self.value(value), self.value(base)]).map { parts in
                """
                do {
                    let __current = \(parts[0])
                    let __operand = \(parts[1])
                    let __value = \(Self.binary(op, "__current", "__operand", arithmetic))
                """ + "\n" + Self.engineSet(parts[2], member) + "\n}"
            }
        case .declare(_, _, let value?) where reaches(value):
            return .failure(Self.gap(firstDouble(value), "as a typed local's value"))
        case .assign(let target, let value) where reaches(target.expression) || reaches(value):
            let double = reaches(value) ? value : target.expression
            return .failure(Self.gap(firstDouble(double), "where Swift needs a typed value"))
        case .compoundAssign(let target, _, let value, _)
        where reaches(target.expression) || reaches(value):
            let double = reaches(value) ? value : target.expression
            return .failure(Self.gap(firstDouble(double), "in a compound assignment or an event subscription"))
        case .addHandler(let control, _, let handler) where reaches(control) || reaches(handler):
            return .failure(
                Self.gap(firstDouble(reaches(control) ? control : handler), "in an event subscription"))
        case .return(let value?) where reaches(value):
            return .failure(Self.gap(firstDouble(value), "as a returned value"))
        default:
            return nil
        }
    }

    /// How a `SampleValue` gives the engine value of type `owner` whose member is read (the
    /// interpreter's engine bridge takes it the same way); nil for types it does not.
    static func unwrap(_ owner: String) -> String? {
        switch owner {
        case "CGRect": "rect()"
        case "CGSize": "size()"
        case "CGPoint": "point()"
        case "IndexPath": "indexPath()"
        default:
            owner.first?.isUppercase == true && SwiftExpressionEmitter.isPlainIdentifier(Substring(owner))
                && !SwiftExpressionEmitter.valueTypes.contains(owner) ? "object(\(owner).self)" : nil
        }
    }

    /// Whether `member` is an engine property the writer sets on a value held as a
    /// `SampleValue` (an object's: a struct's member is set on a copy).
    static func setsEngineProperty(_ member: IREngineMember) -> Bool {
        SwiftExpressionEmitter.isEngineMember(member) && !SwiftExpressionEmitter.valueTypes.contains(member.owner)
            && unwrap(member.owner) != nil && unconvertedMembers[member] == nil
    }

    /// The set of the engine property `member` of `target` (Swift text) to `__value`, as
    /// `RecordingDoubles.engineSet` makes it: recorded on a stand-in, else converted to the
    /// property's Swift type and set.
    static func engineSet(_ target: String, _ member: IREngineMember) -> String {
        """
            try! \(doubles).engineSet(\(target), \(SwiftLiteral.string(member.name)), __value) { __target, __value in
                let __object = try __target.\(unwrap(member.owner) ?? "")
                __object.\(member.name) = try __value.engine()
            }
        """
    }

    /// Whether `op` is one `RecordingDoubles.binary` applies (not `&&`, `||` or `??`).
    static func applies(_ op: IRBinaryOperator) -> Bool { op != .and && op != .or && op != .coalesce }

    /// `lhs op rhs` on two `SampleValue`s (Swift text) as `RecordingDoubles.binary` computes it.
    static func binary(_ op: IRBinaryOperator, _ lhs: String, _ rhs: String, _ arithmetic: IRArithmetic) -> String {
        "(try! \(doubles).binary(SampleOperator.\(op), \(lhs), \(rhs), integer: \(arithmetic == .integer)))"
    }

    /// An `if` or loop condition that reaches a recording double: a comparison with one (recorded,
    /// as the interpreter records it), a double's value taken as a flag, or their negation.
    func condition(_ condition: IRExpr) -> Result<String, EmitterGap> {
        switch condition {
        case .binary(let op, let left, let right, _) where op == .equal || op == .notEqual:
            guard case .success(let a) = value(left), case .success(let b) = value(right) else {
                return .failure(Self.gap(firstDouble(condition), "in a comparison"))
            }
            let equal = "(try! \(Self.doubles).equal(\(a), \(b)))"
            return .success(op == .equal ? equal : "!\(equal)")
        case .binary(let op, let left, let right, let arithmetic)
        where op == .less || op == .lessOrEqual || op == .greater || op == .greaterOrEqual:
            // As the interpreter orders a double's value (a stand-in is 1 or 0; what it is held
            // against is recorded).
            guard case .success(let a) = value(left), case .success(let b) = value(right) else {
                return .failure(Self.gap(firstDouble(condition), "in a comparison"))
            }
            return .success("(try! \(Self.binary(op, a, b, arithmetic)).bool())")
        case .binary(let op, let left, let right, _) where op == .and || op == .or:
            // Short-circuited, as C# and the interpreter do; a side without doubles is typed.
            let sides = [left, right].map { side in
                reaches(side) ? self.condition(side) : .success(expressions.expression(side))
            }
            return all(sides).map { "(\($0[0]) \(op.rawValue) \($0[1]))" }
        case .unary(.not, let operand, _):
            return self.condition(operand).map { "!\($0)" }
        case .standInTest(let tested, let test, let prefer, let site):
            // As the interpreter takes it: a stand-in answers so that the longer branch runs.
            guard case .success(let written) = value(tested) else {
                return .failure(Self.gap(firstDouble(tested), "in a condition"))
            }
            return .success(
                "(try! \(Self.doubles).test(\(written), .\(test.rawValue), preferring: \(prefer), site: \(SwiftLiteral.string(site))))"
            )
        default:
            // Any other value as a flag, as the interpreter takes it (a stand-in is its truth).
            guard case .success(let written) = value(condition) else {
                return .failure(Self.gap(firstDouble(condition), "in a condition"))
            }
            return .success("(try! (\(written)).bool())")
        }
    }
}
