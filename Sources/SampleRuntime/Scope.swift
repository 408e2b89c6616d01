// Scope: local variables of the interpreter, chained so closures capture their enclosing scope
// by reference (C# lambdas see later assignments to captured locals).

/// A scope of locals.
final class Scope {
    /// The locals' names and values, in declaration order. A scope usually holds a handful of
    /// locals (a method's parameters, a block's declarations), which a linear search finds faster
    /// than a dictionary hashes one name: the lookups were 6 % of a sample's run with a
    /// dictionary here.
    private var names: [String] = []
    private var values: [Value] = []
    /// Positions in `names` by name, kept once a scope holds more than `linearLimit` locals, so
    /// that a method declaring thousands of locals does not search them all for each one.
    private var positions: [String: Int]?
    private static let linearLimit = 16
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    /// The position of `name` among this scope's own locals.
    private func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        return names.firstIndex(of: name)
    }

    private func append(_ name: String, _ value: Value) {
        names.append(name)
        values.append(value)
        if positions != nil {
            positions![name] = names.count - 1
        } else if names.count > Self.linearLimit {
            positions = Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first }
        }
    }

    /// Declares (or shadows) a local in this scope.
    func declare(_ name: String, _ value: Value) {
        if let index = position(of: name) {
            values[index] = value
        } else {
            append(name, value)
        }
    }

    /// The value of a local, searching outwards.
    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let index = current.position(of: name) { return current.values[index] }
            scope = current.parent
        }
        return nil
    }

    /// Assigns an existing local, searching outwards; declares it here if none exists.
    func assign(_ name: String, _ value: Value) {
        var scope: Scope? = self
        while let current = scope {
            if let index = current.position(of: name) {
                current.values[index] = value
                return
            }
            scope = current.parent
        }
        append(name, value)
    }
}
