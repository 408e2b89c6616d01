// SwiftExpressionEmitter: IR expressions → Swift source text against the engine's UIKit-named API.
// Every name from a sample goes through `SwiftIdentifier`, every literal through `SwiftLiteral`;
// engine members are written from their Swift selectors. C# numeric semantics are kept by the
// helpers of the generated `CSharp` namespace (`SampleSupportSource`): a floating operation
// converts each operand with `CSharp.float`, whatever its Swift type.

import SampleModel

/// Writes IR expressions as Swift expressions.
struct SwiftExpressionEmitter {
    /// Sample class names → their Swift type names.
    let typeNames: [String: String]
    /// Sample classes by name (for static members and selectors of sample methods).
    let classes: [String: IRClass]
    /// Locals the enclosing function assigns after declaring them (closures keep them `var`).
    var assigned: Set<String> = []
    /// The declared types of the enclosing function's locals and parameters.
    var localTypes: [String: IRType] = [:]
    /// The enclosing function's locals that are `SampleValue`s (`RecordingDoubleWriter.dynamicLocals`).
    var dynamicLocals: Set<String> = []
    /// The program's instance fields that are `SampleValue`s (`FrameworkCallWriter.dynamicFields`).
    var dynamicFields: Set<String> = []
    /// Whether the enclosing function (not a closure in it) returns a `SampleValue`.
    var returnsSampleValue = false
    /// The sample class whose member is being written.
    var currentClass: String?
    /// The program's initializer and method parameters that are `SampleValue`s: arguments handed
    /// there are converted as the interpreter holds them.
    var valuePositions = ValuePositions()

    /// The declared type of the field `name` of the current class or a sample class it derives
    /// from, nearest first.
    func fieldType(_ name: String) -> IRType? {
        chain(from: currentClass).lazy.compactMap { $0.fields.first { $0.name == name }?.type }.first
    }

    /// The sample class `className` and the sample classes it derives from, nearest first (a
    /// cycle stops where it repeats a class).
    func chain(from className: String?) -> [IRClass] { Self.chain(from: className, in: classes) }

    /// The chain of `className` among `classes` (see the instance method).
    static func chain(from className: String?, in classes: [String: IRClass]) -> [IRClass] {
        var chain: [IRClass] = []
        var current = className
        var seen: Set<String> = []
        while let name = current, let irClass = classes[name], seen.insert(name).inserted {
            chain.append(irClass)
            current = irClass.base
        }
        return chain
    }

    /// The method `name` the current class or a sample class it derives from declares, nearest
    /// first and the last declaration of a class, as the interpreter finds a method by name.
    func method(_ name: String) -> IRMethod? {
        chain(from: currentClass).lazy.compactMap { $0.methods.last { $0.name == name } }.first
    }

    /// A parameter's Swift name: `_` for one the C# leaves unnamed (a log line read as code),
    /// which Swift would otherwise take for two parameters of one name.
    static func parameterName(_ parameter: IRParameter) -> String {
        parameter.name.isEmpty ? "_" : localName(parameter.name)
    }

    /// A sample or engine type name in Swift.
    func typeName(_ name: String) -> String {
        typeNames[name] ?? SwiftIdentifier.escape(name)
    }

    /// A sample member's Swift name: escaped, and renamed when it would collide with an engine
    /// member (`transitioningDelegate` → `transitioningDelegate_`).
    static func memberName(_ name: String) -> String {
        // An overload's own name (`Greet`2`, `IROverloadName`) as `Greet_overload2`.
        let (base, number) = IROverloadName.split(name)
        let escaped = SwiftIdentifier.escape(number.map { "\(base)_overload\($0)" } ?? name)
        return EngineMemberNames.all.contains(escaped) || SwiftModelEmitter.shadowed.contains(escaped)
            ? escaped + "_" : escaped
    }

    /// A local's or parameter's Swift name: escaped, and renamed when it would hide a type or
    /// helper the generated code refers to (`CSharp` → `CSharp_`).
    static func localName(_ name: String) -> String {
        let escaped = SwiftIdentifier.escape(name)
        return SwiftModelEmitter.shadowed.contains(escaped) ? escaped + "_" : escaped
    }

