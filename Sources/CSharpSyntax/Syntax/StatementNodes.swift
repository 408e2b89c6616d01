// Statement nodes.

/// `{ statements }`.
public final class BlockSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .block(self) }
    /// Where the braces are.
    public let range: SourceRange
    /// The statements.
    public let statements: [any StmtSyntax]

    /// Creates the node.
    init(range: SourceRange, statements: [any StmtSyntax]) {
        self.range = range
        self.statements = statements
    }

    /// Children.
    public var children: [any SyntaxNode] { statements }
}

/// `Type a = 1, b;`, `const int x = 1;`, `using var x = …;`.
public final class LocalDeclarationStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .localDeclarationStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `const`, `using`, `await`, `static`, `ref`.
    public let modifiers: [Token]
    /// The declaration.
    public let declaration: VariableDeclarationSyntax

    /// Creates the node.
    init(range: SourceRange, modifiers: [Token], declaration: VariableDeclarationSyntax) {
        self.range = range
        self.modifiers = modifiers
        self.declaration = declaration
    }

    /// Children.
    public var children: [any SyntaxNode] { [declaration] }
    /// Dump facts.
    public var dumpAttributes: String { modifierList(modifiers).trimmingLeadingSpace }
}

/// A local function.
public final class LocalFunctionStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .localFunctionStmt(self) }
    /// Where the function is.
    public let range: SourceRange
    /// The function, in the same shape as a method.
    public let function: MethodDeclSyntax

    /// Creates the node.
    init(range: SourceRange, function: MethodDeclSyntax) {
        self.range = range
        self.function = function
    }

    /// Children.
    public var children: [any SyntaxNode] { [function] }
}

/// `expression;`.
public final class ExpressionStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .expressionStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The expression.
    public let expression: any ExprSyntax
    /// The `;` (missing if absent).
    public let semicolon: Token

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax, semicolon: Token) {
        self.range = range
        self.expression = expression
        self.semicolon = semicolon
    }

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
public final class IfStmtSyntax: StmtSyntax {
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

    /// Creates the node.
    init(range: SourceRange, condition: any ExprSyntax, thenStatement: any StmtSyntax, elseStatement: (any StmtSyntax)?)
    {
        self.range = range
        self.condition = condition
        self.thenStatement = thenStatement
        self.elseStatement = elseStatement
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(condition, thenStatement, elseStatement) }
}

/// `while (condition) body`.
public final class WhileStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .whileStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The condition.
    public let condition: any ExprSyntax
    /// The body.
    public let body: any StmtSyntax

    /// Creates the node.
    init(range: SourceRange, condition: any ExprSyntax, body: any StmtSyntax) {
        self.range = range
        self.condition = condition
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { [condition, body] }
}

/// `do body while (condition);`.
public final class DoStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .doStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The body.
    public let body: any StmtSyntax
    /// The condition.
    public let condition: any ExprSyntax

    /// Creates the node.
    init(range: SourceRange, body: any StmtSyntax, condition: any ExprSyntax) {
        self.range = range
        self.body = body
        self.condition = condition
    }

    /// Children.
    public var children: [any SyntaxNode] { [body, condition] }
}

/// `for (init; condition; incrementors) body`.
public final class ForStmtSyntax: StmtSyntax {
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

    /// Creates the node.
    init(
        range: SourceRange, declaration: VariableDeclarationSyntax?, initializers: [any ExprSyntax],
        condition: (any ExprSyntax)?, incrementors: [any ExprSyntax], body: any StmtSyntax
    ) {
        self.range = range
        self.declaration = declaration
        self.initializers = initializers
        self.condition = condition
        self.incrementors = incrementors
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] {
        nodes(declaration) + initializers + nodes(condition) + incrementors + [body]
    }
}

/// `foreach (Type name in collection) body` (also `await foreach`, `foreach (var (a, b) in …)`).
public final class ForEachStmtSyntax: StmtSyntax {
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

    /// Creates the node.
    init(
        range: SourceRange, awaitKeyword: Token?, type: any TypeSyntax, name: Token, variable: (any ExprSyntax)?,
        collection: any ExprSyntax, body: any StmtSyntax
    ) {
        self.range = range
        self.awaitKeyword = awaitKeyword
        self.type = type
        self.name = name
        self.variable = variable
        self.collection = collection
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(type, variable, collection, body) }
    /// Dump facts.
    public var dumpAttributes: String { "name=\(quoted(name))" }
}

