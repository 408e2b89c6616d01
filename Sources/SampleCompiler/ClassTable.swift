// ClassTable: the classes of one document's program — declared in any of its snippets or in the
// fixtures (a document's class replaces a fixture's of the same name) — with their members and
// where each member came from, so that diagnostics land in the right file position.

import CSharpSyntax
import SampleModel

/// Where a piece of C# came from: a sample of the document (1-based) or a fixture file, and how
/// to map its positions into that file.
public struct SnippetOrigin: Sendable, Hashable {
    /// The sample's 1-based index among the document's C# blocks; nil for a fixture.
    public var sample: Int?
    /// The file line of the snippet's first line.
    public var firstLine: Int
    /// Bytes of indentation stripped from each line.
    public var indentation: Int
    /// The fixture's file name, for fixtures.
    public var fixture: String?

    /// Creates an origin.
    public init(sample: Int?, firstLine: Int, indentation: Int, fixture: String? = nil) {
        self.sample = sample
        self.firstLine = firstLine
        self.indentation = indentation
        self.fixture = fixture
    }

    /// The model's source annotation for `range` in this snippet.
    func irSource(_ range: SourceRange) -> IRSource {
        IRSource(sample: sample, fixture: fixture, startLine: range.start.line, endLine: range.end.line)
    }

    /// The file position of a snippet position.
    func position(_ position: SourcePosition) -> (line: Int, column: Int) {
        (firstLine + position.line - 1, position.column + indentation)
    }
}

/// A member declaration and its origin.
struct PlacedMember {
    let syntax: any MemberDeclSyntax
    let origin: SnippetOrigin
}

/// A class of the program before lowering.
struct ClassInfo {
    let name: String
    /// The C# base class name (interfaces dropped), if any.
    var baseName: String?
    /// The class declaration's name token position, for class-level diagnostics.
    let namePosition: SourcePosition
    /// The (first) declaration's range in its snippet.
    let range: SourceRange
    let origin: SnippetOrigin
    var members: [PlacedMember]
    /// Fields added by the compiler (implicit host fields), name → type.
    var implicitFields: [(String, IRType)] = []
    /// The attributes of its declarations, as written (`Register("ViewController")`).
    var attributes: [String] = []

    /// Whether the class declares a method named `name` (of any arity).
    func declaresMethod(named name: String) -> Bool {
        members.contains { $0.syntax.memberKind == .methodDecl && $0.syntax.memberName == name }
    }

    /// Field declarations: name → (type syntax, static, initializer, origin).
    var fieldNames: [String] {
        members.flatMap { member -> [String] in
            if let name = member.syntax.memberName, member.syntax.memberKind == .propertyDecl { return [name] }
            guard member.syntax.memberKind == .fieldDecl else { return [] }
            if case .fieldDecl(let field) = member.syntax.memberNode {
                return field.declaration.declarators.map(\.name.text)
            }
            if case .propertyDecl(let property) = member.syntax.memberNode { return [property.name.text] }
            return []
        } + implicitFields.map(\.0)
    }
}

/// All classes of a document's program.
struct ClassTable {
    var classes: [String: ClassInfo] = [:]
    /// Declaration order, for deterministic output.
    var order: [String] = []

    /// Adds the classes declared in `members` (also inside namespaces); a later declaration of the
    /// same name replaces an earlier one when `replaces` is true, else merges (partial classes).
    mutating func collect(_ members: [any MemberDeclSyntax], origin: SnippetOrigin, model: APIModel) {
        for member in members {
            let kind = member.memberKind
            guard kind == .namespaceDecl || kind == .typeDecl else { continue }
            if case .namespaceDecl(let namespace) = member.memberNode {
                collect(namespace.members, origin: origin, model: model)
                continue
            }
            guard case .typeDecl(let type) = member.memberNode, type.kind == .class || type.kind == .struct else {
                continue
            }
            let name = type.name.text
            let base = type.baseTypes.compactMap { ClassTable.simpleName($0) }.first { candidate in
                !(candidate.hasPrefix("I") && candidate.count > 1 && candidate.dropFirst().first?.isUppercase == true
                    && model.type(candidate)?.kind != .class)
            }
            let placed = type.members.map { PlacedMember(syntax: $0, origin: origin) }
            let attributes = Self.attributes(type.attributes)
            if var existing = classes[name], existing.origin.fixture == nil, origin.fixture == nil {
                existing.members += placed
                existing.attributes += attributes
                if existing.baseName == nil { existing.baseName = base }
                classes[name] = existing
            } else if let existing = classes[name], existing.origin.fixture == nil, origin.fixture != nil {
                continue  // the document's class wins over a fixture's
            } else {
                if classes[name] == nil { order.append(name) }
                classes[name] = ClassInfo(
                    name: name, baseName: base, namePosition: type.name.range.start, range: type.range, origin: origin,
                    members: placed, attributes: attributes)
            }
        }
    }

    /// Attributes as written, with their literal arguments (`Export("initWithCoder:")`): what the
    /// Objective-C runtime registers a class or a method under is behaviour.
    static func attributes(_ lists: [AttributeListSyntax]) -> [String] {
        lists.flatMap(\.attributes).compactMap { attribute in
            guard let name = simpleName(attribute.name) else { return nil }
            guard let arguments = attribute.arguments else { return name }
            let values = arguments.map { argument -> String in
                if case .literalExpr(let literal) = argument.expression.exprNode { return literal.token.text }
                return "…"
            }
            return "\(name)(\(values.joined(separator: ", ")))"
        }
    }

    /// The last identifier of a type name (`UIKit.UIViewController` → `UIViewController`).
    static func simpleName(_ type: any TypeSyntax) -> String? {
        switch type.typeNode {
        case .nameType(let name): name.name.text
        case .qualifiedType(let qualified): qualified.right.name.text
        default: nil
        }
    }

    /// The sample-class chain of `name`, nearest first, then the first API-model base name.
    func chain(_ name: String) -> (classes: [ClassInfo], engineBase: String?) {
        var result: [ClassInfo] = []
        var current: String? = name
        while let next = current, let info = classes[next], result.count < 32,
            !result.contains(where: { $0.name == next })
        {
            result.append(info)
            current = info.baseName
        }
        return (result, current)
    }
}
