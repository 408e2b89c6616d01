// Lowerer: binds C# syntax against the API model and the program's classes and lowers it to the
// sample model, collecting C#-like diagnostics and not-modelled uses. One lowerer per document;
// expressions, statements and classes are in `Lowerer+*.swift`.

import CSharpSyntax
import SampleModel

/// A method a sample class declares, as calls to it are lowered.
struct SampleMethod {
    let declaration: MethodDeclSyntax
    /// The sample class that declares it.
    let owner: String
    let name: String
    /// The parameters' types.
    let parameters: [IRType]
    /// How many arguments a call needs (the parameters without a default value).
    let required: Int
    let result: IRType
    let isStatic: Bool

    var arity: Int { parameters.count }
}

/// What a name or member access refers to.
enum Resolution {
    /// A field of a sample class (`isStatic` on the class named `owner`).
    case field(name: String, type: IRType, isStatic: Bool, owner: String)
    /// A property of a sample class with a getter method (`isStatic` on the class named `owner`).
    case getter(method: String, type: IRType, isStatic: Bool, owner: String)
    /// An engine property.
    case engine(APIMember)
    /// Engine methods of that name (overloads).
    case engineMethods([APIMember])
    /// Sample methods of that name: the nearest class's declarations first, then those of its
    /// sample base classes (a call may take a base's when none of the nearest fits, as in C#).
    case sampleMethods([SampleMethod])
    /// Nothing found.
    case none
}

/// A C# type used as an expression (`UIView` in `UIView.Animate`).
struct TypeReference {
    /// The sample class name, if it is one.
    let sampleClass: String?
    /// The API type, if it is one.
    let apiType: APIType?
    /// The name as written (`System.IO.File`), for not-modelled messages.
    var name = ""
}

/// Near-miss lookups of unknown type names (nil: none), done once per name: a name one edit
/// from a sample class or a modelled type. The answer depends on the class names and the model
/// only, so the lowerers of one document share it while their tables name the same classes.
final class NearMisses {
    /// The near miss of each name looked up so far.
    var byName: [String: String?] = [:]
}

