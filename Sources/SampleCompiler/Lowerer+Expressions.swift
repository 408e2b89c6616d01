// Lowerer+Expressions: C# expressions → IR expressions with static types. Names resolve to
// locals, fields of the current class chain, engine properties of its engine base, types, and —
// in statement snippets — implicit host fields.

import CSharpSyntax
import SampleModel

extension Lowerer {
    /// Lowers an expression; `expected` types lambda parameters and numeric literals.
    func expression(_ syntax: any ExprSyntax, expected: IRType = .unknown) -> (IRExpr, IRType) {
        switch syntax.exprNode {
        case .literalExpr(let literal): return Self.literal(literal.token, expected: expected)
        case .identifierExpr(let identifier): return identifierValue(identifier)
        case .thisExpr: return (.this, .named(currentClass))
        case .parenthesizedExpr(let parenthesized):
            return expression(parenthesized.expression, expected: expected)
        case .memberAccessExpr(let access): return memberAccess(access)
        case .invocationExpr(let call): return invocation(call)
        case .objectCreationExpr(let creation): return objectCreation(creation)
        case .lambdaExpr(let lambda): return self.lambda(lambda, expected: expected)
        case .anonymousMethodExpr(let method):
            return closure(method.parameters ?? [], .block(method.body), expected: expected)
        case .binaryExpr(let binary): return self.binary(binary)
        case .prefixUnaryExpr(let prefix):
            let (operand, type) = expression(prefix.operand, expected: expected)
            switch prefix.operatorToken.text {
            case "-": return (.unary(.negate, operand, type == .int ? .integer : .floating), type)
            case "+": return (operand, type)
            case "!": return (.unary(.not, operand, .other), .bool)
            case "~": return (.unary(.complement, operand, .integer), .int)
            case "++", "--": return increment(prefix.operand, prefix.operatorToken.text, isPrefix: true)
            default:
                return (
                    notModelled("operator '\(prefix.operatorToken.text)' in an expression", at: syntax.range.start),
                    .unknown
                )
            }
        case .conditionalExpr(let conditional):
            let (condition, _) = expression(conditional.condition, expected: .bool)
            let (then, type) = expression(conditional.whenTrue, expected: expected)
            let (otherwise, _) = expression(conditional.whenFalse, expected: type)
            return (.conditional(condition, then, otherwise), type)
        case .castExpr(let cast):
            let type = irType(cast.type)
            let (value, _) = expression(cast.operand, expected: type)
            return (.convert(value, type), type)
        case .asExpr(let asExpr):
            let type = irType(asExpr.type)
            return (.convert(expression(asExpr.expression).0, type), type)
        case .isPatternExpr(let isExpr):
            let (value, type) = expression(isExpr.expression)
            if let condition = patternCondition(isExpr.pattern, value: value, type: type) { return (condition, .bool) }
            return (notModelled("'is' pattern", at: isExpr.pattern.range.start), .bool)
        case .assignmentExpr(let assignment):
            return (notModelled("assignment inside an expression", at: assignment.range.start), .unknown)
        case .elementAccessExpr(let element):
            let (base, type) = expression(element.base)
            guard element.arguments.count == 1, let name = type.name, name.hasPrefix("[") else {
                if case .notModelled = base { return (base, .unknown) }
                return (recorded(base, "[]", arguments: untypedArguments(element.arguments)), .unknown)
            }
            let (index, _) = expression(element.arguments[0].expression, expected: .int)
            return (.element(base, index), elementType(name))
        case .arrayCreationExpr(let array):
            if let initializer = array.initializer, array.type?.rankSpecifiers.count ?? 1 == 1 {
                return arrayLiteral(
                    initializer.elements, element: array.type.map { irType($0.elementType) } ?? .unknown)
            }
            guard let arrayType = array.type, let size = arrayType.rankSpecifiers.first?.sizes.first,
                arrayType.rankSpecifiers.count == 1
            else { return (notModelled("array initializer", at: array.range.start), .unknown) }
            let element = irType(arrayType.elementType)
            return (.newArray(element, expression(size, expected: .int).0), .named("[\(element)]"))
        case .typeOperatorExpr(let typeOperator):
            if typeOperator.keyword.text == "typeof", let name = typeName(typeOperator.type) {
                return (.typeProperty(IREngineMember(name, "self")), .named("Type"))
            }
            if typeOperator.keyword.text == "typeof" {
                // A type outside the model: its name stands for it (compared, printed, recorded).
                return (.literal(.string(Self.typeText(typeOperator.type))), .string)
            }
            return (notModelled("'\(typeOperator.keyword.text)'", at: syntax.range.start), .unknown)
        case .interpolatedStringExpr(let interpolated): return interpolation(interpolated)
        case .postfixUnaryExpr(let postfix) where ["++", "--"].contains(postfix.operatorToken.text):
            return increment(postfix.operand, postfix.operatorToken.text, isPrefix: false)
        case .awaitExpr(let awaited):
            // Run to completion where it is awaited: deterministic, as the virtual clock is.
            return expression(awaited.operand, expected: expected)
        case .declarationExpr(let declaration):
            // `out var value`: the callee (a recording double) cannot assign it; it is the stand-in
            // its name stands for, as any later use of the name is.
            return (.assumed(declaration.name.text), irType(declaration.type))
        case .initializerExpr(let initializer) where initializer.kind == .collection:
            // `int[] values = { 1, 2 }`: an array of the declared element type.
            return arrayLiteral(initializer.elements, element: arrayElementType(expected))
        case .collectionExpr(let collection):
            return arrayLiteral(collection.elements, element: arrayElementType(expected))
        case .elision, .missingExpr: return (.literal(.null), .null)
        default:
            let kind = syntax.exprNode.typeName.replacingSuffix("ExprSyntax")
            return (notModelled("C# expression '\(kind)'", at: syntax.range.start), .unknown)
        }
    }

