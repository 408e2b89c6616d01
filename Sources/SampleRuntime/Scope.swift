// Scope: local variables of the interpreter, chained so closures capture their enclosing scope
// by reference (C# lambdas see later assignments to captured locals).

/// A scope of locals.
final class Scope {
    private var values: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    /// Declares (or shadows) a local in this scope.
    func declare(_ name: String, _ value: Value) { values[name] = value }

    /// The value of a local, searching outwards.
    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Assigns an existing local, searching outwards; declares it here if none exists.
    func assign(_ name: String, _ value: Value) {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return
            }
            scope = current.parent
        }
        values[name] = value
    }
}