/// Lowers one document's C# to the sample model.
///
/// Its state is marked `@exclusivity(unchecked)`: the runtime check of each access to it cost
/// more than 5% of lowering. A lowerer lives on one thread, and no method holds an access to a
/// property while calling code that touches the same property (the checks never found one in
/// conflict while they were on; the test suite runs clean with them on, and under ASan and TSan).
final class Lowerer {
    let model: APIModel
    @exclusivity(unchecked) var table: ClassTable {
        didSet {  // a name may resolve differently now
            resolutions.removeAll()
            memberNearMisses.removeAll()
            sampleBasesOfTable = nil
            chains.removeAll()
            // Type near-misses depend on the class names only: a class added means other names.
            if table.classes.count != oldValue.classes.count { nearMisses = NearMisses() }
        }
    }
    /// The document's overloaded method names, by which declarations and calls are named.
    var overloads = MethodOverloads()
    @exclusivity(unchecked) var diagnostics: [CompileDiagnostic] = []
    @exclusivity(unchecked) var notModelled: [NotModelledUse] = []
    /// The index in `notModelled` of the first use at each position (line, column and sample
    /// mixed into one integer): a snippet of unmodelled code records hundreds of uses, and
    /// searching the list for each was quadratic; a set of uses hashed every API name.
    @exclusivity(unchecked) private var notModelledAt: [PositionKey: Int] = [:]
    /// The origin of the member being lowered.
    @exclusivity(unchecked) var origin = SnippetOrigin(sample: nil, firstLine: 1, indentation: 0)
    /// The class being lowered.
    @exclusivity(unchecked) var currentClass = ""
    /// Whether the current code is static.
    @exclusivity(unchecked) var isStaticContext = false
    /// Whether free identifiers become fields of the current class (statement snippets in a host).
    @exclusivity(unchecked) var declaresImplicitFields = false
    /// Implicit fields declared so far, in order.
    @exclusivity(unchecked) var implicitFields: [(String, IRType)] = []
    /// Names read as assumed stand-ins so far: an assignment to one later writes the same stand-in
    /// (`while (myFlag == true) { myFlag = Compute (); }`), not a new implicit field.
    @exclusivity(unchecked) var assumedNames: Set<String> = []
    /// The loose statements of the sample being lowered in the host, whose names' uses tell
    /// outlets as the host's members do (`inferredOutlet`).
    var hostStatements: [any StmtSyntax] = []
    /// The member of which the bare name being lowered is the base (`memberBase`), read once by
    /// `identifierValue`.
    @exclusivity(unchecked) var memberOfName: String?
    /// The document's scans of its classes' uses of names, shared by its lowerers.
    let scans: NameUseScans
    /// The members this lowerer's sample added to a class of the table (the last ones), by class.
    var addedMembers: [String: Int] = [:]
    /// How each class's code uses bare names, scanned when an undeclared name is first met in it.
    @exclusivity(unchecked) var nameUses: [String: [String: NameUses]] = [:]
    /// The classes of the table that some sample class derives from (outlets are inferred only
    /// in classes outside a sample hierarchy), made once per table.
    var sampleBases: Set<String> {
        if let known = sampleBasesOfTable { return known }
        let bases = Set(table.classes.values.compactMap { $0.baseName }.filter { table.classes[$0] != nil })
        sampleBasesOfTable = bases
        return bases
    }
    @exclusivity(unchecked) private var sampleBasesOfTable: Set<String>?
    /// The outlets inferred in each class so far, in order of first use (`lowerClass` declares
    /// them).
    @exclusivity(unchecked) var outlets: [String: [IROutlet]] = [:]
    /// The methods (`name/arity`) whose default argument values are being lowered: a default
    /// that calls its own method (invalid C#, whose defaults are constants) would recurse.
    var loweringDefaults: Set<String> = []
    /// Names declared by patterns (`x is UIButton button`), each reading the matched value.
    @exclusivity(unchecked) var patternBindings: [String: (IRExpr, IRType)] = [:]
    /// The locals in scope, innermost last. A function has a few, so a backward search is
    /// cheaper than a dictionary per scope, which hashed the name once per scope.
    @exclusivity(unchecked) var locals: [(name: String, type: IRType)] = []
    /// Where each open scope's locals start in `locals`, innermost last.
    @exclusivity(unchecked) var scopeStarts: [Int] = []
    /// The expected result type of the function being lowered.
    @exclusivity(unchecked) var resultType: IRType = .void
    /// Above zero while lowering only to learn a type: nothing is recorded.
    @exclusivity(unchecked) var quiet = 0
    /// Loops around the statement being lowered (in the current function).
    @exclusivity(unchecked) var loopDepth = 0
    /// Switch statements around the statement being lowered, inside the innermost loop.
    @exclusivity(unchecked) var switchDepth = 0
    /// The `if`s each class marked for a stand-in's preferred answer so far (`IRExpr.standInTest`
    /// names each by its class and number).
    @exclusivity(unchecked) var standInSites: [String: Int] = [:]
    /// Near-miss lookups of unknown type names, done once per name.
    @exclusivity(unchecked) var nearMisses: NearMisses
    /// Class chains made so far (`ClassTable.chain`), by class name: lowering asks for the chain
    /// of the same few classes for every member it resolves.
    @exclusivity(unchecked) private var chains = NameTable<(classes: [ClassInfo], engineBase: String?)>()

    /// The sample-class chain of `name` (`ClassTable.chain`), made once per table.
    func classChain(_ name: String) -> (classes: [ClassInfo], engineBase: String?) {
        if let chain = chains[name] { return chain }
        let chain = table.chain(name)
        chains[name] = chain
        return chain
    }

    /// Member resolutions made so far, by type and member name. Lowering resolves the same names
    /// again and again, and a resolution depends only on the model and the classes (a change of
    /// the table clears this).
    @exclusivity(unchecked) var resolutions: [MemberName: Resolution] = [:]
    /// Near-misses of unknown members found so far (nil: none), by type and member name; a
    /// change of the table clears this too.
    @exclusivity(unchecked) var memberNearMisses: [MemberName: String?] = [:]

