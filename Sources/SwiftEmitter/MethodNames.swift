// MethodNames: the Swift name of each method of a sample class. A class declared in several
// snippets is merged into one, and a sample's program keeps one version of each method
// (`MethodVersions` in the compiler), so a compiled sample's class declares each method once.
// IR that declares one twice (made by hand, or by an older compiler) is still written: the
// interpreter calls the last declaration of a name, and the harness each one as a framework
// entry; Swift cannot declare a method twice, so the last keeps its name and the earlier ones
// get numbered names (`WindowDidLoad_1`), which only the harness's framework calls use.
// Overloads need nothing here: the compiler names each (`Greet`2`, `IROverloadName`), and Swift
// writes that name (`Greet_overload2`). Declarations of one name that Swift would give other
// parameter types are a gap.

import SampleModel

/// The Swift names of one class's methods, by index in `IRClass.methods`.
struct MethodNames {
    /// The Swift name of each method.
    let names: [String]
    /// The names declared more than once with different Swift parameter types, or whose numbered
    /// names another method already has (a gap).
    let overloaded: [String]

    /// Names `irClass`'s methods; `signature` is a method's Swift parameter types.
    init(_ irClass: IRClass, signature: (IRMethod) -> String) {
        var names = irClass.methods.map(Self.baseName)
        var overloaded: [String] = []
        let taken = Set(names)
        let groups = Dictionary(grouping: irClass.methods.indices, by: { irClass.methods[$0].name })
        for (name, indices) in groups.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let signatures = indices.map { signature(irClass.methods[$0]) }
            let renamed = indices.dropLast().enumerated().map { "\(names[$1])_\($0 + 1)" }
            guard Set(signatures).count == 1, taken.isDisjoint(with: renamed) else {
                overloaded.append(name)
                continue
            }
            for (index, newName) in zip(indices.dropLast(), renamed) { names[index] = newName }
        }
        self.names = names
        self.overloaded = overloaded
    }

    /// The Swift name of `method` when it is declared once: its selector's base name, escaped.
    static func baseName(of method: IRMethod) -> String {
        SwiftExpressionEmitter.memberName(String(method.name.prefix { $0 != "(" }))
    }
}
