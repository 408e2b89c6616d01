// IRStandInTest: how an `if` whose condition tests one value takes its branch when that value is
// a recording double's stand-in. A stand-in is not null, and true when it is the first value its
// API gave (a later one is false, so that loops end), which runs one path of the sample:
// `if (cell != null) return cell;` returned the stand-in and never ran the code that makes a
// cell. In an `if` whose branches differ in what they run, the stand-in answers so that the
// sample runs the branch that stays in the method, else the longer one (once per run and `if`:
// `RecordingDoubles.test`): more of the sample is run, and more of what a translation changed
// shows in the trace.

/// The test an `if` condition makes of one value.
public enum IRStandInTest: String, Hashable, Sendable, CaseIterable {
    /// `x == null`.
    case isNull
    /// `x != null`.
    case isNotNull
    /// `x` as a flag.
    case isTrue
    /// `!x`.
    case isFalse

    /// The value tested and the test, when `condition` tests one value (a null test, a flag, a
    /// negated flag) that may be a stand-in (not a literal, `this` or an object made there).
    public static func split(_ condition: IRExpr) -> (value: IRExpr, test: IRStandInTest)? {
        let (value, test): (IRExpr, IRStandInTest)
        switch condition {
        case .binary(.equal, let tested, .literal(.null), _), .binary(.equal, .literal(.null), let tested, _):
            (value, test) = (tested, .isNull)
        case .binary(.notEqual, let tested, .literal(.null), _), .binary(.notEqual, .literal(.null), let tested, _):
            (value, test) = (tested, .isNotNull)
        case .unary(.not, let negated, _):
            // `!(x == null)` (and `x is not null`, lowered so) tests `x` too.
            guard let (tested, inner) = split(negated) else { return nil }
            switch inner {
            case .isNull: (value, test) = (tested, .isNotNull)
            case .isNotNull: (value, test) = (tested, .isNull)
            case .isTrue: (value, test) = (tested, .isFalse)
            case .isFalse: (value, test) = (tested, .isTrue)
            }
        case .binary, .unary, .literal, .conditional, .isInstance, .standInTest: return nil
        default: (value, test) = (condition, .isTrue)
        }
        switch value {
        case .literal, .this, .closure, .new, .newObject, .newArray, .arrayLiteral, .increment, .binary, .unary,
            .conditional, .isInstance, .standInTest:
            return nil
        default: return (value, test)
        }
    }

    /// The condition as C# writes it, testing `value`.
    public func condition(_ value: IRExpr) -> IRExpr {
        switch self {
        case .isNull: .binary(.equal, value, .literal(.null), .other)
        case .isNotNull: .binary(.notEqual, value, .literal(.null), .other)
        case .isTrue: value
        case .isFalse: .unary(.not, value, .other)
        }
    }

    /// The answer a stand-in gives in an `if` with branches `then` and `otherwise`: true to run
    /// `then`, false to run `otherwise`, nil when neither runs more of the sample. A branch that
    /// leaves (`return`, `throw`, `break`, `continue` at its end: the method, the loop or the
    /// `switch`) runs less than one that goes on to the code after the `if`; of two that both
    /// leave or both go on, the one with more statements runs more. Inside a loop an `if` with a
    /// branch that leaves gets none: the loop may end only by it (`while (true) { if
    /// (!reader.Read ()) break; … }`), and the usual answers end it.
    public static func preference(then: [IRStmt], otherwise: [IRStmt], insideLoop: Bool = false) -> Bool? {
        let (thenLeaves, otherwiseLeaves) = (leaves(then), leaves(otherwise))
        if insideLoop, thenLeaves || otherwiseLeaves { return nil }
        if thenLeaves != otherwiseLeaves { return otherwiseLeaves }
        let (thenCount, otherwiseCount) = (count(then), count(otherwise))
        return thenCount == otherwiseCount ? nil : thenCount > otherwiseCount
    }

    /// Whether `body` ends by leaving (its last statement a jump, or a block or `if` whose every
    /// way ends so).
    static func leaves(_ body: [IRStmt]) -> Bool {
        switch body.last {
        case .return?, .throw?, .break?, .continue?: true
        case .block(let inner)?: leaves(inner)
        case .if(_, let then, let otherwise)?: leaves(then) && leaves(otherwise)
        case .try(let inner, let catches, _)?: leaves(inner) && catches.allSatisfy { leaves($0.body) }
        default: false
        }
    }

    /// The statements of `body`, nested ones included (a block is only its statements).
    static func count(_ body: [IRStmt]) -> Int {
        body.reduce(0) { total, statement in
            let own = if case .block = statement { 0 } else { 1 }
            return total + own + statement.bodies.reduce(0) { $0 + count($1) }
        }
    }
}
