// MethodNames: the Swift name of each method of a sample class. A class declared in several
// snippets is merged into one, and may then declare the same method more than once (each stage
// of a tutorial's `WindowDidLoad`); a class may also overload a name with parameters Swift
// writes alike (`string` and `NSString` are both `String!`). The interpreter calls the last
// declaration of a name (whatever the arguments) and the harness each one as a framework entry;
// Swift cannot declare a method twice, so the last keeps its name and each earlier one with the
// same Swift parameter types as a later one gets a numbered name (`WindowDidLoad_1`), which only
// the harness's framework calls use.

import SampleModel

/// The Swift names of one class's methods, by index in `IRClass.methods`.
struct MethodNames {
    /// The Swift name of each method.
    let names: [String]
    /// The names whose numbered names another method already has: Swift would take two of
    /// their declarations for one method declared twice.
    let overloaded: [String]

    /// Names `irClass`'s methods; `signature` is a method's Swift parameter types.
    init(_ irClass: IRClass, signature: (IRMethod) -> String) {
        var names = irClass.methods.map(Self.baseName)
        var overloaded: [String] = []
        let taken = Set(names)
        let groups = Dictionary(grouping: irClass.methods.indices, by: { irClass.methods[$0].name })
        for (name, indices) in groups.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let signatures = indices.map { signature(irClass.methods[$0]) }
            if Set(signatures).count == signatures.count { continue }  // overloads Swift tells apart
            // Each declaration another one after it repeats (in Swift's types) is numbered.
            let repeated = indices.indices.dropLast().filter { signatures[($0 + 1)...].contains(signatures[$0]) }
            let renamed = repeated.enumerated().map { "\(names[indices[$1]])_\($0 + 1)" }
            guard taken.isDisjoint(with: renamed) else {
                overloaded.append(name)
                continue
            }
            for (position, newName) in zip(repeated, renamed) { names[indices[position]] = newName }
        }
        self.names = names
        self.overloaded = overloaded
    }

    /// The Swift name of `method` when it is declared once: its selector's base name, escaped.
    static func baseName(of method: IRMethod) -> String {
        SwiftExpressionEmitter.memberName(String(method.name.prefix { $0 != "(" }))
    }
}