/// `switch (expr) { case …: … }`.
public final class SwitchStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .switchStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The governing expression.
    public let expression: any ExprSyntax
    /// The sections.
    public let sections: [SwitchSectionSyntax]

    /// Creates the node.
    init(range: SourceRange, expression: any ExprSyntax, sections: [SwitchSectionSyntax]) {
        self.range = range
        self.expression = expression
        self.sections = sections
    }

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
public final class ReturnStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .returnStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The returned value.
    public let expression: (any ExprSyntax)?

    /// Creates the node.
    init(range: SourceRange, expression: (any ExprSyntax)?) {
        self.range = range
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(expression) }
}

/// `break;`, `continue;`, `goto label;`, `goto case x;`.
public final class JumpStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .jumpStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// `break`, `continue` or `goto`.
    public let keyword: Token
    /// `goto` target.
    public let target: (any ExprSyntax)?

    /// Creates the node.
    init(range: SourceRange, keyword: Token, target: (any ExprSyntax)?) {
        self.range = range
        self.keyword = keyword
        self.target = target
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(target) }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `throw expr;` / `throw;`.
public final class ThrowStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .throwStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The thrown value.
    public let expression: (any ExprSyntax)?

    /// Creates the node.
    init(range: SourceRange, expression: (any ExprSyntax)?) {
        self.range = range
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(expression) }
}

/// `yield return expr;` / `yield break;`.
public final class YieldStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .yieldStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// Whether it is `yield break`.
    public let isBreak: Bool
    /// The yielded value.
    public let expression: (any ExprSyntax)?

    /// Creates the node.
    init(range: SourceRange, isBreak: Bool, expression: (any ExprSyntax)?) {
        self.range = range
        self.isBreak = isBreak
        self.expression = expression
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(expression) }
    /// Dump facts.
    public var dumpAttributes: String { isBreak ? "break" : "return" }
}

/// `try { } catch (T e) when (c) { } finally { }`.
public final class TryStmtSyntax: StmtSyntax {
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

    /// Creates the node.
    init(range: SourceRange, block: BlockSyntax, catches: [CatchClauseSyntax], finallyBlock: BlockSyntax?) {
        self.range = range
        self.block = block
        self.catches = catches
        self.finallyBlock = finallyBlock
    }

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
public final class UsingStmtSyntax: StmtSyntax {
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

    /// Creates the node.
    init(
        range: SourceRange, awaitKeyword: Token?, declaration: VariableDeclarationSyntax?,
        expression: (any ExprSyntax)?, body: any StmtSyntax
    ) {
        self.range = range
        self.awaitKeyword = awaitKeyword
        self.declaration = declaration
        self.expression = expression
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(declaration, expression, body) }
}

/// `lock (expr) body`, `checked { }`, `unchecked { }`, `unsafe { }`, `fixed (…) body`.
public final class KeywordBlockStmtSyntax: StmtSyntax {
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

    /// Creates the node.
    init(range: SourceRange, keyword: Token, operand: (any SyntaxNode)?, body: any StmtSyntax) {
        self.range = range
        self.keyword = keyword
        self.operand = operand
        self.body = body
    }

    /// Children.
    public var children: [any SyntaxNode] { nodes(operand, body) }
    /// Dump facts.
    public var dumpAttributes: String { quoted(keyword) }
}

/// `label: statement`.
public final class LabeledStmtSyntax: StmtSyntax {
    /// This statement as a case of `StmtNode`.
    public var stmtNode: StmtNode { .labeledStmt(self) }
    /// Where the statement is.
    public let range: SourceRange
    /// The label.
    public let label: Token
    /// The statement.
    public let statement: any StmtSyntax

    /// Creates the node.
    init(range: SourceRange, label: Token, statement: any StmtSyntax) {
        self.range = range
        self.label = label
        self.statement = statement
    }

    /// Children.
    public var children: [any SyntaxNode] { [statement] }
    /// Dump facts.
    public var dumpAttributes: String { "label=\(quoted(label))" }
}
