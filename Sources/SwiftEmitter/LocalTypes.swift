// LocalTypes: the declared type of every local and parameter of a function body, closures'
// parameters and nested blocks included (C# forbids a nested local to hide an outer one, so one
// table per function is exact). The recording-double writer converts a typed local to the value
// the interpreter holds by it.

import SampleModel

/// Collects locals' declared types.
enum LocalTypes {
    /// The types of `parameters` and of every local `body` declares.
    static func of(_ body: [IRStmt], parameters: [IRParameter]) -> [String: IRType] {
        var types: [String: IRType] = [:]
        for parameter in parameters { types[parameter.name] = parameter.type }
        visit(body, &types)
        return types
    }

    private static func visit(_ body: [IRStmt], _ types: inout [String: IRType]) {
        for statement in body { visit(statement, &types) }
    }

    private static func visit(_ statement: IRStmt, _ types: inout [String: IRType]) {
        if case .declare(let name, let type, _) = statement { types[name] = type }
        for expression in statement.expressions { visit(expression, &types) }
        for body in statement.bodies { visit(body, &types) }
    }

    private static func visit(_ expression: IRExpr, _ types: inout [String: IRType]) {
        if case .closure(let closure) = expression {
            for parameter in closure.parameters { types[parameter.name] = parameter.type }
            visit(closure.body, &types)
            return
        }
        for child in expression.children { visit(child, &types) }
    }
}
