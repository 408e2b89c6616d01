// Tree-dump expectations for statement snippets: locals, control flow, jumps, try, using, elisions.

import CSharpSyntax
import Testing

@Suite("Statements")
struct StatementParsingTests {
    static let cases: [DumpCase] = [
        DumpCase(
            "nfloat sf = 0.4f;\nf();",
            #"""
            LocalDeclarationStmt [1:1-1:18]
              VariableDeclaration [1:1-1:17]
                NameType [1:1-1:7] name='nfloat'
                VariableDeclarator [1:8-1:17] name='sf'
                  LiteralExpr [1:13-1:17] '0.4f'
            ExpressionStmt [2:1-2:5]
              InvocationExpr [2:1-2:4]
                IdentifierExpr [2:1-2:2] name='f'
            """#),
        DumpCase(
            "List<int> xs = new List<int>();\nf();",
            #"""
            LocalDeclarationStmt [1:1-1:32]
              VariableDeclaration [1:1-1:31]
                NameType [1:1-1:10] name='List' arity=1
                  PredefinedType [1:6-1:9] 'int'
                VariableDeclarator [1:11-1:31] name='xs'
                  ObjectCreationExpr [1:16-1:31]
                    NameType [1:20-1:29] name='List' arity=1
                      PredefinedType [1:25-1:28] 'int'
            ExpressionStmt [2:1-2:5]
              InvocationExpr [2:1-2:4]
                IdentifierExpr [2:1-2:2] name='f'
            """#),
        DumpCase(
            "if (a) b(); else { c(); }",
            #"""
            IfStmt [1:1-1:26]
              IdentifierExpr [1:5-1:6] name='a'
              ExpressionStmt [1:8-1:12]
                InvocationExpr [1:8-1:11]
                  IdentifierExpr [1:8-1:9] name='b'
              Block [1:18-1:26]
                ExpressionStmt [1:20-1:24]
                  InvocationExpr [1:20-1:23]
                    IdentifierExpr [1:20-1:21] name='c'
            """#),
        DumpCase(
            "for (int i = 0; i < n; i++) { }",
            #"""
            ForStmt [1:1-1:32]
              VariableDeclaration [1:6-1:15]
                PredefinedType [1:6-1:9] 'int'
                VariableDeclarator [1:10-1:15] name='i'
                  LiteralExpr [1:14-1:15] '0'
              BinaryExpr [1:17-1:22] op='<'
                IdentifierExpr [1:17-1:18] name='i'
                IdentifierExpr [1:21-1:22] name='n'
              PostfixUnaryExpr [1:24-1:27] op='++'
                IdentifierExpr [1:24-1:25] name='i'
              Block [1:29-1:32]
            """#),
        DumpCase(
            "foreach (var x in xs) Console.WriteLine(x);",
            #"""
            ForEachStmt [1:1-1:44] name='x'
              NameType [1:10-1:13] name='var'
              IdentifierExpr [1:19-1:21] name='xs'
              ExpressionStmt [1:23-1:44]
                InvocationExpr [1:23-1:43]
                  MemberAccessExpr [1:23-1:40] name='WriteLine'
                    IdentifierExpr [1:23-1:30] name='Console'
                  Argument [1:41-1:42]
                    IdentifierExpr [1:41-1:42] name='x'
            """#),
        DumpCase(
            "while (true) break;",
            #"""
            WhileStmt [1:1-1:20]
              LiteralExpr [1:8-1:12] 'true'
              JumpStmt [1:14-1:20] 'break'
            """#),
        DumpCase(
            "do { x--; } while (x > 0);",
            #"""
            DoStmt [1:1-1:27]
              Block [1:4-1:12]
                ExpressionStmt [1:6-1:10]
                  PostfixUnaryExpr [1:6-1:9] op='--'
                    IdentifierExpr [1:6-1:7] name='x'
              BinaryExpr [1:20-1:25] op='>'
                IdentifierExpr [1:20-1:21] name='x'
                LiteralExpr [1:24-1:25] '0'
            """#),
        DumpCase(
            "switch (x) {\ncase 1:\ncase int n when n > 2:\n    return;\ndefault:\n    break;\n}",
            #"""
            SwitchStmt [1:1-7:2]
              IdentifierExpr [1:9-1:10] name='x'
              SwitchSection [2:1-4:12]
                SwitchLabel [2:1-2:8]
                  ConstantPattern [2:6-2:7]
                    LiteralExpr [2:6-2:7] '1'
                SwitchLabel [3:1-3:23]
                  DeclarationPattern [3:6-3:11] name='n'
                    PredefinedType [3:6-3:9] 'int'
                  BinaryExpr [3:17-3:22] op='>'
                    IdentifierExpr [3:17-3:18] name='n'
                    LiteralExpr [3:21-3:22] '2'
                ReturnStmt [4:5-4:12]
              SwitchSection [5:1-6:11]
                SwitchLabel [5:1-5:9] default
                JumpStmt [6:5-6:11] 'break'
            """#),
        DumpCase(
            "return;",
            #"""
            ReturnStmt [1:1-1:8]
            """#),
        DumpCase(
            "throw new Exception(\"x\");",
            #"""
            ThrowStmt [1:1-1:26]
              ObjectCreationExpr [1:7-1:25]
                NameType [1:11-1:20] name='Exception'
                Argument [1:21-1:24]
                  LiteralExpr [1:21-1:24] '"x"'
            """#),
        DumpCase(
            "try { f(); } catch (Exception e) when (e != null) { } finally { }",
            #"""
            TryStmt [1:1-1:66]
              Block [1:5-1:13]
                ExpressionStmt [1:7-1:11]
                  InvocationExpr [1:7-1:10]
                    IdentifierExpr [1:7-1:8] name='f'
              CatchClause [1:14-1:54] name='e'
                NameType [1:21-1:30] name='Exception'
                BinaryExpr [1:40-1:49] op='!='
                  IdentifierExpr [1:40-1:41] name='e'
                  LiteralExpr [1:45-1:49] 'null'
                Block [1:51-1:54]
              Block [1:63-1:66]
            """#),
        DumpCase(
            "using (var s = Open()) { }",
            #"""
            UsingStmt [1:1-1:27]
              VariableDeclaration [1:8-1:22]
                NameType [1:8-1:11] name='var'
                VariableDeclarator [1:12-1:22] name='s'
                  InvocationExpr [1:16-1:22]
                    IdentifierExpr [1:16-1:20] name='Open'
              Block [1:24-1:27]
            """#),
        DumpCase(
            "using var s = Open();",
            #"""
            LocalDeclarationStmt [1:1-1:22] modifiers=using
              VariableDeclaration [1:7-1:21]
                NameType [1:7-1:10] name='var'
                VariableDeclarator [1:11-1:21] name='s'
                  InvocationExpr [1:15-1:21]
                    IdentifierExpr [1:15-1:19] name='Open'
            """#),
        DumpCase(
            "lock (gate) { }",
            #"""
            KeywordBlockStmt [1:1-1:16] 'lock'
              IdentifierExpr [1:7-1:11] name='gate'
              Block [1:13-1:16]
            """#),
        DumpCase(
            "yield return 1;",
            #"""
            YieldStmt [1:1-1:16] return
              LiteralExpr [1:14-1:15] '1'
            """#),
        DumpCase(
            "f();\nint Square(int v) => v * v;",
            #"""
            ExpressionStmt [1:1-1:5]
              InvocationExpr [1:1-1:4]
                IdentifierExpr [1:1-1:2] name='f'
            """#),
        DumpCase(
            "x = 1;\n// ...\ny = 2;",
            #"""
            ExpressionStmt [1:1-1:7]
              AssignmentExpr [1:1-1:6] op='='
                IdentifierExpr [1:1-1:2] name='x'
                LiteralExpr [1:5-1:6] '1'
            Elision [2:1-2:7] comment
            ExpressionStmt [3:1-3:7]
              AssignmentExpr [3:1-3:6] op='='
                IdentifierExpr [3:1-3:2] name='y'
                LiteralExpr [3:5-3:6] '2'
            """#),
        DumpCase(
            "Foo(out var r, ref y, name: 3);",
            #"""
            ExpressionStmt [1:1-1:32]
              InvocationExpr [1:1-1:31]
                IdentifierExpr [1:1-1:4] name='Foo'
                Argument [1:5-1:14] ref=out
                  DeclarationExpr [1:9-1:14] name='r'
                    NameType [1:9-1:12] name='var'
                Argument [1:16-1:21] ref=ref
                  IdentifierExpr [1:20-1:21] name='y'
                Argument [1:23-1:30] name=name
                  LiteralExpr [1:29-1:30] '3'
            """#),
        DumpCase(
            "a.b.c = x?[1];",
            #"""
            ExpressionStmt [1:1-1:15]
              AssignmentExpr [1:1-1:14] op='='
                MemberAccessExpr [1:1-1:6] name='c'
                  MemberAccessExpr [1:1-1:4] name='b'
                    IdentifierExpr [1:1-1:2] name='a'
                ElementAccessExpr [1:9-1:14] conditional
                  IdentifierExpr [1:9-1:10] name='x'
                  Argument [1:12-1:13]
                    LiteralExpr [1:12-1:13] '1'
            """#),
        DumpCase(
            "var x = 1;\n...\nx++;",
            #"""
            LocalDeclarationStmt [1:1-1:11]
              VariableDeclaration [1:1-1:10]
                NameType [1:1-1:4] name='var'
                VariableDeclarator [1:5-1:10] name='x'
                  LiteralExpr [1:9-1:10] '1'
            Elision [2:1-2:4]
            ExpressionStmt [3:1-3:5]
              PostfixUnaryExpr [3:1-3:4] op='++'
                IdentifierExpr [3:1-3:2] name='x'
            """#),
    ]

    @Test(arguments: cases)
    func parsesWithExpectedTree(_ testCase: DumpCase) {
        let snippet = CSharpSnippet.parse(testCase.source)
        #expect(snippet.diagnostics.isEmpty, "unexpected diagnostics: \(snippet.diagnostics)")
        #expect(snippet.form == .statements || snippet.form == .mixed, "form was \(snippet.form)")
        let dump = snippet.statements.map { $0.dump() }.joined()
        #expect(dump == testCase.expectedDump, "\n--- got ---\n\(dump)--- expected ---\n\(testCase.expectedDump)")
    }
}
