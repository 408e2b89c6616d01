// Lowerer+Calls: invocations, object creation (with member initializers), lambdas and binary
// operators with C# arithmetic (integer division when both operands are integers).

import CSharpSyntax
import SampleModel

extension Lowerer {
    /// Lowers arguments against parameter types.
    func arguments(_ arguments: [ArgumentSyntax], _ parameters: [IRType]) -> [IRExpr] {
        arguments.enumerated().map { index, argument in
            expression(argument.expression, expected: index < parameters.count ? parameters[index] : .unknown).0
        }
    }

    /// Picks the overload with `count` parameters whose first parameter fits the first argument.
    func overload(_ candidates: [APIMember], count: Int, first: (any ExprSyntax)?) -> APIMember? {
        let fitting = candidates.filter { $0.parameters.count == count }
        guard fitting.count > 1, let first else { return fitting.first }
        let type = expressionTypeQuietly(first)
        return fitting.first { $0.parameters.first == type } ?? fitting.first
    }

    func invocation(_ call: InvocationExprSyntax) -> (IRExpr, IRType) {
        let count = call.arguments.count
        if case .identifierExpr(let identifier) = call.callee.exprNode {
            let name = identifier.name.text
            if name == "nameof" { return (.literal(.string("")), .string) }
            if localType(name) != nil {
                // A local delegate called: `d (x)` is `d.Invoke (x)`.
                return (recorded(.local(name), "Invoke", arguments: untypedArguments(call.arguments)), .unknown)
            }
            return invoke(
                name, on: .this, type: .named(currentClass), arguments: call.arguments, at: identifier.range.start)
        }
        guard case .memberAccessExpr(let access) = call.callee.exprNode else {
            return (notModelled("call of a computed function", at: call.range.start), .unknown)
        }
        let name = access.name.text
        if case .baseExpr = access.base.exprNode {
            let virtuals = model.members(name, of: classChain(currentClass).engineBase ?? "")
            if let member = virtuals.first(where: { $0.isVirtual && $0.parameters.count == count }) {
                return (.superMethod(member.swift, arguments(call.arguments, member.parameters)), member.type)
            }
            return (recorded(.this, "base.\(name)", arguments: untypedArguments(call.arguments)), .unknown)
        }
        if let reference = staticReference(access.base) {
            return staticCall(name, of: reference, arguments: call.arguments, at: access.name.range.start)
        }
        if case .typeExpr(let typeExpression) = access.base.exprNode,
            case .predefinedType(let predefined) = typeExpression.type.typeNode
        {
            if predefined.keyword.text == "string", name == "Format", let text = compositeFormat(call.arguments) {
                return (text, .string)
            }
            // `string.Format (…)`, `int.Parse (…)`: the runtime library, recorded.
            return (
                recorded(nil, "\(predefined.keyword.text).\(name)", arguments: untypedArguments(call.arguments)),
                .unknown
            )
        }
        let (base, type) = memberBase(access)
        if case .notModelled = base { return (base, .unknown) }
        return invoke(name, on: base, type: type, arguments: call.arguments, at: access.name.range.start)
    }

    /// Calls instance method `name` on `base` of static type `type`.
    func invoke(_ name: String, on base: IRExpr, type: IRType, arguments: [ArgumentSyntax], at position: SourcePosition)
        -> (IRExpr, IRType)
    {
        let count = arguments.count
        switch resolveMember(name, on: type) {
        case .sampleMethods(let methods):
            guard let method = sampleOverload(methods, arguments: arguments) else {
                guard let owner = type.name, isComplete(owner) else {
                    return (recorded(base, name, arguments: untypedArguments(arguments)), .unknown)
                }
                error("CS1501", "no overload for method '\(name)' takes \(count) arguments", at: position)
                return (.notModelled("\(name) with \(count) arguments"), .unknown)
            }
            let lowered =
                self.arguments(arguments, method.parameters) + defaultArguments(method, from: count)
            let name = overloads.name(method.name, parameters: method.parameters)
            // A static method is called on the class that declares it (a base's, through a
            // derived class's value).
            if method.isStatic { return (.staticCall(method.owner, name, lowered), method.result) }
            return (.call(base, name, lowered), method.result)
        case .engineMethods(let members):
            guard let member = overload(members, count: count, first: arguments.first?.expression) else {
                return (recorded(base, name, arguments: untypedArguments(arguments)), .unknown)
            }
            return (.method(base, member.swift, self.arguments(arguments, member.parameters)), member.type)
        default:
            if case .this = base, case .none = resolveMember(name, on: type), typeReference(name) == nil,
                table.classes[currentClass] != nil, classChain(currentClass).engineBase == nil, name.count >= 5,
                let close = EditDistance.closest(to: name, in: sampleMemberNames(currentClass)),
                EditDistance.between(close, name) <= 2
            {
                error(
                    "CS0103", "the name '\(name)' does not exist in the current context", at: position,
                    notes: ["did you mean '\(close)'?"])
                return (.notModelled(name), .unknown)
            }
            return (
                unknownMember(name, on: type, base: base, arguments: untypedArguments(arguments), at: position),
                .unknown
            )
        }
    }

