// Lowerer+Patterns: C# patterns (`is` expressions and `switch` labels) as conditions on a value —
// constants, `Type.Constant` (which parses as a type), types, declarations (`is UIButton button`,
// whose name then reads the value), `null`, `not`, `and`/`or`, relations and discards.

import CSharpSyntax
import SampleModel

extension Lowerer {
    /// The Swift names of the primitive types, as `is` tests them (`o is string` → `String`).
    static let primitiveTypeNames: Set<String> = ["Int", "CGFloat", "Bool", "String"]

    /// The Swift name of a primitive type, if it is one.
    static func primitiveTypeName(_ type: IRType) -> String? {
        switch type {
        case .int: "Int"
        case .float: "CGFloat"
        case .bool: "Bool"
        case .string: "String"
        default: nil
        }
    }

    /// The condition that `value` (of static type `type`) matches `pattern`; nil when the
    /// pattern is not modelled (a property or positional pattern).
    func patternCondition(_ pattern: any PatternSyntax, value: IRExpr, type: IRType) -> IRExpr? {
        if let constant = pattern.asNode(ConstantPatternSyntax.self) {
            let (caseValue, caseType) = expression(constant.expression, expected: type)
            return .binary(.equal, value, caseValue, type == .int && caseType == .int ? .integer : .other)
        }
        if let typePattern = pattern.asNode(TypePatternSyntax.self) {
            if case .qualifiedType(let qualified) = typePattern.type.typeNode,
                let owner = ClassTable.simpleName(qualified.left)
            {
                // `case Color.Red:` parses as a type pattern: bound as the constant it is (of a type
                // outside the model, a recorded constant).
                let reference = typeReference(owner) ?? TypeReference(sampleClass: nil, apiType: nil, name: owner)
                let (caseValue, caseType) = staticMember(
                    qualified.right.name.text, of: reference, at: qualified.right.range.start)
                return .binary(.equal, value, caseValue, type == .int && caseType == .int ? .integer : .other)
            }
            let tested = irType(typePattern.type)
            if let name = tested.name ?? Self.primitiveTypeName(tested) { return .isInstance(value, name) }
            // A name that is no known type: a constant the article does not declare.
            let name = ClassTable.simpleName(typePattern.type) ?? Self.typeText(typePattern.type)
            return .binary(.equal, value, .assumed(name), .other)
        }
        if let declaration = pattern.asNode(DeclarationPatternSyntax.self) {
            let declared = irType(declaration.type)
            patternBindings[declaration.name.text] = (value, declared)
            if let name = declared.name, table.classes[name] != nil || model.typesBySwiftName[name] != nil {
                return .isInstance(value, name)
            }
            return .unary(.not, .binary(.equal, value, .literal(.null), .other), .other)
        }
        if pattern.asNode(DiscardPatternSyntax.self) != nil { return .literal(.bool(true)) }
        if let not = pattern.asNode(NotPatternSyntax.self) {
            return patternCondition(not.pattern, value: value, type: type).map { .unary(.not, $0, .other) }
        }
        if let parenthesized = pattern.asNode(ParenthesizedPatternSyntax.self) {
            return patternCondition(parenthesized.pattern, value: value, type: type)
        }
        if let binary = pattern.asNode(BinaryPatternSyntax.self) {
            guard let left = patternCondition(binary.left, value: value, type: type),
                let right = patternCondition(binary.right, value: value, type: type)
            else { return nil }
            return .binary(binary.operatorToken.text == "and" ? .and : .or, left, right, .other)
        }
        if let relational = pattern.asNode(RelationalPatternSyntax.self),
            let op = IRBinaryOperator(rawValue: relational.operatorToken.text)
        {
            let (bound, boundType) = expression(relational.expression, expected: type)
            return .binary(op, value, bound, type == .int && boundType == .int ? .integer : .floating)
        }
        return nil
    }
}
