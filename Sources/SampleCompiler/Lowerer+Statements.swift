// Lowerer+Statements: C# statements → IR statements: locals with `var` inference, assignments
// (to locals, fields, engine properties, array elements, implicit host fields), event
// subscriptions (`+=` on an event → an engine handler), if/while/for/return/break/continue.

import CSharpSyntax
import SampleModel

extension Lowerer {
    func statements(_ list: [any StmtSyntax]) -> [IRStmt] {
        pushScope()
        defer { popScope() }
        return list.flatMap { statement($0) }
    }

    func statement(_ syntax: any StmtSyntax) -> [IRStmt] {
        switch syntax.stmtNode {
        case .block(let block): return [.block(statements(block.statements))]
        case .localDeclarationStmt(let local): return localDeclaration(local.declaration)
        case .expressionStmt(let statement):
            if let lowered = expressionStatement(statement.expression) { return [lowered] }
            return [.expression(expression(statement.expression).0)]
        case .ifStmt(let ifStatement):
            let (condition, _) = expression(ifStatement.condition, expected: .bool)
            let then = statements([ifStatement.thenStatement])
            let otherwise = ifStatement.elseStatement.map { statements([$0]) } ?? []
            // A stand-in tested here takes the branch that runs more of the sample.
            if let (value, test) = IRStandInTest.split(condition),
                // A `switch` is lowered as a loop run once (its `break`s end it): only real loops
                // count (`loopBody` starts its body at no switch, so the switches since the
                // innermost loop are `switchDepth` of `loopDepth`).
                let prefer = IRStandInTest.preference(
                    then: then, otherwise: otherwise, insideLoop: loopDepth - switchDepth > 0)
            {
                let number = standInSites[currentClass, default: 0] + 1
                standInSites[currentClass] = number
                return [
                    .if(.standInTest(value, test, prefer: prefer, site: "\(currentClass)#\(number)"), then, otherwise)
                ]
            }
            return [.if(condition, then, otherwise)]
        case .whileStmt(let whileStatement):
            let (condition, _) = expression(whileStatement.condition, expected: .bool)
            return [.loop(condition: condition, body: loopBody([whileStatement.body]), step: [])]
        case .doStmt(let doStatement):
            // `do body while (c);` as `first = true; while (first || c) { first = false; body }`:
            // a `break` or `continue` in the first pass acts on the loop, as in C# (a copy of the
            // body before the loop took them to the enclosing construct).
            let first = "__doFirst\(doStatement.range.start.offset)"
            let body = loopBody([doStatement.body])
            let (condition, _) = expression(doStatement.condition, expected: .bool)
            return [
                .block([
                    .declare(first, .bool, .literal(.bool(true))),
                    .loop(
                        condition: .binary(.or, .local(first), condition, .other),
                        body: [.assign(.local(first), .literal(.bool(false)))] + body, step: []),
                ])
            ]
        case .forStmt(let forStatement):
            pushScope()
            defer { popScope() }
            var setup: [IRStmt] = forStatement.declaration.map { localDeclaration($0) } ?? []
            setup += forStatement.initializers.compactMap { expressionStatement($0) }
            let condition = forStatement.condition.map { expression($0, expected: .bool).0 } ?? .literal(.bool(true))
            let step = forStatement.incrementors.compactMap { expressionStatement($0) }
            let body = loopBody([forStatement.body])
            return [.block(setup + [.loop(condition: condition, body: body, step: step)])]
        case .returnStmt(let returnStatement):
            let value = returnStatement.expression.map { expression($0, expected: resultType).0 }
            if resultType == .void, let value {
                // A snippet lifted from a method with a result, run as a host's void method.
                return [.expression(value), .return(nil)]
            }
            return [.return(value)]
        case .jumpStmt(let jump):
            switch jump.keyword.text {
            case "break" where loopDepth == 0, "continue" where loopDepth == 0, "continue" where switchDepth > 0:
                return [notModelledStatement("'\(jump.keyword.text)' outside a loop", at: syntax.range.start)]
            case "break": return [.break]
            case "continue": return [.continue]
            default: return [notModelledStatement("'\(jump.keyword.text)'", at: syntax.range.start)]
            }
        case .emptyStmt, .elision, .unexpectedCode: return []
        case .usingStmt(let using):
            // `using (var x = …) body`: the resource is a local of the block; disposal is not modelled.
            pushScope()
            defer { popScope() }
            var body: [IRStmt] = using.declaration.map { localDeclaration($0) } ?? []
            if let resource = using.expression { body.append(.expression(expression(resource).0)) }
            return [.block(body + statement(using.body))]
        case .forEachStmt(let forEach): return self.forEach(forEach)
        case .switchStmt(let switchStatement): return lowerSwitch(switchStatement)
        case .tryStmt(let tryStatement):
            let body = statements(tryStatement.block.statements)
            let catches = tryStatement.catches.map { clause -> IRCatch in
                pushScope()
                defer { popScope() }
                if let name = clause.name { declareLocal(name.text, .unknown) }
                return IRCatch(
                    type: clause.type.map(Self.typeText), name: clause.name?.text,
                    body: statements(clause.block.statements))
            }
            return [.try(body, catches, finally: tryStatement.finallyBlock.map { statements($0.statements) } ?? [])]
        case .labeledStmt(let labeled):
            // A label is only a `goto` target (and `goto` is not modelled): the statement runs as written.
            return statement(labeled.statement)
        case .keywordBlockStmt(let block) where ["lock", "checked", "unchecked", "unsafe"].contains(block.keyword.text):
            // One thread, no overflow checks, no pointers: the body runs as written (`lock`'s
            // operand is evaluated, as C# does).
            var lowered: [IRStmt] = []
            if let operand = block.operand as? any ExprSyntax { lowered.append(.expression(expression(operand).0)) }
            return [.block(lowered + statements([block.body]))]
        case .throwStmt(let throwStatement):
            return [.throw(throwStatement.expression.map { expression($0).0 })]
        case .localFunctionStmt(let function):
            return [notModelledStatement("local function '\(function.function.name.text)'", at: syntax.range.start)]
        default:
            let kind = syntax.stmtNode.typeName.replacingSuffix("StmtSyntax")
            return [notModelledStatement("C# statement '\(kind.lowercased())'", at: syntax.range.start)]
        }
    }