    /// The method of `methods` (a class's declarations of a name, then its sample bases', as
    /// `resolveMember` lists them) a call with `arguments` runs: of those that take as many
    /// arguments, the one their static types fit best (`IROverloads`), a declaration that needs no
    /// default value before one that does. As in C#, a base class's declarations are candidates
    /// only when none of a nearer class fits; when none fits anywhere, the nearest class's last
    /// that takes as many arguments. Nil when none takes as many. The call names it
    /// (`MethodOverloads`).
    func sampleOverload(_ methods: [SampleMethod], arguments: [ArgumentSyntax]) -> SampleMethod? {
        let count = arguments.count
        let applicable = methods.filter { count >= $0.required && count <= $0.arity }
        guard applicable.count > 1 else { return applicable.first }
        let types = arguments.map { expressionTypeQuietly($0.expression) }
        var owners: [String] = []
        for method in applicable where !owners.contains(method.owner) { owners.append(method.owner) }
        for owner in owners {
            let declared = applicable.filter { $0.owner == owner }
            for needsDefaults in [false, true] {
                let pool = declared.filter { ($0.arity > count) == needsDefaults }
                if let index = IROverloads.best(
                    pool.map { Array($0.parameters.prefix(count)) }, arguments: types,
                    derives: { self.derives($0, from: $1) })
                {
                    return pool[index]
                }
            }
        }
        return applicable.last { $0.owner == owners[0] }
    }

    /// Whether the type named `name` derives from `base` (sample classes, then their engine
    /// base's chain).
    func derives(_ name: String, from base: String) -> Bool {
        let chain = classChain(name)
        if chain.classes.contains(where: { $0.name == base }) || chain.engineBase == base { return true }
        return model.chain(chain.engineBase ?? name).contains { $0.swiftName == base }
    }

    /// The lowered default values of `method`'s parameters from `from` on (C# optional
    /// parameters).
    func defaultArguments(_ method: SampleMethod, from count: Int) -> [IRExpr] {
        guard count < method.arity else { return [] }
        let key = "\(method.name)/\(method.arity)"
        guard loweringDefaults.insert(key).inserted else {
            return method.declaration.parameters[count...].map { _ in
                .notModelled("a default value that calls its own method")
            }
        }
        defer { loweringDefaults.remove(key) }
        return method.declaration.parameters[count...].map { parameter in
            parameter.defaultValue.map { expression($0, expected: irTypeQuietly(parameter.type)).0 } ?? .literal(.null)
        }
    }

    func staticCall(
        _ name: String, of reference: TypeReference, arguments: [ArgumentSyntax], at position: SourcePosition
    )
        -> (IRExpr, IRType)
    {
        if let sampleClass = reference.sampleClass {
            let (call, type) = invoke(name, on: .this, type: .named(sampleClass), arguments: arguments, at: position)
            // A static member the snippets do not show is recorded on its class, not on `this`.
            if case .recorded(var access) = call, access.receiver == .this {
                access.receiver = nil
                access.member = "\(sampleClass).\(access.member)"
                return (.recorded(access), type)
            }
            return (call, type)
        }
        if name == "Format", reference.name == "String" || reference.name == "System.String",
            let text = compositeFormat(arguments)
        {
            return (text, .string)
        }
        guard let api = reference.apiType else {
            return (recorded(nil, "\(reference.name).\(name)", arguments: untypedArguments(arguments)), .unknown)
        }
        let members = model.members(name, of: api.name).filter { $0.kind == .staticMethod || $0.kind == .factory }
        if api.name == "Console", name == "WriteLine" || name == "Write", arguments.count >= 2,
            let writeLine = members.first(where: { $0.parameters.count == 1 }), let text = compositeFormat(arguments)
        {
            return (.typeMethod(writeLine.swift, [text]), writeLine.type)
        }
        guard let member = overload(members, count: arguments.count, first: arguments.first?.expression) else {
            return (recorded(nil, "\(api.name).\(name)", arguments: untypedArguments(arguments)), .unknown)
        }
        let lowered = self.arguments(arguments, member.parameters)
        if member.kind == .factory { return (.new(member.swift, lowered, []), .named(member.swift.owner)) }
        var result = member.type
        if member.resultFollowsArgument {
            let types = arguments.map { expressionTypeQuietly($0.expression) }
            result = types.allSatisfy { $0 == .int } ? .int : .float
        }
        return (.typeMethod(member.swift, lowered), result)
    }

