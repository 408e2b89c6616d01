// Lowerer+Outlets: outlets inferred from use. A view controller's article often uses a name it
// never declares — a button or a label wired in a storyboard, declared in the designer file —
// and how the name is used tells what it is, as it tells a reader: `showTwo.TouchUpInside += …`
// is a button, `label.Text = …` a label. Such a name becomes a field of the class holding a real
// engine view (`IROutlet`), connected to the controller's view when it loads, so the engine
// taps the button and traces the label's text. A name whose uses fit no one view type stays a
// member recorded on `this` or an assumed stand-in (`identifierValue`).

import CSharpSyntax
import SampleModel

/// How a bare name is used in a class: the members read, called or assigned on it, whether the
/// name itself is assigned (then it is a field declared elsewhere, not an outlet), and whether a
/// handler is taken off one of its events (`x.TouchUpInside -= handler`: the engine's controls
/// do not take handlers off, a stand-in's events do).
struct NameUses {
    var members: Set<String> = []
    var isAssigned = false
    var takesHandlerOff = false
}

/// The view types an outlet is inferred as, each with the members whose use tells it.
enum OutletInference {
    /// Per type (`IROutlet.viewTypes`): the members one of which must be used, and members that
    /// rule it out though the model has them (`ValueChanged` is an event of switches and
    /// sliders, which are not buttons).
    static let telling: [(type: String, tellingMembers: Set<String>, ruledOut: Set<String>)] = [
        ("UIButton", ["TouchUpInside", "TouchDown", "SetTitle"], ["ValueChanged"]),
        ("UILabel", ["Text"], []),
    ]

    /// The view type `uses` tell: the first whose telling members include one used, none of
    /// whose ruled-out members is used, and which has every member used (in the API model, its
    /// bases included: a member the model lacks would stop the sample where a stand-in runs on).
    static func type(of uses: NameUses, model: APIModel) -> String? {
        guard !uses.isAssigned, !uses.takesHandlerOff, !uses.members.isEmpty else { return nil }
        return telling.first { candidate in
            !uses.members.isDisjoint(with: candidate.tellingMembers)
                && uses.members.isDisjoint(with: candidate.ruledOut)
                && uses.members.allSatisfy { !model.members($0, of: candidate.type).isEmpty }
        }?.type
    }

    /// The uses of every bare name in `roots`.
    static func uses(in roots: [any SyntaxNode]) -> [String: NameUses] {
        var uses: [String: NameUses] = [:]
        for root in roots {
            for node in root.descendants() {
                if let access = node.asNode(MemberAccessExprSyntax.self),
                    let base = access.base.asNode(IdentifierExprSyntax.self)
                {
                    uses[base.name.text, default: NameUses()].members.insert(access.name.text)
                } else if let assignment = node.asNode(AssignmentExprSyntax.self) {
                    let operation = assignment.operatorToken.text
                    if operation == "=", let target = assignment.target.asNode(IdentifierExprSyntax.self) {
                        uses[target.name.text, default: NameUses()].isAssigned = true
                    } else if operation == "-=", let event = assignment.target.asNode(MemberAccessExprSyntax.self),
                        let base = event.base.asNode(IdentifierExprSyntax.self)
                    {
                        uses[base.name.text, default: NameUses()].takesHandlerOff = true
                    }
                }
            }
        }
        return uses
    }
}

extension Lowerer {
    /// The view type of the undeclared name `name` as an outlet of the class being lowered, nil
    /// when it is not one: only in instance code of a view controller, and only when its uses in
    /// the class tell one view type (`OutletInference`). Records the outlet (outside quiet
    /// lowering), which `lowerClass` declares.
    func inferredOutlet(_ name: String) -> String? {
        guard !isStaticContext, let engineBase = classChain(currentClass).engineBase,
            model.isSubtype(engineBase, of: "UIViewController")
        else { return nil }
        let uses =
            nameUses[currentClass]
            ?? {
                var roots: [any SyntaxNode] = table.classes[currentClass]?.members.map(\.syntax) ?? []
                if currentClass == DocumentCompiler.hostClass { roots += hostStatements.map { $0 as any SyntaxNode } }
                let found = OutletInference.uses(in: roots)
                nameUses[currentClass] = found
                return found
            }()
        guard let nameUses = uses[name], let type = OutletInference.type(of: nameUses, model: model) else { return nil }
        if quiet == 0, !(outlets[currentClass] ?? []).contains(where: { $0.name == name }) {
            outlets[currentClass, default: []].append(IROutlet(name: name, type: type))
        }
        return type
    }
}
