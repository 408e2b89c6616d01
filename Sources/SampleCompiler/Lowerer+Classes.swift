// Lowerer+Classes: a sample class → IRClass. Overrides are matched against the virtual members
// of the engine base (API model): a match takes the engine's Swift selector; a Classic-API name or
// a near-miss of a virtual member is CS0115 (with the intended member in a note) and is recovered
// as a plain method, which the engine never calls. Abstract members left out are CS0534.

import CSharpSyntax
import SampleModel

extension Lowerer {
    func lowerClass(_ info: ClassInfo) -> IRClass {
        currentClass = info.name
        let engineBase = classChain(info.name).engineBase
        // A base the model does not cover is recorded as not modelled and dropped from the IR:
        // the program only names types that exist.
        let baseName: String? = info.baseName.flatMap { name in
            table.classes[name] != nil ? name : model.type(name)?.swiftName
        }
        if let base = info.baseName, table.classes[base] == nil, model.type(base) == nil {
            origin = info.origin
            reportUnknownType(base, at: info.namePosition)
        }
        var irClass = IRClass(name: info.name, base: baseName)
        irClass.source = info.origin.irSource(info.range)
        irClass.attributes = info.attributes
        for placed in info.members {
            origin = placed.origin
            clearScopes()
            isStaticContext = Self.modifiers(of: placed.syntax).contains("static")
            let counts = (irClass.fields.count, irClass.initializers.count, irClass.methods.count)
            lowerMember(placed.syntax, into: &irClass, engineBase: engineBase)
            let source = placed.origin.irSource(placed.syntax.range)
            for index in counts.0..<irClass.fields.count { irClass.fields[index].source = source }
            for index in counts.1..<irClass.initializers.count { irClass.initializers[index].source = source }
            for index in counts.2..<irClass.methods.count { irClass.methods[index].source = source }
        }
        for (name, type) in info.implicitFields where !irClass.fields.contains(where: { $0.name == name }) {
            irClass.fields.append(IRField(name: name, type: type))
        }
        for outlet in outlets[info.name] ?? [] where !irClass.fields.contains(where: { $0.name == outlet.name }) {
            irClass.fields.append(IRField(name: outlet.name, type: .named(outlet.type)))
            irClass.outlets.append(outlet)
        }
        origin = info.origin
        checkAbstractMembers(irClass, engineBase: engineBase, at: info.namePosition)
        checkPartialMethods(info)
        return irClass
    }

    func lowerMember(_ syntax: any MemberDeclSyntax, into irClass: inout IRClass, engineBase: String?) {
        switch syntax.memberNode {
        case .fieldDecl(let field):
            let type = irType(field.declaration.type)
            for declarator in field.declaration.declarators {
                irClass.fields.append(
                    IRField(
                        name: declarator.name.text, type: type,
                        initialValue: declarator.initializer.map { expression($0, expected: type).0 },
                        isStatic: isStaticContext))
            }
        case .propertyDecl(let property):
            let type = irType(property.type)
            if Self.isAutoProperty(property) {
                irClass.fields.append(
                    IRField(
                        name: property.name.text, type: type,
                        initialValue: property.initializer.map { expression($0, expected: type).0 },
                        isStatic: isStaticContext))
                return
            }
            var body: [IRStmt] = []
            var hasGetter = true
            resultType = type
            if let expressionBody = property.expressionBody {
                body = [.return(expression(expressionBody, expected: type).0)]
            } else if let getter = property.accessors?.first(where: { $0.keyword.text == "get" })?.body {
                body = functionBody(getter, expected: type)
            } else {
                hasGetter = false
            }
            let overrides = property.modifiers.contains { $0.text == "override" }
            let overridden =
                overrides
                ? model.virtualMembers(of: engineBase ?? "").first {
                    $0.name == property.name.text && $0.kind == .property
                }
                : nil
            var getter = IRMethod(
                name: overridden?.swift.name ?? "get_\(property.name.text)", parameters: [], result: type,
                body: body,
                isOverride: overridden != nil, isStatic: isStaticContext)
            // An override of a property the engine does not simulate (`KeyCommands`,
            // `CanBecomeFirstResponder`) is read by the framework, as an override of such a
            // method is called: the harness reads it after the launch.
            getter.isFrameworkEntry = overrides && overridden == nil && !isStaticContext && hasGetter
            irClass.methods.append(getter)
        case .methodDecl(let method):
            irClass.methods.append(lowerMethod(method, in: irClass.name, engineBase: engineBase))
        case .constructorDecl(let constructor):
            irClass.initializers.append(lowerConstructor(constructor, engineBase: engineBase))
        case .elision, .unexpectedCode: break
        case .typeDecl(let type):
            _ = notModelled("nested type '\(type.name.text)'", at: type.name.range.start)
        default:
            let kind = syntax.memberNode.typeName.replacingSuffix("DeclSyntax")
            _ = notModelled("C# member '\(kind.lowercased())'", at: syntax.range.start)
        }
    }

