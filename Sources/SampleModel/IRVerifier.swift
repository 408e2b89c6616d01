// IRVerifier: structural checks of a compiled program, run after lowering (and in tests): every
// class a program creates or tests exists, locals are declared before use, `break`/`continue`
// sit in loops, methods with results return values, a class overrides a member at most once.

/// Checks a program's structure; an empty result means it is well formed.
public struct IRVerifier {
    /// Problems found, as readable lines.
    public private(set) var problems: [String] = []
    private let classes: Set<String>
    private let engineTypes: (String) -> Bool

    /// Verifies `program`; `isEngineType` tells whether a name that is not a sample class is an
    /// engine type (the verifier does not know the engine).
    public static func verify(_ program: IRProgram, isEngineType: @escaping (String) -> Bool) -> [String] {
        verify(program, isEngineType: isEngineType) { _ in nil }
    }

    /// Verifies `program`, taking a class's problems from `checked` where it gives them: the
    /// problems `problems(of:classes:isEngineType:)` found in the same class with the same class
    /// names (the programs of a document's samples share most classes, which are then checked once).
    /// `classNames`, when given, are the names of the program's classes (a caller that verifies
    /// many programs of the same classes makes the set once).
    public static func verify(
        _ program: IRProgram, classNames: Set<String>? = nil, isEngineType: @escaping (String) -> Bool,
        checked: (IRClass) -> [String]?
    ) -> [String] {
        var verifier = IRVerifier(
            classes: classNames ?? Set(program.classes.map(\.name)), engineTypes: isEngineType)
        for irClass in program.classes {
            if let problems = checked(irClass) {
                verifier.problems += problems
            } else {
                verifier.check(irClass)
            }
        }
        switch program.scenario {
        case .hostStatements(let host, _): verifier.requireClass(host, "scenario host")
        case .appLaunch(let delegate, _): verifier.requireClass(delegate, "scenario app delegate")
        case .controller(let name): verifier.requireClass(name, "scenario controller")
        case .exercise(let names): names.forEach { verifier.requireClass($0, "exercised class") }
        case .none: break
        }
        return verifier.problems
    }

    /// The problems of `irClass` in a program whose classes are named `classes`.
    public static func problems(
        of irClass: IRClass, classes: Set<String>, isEngineType: @escaping (String) -> Bool
    ) -> [String] {
        var verifier = IRVerifier(classes: classes, engineTypes: isEngineType)
        verifier.check(irClass)
        return verifier.problems
    }

    private init(classes: Set<String>, engineTypes: @escaping (String) -> Bool) {
        self.classes = classes
        self.engineTypes = engineTypes
    }

    // Roles and contexts are made only for a problem: nearly every program has none.
    private mutating func requireClass(_ name: String, _ role: @autoclosure () -> String) {
        if !classes.contains(name) { problems.append("\(role()) '\(name)' is not a class of the program") }
    }

    private mutating func requireType(_ name: String, _ context: @autoclosure () -> String) {
        if !classes.contains(name) && !engineTypes(name) {
            problems.append("\(context()): unknown type '\(name)'")
        }
    }

    /// Where a problem is, for its message: a class, or a member of one (`Class.method`). Kept in
    /// parts, so that nothing is joined unless a problem is reported.
    private struct Context: CustomStringConvertible {
        let owner: String
        var member: String?
        var description: String { member.map { "\(owner).\($0)" } ?? owner }
    }

    private mutating func check(_ irClass: IRClass) {
        if let base = irClass.base { requireType(base, "base of \(irClass.name)") }
        var seen: Set<String> = []
        for method in irClass.methods where method.isOverride {
            if !seen.insert(method.name).inserted {
                problems.append("\(irClass.name) overrides '\(method.name)' twice")
            }
        }
        for outlet in irClass.outlets {
            if !IROutlet.viewTypes.contains(outlet.type) {
                problems.append(
                    "\(irClass.name): outlet '\(outlet.name)' of a type no outlet is inferred as: \(outlet.type)")
            }
            if !irClass.fields.contains(where: { $0.name == outlet.name && $0.type == .named(outlet.type) }) {
                problems.append("\(irClass.name): outlet '\(outlet.name)' without its field")
            }
        }
        let fieldScope = Set<String>()
        for field in irClass.fields {
            if let value = field.initialValue { check(value, locals: fieldScope, in: Context(owner: irClass.name)) }
        }
        for initializer in irClass.initializers {
            var locals = Set(initializer.parameters.map(\.name))
            initializer.superArguments.forEach { check($0, locals: locals, in: Context(owner: irClass.name)) }
            check(initializer.body, locals: &locals, loops: 0, returns: .void, in: Context(owner: irClass.name))
        }
        for method in irClass.methods {
            var locals = Set(method.parameters.map(\.name))
            check(
                method.body, locals: &locals, loops: 0, returns: method.result,
                in: Context(owner: irClass.name, member: method.name))
        }
    }

