// SwiftStatementEmitter: IR statements → Swift statements. A C# `for` arrives as a block with a
// `while` and a step (run before `continue` too); event subscriptions become the engine's
// `addHandler(for:)`; statements the engine does not model call `CSharp.notModelled`, which stops
// the test with the API's name instead of guessing.

import SampleModel

/// Writes IR statements as Swift statements.
struct SwiftStatementEmitter {
    /// The expression writer (types and names of the program).
    let expressions: SwiftExpressionEmitter
    /// A function applied to returned values (`CSharp.elements` for arrays the engine takes).
    var returnConversion: String?
    /// Locals assigned after their declaration in the function being written (they stay `var`).
    var assigned: Set<String>

    /// Creates a statement writer for a function body whose assigned locals are `assigned`.
    init(expressions: SwiftExpressionEmitter, returnConversion: String? = nil, assigned: Set<String> = []) {
        self.expressions = expressions
        self.returnConversion = returnConversion
        self.assigned = assigned
    }

    /// A writer for `body` (of a function taking `parameters`, of which `standInParameters` are
    /// `SampleValue`s), knowing which of its locals it assigns and the types of its locals.
    static func forBody(
        _ body: [IRStmt], parameters: [IRParameter] = [], standInParameters: Set<String> = [],
        returnsSampleValue: Bool = false, expressions: SwiftExpressionEmitter, returnConversion: String? = nil
    ) -> SwiftStatementEmitter {
        var expressions = expressions
        expressions.returnsSampleValue = returnsSampleValue
        expressions.assigned = AssignedLocals.names(in: body)
        expressions.localTypes = LocalTypes.of(body, parameters: parameters)
        expressions.dynamicLocals = RecordingDoubleWriter.dynamicLocals(
            in: body, parameters: standInParameters, fields: expressions.dynamicFields,
            results: expressions.valuePositions.results)
        return SwiftStatementEmitter(
            expressions: expressions, returnConversion: returnConversion, assigned: expressions.assigned)
    }

    /// Writes `var p = p` for each of `parameters` the body assigns, or changes in place when it
    /// is a struct (`rect.X = 0`): C#'s parameters are variables, Swift's constants.
    func copyAssignedParameters(_ parameters: [IRParameter], into writer: inout SwiftWriter) {
        for parameter in parameters
        where assigned.contains("=" + parameter.name)
            || assigned.contains("." + parameter.name)
                && SwiftExpressionEmitter.valueTypes.contains(
                    parameter.type.name ?? "")
        {
            let name = SwiftExpressionEmitter.localName(parameter.name)
            writer.line("var \(name) = \(name)")
        }
    }

    /// Writes `statements` into `writer`.
    func statements(_ statements: [IRStmt], into writer: inout SwiftWriter, step: [IRStmt] = []) {
        for statement in statements { self.statement(statement, into: &writer, step: step) }
    }

    /// C#'s `throw` (`statement`): a run that reaches it ends with a C# exception or goes to a
    /// `catch`, and such a sample gets no test, so the thrown value is not evaluated and the
    /// statement stops the test with its C# text.
    static func thrown(_ statement: IRStmt) -> String {
        guard case .throw(let value?) = statement else { return "CSharp.thrown(\"throw\")" }
        return "CSharp.thrown(\(SwiftLiteral.string("throw " + IRPrinter.print(value).prefix(200))))"
    }

