// IRPrinter: the sample model as Swift-like text, for reading (`docparity run --ir`) and for
// golden tests. It is not the Swift emitter: names are not escaped and sample methods keep their
// C# names.

/// Prints programs, classes, statements and expressions as Swift-like text.
public struct IRPrinter {
    private var out = ""
    private var depth = 0

    /// Creates a printer.
    public init() {}

    /// The text of a whole program.
    public static func print(_ program: IRProgram) -> String {
        var printer = IRPrinter()
        printer.line("// scenario: \(describe(program.scenario))")
        for irClass in program.classes { printer.printClass(irClass) }
        return printer.out
    }

    /// The text of one expression.
    public static func print(_ expression: IRExpr) -> String { text(expression) }

    /// A scenario in words.
    public static func describe(_ scenario: IRScenario) -> String {
        switch scenario {
        case .hostStatements(let host, let method): "statements in \(host).\(method)()"
        case .appLaunch(let delegate, let method): "launch \(delegate).\(method)"
        case .controller(let name): "controller \(name) in a navigation controller"
        case .exercise(let classes): "exercise \(classes.joined(separator: ", "))"
        case .none: "none"
        }
    }

    private mutating func line(_ text: String) {
        let indentation = String(repeating: "    ", count: depth)
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += indentation + part + "\n"
        }
    }

    private mutating func printClass(_ irClass: IRClass) {
        line("class \(irClass.name)\(irClass.base.map { ": \($0)" } ?? "") {")
        depth += 1
        for field in irClass.fields {
            let initial = field.initialValue.map { " = \(Self.text($0))" } ?? ""
            line("\(field.isStatic ? "static " : "")var \(field.name): \(field.type)\(initial)")
        }
        for outlet in irClass.outlets { line("outlet \(outlet.name): \(outlet.type) (inferred from use)") }
        for initializer in irClass.initializers {
            line("init(\(Self.parameters(initializer.parameters))) {")
            depth += 1
            let selector = initializer.superInitializer
            line(
                selector.hasPrefix("init/")
                    ? "super.init(\(Self.list(initializer.superArguments)))"
                    : "super.\(Self.call(selector, initializer.superArguments))")
            for statement in initializer.body { printStatement(statement) }
            depth -= 1
            line("}")
        }
        for method in irClass.methods {
            let prefix = (method.isStatic ? "static " : "") + (method.isOverride ? "override " : "")
            let result = method.result == .void ? "" : " -> \(method.result)"
            line("\(prefix)func \(Self.signature(method.name, method.parameters))\(result) {")
            depth += 1
            for statement in method.body { printStatement(statement) }
            depth -= 1
            line("}")
        }
        depth -= 1
        line("}")
    }

    private mutating func printBlock(_ header: String, _ body: [IRStmt], closing: String = "}") {
        line(header)
        depth += 1
        for statement in body { printStatement(statement) }
        depth -= 1
        line(closing)
    }

    private mutating func printStatement(_ statement: IRStmt) {
        switch statement {
        case .declare(let name, let type, let value):
            line("var \(name): \(type)\(value.map { " = \(Self.text($0))" } ?? "")")
        case .assign(let target, let value): line("\(Self.text(target.expression)) = \(Self.text(value))")
        case .compoundAssign(let target, let op, let value, _):
            line("\(Self.text(target.expression)) \(op.rawValue)= \(Self.text(value))")
        case .addHandler(let target, let event, let handler):
            line("\(Self.text(target)).addHandler(for: .\(event.name), \(Self.text(handler)))")
        case .expression(let expression): line(Self.text(expression))
        case .if(let condition, let then, let otherwise):
            printBlock("if \(Self.text(condition)) {", then, closing: otherwise.isEmpty ? "}" : "} else {")
            if !otherwise.isEmpty {
                depth += 1
                for statement in otherwise { printStatement(statement) }
                depth -= 1
                line("}")
            }
        case .loop(let condition, let body, let step):
            printBlock("while \(Self.text(condition)) {", body + step)
        case .return(let value): line("return" + (value.map { " " + Self.text($0) } ?? ""))
        case .break: line("break")
        case .continue: line("continue")
        case .block(let body): printBlock("do {", body)
        case .try(let body, let catches, let finally):
            printBlock("do {", body, closing: "}")
            for clause in catches {
                let binding = [clause.type, clause.name.map { "let \($0)" }].compactMap { $0 }.joined(separator: " ")
                printBlock("catch \(binding) {", clause.body)
            }
            if !finally.isEmpty { printBlock("finally {", finally) }
        case .throw(let value): line("throw" + (value.map { " " + Self.text($0) } ?? ""))
        case .notModelled(let api): line("notModelled(\"\(api)\")")
        }
    }

    /// `name(label parameter: Type, …)` from a Swift selector or a plain name.
    private static func signature(_ name: String, _ parameters: [IRParameter]) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
            return "\(name)(\(Self.parameters(parameters)))"
        }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        let parts = parameters.enumerated().map { index, parameter in
            let label = index < labels.count ? labels[index] : "_"
            return label == parameter.name
                ? "\(label): \(parameter.type)" : "\(label) \(parameter.name): \(parameter.type)"
        }
        return "\(name[..<open])(\(parts.joined(separator: ", ")))"
    }

    private static func parameters(_ parameters: [IRParameter]) -> String {
        parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
    }

    private static func list(_ expressions: [IRExpr]) -> String {
        expressions.map(text).joined(separator: ", ")
    }

    /// Labels of a Swift selector applied to arguments: `present(_:animated:)` + (a, b) → `a, animated: b`.
    private static func call(_ selector: String, _ arguments: [IRExpr]) -> String {
        guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else {
            return "\(selector)(\(list(arguments)))"
        }
        let name = selector[..<open]
        let labels = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        let parts = arguments.enumerated().map { index, argument in
            let label = index < labels.count && labels[index] != "_" ? "\(labels[index]): " : ""
            return label + text(argument)
        }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    private static func created(_ creation: String, _ inits: [IRMemberInit]) -> String {
        guard !inits.isEmpty else { return creation }
        let sets = inits.map { initializer -> String in
            switch initializer.target {
            case .field(let name): "$0.\(name) = \(text(initializer.value))"
            case .property(let member): "$0.\(member.name) = \(text(initializer.value))"
            case .recorded(let member): "recorded($0.\(member)) = \(text(initializer.value))"
            case .recordedElement: "recorded($0.Add(\(text(initializer.value))))"
            }
        }
        return "with(\(creation)) { \(sets.joined(separator: "; ")) }"
    }

    private static func text(_ expression: IRExpr) -> String {
        switch expression {
        case .literal(let literal):
            switch literal {
            case .null: return "nil"
            case .bool(let value): return String(value)
            case .int(let value): return String(value)
            case .float(let value): return String(value)
            case .string(let value): return "\"" + value.map { $0 == "\"" ? "\\\"" : String($0) }.joined() + "\""
            }
        case .local(let name): return name
        case .this: return "self"
        case .field(let base, let name): return "\(text(base)).\(name)"
        case .staticField(let type, let name): return "\(type).\(name)"
        case .property(let base, let member): return "\(text(base)).\(member.name)"
        case .typeProperty(let member): return member.description
        case .call(let base, let name, let arguments): return "\(text(base)).\(name)(\(list(arguments)))"
        case .staticCall(let type, let name, let arguments): return "\(type).\(name)(\(list(arguments)))"
        case .method(let base, let member, let arguments): return "\(text(base)).\(call(member.name, arguments))"
        case .superMethod(let member, let arguments): return "super.\(call(member.name, arguments))"
        case .typeMethod(let member, let arguments):
            let owner = member.owner == "Swift" ? "" : member.owner + "."
            return owner + call(member.name, arguments)
        case .new(let member, let arguments, let inits):
            return created(member.owner + call(String(member.name.dropFirst(4)), arguments), inits)
        case .newObject(let type, let arguments, let inits):
            return created("\(type)(\(list(arguments)))", inits)
        case .newArray(let type, let count): return "Array<\(type)>(repeating: .default, count: \(text(count)))"
        case .arrayLiteral(let type, let elements): return "[\(list(elements))] as [\(type)]"
        case .element(let base, let index): return "\(text(base))[\(text(index))]"
        case .count(let base): return "\(text(base)).count"
        case .closure(let closure):
            let parameters = closure.parameters.map(\.name).joined(separator: ", ")
            var printer = IRPrinter()
            printer.depth = 1
            for statement in closure.body { printer.printStatement(statement) }
            return "{\(parameters.isEmpty ? "" : " " + parameters + " in")\n\(printer.out)}"
        case .unary(let op, let operand, _): return "\(op.rawValue)\(text(operand))"
        case .increment(let target, let op, let isPrefix, _):
            let sign = op == .add ? "++" : "--"
            return isPrefix ? sign + text(target.expression) : text(target.expression) + sign
        case .binary(let op, let left, let right, let arithmetic):
            let marker = arithmetic == .integer && op == .divide ? " /* Int */" : ""
            return "(\(text(left)) \(op.rawValue) \(text(right))\(marker))"
        case .conditional(let condition, let then, let otherwise):
            return "(\(text(condition)) ? \(text(then)) : \(text(otherwise)))"
        case .isInstance(let value, let type): return "(\(text(value)) is \(type))"
        case .convert(let value, let type): return "\(type)(\(text(value)))"
        case .recorded(let access):
            let member = access.receiver.map { "\(text($0)).\(access.member)" } ?? access.member
            return created(
                "recorded(\(member)\(access.arguments.map { "(\(list($0)))" } ?? ""))", access.initializers)
        case .assumed(let name): return "assumed(\(name))"
        case .notModelled(let api): return "notModelled(\"\(api)\")"
        case .standInTest(let value, let test, let prefer, let site):
            return "preferring(\(prefer), \(site), \(text(test.condition(value))))"
        }
    }
}