    private mutating func check(
        _ statements: [IRStmt], locals: inout Set<String>, loops: Int, returns: IRType, in context: Context
    ) {
        for statement in statements {
            switch statement {
            case .declare(let name, _, let value):
                if let value { check(value, locals: locals, in: context) }
                locals.insert(name)
            case .assign(let target, let value), .compoundAssign(let target, _, let value, _):
                check(target.expression, locals: locals, in: context)
                check(value, locals: locals, in: context)
            case .addHandler(let target, let event, let handler):
                if event.name.isEmpty { problems.append("\(context): event without a name") }
                check(target, locals: locals, in: context)
                check(handler, locals: locals, in: context)
            case .expression(let expression): check(expression, locals: locals, in: context)
            case .if(let condition, let then, let otherwise):
                check(condition, locals: locals, in: context)
                var inner = locals
                check(then, locals: &inner, loops: loops, returns: returns, in: context)
                inner = locals
                check(otherwise, locals: &inner, loops: loops, returns: returns, in: context)
            case .loop(let condition, let body, let step):
                check(condition, locals: locals, in: context)
                var inner = locals
                check(body, locals: &inner, loops: loops + 1, returns: returns, in: context)
                check(step, locals: &inner, loops: loops + 1, returns: returns, in: context)
            case .return(let value):
                if let value { check(value, locals: locals, in: context) }
                if (value == nil) != (returns == .void) && returns != .unknown {
                    problems.append("\(context): return \(value == nil ? "without" : "with") a value")
                }
            case .break, .continue:
                if loops == 0 { problems.append("\(context): break or continue outside a loop") }
            case .block(let body):
                var inner = locals
                check(body, locals: &inner, loops: loops, returns: returns, in: context)
            case .try(let body, let catches, let finally):
                var inner = locals
                check(body, locals: &inner, loops: loops, returns: returns, in: context)
                for clause in catches {
                    inner = locals
                    if let name = clause.name { inner.insert(name) }
                    check(clause.body, locals: &inner, loops: loops, returns: returns, in: context)
                }
                inner = locals
                check(finally, locals: &inner, loops: loops, returns: returns, in: context)
            case .throw(let value): if let value { check(value, locals: locals, in: context) }
            case .notModelled: break
            }
        }
    }

    private mutating func check(_ expression: IRExpr, locals: Set<String>, in context: Context) {
        switch expression {
        case .literal, .this, .typeProperty, .notModelled, .staticField, .assumed: break
        case .recorded(let access):
            if let receiver = access.receiver { check(receiver, locals: locals, in: context) }
            access.arguments?.forEach { check($0, locals: locals, in: context) }
            access.initializers.forEach { check($0.value, locals: locals, in: context) }
        case .local(let name):
            if !locals.contains(name) { problems.append("\(context): local '\(name)' used before its declaration") }
        case .field(let base, _), .property(let base, _), .standInTest(let base, _, _, _):
            check(base, locals: locals, in: context)
        case .call(let base, _, let arguments), .method(let base, _, let arguments):
            check(base, locals: locals, in: context)
            arguments.forEach { check($0, locals: locals, in: context) }
        case .staticCall(let type, _, let arguments):
            requireClass(type, "\(context): static call")
            arguments.forEach { check($0, locals: locals, in: context) }
        case .typeMethod(_, let arguments), .superMethod(_, let arguments):
            arguments.forEach { check($0, locals: locals, in: context) }
        case .new(let member, let arguments, let inits):
            requireType(member.owner, "\(context): new")
            arguments.forEach { check($0, locals: locals, in: context) }
            inits.forEach { check($0.value, locals: locals, in: context) }
        case .newObject(let type, let arguments, let inits):
            requireClass(IROverloadName.display(type), "\(context): new")
            arguments.forEach { check($0, locals: locals, in: context) }
            inits.forEach { check($0.value, locals: locals, in: context) }
        case .newArray(_, let count), .count(let count): check(count, locals: locals, in: context)
        case .arrayLiteral(_, let elements): elements.forEach { check($0, locals: locals, in: context) }
        case .element(let base, let index):
            check(base, locals: locals, in: context)
            check(index, locals: locals, in: context)
        case .closure(let closure):
            var inner = locals.union(closure.parameters.map(\.name))
            check(closure.body, locals: &inner, loops: 0, returns: .unknown, in: context)
        case .unary(_, let operand, _): check(operand, locals: locals, in: context)
        case .increment(let target, _, _, _): check(target.expression, locals: locals, in: context)
        case .binary(_, let left, let right, _):
            check(left, locals: locals, in: context)
            check(right, locals: locals, in: context)
        case .conditional(let condition, let then, let otherwise):
            [condition, then, otherwise].forEach { check($0, locals: locals, in: context) }
        case .isInstance(let value, let type):
            requireType(type, "\(context): is")
            check(value, locals: locals, in: context)
        case .convert(let value, _): check(value, locals: locals, in: context)
        }
    }
}
