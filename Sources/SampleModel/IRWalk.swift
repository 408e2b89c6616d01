// IRWalk: the parts of statements and expressions, so that a pass over the sample model (the
// emitter's checks, the classes a sample reaches) lists only the cases it cares about and lets
// the rest descend.

extension IRExpr {
    /// The direct subexpressions (a closure's body excluded: it is statements, run on its own).
    public var children: [IRExpr] {
        switch self {
        case .literal, .local, .this, .staticField, .typeProperty, .closure, .assumed, .notModelled: []
        case .field(let base, _), .property(let base, _), .count(let base), .unary(_, let base, _),
            .isInstance(let base, _), .convert(let base, _), .standInTest(let base, _, _, _):
            [base]
        case .call(let base, _, let arguments), .method(let base, _, let arguments): [base] + arguments
        case .staticCall(_, _, let arguments), .superMethod(_, let arguments), .typeMethod(_, let arguments):
            arguments
        case .new(_, let arguments, let initializers), .newObject(_, let arguments, let initializers):
            arguments + initializers.map(\.value)
        case .newArray(_, let count): [count]
        case .arrayLiteral(_, let elements): elements
        case .element(let base, let index): [base, index]
        case .increment(let target, _, _, _): [target.expression]
        case .binary(_, let left, let right, _): [left, right]
        case .conditional(let condition, let then, let otherwise): [condition, then, otherwise]
        case .recorded(let access):
            (access.receiver.map { [$0] } ?? []) + (access.arguments ?? []) + access.initializers.map(\.value)
        }
    }
}

extension IRStmt {
    /// The expressions the statement evaluates itself (an assignment's target read as an
    /// expression), not those of the statements it nests.
    public var expressions: [IRExpr] {
        switch self {
        case .declare(_, _, let value), .return(let value), .throw(let value): value.map { [$0] } ?? []
        case .assign(let target, let value), .compoundAssign(let target, _, let value, _): [target.expression, value]
        case .addHandler(let control, _, let handler): [control, handler]
        case .expression(let value): [value]
        case .if(let condition, _, _), .loop(let condition, _, _): [condition]
        case .break, .continue, .block, .try, .notModelled: []
        }
    }

    /// The statement lists nested in the statement (branches, loop bodies and steps, catch
    /// clauses, `finally`).
    public var bodies: [[IRStmt]] {
        switch self {
        case .if(_, let then, let otherwise): [then, otherwise]
        case .loop(_, let body, let step): [body, step]
        case .block(let body): [body]
        case .try(let body, let catches, let finally): [body] + catches.map(\.body) + [finally]
        default: []
        }
    }
}
