// MethodNames: the Swift name of each method of a sample class. A class declared in several
// snippets is merged into one, and may then declare the same method more than once (each stage
// of a tutorial's `WindowDidLoad`): of declarations with the same parameters the interpreter
// calls the last, and the harness each one as a framework entry; Swift cannot declare a method
// twice, so the last keeps its name and the earlier ones get numbered names (`WindowDidLoad_1`),
// which only the harness's framework calls use. Overloads (other parameters), which the
// interpreter chooses between by the arguments' types (`IROverloads`), keep the name where their
// numbers of parameters differ, so that Swift chooses by the number as the interpreter does;
// overloads of one number are a gap.

import SampleModel

/// The Swift names of one class's methods, by index in `IRClass.methods`.
struct MethodNames {
    /// The Swift name of each method.
    let names: [String]
    /// The names overloaded with as many parameters of other types, or whose numbered names
    /// another method already has (a gap).
    let overloaded: [String]

    /// Names `irClass`'s methods; `signature` is a method's Swift parameter types.
    init(_ irClass: IRClass, signature: (IRMethod) -> String) {
        var names = irClass.methods.map(Self.baseName)
        var overloaded: [String] = []
        let taken = Set(names)
        let groups = Dictionary(grouping: irClass.methods.indices, by: { irClass.methods[$0].name })
        for (name, indices) in groups.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let stages = Dictionary(grouping: indices) { irClass.methods[$0].parameters.map(\.type) }
            let arities = Set(stages.keys.map(\.count))
            let renamed = indices.filter { stages[irClass.methods[$0].parameters.map(\.type)]?.last != $0 }
                .enumerated().map { ($1, "\(names[$1])_\($0 + 1)") }
            guard arities.count == stages.count,
                stages.values.allSatisfy({ Set($0.map { signature(irClass.methods[$0]) }).count == 1 }),
                taken.isDisjoint(with: renamed.map(\.1))
            else {
                overloaded.append(name)
                continue
            }
            for (index, newName) in renamed { names[index] = newName }
        }
        self.names = names
        self.overloaded = overloaded
    }

    /// The Swift name of `method` when it is declared once: its selector's base name, escaped.
    static func baseName(of method: IRMethod) -> String {
        SwiftExpressionEmitter.memberName(String(method.name.prefix { $0 != "(" }))
    }
}