    /// The Swift spelling of an IR type, as a stored property, local or parameter type: objects
    /// are implicitly unwrapped optionals (C# references may be null), values are plain.
    func storageType(_ type: IRType) -> String {
        switch type {
        case .void: "Void"
        case .bool: "Bool"
        case .int: "Int"
        case .float: "CGFloat"
        case .string: "String!"
        case .named(let name) where Self.valueTypes.contains(name): typeName(name)
        // Arrays of numbers hold numbers, as `newArray` and `arrayLiteral` make them.
        case .named("[Int]"), .named("[CGFloat]"): "\(type.description)!"
        case .named(let name) where name.hasPrefix("[") && name.hasSuffix("]"):
            "[\(arrayElementType(String(name.dropFirst().dropLast())))?]!"
        case .named(let name): "\(typeName(name))!"
        case .closure(let parameters, let result):
            "((\(parameters.map(storageType).joined(separator: ", "))) -> \(resultType(result)))!"
        case .null, .unknown: "AnyObject!"
        }
    }

    /// The Swift spelling of an array's element type, given as the IR spells it inside the
    /// array's name (`[Any]` for an array of values of undetermined type).
    func arrayElementType(_ name: String) -> String {
        name == IRType.unknown.description || name == IRType.null.description ? "Any" : typeName(name)
    }

    /// The Swift spelling of an IR type as a result type.
    func resultType(_ type: IRType) -> String {
        switch type {
        case .void: "Void"
        case .named(let name) where name.hasPrefix("["): String(storageType(type).dropLast()) + "?"
        case .named(let name) where !Self.valueTypes.contains(name): "\(typeName(name))?"
        case .string, .null, .unknown, .closure: String(storageType(type).dropLast()) + "?"
        default: storageType(type)
        }
    }

    /// The default value of a stored property of `type`, if it needs one.
    func defaultValue(_ type: IRType) -> String? {
        switch type {
        case .bool: "false"
        case .int: "0"
        case .float: "0"
        case .named(let name) where Self.valueTypes.contains(name): "\(typeName(name))()"
        case .void: nil
        default: nil
        }
    }

    /// Engine value types (structs): stored without optionality, defaulting to their empty value.
    static let valueTypes: Set<String> = [
        "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "IndexPath", "CGAffineTransform",
    ]

