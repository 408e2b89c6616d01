// The result of parsing a snippet: form, tree, diagnostics, tokens, and convenience accessors.

/// A parsed C# snippet.
public struct SnippetSyntax: Sendable {
    /// The snippet text.
    public let source: String
    /// The detected shape of the snippet.
    public let form: SnippetForm
    /// The syntax tree. Statements appear as `GlobalStatementSyntax` members.
    public let root: CompilationUnitSyntax
    /// Lexical and syntax diagnostics, ordered by position.
    public let diagnostics: [SyntaxDiagnostic]
    /// All tokens (with trivia), ending with `.endOfFile`.
    public let tokens: [Token]

    /// Whether the snippet has no errors.
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    /// The members of the root (type declarations, class members, global statements, elisions).
    public var members: [any MemberDeclSyntax] { root.members }

    /// The top-level statements (unwrapped from `GlobalStatementSyntax`), with top-level elisions and
    /// skipped code in order.
    public var statements: [any StmtSyntax] {
        root.members.compactMap { member in
            if let global = member.asNode(GlobalStatementSyntax.self) { return global.statement }
            return member as? any StmtSyntax
        }
    }

    /// For the `.expression` form: the expression.
    public var expression: (any ExprSyntax)? {
        guard form == .expression else { return nil }
        return statements.first?.asNode(ExpressionStmtSyntax.self)?.expression
    }

    /// Significant tokens for cross-locale comparison (comments, whitespace, directives dropped).
    public var significantTokens: [SignificantToken] { SignificantToken.extract(from: tokens) }

    /// Diagnostics with ranges shifted into the enclosing file.
    public func diagnostics(shiftedBy shift: SourceLocationShift) -> [SyntaxDiagnostic] {
        diagnostics.map { $0.shifted(by: shift) }
    }

    /// `Snippet form=<form>` followed by the tree dump (see `SyntaxNode.dump()`), then one line per
    /// diagnostic: `error 3:5-3:6 CS1002 expected ';' after expression`.
    public func dump(includeDiagnostics: Bool = true) -> String {
        var out = "Snippet form=\(form.rawValue)\n" + root.dump()
        if includeDiagnostics {
            for d in diagnostics { out += "\(d.severity.rawValue) \(d.range) \(d.id) \(d.message)\n" }
        }
        return out
    }
}