    func functionBody(_ body: FunctionBody, expected: IRType) -> [IRStmt] {
        switch body {
        case .block(let block): return statements(block.statements)
        case .expression(let expressionSyntax):
            if expected == .void, let statement = expressionStatement(expressionSyntax) { return [statement] }
            let value = expression(expressionSyntax, expected: expected).0
            return expected == .void ? [.expression(value)] : [.return(value)]
        }
    }

    func lowerMethod(_ method: MethodDeclSyntax, in className: String, engineBase: String?) -> IRMethod {
        let parameters = method.parameters.map { IRParameter($0.name.text, irType($0.type)) }
        let result = irType(method.returnType)
        var name = method.name.text
        var isOverride = false
        var isFrameworkEntry = false
        if method.modifiers.contains(where: { $0.text == "override" }) {
            let errors = diagnostics.count
            if let member = overriddenMember(method, className: className, engineBase: engineBase) {
                name = member.swift.name
                isOverride = true
            } else {
                // Not an override with a compile error (CS0115): UIKit would never call that one.
                isFrameworkEntry = diagnostics.count == errors
            }
        }
        pushScope()
        for parameter in parameters { declareLocal(parameter.name, parameter.type) }
        resultType = result
        let body = method.body.map { functionBody($0, expected: result) } ?? []
        popScope()
        if !isOverride { name = overloads.name(name, parameters: parameters.map(\.type)) }
        var lowered = IRMethod(
            name: name, parameters: parameters, result: result, body: body, isOverride: isOverride,
            isStatic: isStaticContext)
        lowered.attributes = ClassTable.attributes(method.attributes)
        lowered.isDeclarationOnly = method.body == nil
        let isAction =
            method.body != nil
            && (method.modifiers.contains { $0.text == "partial" }
                || lowered.attributes.contains { $0.hasPrefix("Export(") || $0.hasPrefix("Action(") })
        lowered.isFrameworkEntry = (isFrameworkEntry || isAction) && !isOverride
        return lowered
    }

    /// The engine member an `override` replaces, or nil (after reporting) when there is none.
    func overriddenMember(_ method: MethodDeclSyntax, className: String, engineBase: String?) -> APIMember? {
        let name = method.name.text
        if classChain(className).classes.dropFirst().contains(where: { $0.declaresMethod(named: name) }) {
            return nil
        }
        guard let engineBase, model.type(engineBase) != nil else {
            _ = notModelled("override '\(name)' (base class not modelled)", at: method.name.range.start)
            return nil
        }
        let virtuals = model.virtualMembers(of: engineBase).filter { $0.kind == .method }
        if let match = virtuals.first(where: { $0.name == name && $0.parameters.count == method.parameters.count }) {
            return match
        }
        // An overload the platform has and the engine does not run: no error (the caller calls it
        // after the launch).
        if model.chain(engineBase).contains(where: {
            model.unsimulatedOverloads.contains("\($0.name).\(name)/\(method.parameters.count)")
        }) {
            return nil
        }
        var intended: String?
        var notes: [String] = []
        if let renamed = model.renamedMembers[name], let target = virtuals.first(where: { $0.name == renamed }) {
            intended = renamed
            notes.append(
                "'\(name)' is the Classic (MonoTouch) API name; the Unified API member is '\(renamed)' (Swift '\(target.swift.name)')"
            )
        } else if let close = EditDistance.closest(to: name, in: virtuals.map(\.name)) {
            intended = close
            notes.append("did you mean '\(close)'?")
        }
        guard intended != nil || virtuals.contains(where: { $0.name == name }) else {
            _ = notModelled("override of '\(engineBase).\(name)' (not in the API model)", at: method.name.range.start)
            return nil
        }
        let signature = method.parameters.map { $0.type.map(Self.typeText) ?? "?" }.joined(separator: ", ")
        notes.append("recovered: compiled as a plain method, which UIKit never calls")
        error(
            "CS0115", "'\(className).\(name)(\(signature))': no suitable method found to override",
            at: method.name.range.start, notes: notes)
        return nil
    }

