// Recovery tests: diagnostics (id, message, position via 1️⃣ markers) and the tree that survives.

import CSharpSyntax
import Testing

/// Parses marked source and checks the diagnostics exactly (id, position, message).
func assertDiagnostics(
    _ markedSource: String, _ expected: [ExpectedDiagnostic], sourceLocation: SourceLocation = #_sourceLocation
) -> SnippetSyntax {
    let marked = MarkedSource(markedSource)
    let snippet = CSharpSnippet.parse(marked.source)
    let got = snippet.diagnostics.map(render)
    let want = render(expected, in: marked)
    #expect(got == want, sourceLocation: sourceLocation)
    return snippet
}

@Suite("Recovery")
struct RecoveryTests {
    @Test func semicolonInsideObjectInitializerIsReportedOnceAndSkipped() throws {
        let snippet = assertDiagnostics(
            """
            showTwo.TouchUpInside += (object sender, EventArgs e) => {
                controllerTwo = new ControllerTwo () {
                    ModalPresentationStyle = UIModalPresentationStyle.Custom1️⃣;
                    };
                this.PresentViewController (controllerTwo, true, null);
            };
            """,
            [ExpectedDiagnostic("1️⃣", "CS1003", "unexpected ';' in object initializer; expected ',' or '}'")])
        // The lambda body still has both statements.
        let statement = try #require(snippet.statements.first as? ExpressionStmtSyntax)
        let assignment = try #require(statement.expression as? AssignmentExprSyntax)
        #expect(assignment.operatorToken.text == "+=")
        let lambda = try #require(assignment.value as? LambdaExprSyntax)
        guard case .block(let body) = lambda.body else {
            Issue.record("expected a block body")
            return
        }
        #expect(body.statements.count == 2)
        let creation = try #require(
            ((body.statements[0] as? ExpressionStmtSyntax)?.expression as? AssignmentExprSyntax)?.value
                as? ObjectCreationExprSyntax)
        #expect(creation.initializer?.elements.count == 1)
        #expect(creation.initializer?.unexpectedSeparators.map(\.text) == [";"])
    }

    @Test func missingSemicolonAfterInitializerBrace() {
        _ = assertDiagnostics(
            """
            viewController = new ImagesCollectionViewController (layout) {
                    UseLayoutToLayoutNavigationTransitions = false1️⃣;
                }2️⃣

            navController = new UINavigationController (viewController);
            """,
            [
                ExpectedDiagnostic("1️⃣", "CS1003", "unexpected ';' in object initializer; expected ',' or '}'"),
                ExpectedDiagnostic("2️⃣", "CS1002", "expected ';' after expression"),
            ])
    }

    @Test func missingCommaInArgumentList() {
        _ = assertDiagnostics("Foo(11️⃣ 2);", [ExpectedDiagnostic("1️⃣", "CS1003", "expected ',' in argument list")])
    }

    @Test func missingCommaInInitializer() {
        _ = assertDiagnostics(
            "x = new Foo { A = 11️⃣\n B = 2 };", [ExpectedDiagnostic("1️⃣", "CS1003", "expected ',' in initializer")])
    }

    @Test func missingCloseParenAfterCondition() {
        _ = assertDiagnostics("if (x1️⃣ { y(); }", [ExpectedDiagnostic("1️⃣", "CS1026", "expected ')' after condition")])
    }

    @Test func unclosedClassBodyHasNoteAtOpeningBrace() throws {
        let snippet = assertDiagnostics(
            "class A\n{\n    void F() { }1️⃣", [ExpectedDiagnostic("1️⃣", "CS1513", "expected '}' to end class body")])
        let note = try #require(snippet.diagnostics.first?.notes.first)
        #expect(note.message == "to match this opening '{'")
        #expect(note.range.start == SourcePosition(offset: 8, line: 2, column: 1))
    }

    @Test func missingExpressionInInitializer() {
        _ = assertDiagnostics("int x =1️⃣ ;", [ExpectedDiagnostic("1️⃣", "CS1733", "expected expression")])
    }

    @Test func invalidExpressionTermIsSkipped() throws {
        let snippet = assertDiagnostics(
            "f();\n1️⃣) g();", [ExpectedDiagnostic("1️⃣", "CS1525", "invalid expression term ')'")])
        #expect(snippet.statements.contains { ($0 as? ExpressionStmtSyntax)?.expression is InvocationExprSyntax })
        #expect(snippet.statements.count == 3)
    }

    @Test func unclosedArgumentListAtEndOfInput() throws {
        let snippet = assertDiagnostics(
            "Foo(a,1️⃣", [ExpectedDiagnostic("1️⃣", "CS1733", "expected expression")])
        #expect(snippet.diagnostics.count == 1)
    }

    @Test func extraneousClosingBraceAtTopLevel() {
        _ = assertDiagnostics(
            "f();\n1️⃣}\ng();", [ExpectedDiagnostic("1️⃣", "CS1022", "extraneous '}' at top level")])
    }

    @Test func newWithoutArgumentsOrInitializer() {
        _ = assertDiagnostics(
            "x = new Foo1️⃣;",
            [ExpectedDiagnostic("1️⃣", "CS1526", "expected '(', '[' or '{' after type in 'new' expression")])
    }

    @Test func unterminatedStringAndComment() {
        _ = assertDiagnostics(
            "s = 1️⃣\"abc2️⃣\nt = 1; 3️⃣/* open",
            [
                ExpectedDiagnostic("1️⃣", "CS1010", "unterminated string literal"),
                ExpectedDiagnostic("2️⃣", "CS1002", "expected ';' after expression"),
                ExpectedDiagnostic("3️⃣", "CS1035", "unterminated comment; expected '*/'"),
            ])
    }

    @Test func signatureWithoutBodyIsAWarning() throws {
        let snippet = assertDiagnostics(
            "public void Skew (Single xSkew, Single ySkew)1️⃣",
            [ExpectedDiagnostic("1️⃣", "CSP0005", "declaration has no body; treated as a signature")])
        #expect(snippet.isValid)
        #expect(snippet.diagnostics.first?.severity == .warning)
    }

    @Test func closingBraceOmittedAfterTrailingElisionIsAWarning() throws {
        let snippet = assertDiagnostics(
            "class A\n{\n    void F() { }\n    ...1️⃣\n",
            [ExpectedDiagnostic("1️⃣", "CSP0006", "'}' omitted after elision at end of snippet")])
        #expect(snippet.isValid)
    }

    @Test func unexpectedCharacterFromTranslation() {
        _ = assertDiagnostics(
            "canvas.Translate(1️⃣–px, py);", [ExpectedDiagnostic("1️⃣", "CS1056", "unexpected character '–'")])
    }

    @Test func keywordWhereIdentifierExpected() {
        _ = assertDiagnostics(
            "a.1️⃣class = 1;", [ExpectedDiagnostic("1️⃣", "CS1001", "expected identifier after '.'; 'class' is a keyword")])
    }
}
