// TypeName: the names traces give engine types, made once per type. `String(describing:)` of a
// metatype demangles the type's name on every call, and every object a trace names asks.

import Synchronization

/// Type names for traces, computed once per type and shared by every engine (a type's name is a
/// fact of the program, not of any sample).
enum TypeName {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`, from the cache after the first call for `type`.
    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