    /// `++x` / `x--` as a value.
    func increment(_ operand: any ExprSyntax, _ op: String, isPrefix: Bool) -> (IRExpr, IRType) {
        let (target, type) = lvalue(operand, assignedFrom: nil)
        guard let target else { return (.notModelled("increment target"), .unknown) }
        return (
            .increment(target, op == "++" ? .add : .subtract, isPrefix: isPrefix, type == .int ? .integer : .floating),
            type
        )
    }

    /// The element type of `type` when it is an array type, else unknown.
    func arrayElementType(_ type: IRType) -> IRType {
        type.name.flatMap { $0.hasPrefix("[") ? elementType($0) : nil } ?? .unknown
    }

    /// An array of `elements`, of element type `element` (when unknown, the first element's).
    func arrayLiteral(_ elements: [any ExprSyntax], element: IRType) -> (IRExpr, IRType) {
        var type = element
        var lowered: [IRExpr] = []
        for syntax in elements {
            let (value, valueType) = expression(syntax, expected: type)
            if type == .unknown, valueType != .null { type = valueType }
            lowered.append(value)
        }
        return (.arrayLiteral(type, lowered), .named("[\(type)]"))
    }

    /// `$"a{x}b"` → `"a" + x + "b"` (string concatenation); alignments and format specifiers
    /// are not modelled.
    func interpolation(_ syntax: InterpolatedStringExprSyntax) -> (IRExpr, IRType) {
        if let hole = syntax.interpolations.first(where: { $0.alignment != nil || $0.format != nil }) {
            return (notModelled("interpolation alignment or format", at: hole.range.start), .string)
        }
        let bytes = Array(syntax.token.text.utf8)
        var literals: [String] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        index += 1
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if depth == 0 {
                if byte == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                    current.append(byte)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "}"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                    current.append(byte)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "{") {
                    literals.append(String(decoding: current, as: UTF8.self))
                    current = []
                    depth = 1
                } else if byte == UInt8(ascii: "\""), index == bytes.count - 1 {
                    break
                } else {
                    current.append(byte)
                }
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
            }
            index += 1
        }
        literals.append(String(decoding: current, as: UTF8.self))
        guard literals.count == syntax.interpolations.count + 1 else {
            return (notModelled("string interpolation", at: syntax.range.start), .string)
        }
        let verbatim = syntax.token.text.prefix { $0 != "\"" }.contains("@")
        func value(_ literal: String) -> String {
            verbatim ? CSharpLiteral.undoubled(literal) : CSharpLiteral.unescaped(literal)
        }
        var result = IRExpr.literal(.string(value(literals[0])))
        for (hole, literal) in zip(syntax.interpolations, literals.dropFirst()) {
            result = .binary(.add, result, expression(hole.expression).0, .other)
            if !literal.isEmpty {
                result = .binary(.add, result, .literal(.string(value(literal))), .other)
            }
        }
        return (result, .string)
    }

    /// `int.MaxValue` and friends.
    static func predefinedConstant(_ type: String, _ name: String) -> (IRExpr, IRType)? {
        switch (type, name) {
        case ("int", "MaxValue"): (.literal(.int(Int(Int32.max))), .int)
        case ("int", "MinValue"): (.literal(.int(Int(Int32.min))), .int)
        case ("long", "MaxValue"): (.literal(.int(Int.max)), .int)
        case ("long", "MinValue"): (.literal(.int(Int.min)), .int)
        case ("double", "MaxValue"), ("float", "MaxValue"): (.literal(.float(Double.greatestFiniteMagnitude)), .float)
        case ("string", "Empty"): (.literal(.string("")), .string)
        default: nil
        }
    }

    func typeName(_ syntax: any TypeSyntax) -> String? {
        let type = irType(syntax)
        return type.name
    }

    func elementType(_ arrayName: String) -> IRType {
        let inner = String(arrayName.dropFirst().dropLast())
        switch inner {
        case "Int": return .int
        case "CGFloat": return .float
        case "Bool": return .bool
        case "String": return .string
        default: return .named(inner)
        }
    }

    static func literal(_ token: Token, expected: IRType) -> (IRExpr, IRType) {
        let text = token.text
        switch token.kind {
        case .stringLiteral: return (.literal(.string(CSharpLiteral.stringValue(text))), .string)
        case .charLiteral: return (.literal(.string(CSharpLiteral.charValue(text))), .string)
        default: break
        }
        switch text {
        case "true": return (.literal(.bool(true)), .bool)
        case "false": return (.literal(.bool(false)), .bool)
        case "null": return (.literal(.null), .null)
        default: break
        }
        let cleaned = text.replacingOccurrences("_", "").lowercased()
        // Hexadecimal and binary literals are integers: `0xcd` ends in a digit, not a suffix.
        let radix = cleaned.hasPrefix("0x") ? 16 : cleaned.hasPrefix("0b") ? 2 : 10
        let isFloat =
            radix == 10
            && (cleaned.contains(".") || cleaned.hasSuffix("f") || cleaned.hasSuffix("d") || cleaned.hasSuffix("m")
                || cleaned.contains("e"))
        if isFloat {
            let digits = cleaned.trimmingSuffix { "fdm".contains($0) }
            return (.literal(.float(Double(digits) ?? 0)), .float)
        }
        let digits = cleaned.trimmingSuffix { "ul".contains($0) }
        let value = radix == 10 ? Int(digits) : Int(digits.dropFirst(2), radix: radix)
        if expected == .float { return (.literal(.float(Double(value ?? 0))), .float) }
        return (.literal(.int(value ?? 0)), .int)
    }

    /// A bare identifier as a value.
    func identifierValue(_ identifier: IdentifierExprSyntax) -> (IRExpr, IRType) {
        let name = identifier.name.text
        let member = memberOfName
        memberOfName = nil
        if let type = localType(name) { return (.local(name), type) }
        if let (value, type) = patternBindings[name] { return (value, type) }
        switch resolveMember(name, on: .named(currentClass)) {
        case .field(let field, let type, let isStatic, let owner):
            return (isStatic ? .staticField(owner, field) : .field(.this, field), type)
        case .getter(let method, let type, let isStatic, let owner):
            // A static property read in a static method has no `this` to be called on.
            return (isStatic ? .staticCall(owner, method, []) : .call(.this, method, []), type)
        case .engine(let member) where member.kind == .property: return (.property(.this, member.swift), member.type)
        case .sampleMethods(let methods) where !methods.isEmpty:
            let method = methods[0]
            return methodGroup(
                overloads.name(method.name, parameters: method.parameters), arity: method.arity, result: method.result,
                isStatic: method.isStatic)
        default: break
        }
        if typeReference(name) != nil {
            return (notModelled("type '\(name)' used as a value", at: identifier.range.start), .unknown)
        }
        if let outlet = inferredOutlet(name, usedWith: member) { return (.field(.this, name), .named(outlet)) }
        if undeclaredNamesAreMembers { return (recorded(.this, name), .unknown) }
        if quiet == 0 { assumedNames.insert(name) }
        return (.assumed(name), .unknown)
    }

    /// Whether a name the article does not declare is a member of `this` declared elsewhere (the
    /// base class the engine does not simulate, the designer half of a partial class): inside an
    /// instance member of a class of the article. In the host of loose statements and members,
    /// and in static code, it is an assumed stand-in.
    var undeclaredNamesAreMembers: Bool {
        !isStaticContext && !declaresImplicitFields && currentClass != DocumentCompiler.hostClass
            && table.classes[currentClass] != nil
    }

    /// `a.B` as a value.
    func memberAccess(_ access: MemberAccessExprSyntax) -> (IRExpr, IRType) {
        let name = access.name.text
        if case .typeExpr(let typeExpression) = access.base.exprNode,
            case .predefinedType(let predefined) = typeExpression.type.typeNode
        {
            return Self.predefinedConstant(predefined.keyword.text, name)
                ?? (recorded(nil, "\(predefined.keyword.text).\(name)"), .unknown)
        }
        if let reference = staticReference(access.base) {
            return staticMember(name, of: reference, at: access.name.range.start)
        }
        if case .baseExpr = access.base.exprNode {
            // `base.View`: the engine base's property, read on this object.
            if let engineBase = classChain(currentClass).engineBase,
                case .engine(let member) = resolveMember(name, on: .named(engineBase)), member.kind == .property
            {
                return (.property(.this, member.swift), member.type)
            }
            return (recorded(.this, "base.\(name)"), .unknown)
        }
        let (base, type) = memberBase(access)
        if case .notModelled = base { return (base, .unknown) }
        if name == "Length", type.name?.hasPrefix("[") == true { return (.count(base), .int) }
        switch resolveMember(name, on: type) {
        case .field(let field, let fieldType, _, _): return (.field(base, field), fieldType)
        case .getter(let method, let resultType, _, _): return (.call(base, method, []), resultType)
        case .engine(let member) where member.kind == .property: return (.property(base, member.swift), member.type)
        case .engine(let member) where member.kind == .staticProperty: return (.typeProperty(member.swift), member.type)
        default:
            return (unknownMember(name, on: type, base: base, arguments: nil, at: access.name.range.start), .unknown)
        }
    }

    /// Reports a member that is not found: CS0117 on sample classes without an engine base and
    /// on near-misses of modelled members; otherwise the access of `base` is recorded (a property
    /// read when `arguments` is nil, else a call).
    func unknownMember(
        _ name: String, on type: IRType, base: IRExpr, arguments: [IRExpr]?, at position: SourcePosition
    ) -> IRExpr {
        guard let typeName = type.name else { return recorded(base, name, arguments: arguments) }
        let key = MemberName(type: typeName, name: name)
        if table.classes[typeName] != nil, classChain(typeName).engineBase == nil {
            // Doc snippets often show part of a class: only a near-miss of a declared member is an error.
            if let close = memberNearMiss(
                key,
                {
                    guard name.count >= 5, isComplete(typeName),
                        let close = EditDistance.closest(to: name, in: sampleMemberNames(typeName)),
                        EditDistance.between(close, name) <= 2
                    else { return nil }
                    return close
                })
            {
                error(
                    "CS0117", "'\(typeName)' does not contain a definition for '\(name)'", at: position,
                    notes: ["did you mean '\(close)'?"])
                return .notModelled("\(typeName).\(name)")
            }
            return recorded(base, name, arguments: arguments)
        }
        let api = apiType(of: type)
        if let close = memberNearMiss(
            key,
            {
                let known = api.map { model.chain($0.name).flatMap { $0.members.map(\.name) } } ?? []
                guard name.count >= 6, let close = EditDistance.closest(to: name, in: known),
                    EditDistance.between(close, name) <= 1
                else { return nil }
                return close
            })
        {
            error(
                "CS0117", "'\(api?.name ?? typeName)' does not contain a definition for '\(name)'", at: position,
                notes: ["did you mean '\(close)'?"])
            return .notModelled("\(typeName).\(name)")
        }
        return recorded(base, name, arguments: arguments)
    }

    /// The near-miss of an unknown member, searched once per type and name: the search compares
    /// the name with every member name of the type's chain.
    private func memberNearMiss(_ key: MemberName, _ search: () -> String?) -> String? {
        if let known = memberNearMisses[key] { return known }
        let found = search()
        memberNearMisses[key] = .some(found)
        return found
    }

    /// The type an expression names, if it names one (and no local or field shadows it).
    func staticReference(_ syntax: any ExprSyntax) -> TypeReference? {
        if case .identifierExpr(let identifier) = syntax.exprNode {
            let name = identifier.name.text
            if localType(name) != nil { return nil }
            guard case .none = resolveMember(name, on: .named(currentClass)) else { return nil }
            if let reference = typeReference(name) { return reference }
            if name.first?.isUppercase == true { return TypeReference(sampleClass: nil, apiType: nil, name: name) }
            return nil
        }
        if case .memberAccessExpr(let access) = syntax.exprNode, let namespace = Self.dottedName(access.base),
            let root = namespace.split(separator: ".").first.map(String.init),
            ["System", "UIKit", "Foundation", "CoreGraphics", "CoreAnimation", "ObjCRuntime", "Xamarin", "Microsoft"]
                .contains(root)
        {
            return typeReference(access.name.text)
                ?? TypeReference(sampleClass: nil, apiType: nil, name: namespace + "." + access.name.text)
        }
        return nil
    }

    static func dottedName(_ syntax: any ExprSyntax) -> String? {
        if case .identifierExpr(let identifier) = syntax.exprNode { return identifier.name.text }
        if case .memberAccessExpr(let access) = syntax.exprNode, let base = dottedName(access.base) {
            return base + "." + access.name.text
        }
        return nil
    }

    /// `Type.Member` as a value: a static property, enum case or static field.
    func staticMember(_ name: String, of reference: TypeReference, at position: SourcePosition) -> (IRExpr, IRType) {
        if let sampleClass = reference.sampleClass {
            switch resolveMember(name, on: .named(sampleClass)) {
            case .field(let field, let type, true, let owner): return (.staticField(owner, field), type)
            case .getter(let method, let type, true, let owner): return (.staticCall(owner, method, []), type)
            default: break
            }
            if name.count >= 5, isComplete(sampleClass),
                let close = EditDistance.closest(to: name, in: sampleMemberNames(sampleClass)),
                EditDistance.between(close, name) <= 2
            {
                error(
                    "CS0117", "'\(sampleClass)' does not contain a definition for '\(name)'", at: position,
                    notes: ["did you mean '\(close)'?"])
                return (.notModelled("\(sampleClass).\(name)"), .unknown)
            }
            return (recorded(nil, "\(sampleClass).\(name)"), .unknown)
        }
        guard let api = reference.apiType else { return (recorded(nil, "\(reference.name).\(name)"), .unknown) }
        if api.kind == .enum {
            if let match = api.cases.first(where: { $0.xamarin == name }) {
                return (.typeProperty(IREngineMember(api.swiftName, match.swift)), .named(api.swiftName))
            }
            let close = EditDistance.closest(to: name, in: api.cases.map(\.xamarin))
            error(
                "CS0117", "'\(api.name)' does not contain a definition for '\(name)'", at: position,
                notes: close.map { ["did you mean '\($0)'?"] } ?? [])
            return (.notModelled("\(api.name).\(name)"), .unknown)
        }
        if let member = model.members(name, of: api.name).first(where: { $0.kind == .staticProperty }) {
            return (.typeProperty(member.swift), member.type)
        }
        return (recorded(nil, "\(api.name).\(name)"), .unknown)
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var result = self
        while let last = result.last, predicate(last) { result.removeLast() }
        return result
    }
}