    static func typeText(_ type: any TypeSyntax) -> String {
        if case .predefinedType(let predefined) = type.typeNode { return predefined.keyword.text }
        if case .arrayType(let array) = type.typeNode { return typeText(array.elementType) + "[]" }
        return ClassTable.simpleName(type) ?? "?"
    }

    func lowerConstructor(_ constructor: ConstructorDeclSyntax, engineBase: String?) -> IRInitializer {
        let parameters = constructor.parameters.map { IRParameter($0.name.text, irType($0.type)) }
        pushScope()
        for parameter in parameters { declareLocal(parameter.name, parameter.type) }
        var superInitializer = "init()"
        var superArguments: [IRExpr] = []
        if let initializer = constructor.initializer, initializer.keyword.text == "base" {
            let count = initializer.arguments.count
            let baseName = table.classes[currentClass]?.baseName ?? ""
            if table.classes[baseName] != nil {
                let number = sampleConstructor(of: baseName, arguments: initializer.arguments).number
                superInitializer = "init/\(count)" + (number > 1 ? "`\(number)" : "")
                superArguments = arguments(initializer.arguments, [])
            } else if let api = model.type(engineBase ?? ""),
                let match = api.constructors.first(where: { $0.parameters.count == count })
            {
                superInitializer = match.swift.name
                superArguments = arguments(initializer.arguments, match.parameters)
            } else {
                _ = notModelled("base constructor with \(count) arguments", at: initializer.range.start)
            }
        }
        resultType = .void
        let body = constructor.body.map { functionBody($0, expected: .void) } ?? []
        popScope()
        var lowered = IRInitializer(
            parameters: parameters, superInitializer: superInitializer, superArguments: superArguments, body: body)
        lowered.attributes = ClassTable.attributes(constructor.attributes)
        return lowered
    }

    func checkAbstractMembers(_ irClass: IRClass, engineBase: String?, at position: SourcePosition) {
        guard let engineBase else { return }
        let own = Set(irClass.methods.map(\.name))
        let missing = model.chain(engineBase).flatMap { type in
            type.members.filter { $0.isAbstract && !own.contains($0.swift.name) }.map { (type: type, member: $0) }
        }
        // Most engine bases have no abstract member: the bases' overrides are read only when the
        // class itself leaves one out.
        guard !missing.isEmpty else { return }
        let inherited = inheritedImplementations(of: irClass.name, engineBase: engineBase)
        for (type, member) in missing where !inherited.contains(member.swift.name) {
            let parameters = member.parameters.map { parameter -> String in
                let name = parameter.name ?? "\(parameter)"
                return model.typesBySwiftName[name].map { $0.kind == .interface ? $0.name : $0.name } ?? name
            }.joined(separator: ", ")
            error(
                "CS0534",
                "'\(irClass.name)' does not implement inherited abstract member '\(type.name).\(member.name)(\(parameters))'",
                at: position)
        }
    }

    /// The Swift names of the engine members that the sample classes `className` derives from
    /// implement, as lowering binds their overrides (`overriddenMember`): an override that is not
    /// abstract, of no method a class above declares, implements the engine member of its name
    /// and arity.
    private func inheritedImplementations(of className: String, engineBase: String) -> Set<String> {
        let virtuals = model.virtualMembers(of: engineBase).filter { $0.kind == .method }
        let bases = Array(classChain(className).classes.dropFirst())
        return Set(
            bases.indices.flatMap { position in
                bases[position].members.compactMap { placed -> String? in
                    guard placed.syntax.memberKind == .methodDecl,
                        case .methodDecl(let method) = placed.syntax.memberNode,
                        method.modifiers.contains(where: { $0.text == "override" }),
                        !method.modifiers.contains(where: { $0.text == "abstract" })
                    else { return nil }
                    let name = method.name.text
                    guard !bases[(position + 1)...].contains(where: { $0.declaresMethod(named: name) }) else {
                        return nil
                    }
                    return virtuals.first { $0.name == name && $0.parameters.count == method.parameters.count }?
                        .swift.name
                }
            })
    }
}
