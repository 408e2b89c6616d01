// SampleMemberWriter: a sample method called, or a sample field read, on a value the sample
// holds as a `SampleValue` (an event's arguments, an element of a double's collection, a field
// whose type the article leaves open). The interpreter finds the member on the object's class at
// run time (`RecordingDoubles.sampleCall`, `sampleField`: a stand-in's call recorded, null C#'s
// exception); the generated code asks which sample class the object is, the most derived first,
// and calls that class's Swift member, converting the arguments to its parameters' types.

import SampleModel

extension RecordingDoubleWriter {
    /// `base.name(arguments)` on a `SampleValue` receiver.
    func sampleCall(_ expression: IRExpr, _ base: IRExpr, _ name: String, _ arguments: [IRExpr]) -> Result<
        String, EmitterGap
    > {
        // Declarations of the name that disagree on which parameters are `SampleValue`s cannot
        // all be called with one list.
        if expressions.valuePositions.disagreeing.contains(name) {
            return .failure(Self.gap(firstDouble(expression), "to call a method declared with other parameter types"))
        }
        let positions = expressions.valuePositions.method(name, arity: arguments.count)
        var branches: [String] = []
        for irClass in declaringClasses(where: { $0.methods.contains { $0.name == name && !$0.isStatic } }) {
            guard let method = irClass.methods.last(where: { $0.name == name }),
                method.parameters.count == arguments.count
            else {
                return .failure(Self.gap(firstDouble(expression), "to call a method with another number of parameters"))
            }
            var written: [String] = []
            for (index, parameter) in method.parameters.enumerated() {
                if positions.contains(index) {
                    written.append("__arguments[\(index)]")
                } else if Self.converts(parameter.type, expressions.classes) {
                    written.append("try __arguments[\(index)].engine()")
                } else {
                    return .failure(Self.gap(firstDouble(expression), "to call a method taking a \(parameter.type)"))
                }
            }
            let call = "__typed.\(SwiftExpressionEmitter.memberName(name))(\(written.joined(separator: ", ")))"
            branches.append(
                "if let __typed = __object as? \(expressions.typeName(irClass.name)) { return SampleValue.of(\(call)) }"
            )
        }
        guard !branches.isEmpty else {
            return .failure(Self.gap(firstDouble(expression), "to call a method no sample class declares"))
        }
        return all([value(base)] + arguments.map(value)).map { parts in
            let list = parts.dropFirst().joined(separator: ", ")
            return
                "(try! \(Self.doubles).sampleCall(\(parts[0]), \(SwiftLiteral.string(IROverloadName.display(name))), [\(list)]) { __object, __arguments in\n"
                + branches.joined(separator: "\n") + "\nreturn nil\n})"
        }
    }

    /// `base.name` read on a `SampleValue` receiver.
    func sampleField(_ expression: IRExpr, _ base: IRExpr, _ name: String) -> Result<String, EmitterGap> {
        var branches: [String] = []
        for irClass in declaringClasses(where: { $0.fields.contains { $0.name == name && !$0.isStatic } }) {
            guard let field = irClass.fields.first(where: { $0.name == name }) else { continue }
            // The interpreter hands its own array, which the sample may change: Swift's is a copy.
            if field.type.name?.hasPrefix("[") == true {
                return .failure(Self.gap(firstDouble(expression), "to read an array field"))
            }
            branches.append(
                "if let __typed = __object as? \(expressions.typeName(irClass.name)) { return SampleValue.of(__typed.\(SwiftExpressionEmitter.memberName(name))) }"
            )
        }
        guard !branches.isEmpty else {
            return .failure(Self.gap(firstDouble(expression), "to read a field no sample class declares"))
        }
        return value(base).map { target in
            "(try! \(Self.doubles).sampleField(\(target), \(SwiftLiteral.string(name))) { __object in\n"
                + branches.joined(separator: "\n") + "\nreturn nil\n})"
        }
    }

    /// The program's classes for which `declares` holds, each deriving class before its bases
    /// (Swift's `as?` takes a derived object for its base too), then by name.
    func declaringClasses(where declares: (IRClass) -> Bool) -> [IRClass] {
        func depth(_ irClass: IRClass) -> Int { expressions.chain(from: irClass.name).count }
        return expressions.classes.values.filter(declares).sorted {
            (depth($0), $1.name) > (depth($1), $0.name)
        }
    }

    /// Whether a parameter of `type` takes a `SampleValue` converted by `SampleValue.engine()`.
    static func converts(_ type: IRType, _ classes: [String: IRClass]) -> Bool {
        switch type {
        case .int, .float, .bool, .string: true
        case .named(let name): classes[name] != nil || ["CGRect", "CGSize", "CGPoint", "IndexPath"].contains(name)
        default: false
        }
    }
}
