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
        switch statement {
        case .declare(let name, let type, let value):
            types[name] = type
            if let value { visit(value, &types) }
        case .assign(let target, let value), .compoundAssign(let target, _, let value, _):
            visit(target.expression, &types)
            visit(value, &types)
        case .addHandler(let control, _, let handler):
            visit(control, &types)
            visit(handler, &types)
        case .expression(let value): visit(value, &types)
        case .if(let condition, let then, let otherwise):
            visit(condition, &types)
            visit(then, &types)
            visit(otherwise, &types)
        case .loop(let condition, let body, let step):
            visit(condition, &types)
            visit(body, &types)
            visit(step, &types)
        case .return(let value), .throw(let value): if let value { visit(value, &types) }
        case .block(let body): visit(body, &types)
        case .try(let body, let catches, let finally):
            visit(body, &types)
            for handler in catches { visit(handler.body, &types) }
            visit(finally, &types)
        case .break, .continue, .notModelled: break
        }
    }

    private static func visit(_ expression: IRExpr, _ types: inout [String: IRType]) {
        if case .closure(let closure) = expression {
            for parameter in closure.parameters { types[parameter.name] = parameter.type }
            visit(closure.body, &types)
            return
        }
        for child in RecordingDoubleWriter.children(expression) { visit(child, &types) }
    }
}
