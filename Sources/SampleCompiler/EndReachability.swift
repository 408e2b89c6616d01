// EndReachability: whether control can reach the end of a statement list, as C# decides it for a
// switch section — control may not fall from one section into the next (CS0163) nor out of the
// last one (CS8070). Decided on syntax and conservatively: only a list whose end is certainly
// reachable (its last statement a call, an assignment, a declaration, an `if` without `else`) is
// `reachable`; loops, `try`, nested switches, elided code and anything else this file does not
// look into are `unknown`, and no error is reported for them.

import CSharpSyntax

/// Whether control can reach the end of a statement (list).
enum EndReachability: Equatable {
    case reachable
    case unreachable
    case unknown

    /// The end of `statements`: unreachable after a statement whose end is; otherwise reachable
    /// when every statement's end certainly is.
    static func end(of statements: [any StmtSyntax]) -> EndReachability {
        var certain = true
        for statement in statements {
            switch end(of: statement) {
            case .unreachable: return .unreachable
            case .unknown: certain = false
            case .reachable: break
            }
        }
        return certain ? .reachable : .unknown
    }

    /// The end of one statement.
    static func end(of statement: any StmtSyntax) -> EndReachability {
        switch statement.stmtNode {
        case .block(let block): return end(of: block.statements)
        case .localDeclarationStmt, .expressionStmt, .emptyStmt: return .reachable
        case .returnStmt, .throwStmt, .jumpStmt: return .unreachable
        case .labeledStmt(let labeled): return end(of: labeled.statement)
        case .ifStmt(let ifStatement):
            let then = end(of: ifStatement.thenStatement)
            guard let otherwise = ifStatement.elseStatement else {
                // Without `else` the end is reachable past a false condition, unless the
                // condition may be a constant true (`if (true) return;`, a `const bool`).
                return then == .reachable || !mayBeConstant(ifStatement.condition) ? .reachable : .unknown
            }
            switch (then, end(of: otherwise)) {
            case (.reachable, .reachable): return .reachable
            case (.unreachable, .unreachable): return .unreachable
            // One branch ends, the other goes on: which one runs may be a constant's choice.
            case (.reachable, .unreachable), (.unreachable, .reachable):
                return mayBeConstant(ifStatement.condition) ? .unknown : .reachable
            default: return .unknown
            }
        default: return .unknown
        }
    }

    /// Whether `condition` may be a constant C# would fold: a literal or a name (a `const`), as
    /// written or negated or parenthesized. A comparison, a call or an element read is not.
    static func mayBeConstant(_ condition: any ExprSyntax) -> Bool {
        switch condition.exprNode {
        case .literalExpr, .identifierExpr, .memberAccessExpr: return true
        case .parenthesizedExpr(let inner): return mayBeConstant(inner.expression)
        case .prefixUnaryExpr(let unary): return mayBeConstant(unary.operand)
        default: return false
        }
    }
}