    func expressionTypeQuietly(_ syntax: any ExprSyntax) -> IRType {
        quiet += 1
        defer { quiet -= 1 }
        return expression(syntax).1
    }

    func objectCreation(_ creation: ObjectCreationExprSyntax) -> (IRExpr, IRType) {
        guard let typeSyntax = creation.type else {
            return (notModelled("target-typed 'new'", at: creation.range.start), .unknown)
        }
        let type = irType(typeSyntax)
        let arguments = creation.arguments ?? []
        /// A constructor the engine does not simulate, of the type named `typeName`.
        func recordedCreation(_ typeName: String) -> (IRExpr, IRType) {
            let initializers = memberInits(creation.initializer, on: .unknown)
            return (
                recorded(nil, "new \(typeName)", arguments: untypedArguments(arguments), initializers: initializers),
                .unknown
            )
        }
        // The type's name, not the node: interpolating a syntax node prints its tree dump.
        guard let name = type.name else { return recordedCreation(Self.typeText(typeSyntax)) }
        if table.classes[name] != nil {
            let (parameters, number) = sampleConstructor(of: name, arguments: arguments)
            if parameters == nil && !(constructors(of: name).isEmpty && arguments.isEmpty) && isComplete(name) {
                error(
                    "CS1729", "'\(name)' does not contain a constructor that takes \(arguments.count) arguments",
                    at: typeSyntax.range.start)
            }
            let lowered = self.arguments(arguments, parameters ?? [])
            let created = number > 1 ? IROverloadName.overload(name, number: number) : name
            return (.newObject(created, lowered, memberInits(creation.initializer, on: type)), type)
        }
        guard let api = apiType(of: type) else { return recordedCreation(name) }
        let candidates = api.constructors.filter { $0.parameters.count == arguments.count }
        var constructor = candidates.first
        if candidates.count > 1, let first = arguments.first {
            let firstType = expressionTypeQuietly(first.expression)
            constructor = candidates.first { $0.parameters.first == firstType } ?? candidates.first
        }
        guard let constructor else { return recordedCreation(api.name) }
        let lowered = self.arguments(arguments, constructor.parameters)
        return (.new(constructor.swift, lowered, memberInits(creation.initializer, on: type)), type)
    }

    /// The constructors the sample class `className` declares.
    func constructors(of className: String) -> [ConstructorDeclSyntax] {
        (table.classes[className]?.members ?? []).compactMap { placed -> ConstructorDeclSyntax? in
            guard placed.syntax.memberKind == .constructorDecl else { return nil }
            return if case .constructorDecl(let constructor) = placed.syntax.memberNode { constructor } else { nil }
        }
    }

    /// The constructor of the sample class `className` that `arguments` call: its parameter
    /// types (nil when none takes as many) and its number among those taking as many, in
    /// declaration order (from 1): of several, the one the arguments' static types fit best
    /// (`IROverloads`), else the first. A number above 1 is written into the IR
    /// (`IROverloadName`).
    func sampleConstructor(of className: String, arguments: [ArgumentSyntax]) -> (parameters: [IRType]?, number: Int) {
        let lists = constructors(of: className).filter { $0.parameters.count == arguments.count }.map {
            $0.parameters.map { irTypeQuietly($0.type) }
        }
        guard lists.count > 1 else { return (lists.first, 1) }
        let index =
            IROverloads.best(
                lists, arguments: arguments.map { expressionTypeQuietly($0.expression) },
                derives: { self.derives($0, from: $1) }) ?? 0
        return (lists[index], index + 1)
    }

    func memberInits(_ initializer: InitializerExprSyntax?, on type: IRType) -> [IRMemberInit] {
        guard let initializer else { return [] }
        var result: [IRMemberInit] = []
        for element in initializer.elements {
            guard case .assignmentExpr(let assignment) = element.exprNode, assignment.operatorToken.text == "=",
                case .identifierExpr(let target) = assignment.target.exprNode
            else {
                if type == .unknown {
                    result.append(IRMemberInit(target: .recordedElement, value: expression(element).0))
                } else {
                    _ = notModelled("collection initializer", at: element.range.start)
                }
                continue
            }
            let name = target.name.text
            switch resolveMember(name, on: type) {
            case .field(let field, let fieldType, _, _):
                result.append(
                    IRMemberInit(target: .field(field), value: expression(assignment.value, expected: fieldType).0))
            case .engine(let member) where member.kind == .property && member.isSettable:
                result.append(
                    IRMemberInit(
                        target: .property(member.swift), value: expression(assignment.value, expected: member.type).0))
            default:
                let value = expression(assignment.value).0
                if case .recorded = unknownMember(name, on: type, base: .this, arguments: nil, at: target.range.start) {
                    result.append(IRMemberInit(target: .recorded(name), value: value))
                }
            }
        }
        return result
    }