    /// Whether `text` is a plain ASCII identifier (what engine type and member names are).
    static func isPlainIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// Whether an engine member can be written as it is: a plain (possibly nested) owner and a plain name or selector
    /// (`present(_:animated:completion:)`). The compiler only produces such names; a model built
    /// any other way gets `CSharp.notModelledValue` instead of its text.
    static func isEngineMember(_ member: IREngineMember) -> Bool {
        member.owner.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isPlainIdentifier)
            && isSelector(member.name)
    }

    /// Whether `name` is `identifier` or `identifier(label:…)` with plain labels.
    static func isSelector(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "(") else { return isPlainIdentifier(Substring(name)) }
        guard name.hasSuffix(")"), isPlainIdentifier(name[..<open]) else { return false }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        guard inner.isEmpty || inner.hasSuffix(":") else { return false }
        return inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().allSatisfy {
            $0 == "_" || isPlainIdentifier($0)
        }
    }

    /// The stand-in for an engine member whose name cannot be written safely.
    static func unsafeMember(_ member: IREngineMember) -> String {
        "CSharp.notModelledValue(\(SwiftLiteral.string(member.description)))"
    }

    /// The labels of a selector: `present(_:animated:completion:)` → `[nil, animated, completion]`.
    static func labels(_ selector: String) -> (base: String, labels: [String?])? {
        guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else { return nil }
        let base = String(selector[..<open])
        let inner = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { label -> String? in
            label == "_" ? nil : String(label)
        }
        return (base, labels)
    }

    /// `base(label: a, b)` from a selector and arguments; a name without a selector gets unlabeled
    /// arguments (sample methods, whose Swift declarations have `_` labels).
    func call(_ name: String, _ arguments: [IRExpr], engine: Bool, owner: String? = nil, converting: Bool = true)
        -> String
    {
        let labelList = Self.labels(name)?.labels ?? []
        // A sample method's parameters that are `SampleValue`s take their arguments converted.
        let values = engine ? [] : valuePositions.method(name, arity: arguments.count)
        let written = arguments.enumerated().map { index, argument -> String in
            if values.contains(index) { return valueArgument(argument) }
            if engine, converting, isInteger(argument) { return "CSharp.implicit(\(expression(argument)))" }
            guard case .closure(let closure) = argument else { return expression(argument) }
            let label = index < labelList.count ? labelList[index] : nil
            // UIKit's animation completions take `finished`; C# `Action` completions ignore it.
            let arity = owner == "UIView" && label == "completion" ? 1 : nil
            return self.closure(closure, arity: arity)
        }
        return Self.call(name, written: written, engine: engine)
    }

    /// A new engine object or value from its initializer's call (`init(frame: r)`).
    static func creation(_ member: IREngineMember, _ initializer: String) -> String {
        let created = member.owner + initializer.dropFirst(initializer.hasPrefix("init(") ? 4 : 0)
        return member.owner.hasSuffix("GestureRecognizer") ? "SampleHarness.created(\(created))" : created
    }

    /// Whether `expression` is a `++` or `--` of a typed number (a local, a field, a static
    /// field, an array's element, an engine property), which `CSharp.increment` changes in place.
    /// The interpreter evaluates the target's object and index twice (to read, then to store):
    /// they must be plain (without effect: a local, `this`, a literal, an enum case, a field or
    /// property of `this`), so that once is the same.
    func isTypedIncrement(_ expression: IRExpr) -> Bool {
        guard case .increment(let target, _, _, let arithmetic) = expression, arithmetic != .other else {
            return false
        }
        func isPlain(_ part: IRExpr) -> Bool {
            switch part {
            case .field(.this, _), .property(.this, _): true
            default: RecordingDoubleWriter.isInline(part)
            }
        }
        switch target {
        case .local(let name): return !dynamicLocals.contains(name)
        case .field(let base, let name): return !dynamicFields.contains(name) && isPlain(base)
        case .staticField: return true
        case .element(let base, let index): return isPlain(base) && isPlain(index)
        case .property(let base, _): return isPlain(base)
        case .recorded, .assumed: return false
        }
    }

    /// Whether `expression` is a Swift `Int` (an integer local, field, cast, count or integer
    /// arithmetic; a literal takes the parameter's type in Swift), which an engine member taking
    /// a floating number takes through `CSharp.implicit`, as C# converts it.
    func isInteger(_ expression: IRExpr) -> Bool {
        switch expression {
        // (A literal takes the parameter's type in Swift, as the compiler typed it.)
        case .count, .convert(_, .int), .unary(.negate, _, .integer): true
        case .local(let name): localTypes[name] == .int && !dynamicLocals.contains(name)
        case .field(.this, let name): fieldType(name) == .int && !dynamicFields.contains(name)
        case .binary(let op, _, _, .integer):
            [.add, .subtract, .multiply, .divide, .remainder, .shiftLeft, .shiftRight].contains(op)
        default: false
        }
    }

    /// `base(label: a, b)` from a selector and the arguments' Swift text.
    static func call(_ name: String, written: [String], engine: Bool) -> String {
        if let (base, labels) = labels(name) {
            let parts = written.enumerated().map { index, argument in
                let label = index < labels.count ? labels[index] : nil
                // Labels come from engine selectors (plain identifiers); keywords need no escaping there.
                return label.map { "\($0): \(argument)" } ?? argument
            }
            return "\(engine ? base : memberName(base))(\(parts.joined(separator: ", ")))"
        }
        return "\(memberName(name))(\(written.joined(separator: ", ")))"
    }

    /// `base` as the receiver of a member: a sample method's result, which Swift declares
    /// optional when it is an object (it may answer null), unwrapped as C# dereferences it.
    func receiver(_ base: IRExpr) -> String {
        let called: IRMethod?
        switch base {
        case .call(.this, let name, _) where !name.contains("("): called = method(name)
        case .staticCall(let type, let name, _): called = classes[type]?.methods.last { $0.name == name }
        case .call(_, let name, _) where !name.contains("("):
            // The receiver's class is not known here: a declaration of the name.
            called =
                classes.values.sorted { $0.name < $1.name }.lazy.compactMap { irClass in
                    irClass.methods.last { $0.name == name }
                }.first
        default: called = nil
        }
        guard let called, !valuePositions.results.contains(called.name), resultType(called.result).hasSuffix("?")
        else { return expression(base) }
        return "\(expression(base))!"
    }

    /// The Swift expression for `expression`.
    func expression(_ expression: IRExpr) -> String {
        switch expression {
        // A typed value is never a stand-in: the test as C# writes it (`RecordingDoubleWriter`
        // writes the one of a double's value).
        case .standInTest(let tested, let test, _, _): return self.expression(test.condition(tested))
        case .literal(let literal): return self.literal(literal)
        case .local(let name): return Self.localName(name)
        case .this: return "self"
        case .field(let base, let name): return "\(receiver(base)).\(Self.memberName(name))"
        case .staticField(let type, let name): return "\(typeName(type)).\(Self.memberName(name))"
        case .property(_, let member) where !Self.isEngineMember(member): return Self.unsafeMember(member)
        case .typeProperty(let member) where !Self.isEngineMember(member): return Self.unsafeMember(member)
        case .method(_, let member, _) where !Self.isEngineMember(member): return Self.unsafeMember(member)
        case .superMethod(let member, _) where !Self.isEngineMember(member): return Self.unsafeMember(member)
        case .typeMethod(let member, _) where !Self.isEngineMember(member): return Self.unsafeMember(member)
        case .new(let member, _, _) where !Self.isEngineMember(member): return Self.unsafeMember(member)
        case .call(_, let name, _) where name.contains("(") && !Self.isSelector(name):
            return Self.unsafeMember(IREngineMember("Sample", name))
        case .property(let base, let member):
            return "\(receiver(base)).\(member.name)\(Self.optionalMembers.contains(member.name) ? "!" : "")"
        case .typeProperty(let member): return typeProperty(member)
        case .call(.this, let name, let arguments) where method(name)?.isStatic == true:
            // A static method called as C# lets a class call its own (`App.Update ()`).
            return "\(typeName(currentClass ?? "")).\(call(name, arguments, engine: false))"
        case .call(let base, let name, let arguments):
            return "\(receiver(base)).\(call(name, arguments, engine: name.contains("(")))"
        case .staticCall(let type, let name, let arguments):
            return "\(typeName(type)).\(call(name, arguments, engine: false))"
        case .method(let base, let member, let arguments):
            let optional = Self.optionalMembers.contains(member.name) ? "!" : ""
            return
                "\(receiver(base)).\(call(member.name, arguments, engine: true, owner: member.owner))\(optional)"
        case .superMethod(let member, let arguments):
            return "super.\(call(member.name, arguments, engine: true))"
        case .typeMethod(let member, let arguments):
            if member.owner == "Console", arguments.count == 1, !Self.isStringLiteral(arguments[0]) {
                // As C# (and the interpreter) prints a value: `True`, `1.5`, a string optional's text.
                return "Console.\(member.name.prefix { $0 != "(" })(CSharp.text(\(self.expression(arguments[0]))))"
            }
            if member.owner == "Swift" || member.owner == "Foundation" {
                // C#'s own numeric functions (`Math.Max`), which keep an integer an integer.
                return "CSharp.\(call(member.name, arguments, engine: true, converting: false))"
            }
            return "\(member.owner).\(call(member.name, arguments, engine: true, owner: member.owner))"
        case .new(let member, let arguments, let initializers):
            let created = Self.creation(member, call(member.name, arguments, engine: true))
            return withInitializers(created, type: member.owner, initializers)
        case .newObject(let name, let arguments, let initializers):
            let positions = valuePositions.initializer(name, arity: arguments.count)
            let written = arguments.enumerated().map {
                positions.contains($0) ? valueArgument($1) : self.expression($1)
            }
            let created = "\(typeName(name))(\(written.joined(separator: ", ")))"
            return withInitializers(created, type: name, initializers)
        case .newArray(let type, let count):
            if type == .int { return "[Int](repeating: 0, count: \(self.expression(count)))" }
            if type == .float { return "[CGFloat](repeating: 0, count: \(self.expression(count)))" }
            let element = String(storageType(type).dropLast())
            return "[\(element)?](repeating: nil, count: \(self.expression(count)))"
        case .arrayLiteral(let type, let elements):
            let list = elements.map(self.expression).joined(separator: ", ")
            if type == .int { return "[Int]([\(list)])" }
            if type == .float { return "[CGFloat]([\(list)])" }
            return "[\(String(storageType(type).dropLast()))?]([\(list)])"
        case .element(let base, let index): return "\(self.expression(base))[\(self.expression(index))]"
        case .count(let base): return "\(self.expression(base)).count"
        case .closure(let closure): return self.closure(closure, arity: nil)
        case .unary(let op, let operand, let arithmetic):
            if op == .negate, arithmetic == .integer { return "(0 &- \(self.expression(operand)))" }
            let inner = arithmetic == .floating ? floating(operand) : self.expression(operand)
            return "(\(op.rawValue)\(inner))"
        case .binary(let op, let left, let right, let arithmetic):
            if op == .coalesce { return "(\(self.expression(left)) ?? \(self.expression(right)))" }
            if op == .add, arithmetic == .other {
                let doubles = RecordingDoubleWriter(expressions: self)
                return "CSharp.concat(\(doubles.concatOperand(left)), \(doubles.concatOperand(right)))"
            }
            if arithmetic == .floating {
                let (a, b) = (floating(left), floating(right))
                if op == .remainder { return "\(a).truncatingRemainder(dividingBy: \(b))" }
                return "(\(a) \(op.rawValue) \(b))"
            }
            if arithmetic == .integer {
                let (a, b) = (self.expression(left), self.expression(right))
                switch op {
                // C# integers wrap on overflow (unchecked), as the interpreter computes them.
                case .add: return "(\(a) &+ \(b))"
                case .subtract: return "(\(a) &- \(b))"
                case .multiply: return "(\(a) &* \(b))"
                case .shiftLeft, .shiftRight: return "(\(a) \(op.rawValue) (\(b) & 63))"
                default: return "(\(a) \(op.rawValue) \(b))"
                }
            }
            if op == .bitAnd || op == .bitOr || op == .bitXor {
                // On flags (both sides evaluated, unlike `&&` and `||`) or an engine option set.
                return "CSharp.\(op)(\(self.expression(left)), \(self.expression(right)))"
            }
            return "(\(self.expression(left)) \(op.rawValue) \(self.expression(right)))"
        case .conditional(let condition, let then, let otherwise):
            return "(\(self.expression(condition)) ? \(self.expression(then)) : \(self.expression(otherwise)))"
        case .isInstance(let value, let type): return "(\(self.expression(value)) is \(typeName(type)))"
        case .convert(let value, let type):
            switch type {
            case .int: return "CSharp.int(\(self.expression(value)))"
            case .float: return "CSharp.float(\(self.expression(value)))"
            default: return "(\(self.expression(value)) as? \(String(storageType(type).dropLast())))"
            }
        case .notModelled(let api):
            return "CSharp.notModelledValue(\(SwiftLiteral.string(api)))"
        // `EmitterCoverage` keeps programs with recording doubles or assumed names out of the
        // generated package; should one get here, it stops where the interpreter would record.
        case .recorded(let access):
            return "CSharp.notModelledValue(\(SwiftLiteral.string("recorded " + access.member)))"
        case .increment(let target, let op, let isPrefix, _) where isTypedIncrement(expression):
            // The variable changed in place, its new or old value answered, as C# does.
            return
                "CSharp.increment(&\(self.expression(target.expression)), \(op == .add ? 1 : -1), prefix: \(isPrefix))"
        case .increment: return "CSharp.notModelledValue(\"increment in an expression\")"
        case .assumed(let name):
            return "CSharp.notModelledValue(\(SwiftLiteral.string("assumed " + name)))"
        }
    }

    /// An argument the sample method or initializer takes as a `SampleValue`, converted as the
    /// interpreter holds it (`RecordingDoubleWriter.value`).
    func valueArgument(_ argument: IRExpr) -> String {
        switch RecordingDoubleWriter(expressions: self).value(argument) {
        case .success(let written): return written
        // `EmitterCoverage` keeps such a program out of the package.
        case .failure(let gap): return "CSharp.notModelledValue(\(SwiftLiteral.string(gap.description)))"
        }
    }

    /// An operand of floating arithmetic: literals and floating arithmetic results as they are
    /// (already floating), anything else converted with `CSharp.float`.
    func floating(_ operand: IRExpr) -> String {
        switch operand {
        case .literal(.float), .literal(.int): return expression(operand)
        case .binary(let op, _, _, .floating) where [.add, .subtract, .multiply, .divide].contains(op):
            return expression(operand)
        case .unary(.negate, _, .floating): return expression(operand)
        case .typeProperty(let member) where member.owner == "Double" || member.owner == "CGFloat":
            return expression(operand)
        default: return "CSharp.float(\(expression(operand)))"
        }
    }

    /// Whether `expression` is a string literal.
    static func isStringLiteral(_ expression: IRExpr) -> Bool {
        if case .literal(.string) = expression { return true }
        return false
    }

    /// Engine members whose Swift value is optional and which C# dereferences directly.
    static let optionalMembers: Set<String> = [
        "collectionView", "viewController(forKey:)", "view(forKey:)", "navigationController", "superview",
        "window", "presentedViewController", "presentingViewController", "parent",
    ]

    func literal(_ literal: IRLiteral) -> String {
        switch literal {
        case .null: "nil"
        case .bool(let value): SwiftLiteral.bool(value)
        case .int(let value): SwiftLiteral.int(value)
        case .float(let value): SwiftLiteral.double(value)
        case .string(let value): SwiftLiteral.string(value)
        }
    }

    func typeProperty(_ member: IREngineMember) -> String {
        if member.name == "self" { return "\(member.owner).self" }
        if member.owner == "Double" || member.owner == "CGFloat" {
            return "CSharp.float(\(member.owner).\(member.name))"
        }
        return "\(member.owner).\(SwiftIdentifier.escape(member.name))"
    }

    /// `{ let object = T(…); object.a = …; return object }()` for C# object initializers.
    func withInitializers(_ created: String, type: String, _ initializers: [IRMemberInit]) -> String {
        guard !initializers.isEmpty else { return created }
        let assignments = initializers.map { initializer -> String in
            switch initializer.target {
            case .field(let name): return "object.\(Self.memberName(name)) = \(expression(initializer.value))"
            case .property(let member) where !Self.isEngineMember(member):
                return "CSharp.notModelled(\(SwiftLiteral.string(member.description)))"
            case .property(let member): return "object.\(member.name) = \(expression(initializer.value))"
            case .recorded(let member): return "CSharp.notModelled(\(SwiftLiteral.string("recorded " + member)))"
            case .recordedElement: return "CSharp.notModelled(\(SwiftLiteral.string("recorded Add")))"
            }
        }
        let binding = Self.valueTypes.contains(type) ? "var" : "let"
        return "{ \(binding) object = \(created); \(assignments.joined(separator: "; ")); return object }()"
    }

    /// A closure; `arity` is the number of parameters its context passes when known (extra ones
    /// are ignored, missing ones are declared `nil` as C# lambdas may declare more than Swift passes).
    func closure(_ closure: IRClosure, arity: Int?) -> String {
        var writer = SwiftWriter()
        var inner = self
        inner.returnsSampleValue = false
        SwiftStatementEmitter(expressions: inner, assigned: assigned).statements(closure.body, into: &writer)
        let names = closure.parameters.map { Self.localName($0.name) }
        let passed = arity ?? names.count
        var head = (0..<passed).map { $0 < names.count ? names[$0] : "_" }.joined(separator: ", ")
        if passed == 0 { head = "" }
        var body = writer.text
        let used = AssignedLocals.used(in: closure.body)
        for parameter in closure.parameters.dropFirst(passed) where used.contains(parameter.name) {
            body = "var \(Self.localName(parameter.name)): \(storageType(parameter.type)) = nil\n" + body
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let indented = lines.map { "    " + $0 }.joined(separator: "\n")
        return "{ \(head.isEmpty ? "" : head + " in")\n\(indented)\n}"
    }
}