    /// The body of a loop.
    func loopBody(_ body: [any StmtSyntax]) -> [IRStmt] {
        loopDepth += 1
        let savedSwitches = switchDepth
        switchDepth = 0
        defer {
            loopDepth -= 1
            switchDepth = savedSwitches
        }
        return statements(body)
    }

    /// `switch` on constants: the value is computed once, sections become an if/else chain inside a
    /// loop that runs once, so that `break` leaves the switch (a `continue` inside is not modelled).
    func lowerSwitch(_ syntax: SwitchStmtSyntax) -> [IRStmt] {
        let (value, type) = expression(syntax.expression)
        let name = "__switch\(syntax.range.start.offset)"
        pushScope()
        declareLocal(name, type)
        loopDepth += 1
        switchDepth += 1
        defer {
            loopDepth -= 1
            switchDepth -= 1
            popScope()
        }
        var defaultBody: [IRStmt] = []
        var cases: [(IRExpr, [IRStmt])] = []
        for (index, section) in syntax.sections.enumerated() {
            checkFallThrough(section, isLast: index == syntax.sections.count - 1)
            var conditions: [IRExpr] = []
            var isDefault = false
            for label in section.labels {
                guard let pattern = label.pattern else {
                    isDefault = true
                    continue
                }
                guard var condition = patternCondition(pattern, value: .local(name), type: type) else {
                    return [notModelledStatement("switch pattern", at: pattern.range.start)]
                }
                if let when = label.whenClause {
                    condition = .binary(.and, condition, expression(when, expected: .bool).0, .other)
                }
                conditions.append(condition)
            }
            let body = statements(section.statements)
            if isDefault {
                defaultBody = body
            } else if let first = conditions.first {
                cases.append((conditions.dropFirst().reduce(first) { .binary(.or, $0, $1, .other) }, body))
            }
        }
        let chain = cases.reversed().reduce(defaultBody) { otherwise, entry in [.if(entry.0, entry.1, otherwise)] }
        return [
            .block([
                .declare(name, type, value),
                .loop(condition: .literal(.bool(true)), body: chain + [.break], step: []),
            ])
        ]
    }

