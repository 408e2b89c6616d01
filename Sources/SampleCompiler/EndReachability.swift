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
            // `if (true)` and `if (false)` are constant: C# reaches or skips their branches.
            if case .literalExpr = ifStatement.condition.exprNode { return .unknown }
            guard let otherwise = ifStatement.elseStatement else { return .reachable }
            switch (end(of: ifStatement.thenStatement), end(of: otherwise)) {
            case (.reachable, _), (_, .reachable): return .reachable
            case (.unreachable, .unreachable): return .unreachable
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
