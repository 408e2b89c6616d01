// Lowerer+Outlets: outlets inferred from use. A view controller's article often uses a name it
// never declares — a button or a label wired in a storyboard, declared in the designer file —
// and how the name is used tells what it is, as it tells a reader: `showTwo.TouchUpInside += …`
// is a button, `label.Text = …` a label. Such a name becomes a field of the class holding a real
// engine view (`IROutlet`), connected to the controller's view when it loads, so the engine
// taps the button and traces the label's text. A name whose uses fit no one view type stays a
// member recorded on `this` or an assumed stand-in (`identifierValue`).

import CSharpSyntax
import SampleModel

/// How a name is used in a class: the members read, called or assigned on it as a bare name,
/// and what keeps it from being an outlet — it is assigned (a field declared elsewhere), declared
/// somewhere in the class (a local, a parameter: uses are not scoped, so the name is left alone),
/// used through `this.` (recorded on `this`, which would make two objects of one name), or a
/// handler is taken off one of its events (`x.TouchUpInside -= handler`: the engine's controls do
/// not take handlers off, a stand-in's events do).
struct NameUses {
    var members: Set<String> = []
    var isAssigned = false
    var isDeclared = false
    var isUsedThroughThis = false
    var takesHandlerOff = false

    /// Whether nothing keeps the name from being an outlet.
    var mayBeOutlet: Bool { !isAssigned && !isDeclared && !isUsedThroughThis && !takesHandlerOff && !members.isEmpty }
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
        guard uses.mayBeOutlet else { return nil }
        return telling.first { candidate in
            !uses.members.isDisjoint(with: candidate.tellingMembers)
                && uses.members.isDisjoint(with: candidate.ruledOut)
                && uses.members.allSatisfy { !model.members($0, of: candidate.type).isEmpty }
        }?.type
    }

    /// Whether some view type an outlet may be has `member` (a use of it keeps the name a
    /// candidate).
    static func someTypeHas(_ member: String, model: APIModel) -> Bool {
        telling.contains { !$0.ruledOut.contains(member) && !model.members(member, of: $0.type).isEmpty }
    }

    /// The uses of every name in `roots`, merged into `uses`.
    static func scan(_ roots: [any SyntaxNode], into uses: inout [String: NameUses]) {
        var stack = roots
        while let node = stack.popLast() {
            if let access = node.asNode(MemberAccessExprSyntax.self) {
                if let base = access.base.asNode(IdentifierExprSyntax.self) {
                    uses[base.name.text, default: NameUses()].members.insert(access.name.text)
                } else if access.base.isNode(ThisExprSyntax.self) {
                    uses[access.name.text, default: NameUses()].isUsedThroughThis = true
                }
            } else if let assignment = node.asNode(AssignmentExprSyntax.self) {
                let operation = assignment.operatorToken.text
                if operation == "=", let target = assignment.target.asNode(IdentifierExprSyntax.self) {
                    uses[target.name.text, default: NameUses()].isAssigned = true
                } else if operation == "-=", let event = assignment.target.asNode(MemberAccessExprSyntax.self),
                    let base = event.base.asNode(IdentifierExprSyntax.self)
                {
                    uses[base.name.text, default: NameUses()].takesHandlerOff = true
                }
            } else if let name = declaredName(node) {
                uses[name, default: NameUses()].isDeclared = true
            }
            stack += node.children
        }
    }

    /// The name `node` declares in a class's code: a local, a parameter (of a method, a lambda, a
    /// local function), a `foreach` variable, a caught exception, a pattern's variable. (`asNode`
    /// tests the node's type by identity: a cast of the existential costs far more.)
    static func declaredName(_ node: any SyntaxNode) -> String? {
        if let declarator = node.asNode(VariableDeclaratorSyntax.self) { return declarator.name.text }
        if let parameter = node.asNode(ParameterSyntax.self) { return parameter.name.text }
        if let forEach = node.asNode(ForEachStmtSyntax.self) { return forEach.name.text }
        if let pattern = node.asNode(DeclarationPatternSyntax.self) { return pattern.name.text }
        if let clause = node.asNode(CatchClauseSyntax.self) { return clause.name?.text }
        return nil
    }
}