    /// CS0163 and CS8070: control may not fall from a switch section into the next, nor out of
    /// the last; reported only where the section's end is certainly reachable (`EndReachability`;
    /// a section left without statements is, as C# has it, and elided code is not judged).
    /// A translator who drops a `break` changes no behaviour the interpreter would show, but the
    /// sample no longer compiles.
    func checkFallThrough(_ section: SwitchSectionSyntax, isLast: Bool) {
        guard let label = section.labels.last,
            EndReachability.end(of: section.statements) == .reachable
        else { return }
        let name = label.pattern.map { "case \(Self.constantText($0) ?? "…"):" } ?? "default:"
        let notes = ["end the section with 'break;', 'return', 'throw' or 'goto case'"]
        if isLast {
            error(
                "CS8070", "control cannot fall out of switch from final case label ('\(name)')", at: label.range.start,
                notes: notes)
        } else {
            error(
                "CS0163", "control cannot fall through from one case label ('\(name)') to another",
                at: label.range.start,
                notes: notes)
        }
    }

    /// A constant pattern as written (`1`, `"MyNamedSegue"`, `UIPressType.Select`), as C#'s
    /// messages quote a case label; nil for other patterns.
    static func constantText(_ pattern: any PatternSyntax) -> String? {
        guard let constant = pattern as? ConstantPatternSyntax else { return nil }
        func text(_ expression: any ExprSyntax) -> String? {
            switch expression.exprNode {
            case .literalExpr(let literal): literal.token.text
            case .identifierExpr(let identifier): identifier.name.text
            case .memberAccessExpr(let access): text(access.base).map { "\($0).\(access.name.text)" }
            default: nil
            }
        }
        return text(constant.expression)
    }

    /// `foreach` over an array: an index loop over a copy of the collection reference. A collection
    /// of unknown type (a recording double's) is looped over the same way; the run gives it one
    /// stand-in element, so that the body runs.
    func forEach(_ syntax: ForEachStmtSyntax) -> [IRStmt] {
        let (collection, type) = expression(syntax.collection)
        if case .notModelled = collection { return [.notModelled("foreach")] }
        let name: String
        if let typeName = type.name, typeName.hasPrefix("[") {
            name = typeName
        } else if type == .unknown {
            name = "[Any]"
        } else {
            return [notModelledStatement("foreach over '\(type)'", at: syntax.collection.range.start)]
        }
        let counter = "__index\(syntax.range.start.offset)"
        let array = "__array\(syntax.range.start.offset)"
        pushScope()
        defer { popScope() }
        declareLocal(counter, .int)
        declareLocal(array, type)
        var elementType = irType(syntax.type)
        if elementType == .unknown, type != .unknown { elementType = self.elementType(name) }
        declareLocal(syntax.name.text, elementType)
        let body = loopBody([syntax.body])
        return [
            .block([
                .declare(array, type, collection), .declare(counter, .int, .literal(.int(0))),
                .loop(
                    condition: .binary(.less, .local(counter), .count(.local(array)), .integer),
                    body: [.declare(syntax.name.text, elementType, .element(.local(array), .local(counter)))] + body,
                    step: [.compoundAssign(.local(counter), .add, .literal(.int(1)), .integer)]),
            ])
        ]
    }

