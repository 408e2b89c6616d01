// Statement nodes.

/// `{ statements }`.
public struct BlockSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .block(self) }
    /// Where the braces are.
    public let range: SourceRange
    /// The statements.
    public let statements: [any StmtSyntax]
    /// Children.
    public var children: [any SyntaxNode] { statements }
}

/// `Type a = 1, b;`, `const int x = 1;`, `using var x = …;`.
public struct LocalDeclarationStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .localDeclarationStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `const`, `using`, `await`, `static`, `ref`.
    public let modifiers: [Token]
    /// The declaration.
    public let declaration: VariableDeclarationSyntax
    /// Children.
    public var children: [any SyntaxNode] { [declaration] }
    /// Dump facts.
    public var dumpAttributes: String { modifierList(modifiers).trimmingLeadingSpace }
}

/// A local function.
public struct LocalFunctionStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .localFunctionStmt(self) }
    /// Where the function is.
    public let range: SourceRange
    /// The function, in the same shape as a method.
    public let function: MethodDeclSyntax
    /// Children.
    public var children: [any SyntaxNode] { [function] }
}

/// `expression;`.
public struct ExpressionStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .expressionStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The expression.
    public let expression: any ExprSyntax
    /// The `;` (missing if absent).
    public let semicolon: Token
    /// Children.
    public var children: [any SyntaxNode] { [expression] }
}

/// `;`.
public struct EmptyStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .emptyStmt(self) }
    /// Where the `;` is.
    public let range: SourceRange
}

/// `if (condition) statement else statement`.
public struct IfStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .ifStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The condition.
    public let condition: any ExprSyntax
    /// The then-branch.
    public let thenStatement: any StmtSyntax
    /// The else-branch.
    public let elseStatement: (any StmtSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { nodes(condition, thenStatement, elseStatement) }
}

/// `while (condition) body`.
public struct WhileStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .whileStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The condition.
    public let condition: any ExprSyntax
    /// The body.
    public let body: any StmtSyntax
    /// Children.
    public var children: [any SyntaxNode] { [condition, body] }
}

/// `do body while (condition);`.
public struct DoStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .doStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The body.
    public let body: any StmtSyntax
    /// The condition.
    public let condition: any ExprSyntax
    /// Children.
    public var children: [any SyntaxNode] { [body, condition] }
}

/// `for (init; condition; incrementors) body`.
public struct ForStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .forStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `int i = 0` form of the initializer.
    public let declaration: VariableDeclarationSyntax?
    /// Expression form of the initializer.
    public let initializers: [any ExprSyntax]
    /// The condition.
    public let condition: (any ExprSyntax)?
    /// The incrementors.
    public let incrementors: [any ExprSyntax]
    /// The body.
    public let body: any StmtSyntax
    /// Children.
    public var children: [any SyntaxNode] {
        nodes(declaration) + initializers + nodes(condition) + incrementors + [body]
    }
}

/// `foreach (Type name in collection) body` (also `await foreach`, `foreach (var (a, b) in …)`).
public struct ForEachStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .forEachStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `await`.
    public let awaitKeyword: Token?
    /// The iteration variable type.
    public let type: any TypeSyntax
    /// The iteration variable (for deconstruction, the first name; see `variable`).
    public let name: Token
    /// Deconstruction designation `var (a, b)` as an expression, if used.
    public let variable: (any ExprSyntax)?
    /// The collection.
    public let collection: any ExprSyntax
    /// The body.
    public let body: any StmtSyntax
    /// Children.
    public var children: [any SyntaxNode] { nodes(type, variable, collection, body) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// `switch (expr) { case …: … }`.
public struct SwitchStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .switchStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The governing expression.
    public let expression: any ExprSyntax
    /// The sections.
    public let sections: [SwitchSectionSyntax]
    /// Children.
    public var children: [any SyntaxNode] { [expression] + sections }
}