    /// Writes a possibly multi-line piece of code line by line at the writer's indentation.
    static func write(_ code: String, into writer: inout SwiftWriter) {
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) { writer.line(String(line)) }
    }

    func lvalue(_ value: IRLValue) -> String { expressions.expression(value.expression) }

    func statement(_ statement: IRStmt, into writer: inout SwiftWriter, step: [IRStmt]) {
        let expression = expressions.expression
        let doubles = RecordingDoubleWriter(expressions: expressions)
        if let written = doubles.statement(statement) {
            switch written {
            case .success(let code): Self.write(code, into: &writer)
            case .failure(let gap): writer.line("CSharp.notModelled(\(SwiftLiteral.string(gap.description)))")
            }
            return
        }
        /// A condition, through the recording doubles when it reaches one.
        func written(condition value: IRExpr) -> String {
            guard doubles.reaches(value) else { return expression(value) }
            switch doubles.condition(value) {
            case .success(let written): return written
            case .failure(let gap): return "CSharp.notModelledValue(\(SwiftLiteral.string(gap.description)))"
            }
        }
        switch statement {
        case .declare(let name, let type, let value):
            let initial =
                value.map { " = \(expression($0))" } ?? (expressions.defaultValue(type).map { " = \($0)" } ?? "")
            let mutatedInPlace: Bool =
                switch type {
                case .named(let typeName):
                    SwiftExpressionEmitter.valueTypes.contains(typeName) || typeName.hasPrefix("[")
                case .int, .float, .bool: true
                default: false
                }
            let isConstant =
                value != nil && !assigned.contains("=" + name) && !(mutatedInPlace && assigned.contains("." + name))
            let keyword = isConstant ? "let" : "var"
            Self.write(
                "\(keyword) \(SwiftExpressionEmitter.localName(name)): \(expressions.storageType(type))\(initial)",
                into: &writer)
        case .assign(.property(_, let member), _) where !SwiftExpressionEmitter.isEngineMember(member),
            .compoundAssign(.property(_, let member), _, _, _) where !SwiftExpressionEmitter.isEngineMember(member),
            .addHandler(_, let member, _) where !SwiftExpressionEmitter.isEngineMember(member):
            writer.line("CSharp.notModelled(\(SwiftLiteral.string(member.description)))")
        case .assign(.property(let base, let member), let value) where expressions.isInteger(value):
            // An engine property taking a floating number takes an integer as C# converts it.
            Self.write(
                "\(lvalue(.property(base, member))) = CSharp.implicit(\(expression(value)))", into: &writer)
        case .assign(let target, let value):
            Self.write("\(lvalue(target)) = \(expression(value))", into: &writer)
        case .compoundAssign(let target, let op, let value, let arithmetic):
            let place = lvalue(target)
            let combined = expression(.binary(op, target.expression, value, arithmetic))
            Self.write("\(place) = \(arithmetic == .floating ? "CSharp.float(\(combined))" : combined)", into: &writer)
        case .addHandler(let control, let event, let handler):
            let closure: String
            if case .closure(let body) = handler {
                closure = expressions.closure(body, arity: 1)
            } else {
                closure = "{ sender in _ = \(expression(handler)) }"
            }
            Self.write(
                "SampleHarness.addHandler(to: \(expression(control)), for: .\(event.name)) \(closure)", into: &writer)
        case .expression(let value):
            switch value {
            case .notModelled(let api): writer.line("CSharp.notModelled(\(SwiftLiteral.string(api)))")
            case .call, .staticCall, .method, .superMethod, .typeMethod:
                let written = expression(value)
                let stop = "CSharp.notModelledValue("
                Self.write(
                    written.hasPrefix(stop) ? "CSharp.notModelled(" + written.dropFirst(stop.count) : written,
                    into: &writer)
            default:
                let written = expression(value)
                let stop = "CSharp.notModelledValue("
                Self.write(
                    written.hasPrefix(stop) ? "CSharp.notModelled(" + written.dropFirst(stop.count) : "_ = \(written)",
                    into: &writer)
            }
        case .if(let condition, let then, let otherwise):
            writer.line("if \(written(condition: condition)) {")
            writer.indented { self.statements(then, into: &$0, step: step) }
            if otherwise.isEmpty {
                writer.line("}")
            } else {
                writer.line("} else {")
                writer.indented { self.statements(otherwise, into: &$0, step: step) }
                writer.line("}")
            }
        case .loop(let condition, let body, let loopStep):
            writer.block("while \(written(condition: condition))") {
                self.statements(body, into: &$0, step: loopStep)
                self.statements(loopStep, into: &$0)
            }
        case .return(let value):
            guard let value else {
                writer.line("return")
                return
            }
            let written = expression(value)
            Self.write("return \(returnConversion.map { "\($0)(\(written))" } ?? written)", into: &writer)
        case .break: writer.line("break")
        case .continue:
            statements(step, into: &writer)
            writer.line("continue")
        case .block(let body):
            writer.block("do") { self.statements(body, into: &$0, step: step) }
        case .notModelled(let api):
            writer.line("CSharp.notModelled(\(SwiftLiteral.string(api)))")
        case .try(let body, let catches, let finally):
            // The body, with the `finally` deferred (it runs however the body is left: at its
            // end, a `return` or a `break`). A `catch` is not written: a sample whose run
            // reaches one gets no test (`GeneratedSuite.reasonToSkip`), so in a test's run the
            // body throws nothing.
            writer.block("do") { writer in
                if !finally.isEmpty {
                    writer.block("defer") { self.statements(finally, into: &$0) }
                }
                self.statements(body, into: &writer, step: step)
            }
            for clause in catches {
                let taken = [clause.type ?? "Exception", clause.name].compactMap { $0 }.joined(separator: " ")
                SwiftComment.lines("catch (\(taken)) not written: the interpreted run took no exception here")
                    .forEach { writer.line($0) }
            }
        case .throw: writer.line(Self.thrown(statement))
        }
    }
}