    func notModelledStatement(_ api: String, at position: SourcePosition) -> IRStmt {
        if case .notModelled(let name) = notModelled(api, at: position) { return .notModelled(name) }
        return .notModelled(api)
    }

    func localDeclaration(_ declaration: VariableDeclarationSyntax) -> [IRStmt] {
        let declared = irType(declaration.type)
        return declaration.declarators.map { declarator in
            let value = declarator.initializer.map { expression($0, expected: declared) }
            var type = declared
            if type == .unknown, let valueType = value?.1, valueType != .null { type = valueType }
            declareLocal(declarator.name.text, type)
            return .declare(declarator.name.text, type, value?.0)
        }
    }

    /// Assignments, compound assignments, event subscriptions and increments; nil for other expressions.
    func expressionStatement(_ syntax: any ExprSyntax) -> IRStmt? {
        if case .postfixUnaryExpr(let postfix) = syntax.exprNode {
            return increment(postfix.operand, postfix.operatorToken.text)
        }
        if case .prefixUnaryExpr(let prefix) = syntax.exprNode, ["++", "--"].contains(prefix.operatorToken.text) {
            return increment(prefix.operand, prefix.operatorToken.text)
        }
        guard case .assignmentExpr(let assignment) = syntax.exprNode else { return nil }
        let op = assignment.operatorToken.text
        if op == "+=" || op == "-=", let event = eventTarget(assignment.target) {
            guard op == "+=" else {
                // The engine keeps handlers for the run: taking one off is recorded, not simulated.
                let (base, _) = expression(assignment.value)
                return .expression(recorded(event.base, "\(event.member.name) -=", arguments: [base]))
            }
            var (handler, _) = expression(assignment.value, expected: event.member.type)
            // A method group (`button.TouchDown += OnTouch;`) takes the event's parameter types,
            // as a lambda does.
            if case .closure(var closure) = handler, case .closure(let types, _) = event.member.type,
                closure.parameters.count == types.count, closure.parameters.allSatisfy({ $0.type == .unknown })
            {
                for index in types.indices { closure.parameters[index].type = types[index] }
                handler = .closure(closure)
            }
            return .addHandler(event.base, event.member.swift, handler)
        }
        if op == "=" {
            let (target, targetType) = lvalue(assignment.target, assignedFrom: assignment.value)
            guard let target else { return .notModelled("assignment target") }
            return .assign(target, expression(assignment.value, expected: targetType).0)
        }
        let binaryText = String(op.dropLast())
        guard let binary = IRBinaryOperator(rawValue: binaryText) else {
            return notModelledStatement("operator '\(op)'", at: assignment.operatorToken.range.start)
        }
        let (target, targetType) = lvalue(assignment.target, assignedFrom: nil)
        guard let target else { return .notModelled("assignment target") }
        let (value, valueType) = expression(assignment.value, expected: targetType)
        let arithmetic: IRArithmetic =
            targetType == .int && valueType == .int ? .integer : targetType.isNumeric ? .floating : .other
        return .compoundAssign(target, binary, value, arithmetic)
    }

    func increment(_ operand: any ExprSyntax, _ op: String) -> IRStmt? {
        guard op == "++" || op == "--" else { return nil }
        let (target, type) = lvalue(operand, assignedFrom: nil)
        guard let target else { return .notModelled("increment target") }
        return .compoundAssign(
            target, op == "++" ? .add : .subtract, type == .int ? .literal(.int(1)) : .literal(.float(1)),
            type == .int ? .integer : .floating)
    }

    /// `x.Event` where Event is a modelled C# event.
    func eventTarget(_ syntax: any ExprSyntax) -> (base: IRExpr, member: APIMember)? {
        if case .memberAccessExpr(let access) = syntax.exprNode {
            let (base, type) = memberBase(access, quietly: true)
            if case .engine(let member) = resolveMember(access.name.text, on: type), member.kind == .event {
                return (memberBase(access).0, member)
            }
            _ = base
        } else if case .identifierExpr(let identifier) = syntax.exprNode,
            case .engine(let member) = resolveMember(identifier.name.text, on: .named(currentClass)),
            member.kind == .event
        {
            return (.this, member)
        }
        return nil
    }

