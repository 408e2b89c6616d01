// TypeName: the names traces give engine types, made once per type. `String(describing:)` of a
// metatype demangles the type's name on every call, and every object a trace names asks.

import Foundation

/// Type names for traces, computed once per type and shared by every engine (a type's name is a
/// fact of the program, not of any sample).
final class TypeName: @unchecked Sendable {
    /// The names made so far, guarded by `lock` (engines run on several threads at once).
    private var names: [ObjectIdentifier: String] = [:]
    private let lock = NSLock()
    private static let shared = TypeName()

    /// `String(describing: type)`, from the cache after the first call for `type`.
    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = shared.lock.withLock({ shared.names[key] }) { return name }
        let name = String(describing: type)
        shared.lock.withLock { shared.names[key] = name }
        return name
    }
}
