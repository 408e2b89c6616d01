// AssignedLocals: the locals a function body (closures included) assigns after declaring them,
// directly or through a member or element (`frame.size = …` changes a struct local). Those stay
// `var`; every other local is written `let`, as a Swift programmer would.

import SampleModel

/// Finds assigned locals.
enum AssignedLocals {
    /// Marks for the locals assigned anywhere in `body`: `=` for a local assigned itself, `.` for
    /// one assigned through a member or element (which needs `var` only for value types).
    static func names(in body: [IRStmt]) -> Set<String> {
        var names: Set<String> = []
        for statement in body { visit(statement, &names) }
        return names
    }

    /// The names a function body reads or writes as locals.
    static func used(in body: [IRStmt]) -> Set<String> {
        var names: Set<String> = []
        for statement in body { visit(statement, &names) }
        return Set(names.compactMap { $0.hasPrefix("?") ? String($0.dropFirst()) : nil })
    }

    static func root(_ value: IRLValue) -> String? {
        switch value {
        case .local(let name): return "=" + name
        case .field(let base, _), .property(let base, _), .element(let base, _): return root(base).map { "." + $0 }
        case .staticField, .assumed: return nil
        case .recorded(let base, _, _): return base.flatMap(root).map { "." + $0 }
        }
    }

    static func root(_ expression: IRExpr) -> String? {
        switch expression {
        case .local(let name): return name
        case .field(let base, _), .property(let base, _), .element(let base, _): return root(base)
        default: return nil
        }
    }

    static func visit(_ statement: IRStmt, _ names: inout Set<String>) {
        switch statement {
        case .declare(_, _, let value): value.map { visit($0, &names) }
        case .assign(let target, let value):
            if let name = root(target) { names.insert(name) }
            visit(target.expression, &names)
            visit(value, &names)
        case .compoundAssign(let target, _, let value, _):
            if let name = root(target) { names.insert(name) }
            visit(target.expression, &names)
            visit(value, &names)
        case .addHandler(let control, _, let handler):
            visit(control, &names)
            visit(handler, &names)
        case .expression(let value): visit(value, &names)
        case .if(let condition, let then, let otherwise):
            visit(condition, &names)
            for inner in then + otherwise { visit(inner, &names) }
        case .loop(let condition, let body, let step):
            visit(condition, &names)
            for inner in body + step { visit(inner, &names) }
        case .return(let value): value.map { visit($0, &names) }
        case .block(let body): for inner in body { visit(inner, &names) }
        case .try(let body, let catches, let finally):
            for inner in body + catches.flatMap(\.body) + finally { visit(inner, &names) }
        case .throw(let value): value.map { visit($0, &names) }
        case .break, .continue, .notModelled: break
        }
    }

    static func visit(_ expression: IRExpr, _ names: inout Set<String>) {
        switch expression {
        case .closure(let closure): for statement in closure.body { visit(statement, &names) }
        case .field(let base, _), .property(let base, _), .count(let base), .unary(_, let base, _),
            .isInstance(let base, _), .convert(let base, _), .newArray(_, let base), .standInTest(let base, _, _, _):
            visit(base, &names)
        case .call(let base, _, let arguments), .method(let base, _, let arguments):
            visit(base, &names)
            for argument in arguments { visit(argument, &names) }
        case .staticCall(_, _, let arguments), .superMethod(_, let arguments), .typeMethod(_, let arguments):
            for argument in arguments { visit(argument, &names) }
        case .new(_, let arguments, let initializers), .newObject(_, let arguments, let initializers):
            for argument in arguments + initializers.map(\.value) { visit(argument, &names) }
        case .element(let base, let index):
            visit(base, &names)
            visit(index, &names)
        case .arrayLiteral(_, let elements): for element in elements { visit(element, &names) }
        case .binary(_, let left, let right, _):
            visit(left, &names)
            visit(right, &names)
        case .conditional(let condition, let then, let otherwise):
            for part in [condition, then, otherwise] { visit(part, &names) }
        case .local(let name): names.insert("?" + name)
        case .increment(let target, _, _, _):
            if let name = root(target) { names.insert(name) }
            visit(target.expression, &names)
        case .recorded(let access):
            if let base = access.receiver { visit(base, &names) }
            for argument in (access.arguments ?? []) + access.initializers.map(\.value) { visit(argument, &names) }
        case .literal, .this, .staticField, .typeProperty, .notModelled, .assumed: break
        }
    }
}
