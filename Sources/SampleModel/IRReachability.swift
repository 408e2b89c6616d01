// IRReachability: the classes a sample's run can reach. A compiled sample carries every class of
// its article and fixtures (a snippet may use a class another snippet declares), but the
// interpreter reaches a class only through a name in the code it runs — the scenario's classes,
// then a base, a type, `new`, a static member, a cast or a `catch` of a class it reached — and a
// class's static fields are initialized on first use. So a program cut down to those classes runs
// exactly as the whole one does, and the Swift emitter need not write (nor cover) the others.

extension IRProgram {
    /// The names of the classes the scenario starts from: the host, the app delegate, the
    /// controller or the exercised classes.
    public var scenarioClasses: [String] {
        switch scenario {
        case .hostStatements(let host, _): [host]
        case .appLaunch(let delegate, _): [delegate]
        case .controller(let name): [name]
        case .exercise(let names): names
        case .none: []
        }
    }

    /// The program with only the classes its scenario can reach, in their order.
    public var reachableFromScenario: IRProgram {
        var byName: [String: [IRClass]] = [:]
        for irClass in classes { byName[irClass.name, default: []].append(irClass) }
        var reached: Set<String> = []
        var pending = scenarioClasses
        while let name = pending.popLast() {
            guard let declared = byName[name], reached.insert(name).inserted else { continue }
            for irClass in declared {
                var references = ClassReferences()
                references.visit(irClass)
                pending += references.names.filter { byName[$0] != nil && !reached.contains($0) }
            }
        }
        var program = self
        program.classes = classes.filter { reached.contains($0.name) }
        return program
    }
}

/// Every name a class's declaration could use to reach another class.
private struct ClassReferences {
    private(set) var names: Set<String> = []

    mutating func visit(_ irClass: IRClass) {
        if let base = irClass.base { names.insert(base) }
        for field in irClass.fields {
            visit(field.type)
            if let value = field.initialValue { visit(value) }
        }
        for initializer in irClass.initializers {
            visit(initializer.parameters)
            initializer.superArguments.forEach { visit($0) }
            visit(initializer.body)
        }
        for method in irClass.methods {
            visit(method.parameters)
            visit(method.result)
            visit(method.body)
        }
    }

    private mutating func visit(_ parameters: [IRParameter]) {
        for parameter in parameters { visit(parameter.type) }
    }

    private mutating func visit(_ type: IRType) {
        switch type {
        case .named(let name):
            names.insert(name)
            // An array (`[Element]`) names its element type.
            if name.hasPrefix("["), name.hasSuffix("]") { visit(.named(String(name.dropFirst().dropLast()))) }
        case .closure(let parameters, let result):
            parameters.forEach { visit($0) }
            visit(result)
        case .void, .bool, .int, .float, .string, .null, .unknown: break
        }
    }

    private mutating func visit(_ body: [IRStmt]) {
        for statement in body {
            switch statement {
            case .declare(_, let type, _): visit(type)
            case .try(_, let catches, _): names.formUnion(catches.compactMap(\.type))
            default: break
            }
            statement.expressions.forEach { visit($0) }
            statement.bodies.forEach { visit($0) }
        }
    }

    private mutating func visit(_ expression: IRExpr) {
        switch expression {
        case .staticField(let owner, _), .staticCall(let owner, _, _), .newObject(let owner, _, _),
            .isInstance(_, let owner):
            names.insert(IROverloadName.display(owner))
        case .typeProperty(let member), .typeMethod(let member, _), .new(let member, _, _),
            .property(_, let member), .method(_, let member, _), .superMethod(let member, _):
            names.insert(member.owner)
        case .newArray(let type, _), .arrayLiteral(let type, _), .convert(_, let type): visit(type)
        case .closure(let closure):
            visit(closure.parameters)
            visit(closure.body)
        default: break
        }
        expression.children.forEach { visit($0) }
    }
}