    /// A member name on a type, as a key of `resolutions`.
    struct MemberName: Hashable {
        let type: String
        let name: String
    }

    /// A lowerer of `table`'s classes. `nearMisses` may be shared with the other lowerers of a
    /// document whose tables have the same class names (`DocumentCompiler` shares one between the
    /// document's lowering and each sample's).
    init(
        model: APIModel, table: ClassTable, nearMisses: NearMisses = NearMisses(),
        overloads: MethodOverloads = MethodOverloads(), scans: NameUseScans = NameUseScans()
    ) {
        self.model = model
        self.table = table
        self.nearMisses = nearMisses
        self.scans = scans
        self.overloads = overloads
    }

    // MARK: Diagnostics

    func error(_ id: String, _ message: String, at position: SourcePosition, notes: [String] = []) {
        guard quiet == 0 else { return }
        let place = origin.position(position)
        let diagnostic = CompileDiagnostic(
            id: id, message: message, line: place.line, column: place.column, notes: notes, sample: origin.sample,
            fixture: origin.fixture)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Records a not-modelled use and returns the IR placeholder.
    func notModelled(_ api: String, at position: SourcePosition) -> IRExpr {
        guard quiet == 0 else { return .notModelled(api) }
        let place = origin.position(position)
        let use = NotModelledUse(api: api, line: place.line, column: place.column, sample: origin.sample)
        let key = PositionKey(place.line &* 1_000_003 &+ place.column &* 131 &+ (origin.sample ?? -1))
        if let first = notModelledAt[key] {
            // Another use at the same place, or a mixing collision: compare the uses themselves
            // (rare, so a scan from the first is enough).
            if notModelled[first...].contains(use) { return .notModelled(api) }
        } else {
            notModelledAt[key] = notModelled.count
        }
        notModelled.append(use)
        return .notModelled(api)
    }

    // MARK: Scopes

    func pushScope() { scopeStarts.append(locals.count) }
    func popScope() { locals.removeSubrange(scopeStarts.removeLast()...) }
    /// Leaves every scope.
    func clearScopes() {
        locals.removeAll(keepingCapacity: true)
        scopeStarts.removeAll(keepingCapacity: true)
    }
    /// Declares `name` in the innermost scope (again: its type is replaced).
    func declareLocal(_ name: String, _ type: IRType) {
        if scopeStarts.isEmpty { pushScope() }
        if let index = locals[scopeStarts[scopeStarts.count - 1]...].lastIndex(where: { $0.name == name }) {
            locals[index].type = type
        } else {
            locals.append((name, type))
        }
    }
    func localType(_ name: String) -> IRType? {
        locals.last { $0.name == name }?.type
    }

    // MARK: Types

    /// The IR type of a C# type; unknown names are reported (CS0246 near a known name) or recorded.
    func irType(_ syntax: (any TypeSyntax)?) -> IRType {
        guard let syntax else { return .unknown }
        // One `typeNode`: each hands out a copy of the node.
        let name: String
        var isGeneric = false
        switch syntax.typeNode {
        case .predefinedType(let predefined): return Self.predefined(predefined.keyword.text)
        case .arrayType(let array): return .named("[\(irType(array.elementType))]")
        case .nullableType(let nullable): return irType(nullable.wrappedType)
        case .nameType(let named):
            name = named.name.text
            isGeneric = named.typeArguments != nil
        case .qualifiedType(let qualified): name = qualified.right.name.text
        default: return .unknown
        }
        if name == "var" { return .unknown }
        let key = NameKey(name)
        if let primitive = Self.primitiveNames[key] { return primitive }
        if table.classes[name] != nil { return .named(name) }
        if let type = model.type(key) { return .named(type.swiftName) }
        // A type outside the model is no obstacle: its values are recording doubles' stand-ins.
        if isGeneric { return .unknown }
        reportUnknownType(name, at: syntax.range.start)
        return .unknown
    }

    /// Reports a near-miss of a known type name (CS0246); any other unknown name may be a real
    /// type the model does not cover, whose values run as recording doubles.
    func reportUnknownType(_ name: String, at position: SourcePosition) {
        // Quietly, no error is recorded: nothing to look for.
        guard quiet == 0 else { return }
        // Only near-misses are errors: a name one edit from a modelled type with the same prefix
        // (`UIViewControler`), or one from a class of the document (`ControlerTwo`). Anything
        // else may be a real type the model does not cover.
        var close: String?
        if let cached = nearMisses.byName[name] {
            close = cached
        } else if name.utf8.count >= 6, name.count >= 6,
            !(name.first == "I" && name.dropFirst().first?.isUppercase == true)
        {
            close =
                EditDistance.oneEditAway(from: name, in: Array(table.classes.keys))
                ?? EditDistance.oneEditAway(from: name, in: model.nonStaticTypeNames).flatMap {
                    $0.prefix(2) == name.prefix(2) ? $0 : nil
                }
            nearMisses.byName[name] = .some(close)
        }
        if let close {
            error(
                "CS0246", "the type or namespace name '\(name)' could not be found", at: position,
                notes: ["did you mean '\(close)'?"])
        }
    }

    /// Whether a sample class is shown whole: declared in one snippet (or fixture) without `...`
    /// elisions, so that a member it lacks is really missing.
    func isComplete(_ className: String) -> Bool {
        // The host of loose statements and members is made up: what it lacks is elsewhere.
        if className == DocumentCompiler.hostClass { return false }
        let chain = classChain(className)
        if let base = chain.engineBase, model.type(base) == nil { return false }
        return chain.classes.allSatisfy { info in
            let origins = Set(info.members.map(\.origin))
            return origins.count <= 1
                && !info.members.contains { placed in
                    switch placed.syntax.memberKind {
                    case .elision, .unexpectedCode: true
                    default: false
                    }
                }
        }
    }

    /// Member names of a sample class chain (for near-miss notes).
    func sampleMemberNames(_ className: String) -> [String] {
        classChain(className).classes.flatMap { info in
            info.members.compactMap { placed in placed.syntax.memberName } + info.fieldNames
        }
    }

    static let primitiveNames = NameTable<IRType>([
        "nint": .int, "nuint": .int, "nfloat": .float, "Int32": .int, "Int64": .int, "Double": .float,
        "Single": .float, "Boolean": .bool, "String": .string,
    ])

    static func predefined(_ keyword: String) -> IRType {
        switch keyword {
        case "int", "long", "short", "byte", "uint", "ulong", "ushort", "sbyte", "char": .int
        case "float", "double", "decimal": .float
        case "bool": .bool
        case "string": .string
        case "void": .void
        default: .named("NSObject")
        }
    }

    /// The API type of a static type, for engine member lookups.
    func apiType(of type: IRType) -> APIType? {
        guard let name = type.name else { return nil }
        if table.classes[name] != nil {
            return classChain(name).engineBase.flatMap { model.type($0) }
        }
        return model.typesBySwiftName[name] ?? model.type(name)
    }

    /// Resolves an instance member `name` on a value of static type `type`.
    func resolveMember(_ name: String, on type: IRType) -> Resolution {
        guard let typeName = type.name else { return .none }
        let key = MemberName(type: typeName, name: name)
        if let known = resolutions[key] { return known }
        let resolution = resolveMember(name, onType: typeName)
        resolutions[key] = resolution
        return resolution
    }

    /// `resolveMember` without the memo.
    private func resolveMember(_ name: String, onType typeName: String) -> Resolution {
        let type = IRType.named(typeName)
        if table.classes[typeName] != nil {
            var methods: [SampleMethod] = []
            for info in classChain(typeName).classes {
                switch sampleMember(name, in: info) {
                case .sampleMethods(let declared)?:
                    // A base's declaration of a parameter list a nearer class declares too is the
                    // one the nearer class overrides (C# leaves overrides out of the candidates).
                    methods += declared.filter { base in !methods.contains { $0.parameters == base.parameters } }
                case let found? where methods.isEmpty: return found
                case .some: return .sampleMethods(methods)  // a base's field of the name is hidden
                case nil: continue
                }
            }
            if !methods.isEmpty { return .sampleMethods(methods) }
        }
        guard let api = apiType(of: type) else { return .none }
        let members = model.members(name, of: api.name)
        guard let first = members.first else { return .none }
        switch first.kind {
        case .property, .staticProperty, .event: return .engine(first)
        default: return .engineMethods(members)
        }
    }

    /// A member declared in a sample class.
    func sampleMember(_ name: String, in info: ClassInfo) -> Resolution? {
        var methods: [SampleMethod] = []
        for placed in info.members {
            // Only for a member of that name: this runs for every name looked up in a sample class.
            var isStatic: Bool { Self.modifiers(of: placed.syntax).contains("static") }
            // Kinds and names are read first: taking a node out of its `memberNode` copies it.
            let kind = placed.syntax.memberKind
            if kind == .fieldDecl, case .fieldDecl(let field) = placed.syntax.memberNode,
                field.declaration.declarators.contains(where: { $0.name.text == name })
            {
                return .field(
                    name: name, type: irTypeQuietly(field.declaration.type), isStatic: isStatic, owner: info.name)
            }
            guard kind == .propertyDecl || kind == .methodDecl, placed.syntax.memberName == name else { continue }
            if case .propertyDecl(let property) = placed.syntax.memberNode, property.name.text == name {
                if Self.isAutoProperty(property) {
                    return .field(name: name, type: irTypeQuietly(property.type), isStatic: isStatic, owner: info.name)
                }
                return .getter(
                    method: "get_\(name)", type: irTypeQuietly(property.type), isStatic: isStatic, owner: info.name)
            }
            if case .methodDecl(let method) = placed.syntax.memberNode, method.name.text == name {
                if method.modifiers.contains(where: { $0.text == "override" }),
                    let base = classChain(info.name).engineBase,
                    model.virtualMembers(of: base).contains(where: { $0.name == name })
                {
                    continue  // an override is called through the engine member it overrides
                }
                let required = method.parameters.filter { $0.defaultValue == nil }.count
                methods.append(
                    SampleMethod(
                        declaration: method, owner: info.name, name: name,
                        parameters: method.parameters.map { irTypeQuietly($0.type) },
                        required: required,
                        result: irTypeQuietly(method.returnType), isStatic: isStatic))
            }
        }
        if let implicit = info.implicitFields.first(where: { $0.0 == name }) {
            return .field(name: name, type: implicit.1, isStatic: false, owner: info.name)
        }
        return methods.isEmpty ? nil : .sampleMethods(methods)
    }

    /// `irType` without diagnostics (for lookups of declarations lowered elsewhere).
    func irTypeQuietly(_ syntax: (any TypeSyntax)?) -> IRType {
        quiet += 1
        defer { quiet -= 1 }
        return irType(syntax)
    }

    static func isAutoProperty(_ property: PropertyDeclSyntax) -> Bool {
        guard property.expressionBody == nil, let accessors = property.accessors else { return false }
        return accessors.allSatisfy { $0.body == nil }
    }

    static func modifiers(of member: any MemberDeclSyntax) -> [String] {
        switch member.memberNode {
        case .fieldDecl(let field): field.modifiers.map(\.text)
        case .methodDecl(let method): method.modifiers.map(\.text)
        case .propertyDecl(let property): property.modifiers.map(\.text)
        case .constructorDecl(let constructor): constructor.modifiers.map(\.text)
        default: []
        }
    }

    /// A C# name used as a type in an expression (`UIView`, `Monkeys`, `System.Math`).
    func typeReference(_ name: String) -> TypeReference? {
        if localType(name) != nil { return nil }
        if table.classes[name] != nil { return TypeReference(sampleClass: name, apiType: nil, name: name) }
        if let type = model.type(name) { return TypeReference(sampleClass: nil, apiType: type, name: name) }
        return nil
    }
}
