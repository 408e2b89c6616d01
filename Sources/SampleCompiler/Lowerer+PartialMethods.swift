// Lowerer+PartialMethods: CS0759 — a partial method's implementation needs a defining declaration
// of the same signature. A translator who changes a parameter type in either half (the
// designer's declaration or the implementation) leaves code C# rejects. Judged only where the
// article shows the class's defining declarations of that name, and only on signatures this file
// can compare without the type system: plain type names (qualified or not, C#'s keyword aliases
// folded), no generic arguments, no generic method.

import CSharpSyntax

extension Lowerer {
    /// Reports CS0759 for each partial method implementation of `info` that no defining
    /// declaration of its name matches.
    func checkPartialMethods(_ info: ClassInfo) {
        var declarations: [String: [[String]?]] = [:]
        var implementations: [(origin: SnippetOrigin, method: MethodDeclSyntax, signature: [String])] = []
        for placed in info.members {
            guard case .methodDecl(let method) = placed.syntax.memberNode,
                method.modifiers.contains(where: { $0.text == "partial" })
            else { continue }
            let signature = Self.partialSignature(method)
            if method.body == nil {
                declarations[method.name.text, default: []].append(signature)
            } else if let signature {
                implementations.append((placed.origin, method, signature))
            }
        }
        for (origin, method, signature) in implementations {
            guard let defining = declarations[method.name.text], !defining.contains(where: { $0 == nil }),
                !defining.contains(where: { $0 == signature })
            else { continue }
            self.origin = origin
            error(
                "CS0759",
                "no defining declaration found for implementing declaration of partial method '\(info.name).\(method.name.text)(\(signature.joined(separator: ", ")))'",
                at: method.name.range.start,
                notes: defining.compactMap { $0 }.map { "the declaration takes (\($0.joined(separator: ", ")))" })
        }
        self.origin = info.origin
    }

    /// The parameter types of `method` as C# compares them (`ref int`, `NSObject`), or nil when
    /// this comparison cannot judge them (a generic method, a generic or nullable type, a pointer).
    static func partialSignature(_ method: MethodDeclSyntax) -> [String]? {
        guard method.typeParameters.isEmpty else { return nil }
        var signature: [String] = []
        for parameter in method.parameters {
            guard let type = parameter.type, let name = comparableTypeName(type) else { return nil }
            let modifiers = parameter.modifiers.map(\.text).filter { ["ref", "out", "in"].contains($0) }
            signature.append((modifiers + [name]).joined(separator: " "))
        }
        return signature
    }

    /// A type's name as C# identifies it without its namespace: `Foundation.NSObject` and
    /// `NSObject` alike, `int` as `Int32`; arrays by their element. Nil for what this cannot
    /// compare.
    static func comparableTypeName(_ type: any TypeSyntax) -> String? {
        switch type.typeNode {
        case .predefinedType(let predefined):
            return keywordTypes[predefined.keyword.text] ?? predefined.keyword.text
        case .arrayType(let array): return comparableTypeName(array.elementType).map { $0 + "[]" }
        case .nameType(let name):
            return name.typeArguments?.isEmpty == false ? nil : name.name.text
        case .qualifiedType(let qualified):
            return qualified.right.typeArguments?.isEmpty == false ? nil : qualified.right.name.text
        default: return nil
        }
    }

    /// C#'s keyword types by the `System` type each names.
    static let keywordTypes = [
        "int": "Int32", "long": "Int64", "short": "Int16", "byte": "Byte", "uint": "UInt32", "ulong": "UInt64",
        "ushort": "UInt16", "sbyte": "SByte", "char": "Char", "float": "Single", "double": "Double",
        "decimal": "Decimal", "bool": "Boolean", "string": "String", "object": "Object",
    ]
}