/// How the classes of one document's table use names (`OutletInference.scan`), each scanned
/// once for all the lowerers of the document: the samples' lowerers share it, and scan only
/// what a sample adds to the class it lowers again.
final class NameUseScans {
    /// Each class's uses, as the document's table declares it.
    var byClass: [String: [String: NameUses]] = [:]
    /// The document's and fixtures' parses.
    private let snippets: [SnippetSyntax]

    /// The scans of a document whose code is `snippets`.
    init(snippets: [SnippetSyntax] = []) { self.snippets = snippets }

    /// The names the code uses with a member that tells an outlet's type (`x.TouchUpInside`,
    /// `x.Text`), read off the tokens once: only these are worth scanning a class for, and
    /// most documents have none (a token pass costs a sliver of a syntax walk).
    private(set) lazy var namesWithTellingUses: Set<String> = {
        let telling = OutletInference.telling.reduce(into: Set<String>()) { $0.formUnion($1.tellingMembers) }
        var names: Set<String> = []
        for snippet in snippets {
            let tokens = snippet.tokens
            var index = 0
            while index + 2 < tokens.count {
                if tokens[index].kind == .identifier, tokens[index + 1].kind == .punctuator,
                    tokens[index + 1].text == ".", tokens[index + 2].kind == .identifier,
                    telling.contains(tokens[index + 2].text)
                {
                    names.insert(tokens[index].text)
                }
                index += 1
            }
        }
        return names
    }()
}

extension Lowerer {
    /// The view type of the undeclared name `name` (here the base of `member`, if it is one) as
    /// an outlet of the class being lowered, nil when it is not one: only in instance code of a
    /// view controller with no sample base and no sample subclass (one C# field would serve the
    /// whole hierarchy, and the lowerings of a document's classes and of each sample's class do
    /// not see the same uses: a base could miss the field its subclass reads), and only when the
    /// name's uses in the class tell one view type (`OutletInference`). Records the outlet
    /// (outside quiet lowering); `lowerClass` declares it.
    func inferredOutlet(_ name: String, usedWith member: String?) -> String? {
        // Ruled out without scanning the class: a name the code never uses with a telling member
        // (most undeclared names are services and models: `locationManager.StartUpdatingLocation
        // ()`), or used here with a member no view type has.
        guard scans.namesWithTellingUses.contains(name) else { return nil }
        if let member, !OutletInference.someTypeHas(member, model: model) { return nil }
        let chain = classChain(currentClass)
        guard !isStaticContext, chain.classes.count == 1, let engineBase = chain.engineBase,
            model.isSubtype(engineBase, of: "UIViewController"), !sampleBases.contains(currentClass),
            let type = OutletInference.type(of: ownUses(of: currentClass)[name] ?? NameUses(), model: model)
        else { return nil }
        if quiet == 0, !(outlets[currentClass] ?? []).contains(where: { $0.name == name }) {
            outlets[currentClass, default: []].append(IROutlet(name: name, type: type))
        }
        return type
    }

    /// `access.base` lowered (quietly if it has a type, for `quietly`), with the member it is
    /// the base of known to `identifierValue` when it is a bare name (`memberOfName`).
    func memberBase(_ access: MemberAccessExprSyntax, quietly: Bool = false) -> (IRExpr, IRType) {
        if access.base.isNode(IdentifierExprSyntax.self) { memberOfName = access.name.text }
        defer { memberOfName = nil }
        return quietly ? expressionQuietlyIfTyped(access.base) : expression(access.base)
    }

    /// How the code of the class `className` uses names: its members as the document's table
    /// declares them (scanned once per document, `NameUseScans`), with the members this
    /// sample's lowering added (`addedMembers`) and, for the host, the sample's statements.
    func ownUses(of className: String) -> [String: NameUses] {
        if let known = nameUses[className] { return known }
        let members = table.classes[className]?.members ?? []
        let added = min(addedMembers[className] ?? 0, members.count)
        var found =
            scans.byClass[className]
            ?? {
                var shared: [String: NameUses] = [:]
                OutletInference.scan(members.dropLast(added).map(\.syntax), into: &shared)
                scans.byClass[className] = shared
                return shared
            }()
        var roots: [any SyntaxNode] = members.suffix(added).map(\.syntax)
        if className == DocumentCompiler.hostClass { roots += hostStatements.map { $0 as any SyntaxNode } }
        OutletInference.scan(roots, into: &found)
        nameUses[className] = found
        return found
    }
}
