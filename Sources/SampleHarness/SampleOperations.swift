// SampleOperations: C#'s operators on sample values, as the interpreter applies them — integer
// arithmetic that wraps, floating arithmetic, string concatenation within a budget, comparisons
// (a stand-in's recorded), flags combined, an array's length and elements (a double's indexer
// recorded). The interpreter computes through these, and so does
// the Swift that `docparity generate` writes where an operand is a recording double's value
// (which has no static type), so both compute alike by construction.

/// A C# binary operator applied to two values (`&&`, `||` and `??` are not: they decide whether
/// their right side is evaluated at all, so their callers apply them).
public enum SampleOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
}

extension SampleOperator {
    /// The operator with its operands swapped (`8 < x` is `x > 8`).
    var mirrored: SampleOperator {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        default: self
        }
    }
}

/// A C# unary operator.
public enum SampleUnaryOperator: String, Sendable {
    case negate = "-", plus = "+", not = "!", complement = "~"
}

extension RecordingDoubles {
    /// `lhs op rhs` as C# computes it; `integer` when the compiler typed both operands as
    /// integers (C#'s integer arithmetic, which wraps and divides with truncation).
    /// `maxStringBytes` bounds a concatenation's result.
    public func binary(
        _ op: SampleOperator, _ lhs: SampleValue, _ rhs: SampleValue, integer: Bool,
        maxStringBytes: Int = RecordingDoubles.defaultMaxStringBytes
    ) throws -> SampleValue {
        switch op {
        case .equal, .notEqual:
            // (A stand-in's comparison is recorded: see `equal`.)
            let equal = try equal(lhs, rhs)
            return .bool(op == .equal ? equal : !equal)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            // What a double's value is held against is behaviour, as with `==`: the stand-in's
            // answer is arbitrary, the bound the sample chose (`Count > 0`, `Length > 8`) is not.
            try comparison(lhs, op, rhs)
        default: break
        }
        if op == .add, case .string(let left) = lhs {
            return .string(try Self.concatenated(left, rhs.text, maxStringBytes))
        }
        if op == .add, case .string(let right) = rhs {
            return .string(try Self.concatenated(lhs.text, right, maxStringBytes))
        }
        if integer, case .int(let a) = lhs, case .int(let b) = rhs {
            switch op {
            case .add: return .int(a &+ b)
            case .subtract: return .int(a &- b)
            case .multiply: return .int(a &* b)
            case .divide, .remainder:
                guard b != 0 else { throw SampleInterruption.exception("DivideByZeroException") }
                if a == .min && b == -1 { throw SampleInterruption.exception("OverflowException") }
                return .int(op == .divide ? a / b : a % b)
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            case .shiftLeft: return .int(a << (b & 63))
            case .shiftRight: return .int(a >> (b & 63))
            case .equal, .notEqual: break
            }
        }
        if case .bool(let a) = lhs, case .bool(let b) = rhs {
            switch op {
            case .bitAnd: return .bool(a && b)
            case .bitOr: return .bool(a || b)
            case .bitXor: return .bool(a != b)
            default: break
            }
        }
        switch op {
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight:
            // Flags of an engine enum combine into one value that names them (`flexibleWidth|flexibleHeight`).
            if case .enumValue(let type, let a) = lhs, case .enumValue(type, let b) = rhs, op == .bitOr {
                return .enumValue(type, "\(a)|\(b)")
            }
            return try binary(op, .int(lhs.int()), .int(rhs.int()), integer: true)
        default: break
        }
        let a = try lhs.double()
        let b = try rhs.double()
        switch op {
        case .add: return .float(a + b)
        case .subtract: return .float(a - b)
        case .multiply: return .float(a * b)
        case .divide: return .float(a / b)
        case .remainder: return .float(a.truncatingRemainder(dividingBy: b))
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .equal, .notEqual, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight:
            throw SampleInterruption.notModelled("operator '\(op.rawValue)' on these values")
        }
    }

    /// `op value` as C# computes it.
    public func unary(_ op: SampleUnaryOperator, _ value: SampleValue) throws -> SampleValue {
        switch (op, value) {
        case (.negate, .int(let number)): .int(0 &- number)
        case (.negate, _): .float(-(try value.double()))
        case (.plus, _): value
        case (.not, _): .bool(!(try value.bool()))
        case (.complement, _): .int(~(try value.int()))
        }
    }

    /// The member `name` of `target`: a stand-in's recorded, anything else's read by `engine`
    /// (the interpreter reads an engine property of a value that way).
    public func read(_ target: SampleValue, _ name: String, engine: () throws -> SampleValue) throws -> SampleValue {
        if case .standIn = target { return try access(target, name, nil) }
        return try engine()
    }

    /// The number of elements of `collection`, an array: a double's collection has one stand-in
    /// element, so that a loop's body runs.
    public func count(_ collection: SampleValue) throws -> SampleValue {
        if case .standIn = collection { return .int(1) }
        guard case .array(let box) = collection else {
            throw SampleInterruption.exception("NullReferenceException: length of a non-array")
        }
        return .int(box.elements.count)
    }

    /// Stops the run with C#'s exception unless `collection` can be indexed (an array, or a
    /// double's indexer).
    public func requireIndexable(_ collection: SampleValue) throws {
        switch collection {
        case .array, .standIn: return
        default: throw SampleInterruption.exception("NullReferenceException: indexing a non-array")
        }
    }

    /// The element of `collection` at `index`: an array's, or a double's indexer, recorded.
    public func element(_ collection: SampleValue, _ index: SampleValue) throws -> SampleValue {
        try requireIndexable(collection)
        guard case .array(let box) = collection else { return try access(collection, "[]", [index]) }
        let position = try index.int()
        guard box.elements.indices.contains(position) else {
            throw SampleInterruption.exception("IndexOutOfRangeException: index \(position)")
        }
        return box.elements[position]
    }

    /// The most bytes a concatenation may make by default (the interpreter's allocation budget).
    public static let defaultMaxStringBytes = 1_000_000

    /// `left + right`, or a budget interruption when it would exceed `maxBytes`.
    static func concatenated(_ left: String, _ right: String, _ maxBytes: Int) throws -> String {
        if left.utf8.count + right.utf8.count > maxBytes {
            throw SampleInterruption.budget("a string over \(maxBytes) bytes")
        }
        return left + right
    }
}