/// Labels plus statements of a switch.
public struct SwitchSectionSyntax: SyntaxNode {
    /// Where the section is.
    public let range: SourceRange
    /// The labels.
    public let labels: [SwitchLabelSyntax]
    /// The statements.
    public let statements: [any StmtSyntax]
    /// Children.
    public var children: [any SyntaxNode] { labels + statements }
}

/// `case pattern when condition:` or `default:`.
public struct SwitchLabelSyntax: SyntaxNode {
    /// Where the label is.
    public let range: SourceRange
    /// The pattern; `nil` for `default:`.
    public let pattern: (any PatternSyntax)?
    /// `when` condition.
    public let whenClause: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { nodes(pattern, whenClause) }
    /// Dump facts.
    public var dumpAttributes: String { pattern == nil ? "default" : "" }
}

/// `return expr;`.
public struct ReturnStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .returnStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The returned value.
    public let expression: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { nodes(expression) }
}

/// `break;`, `continue;`, `goto label;`, `goto case x;`.
public struct JumpStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .jumpStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `break`, `continue` or `goto`.
    public let keyword: Token
    /// `goto` target.
    public let target: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { nodes(target) }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `throw expr;` / `throw;`.
public struct ThrowStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .throwStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The thrown value.
    public let expression: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { nodes(expression) }
}

/// `yield return expr;` / `yield break;`.
public struct YieldStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .yieldStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// Whether it is `yield break`.
    public let isBreak: Bool
    /// The yielded value.
    public let expression: (any ExprSyntax)?
    /// Children.
    public var children: [any SyntaxNode] { nodes(expression) }
    /// Dump facts.
    public var dumpAttributes: String { isBreak ? "break" : "return" }
}

/// `try { } catch (T e) when (c) { } finally { }`.
public struct TryStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .tryStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The protected block.
    public let block: BlockSyntax
    /// The catch clauses.
    public let catches: [CatchClauseSyntax]
    /// The finally block.
    public let finallyBlock: BlockSyntax?
    /// Children.
    public var children: [any SyntaxNode] { [block] + catches + nodes(finallyBlock) }
}

/// `catch (Type name) when (filter) { … }`.
public struct CatchClauseSyntax: SyntaxNode {
    /// Where the clause is.
    public let range: SourceRange
    /// The caught type.
    public let type: (any TypeSyntax)?
    /// The exception variable.
    public let name: Token?
    /// `when (filter)`.
    public let filter: (any ExprSyntax)?
    /// The handler.
    public let block: BlockSyntax
    /// Children.
    public var children: [any SyntaxNode] { nodes(type, filter, block) }
    /// Dump facts.
    public var dumpAttributes: String { name.map { "name=\(quoted($0))" } ?? "" }
}

/// `using (resource) body` (declaration or expression resource).
public struct UsingStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .usingStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `await`.
    public let awaitKeyword: Token?
    /// `using (var x = …)`.
    public let declaration: VariableDeclarationSyntax?
    /// `using (expr)`.
    public let expression: (any ExprSyntax)?
    /// The body.
    public let body: any StmtSyntax
    /// Children.
    public var children: [any SyntaxNode] { nodes(declaration, expression, body) }
}

/// `lock (expr) body`, `checked { }`, `unchecked { }`, `unsafe { }`, `fixed (…) body`.
public struct KeywordBlockStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .keywordBlockStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The keyword.
    public let keyword: Token
    /// Parenthesized operand (`lock`) or declaration (`fixed`), as an expression or declaration.
    public let operand: (any SyntaxNode)?
    /// The body.
    public let body: any StmtSyntax
    /// Children.
    public var children: [any SyntaxNode] { nodes(operand, body) }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `label: statement`.
public struct LabeledStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .labeledStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The label.
    public let label: Token
    /// The statement.
    public let statement: any StmtSyntax
    /// Children.
    public var children: [any SyntaxNode] { [statement] }
    /// Dump facts.
    public var dumpAttributes: String { "label=\(quoted(label))" }
}
