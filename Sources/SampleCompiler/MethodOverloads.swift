// MethodOverloads: the method names a document declares with more than one parameter list, and
// each list's number. The compiler names every declaration of such a name, and every call of it,
// by the overload the arguments' static types choose (`IROverloadName.overload`): the choice is
// made once, where the types are known, and the interpreter and generated Swift dispatch by name.
// A name's lists are numbered across the document's classes, so an override in a derived class
// has the name of the declaration it overrides.

import CSharpSyntax
import SampleModel

/// The document's overloaded method names, with their parameter lists in the order first seen.
struct MethodOverloads {
    private var lists: [String: [[IRType]]] = [:]

    init() {}

    /// The overloads among the methods of `table`'s classes and the `loose` members (methods
    /// the snippets declare outside a class, which the host class takes), with parameter types
    /// as `lowerer` reads them.
    init(_ table: ClassTable, loose: [any MemberDeclSyntax], lowerer: Lowerer) {
        var lists: [String: [[IRType]]] = [:]
        func add(_ member: any MemberDeclSyntax) {
            guard member.memberKind == .methodDecl, case .methodDecl(let method) = member.memberNode else { return }
            let types = method.parameters.map { lowerer.irTypeQuietly($0.type) }
            if !(lists[method.name.text]?.contains(types) ?? false) {
                lists[method.name.text, default: []].append(types)
            }
        }
        for name in table.order {
            for placed in table.classes[name]?.members ?? [] { add(placed.syntax) }
        }
        for member in loose { add(member) }
        self.lists = lists.filter { $0.value.count > 1 }
    }

    /// The IR name of the C# method `name` taking `parameters`: the name itself, unless the
    /// document declares it with other parameter lists too.
    func name(_ name: String, parameters: [IRType]) -> String {
        guard let lists = lists[name], let index = lists.firstIndex(of: parameters) else { return name }
        return IROverloadName.overload(name, number: index + 1)
    }
}