    func lambda(_ lambda: LambdaExprSyntax, expected: IRType) -> (IRExpr, IRType) {
        closure(lambda.parameters, lambda.body, expected: expected)
    }

    /// A lambda or an anonymous method (`delegate (object s, EventArgs e) { … }`; one without a
    /// parameter list takes whatever its caller passes).
    func closure(_ parameterList: [ParameterSyntax], _ closureBody: LambdaBody, expected: IRType) -> (IRExpr, IRType) {
        var parameterTypes: [IRType] = []
        var result: IRType = .unknown
        if case .closure(let types, let expectedResult) = expected {
            parameterTypes = types
            result = expectedResult
        }
        let parameters = parameterList.enumerated().map { index, parameter in
            IRParameter(
                parameter.name.text,
                parameter.type.map { irType($0) } ?? (index < parameterTypes.count ? parameterTypes[index] : .unknown))
        }
        pushScope()
        for parameter in parameters { declareLocal(parameter.name, parameter.type) }
        let (savedLoops, savedSwitches) = (loopDepth, switchDepth)
        (loopDepth, switchDepth) = (0, 0)
        defer { (loopDepth, switchDepth) = (savedLoops, savedSwitches) }
        let savedResult = resultType
        resultType = result
        var body: [IRStmt]
        switch closureBody {
        case .block(let block): body = statements(block.statements)
        case .expression(let expressionSyntax):
            if let statement = expressionStatement(expressionSyntax) {
                body = [statement]
            } else {
                let (value, _) = expression(expressionSyntax)
                body = result == .void || result == .unknown ? [.expression(value)] : [.return(value)]
            }
        }
        resultType = savedResult
        popScope()
        return (.closure(IRClosure(parameters: parameters, body: body)), .closure(parameters.map(\.type), result))
    }

    func binary(_ binary: BinaryExprSyntax) -> (IRExpr, IRType) {
        guard let op = IRBinaryOperator(rawValue: binary.operatorText) else {
            return (notModelled("operator '\(binary.operatorText)'", at: binary.operatorRange.start), .unknown)
        }
        let (left, leftType) = expression(binary.left)
        let (right, rightType) = expression(binary.right, expected: leftType)
        let arithmetic: IRArithmetic
        if leftType == .int && rightType == .int {
            arithmetic = .integer
        } else if (leftType.isNumeric || leftType == .unknown) && (rightType.isNumeric || rightType == .unknown)
            && (leftType.isNumeric || rightType.isNumeric)
        {
            arithmetic = .floating
        } else {
            arithmetic = .other
        }
        let type: IRType
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or: type = .bool
        case .coalesce: type = leftType
        case .add where leftType == .string || rightType == .string: type = .string
        default: type = arithmetic == .integer ? .int : arithmetic == .floating ? .float : leftType
        }
        return (.binary(op, left, right, arithmetic), type)
    }
}

extension Lowerer {
    /// C# composite formatting with a literal format (`Console.WriteLine ("{0} of {1}", a, b)`,
    /// `string.Format (…)`) as string concatenation: `{n}` holes, `{{` and `}}`. Nil when the format
    /// is not a literal or a hole has an alignment or a format specifier (`{0,5}`, `{0:F2}`),
    /// which are not modelled.
    func compositeFormat(_ arguments: [ArgumentSyntax]) -> IRExpr? {
        guard arguments.count >= 2, case .literalExpr(let literal) = arguments[0].expression.exprNode,
            literal.token.kind == .stringLiteral
        else { return nil }
        let format = Array(CSharpLiteral.stringValue(literal.token.text))
        let values = arguments.dropFirst().map { expression($0.expression).0 }
        var pieces: [IRExpr] = []
        var text = ""
        var index = 0
        while index < format.count {
            let character = format[index]
            if character == "{" || character == "}" {
                if index + 1 < format.count, format[index + 1] == character {
                    text.append(character)
                    index += 2
                    continue
                }
                guard character == "{", let close = format[index...].firstIndex(of: "}"),
                    let hole = Int(String(format[(index + 1)..<close])), values.indices.contains(hole)
                else { return nil }
                if !text.isEmpty { pieces.append(.literal(.string(text))) }
                text = ""
                pieces.append(values[hole])
                index = close + 1
                continue
            }
            text.append(character)
            index += 1
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.literal(.string(text))) }
        // A first hole is concatenated onto "" so that a number reads as text.
        var result = pieces[0].isStringLiteral ? pieces[0] : .binary(.add, .literal(.string("")), pieces[0], .other)
        for piece in pieces.dropFirst() { result = .binary(.add, result, piece, .other) }
        return result
    }
}

extension IRExpr {
    /// Whether it is a string literal.
    fileprivate var isStringLiteral: Bool {
        if case .literal(.string) = self { return true }
        return false
    }
}