    func expressionQuietlyIfTyped(_ syntax: any ExprSyntax) -> (IRExpr, IRType) {
        quiet += 1
        defer { quiet -= 1 }
        return expression(syntax)
    }

    /// The place an assignment writes and its type. In statement snippets, an unknown name that is
    /// assigned becomes an implicit field of the host, typed by the assigned value.
    func lvalue(_ syntax: any ExprSyntax, assignedFrom value: (any ExprSyntax)?) -> (IRLValue?, IRType) {
        if case .identifierExpr(let identifier) = syntax.exprNode {
            let name = identifier.name.text
            if let type = localType(name) { return (.local(name), type) }
            switch resolveMember(name, on: .named(currentClass)) {
            case .field(let field, let type, let isStatic, let owner):
                return (isStatic ? .staticField(owner, field) : .field(.this, field), type)
            case .engine(let member) where member.kind == .property:
                if !member.isSettable { return (readOnly(member, at: identifier.range.start), .unknown) }
                return (.property(.this, member.swift), member.type)
            default: break
            }
            if assumedNames.contains(name) { return (.assumed(name), .unknown) }
            if declaresImplicitFields, quiet == 0, let value {
                var type = expressionTypeQuietly(value)
                if type == .null { type = .unknown }
                implicitFields.append((name, type))
                table.classes[currentClass]?.implicitFields.append((name, type))
                return (.field(.this, name), type)
            }
            if undeclaredNamesAreMembers { return (.recorded(.this, name, []), .unknown) }
            return (.assumed(name), .unknown)
        }
        if case .memberAccessExpr(let access) = syntax.exprNode {
            if let reference = staticReference(access.base) {
                let (expression, type) = staticMember(access.name.text, of: reference, at: access.name.range.start)
                if case .staticField(let owner, let field) = expression { return (.staticField(owner, field), type) }
                return (Self.recordedPlace(expression), type)
            }
            let (base, type) = memberBase(access)
            if case .notModelled = base { return (nil, .unknown) }
            switch resolveMember(access.name.text, on: type) {
            case .field(let field, let fieldType, _, _): return (.field(base, field), fieldType)
            case .engine(let member) where member.kind == .property:
                if !member.isSettable { return (readOnly(member, at: access.name.range.start), .unknown) }
                return (.property(base, member.swift), member.type)
            default:
                let place = unknownMember(
                    access.name.text, on: type, base: base, arguments: nil, at: access.name.range.start)
                return (Self.recordedPlace(place), .unknown)
            }
        }
        if case .elementAccessExpr(let element) = syntax.exprNode {
            let (base, type) = expression(element.base)
            if case .notModelled = base { return (nil, .unknown) }
            guard element.arguments.count == 1, let name = type.name, name.hasPrefix("[") else {
                return (.recorded(base, "[]", untypedArguments(element.arguments)), .unknown)
            }
            let index = expression(element.arguments[0].expression, expected: .int).0
            return (.element(base, index), elementType(name))
        }
        if case .literalExpr = syntax.exprNode {
            // `"key" = "value";` — a .strings file or a shell line in a C# block: C# rejects it.
            error(
                "CS0131", "the left-hand side of an assignment must be a variable, property or indexer",
                at: syntax.range.start,
                notes: ["a .strings file or a command line is not C#: give its code block its own language"])
            return (nil, .unknown)
        }
        _ = notModelled("assignment to this kind of expression", at: syntax.range.start)
        return (nil, .unknown)
    }

    func readOnly(_ member: APIMember, at position: SourcePosition) -> IRLValue? {
        error("CS0200", "property '\(member.name)' cannot be assigned to -- it is read only", at: position)
        return nil
    }
}
