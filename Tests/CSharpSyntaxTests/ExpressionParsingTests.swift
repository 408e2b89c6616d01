// Tree-dump expectations for expression snippets: precedence, casts, lambdas, creation, patterns, generics.

import CSharpSyntax
import Testing

@Suite("Expressions")
struct ExpressionParsingTests {
    static let cases: [DumpCase] = [
        DumpCase(
            "a + b * c",
            #"""
            BinaryExpr [1:1-1:10] op='+'
              IdentifierExpr [1:1-1:2] name='a'
              BinaryExpr [1:5-1:10] op='*'
                IdentifierExpr [1:5-1:6] name='b'
                IdentifierExpr [1:9-1:10] name='c'
            """#),
        DumpCase(
            "a = b ?? c",
            #"""
            AssignmentExpr [1:1-1:11] op='='
              IdentifierExpr [1:1-1:2] name='a'
              BinaryExpr [1:5-1:11] op='??'
                IdentifierExpr [1:5-1:6] name='b'
                IdentifierExpr [1:10-1:11] name='c'
            """#),
        DumpCase(
            "x is CircleLayout",
            #"""
            IsPatternExpr [1:1-1:18]
              IdentifierExpr [1:1-1:2] name='x'
              TypePattern [1:6-1:18]
                NameType [1:6-1:18] name='CircleLayout'
            """#),
        DumpCase(
            "(nfloat)progress",
            #"""
            CastExpr [1:1-1:17]
              NameType [1:2-1:8] name='nfloat'
              IdentifierExpr [1:9-1:17] name='progress'
            """#),
        DumpCase(
            "(a) + b",
            #"""
            BinaryExpr [1:1-1:8] op='+'
              ParenthesizedExpr [1:1-1:4]
                IdentifierExpr [1:2-1:3] name='a'
              IdentifierExpr [1:7-1:8] name='b'
            """#),
        DumpCase(
            "Foo<Bar>(x)",
            #"""
            InvocationExpr [1:1-1:12]
              IdentifierExpr [1:1-1:9] name='Foo'
                NameType [1:5-1:8] name='Bar'
              Argument [1:10-1:11]
                IdentifierExpr [1:10-1:11] name='x'
            """#),
        DumpCase(
            "a < b > c",
            #"""
            BinaryExpr [1:1-1:10] op='>'
              BinaryExpr [1:1-1:6] op='<'
                IdentifierExpr [1:1-1:2] name='a'
                IdentifierExpr [1:5-1:6] name='b'
              IdentifierExpr [1:9-1:10] name='c'
            """#),
        DumpCase(
            "x?.y",
            #"""
            MemberAccessExpr [1:1-1:5] op='?.' name='y'
              IdentifierExpr [1:1-1:2] name='x'
            """#),
        DumpCase(
            "a[i]",
            #"""
            ElementAccessExpr [1:1-1:5]
              IdentifierExpr [1:1-1:2] name='a'
              Argument [1:3-1:4]
                IdentifierExpr [1:3-1:4] name='i'
            """#),
        DumpCase(
            "await Task.Delay(1)",
            #"""
            AwaitExpr [1:1-1:20]
              InvocationExpr [1:7-1:20]
                MemberAccessExpr [1:7-1:17] name='Delay'
                  IdentifierExpr [1:7-1:11] name='Task'
                Argument [1:18-1:19]
                  LiteralExpr [1:18-1:19] '1'
            """#),
        DumpCase(
            "g => g.Scale",
            #"""
            LambdaExpr [1:1-1:13]
              Parameter [1:1-1:2] name='g'
              MemberAccessExpr [1:6-1:13] name='Scale'
                IdentifierExpr [1:6-1:7] name='g'
            """#),
        DumpCase(
            "(completed, finished) => { }",
            #"""
            LambdaExpr [1:1-1:29]
              Parameter [1:2-1:11] name='completed'
              Parameter [1:13-1:21] name='finished'
              Block [1:26-1:29]
            """#),
        DumpCase(
            "async () => await x",
            #"""
            LambdaExpr [1:1-1:20] modifiers=async
              AwaitExpr [1:13-1:20]
                IdentifierExpr [1:19-1:20] name='x'
            """#),
        DumpCase(
            "(object sender, EventArgs e) => { }",
            #"""
            LambdaExpr [1:1-1:36]
              Parameter [1:2-1:15] name='sender'
                PredefinedType [1:2-1:8] 'object'
              Parameter [1:17-1:28] name='e'
                NameType [1:17-1:26] name='EventArgs'
              Block [1:33-1:36]
            """#),
        DumpCase(
            "delegate { }",
            #"""
            AnonymousMethodExpr [1:1-1:13]
              Block [1:10-1:13]
            """#),
        DumpCase(
            "new Foo(1) { A = 2 }",
            #"""
            ObjectCreationExpr [1:1-1:21]
              NameType [1:5-1:8] name='Foo'
              Argument [1:9-1:10]
                LiteralExpr [1:9-1:10] '1'
              InitializerExpr [1:12-1:21] kind=object
                AssignmentExpr [1:14-1:19] op='='
                  IdentifierExpr [1:14-1:15] name='A'
                  LiteralExpr [1:18-1:19] '2'
            """#),
        DumpCase(
            "new[] { 1, 2 }",
            #"""
            ArrayCreationExpr [1:1-1:15]
              InitializerExpr [1:7-1:15] kind=collection
                LiteralExpr [1:9-1:10] '1'
                LiteralExpr [1:12-1:13] '2'
            """#),
        DumpCase(
            "new int[3]",
            #"""
            ArrayCreationExpr [1:1-1:11]
              ArrayType [1:5-1:11]
                PredefinedType [1:5-1:8] 'int'
                ArrayRankSpecifier [1:8-1:11] rank=1
                  LiteralExpr [1:9-1:10] '3'
            """#),
        DumpCase(
            "new { A = 1 }",
            #"""
            AnonymousObjectCreationExpr [1:1-1:14]
              AssignmentExpr [1:7-1:12] op='='
                IdentifierExpr [1:7-1:8] name='A'
                LiteralExpr [1:11-1:12] '1'
            """#),
        DumpCase(
            "nameof(x)",
            #"""
            InvocationExpr [1:1-1:10]
              IdentifierExpr [1:1-1:7] name='nameof'
              Argument [1:8-1:9]
                IdentifierExpr [1:8-1:9] name='x'
            """#),
        DumpCase(
            "typeof(int)",
            #"""
            TypeOperatorExpr [1:1-1:12] 'typeof'
              PredefinedType [1:8-1:11] 'int'
            """#),
        DumpCase(
            "default(T)",
            #"""
            TypeOperatorExpr [1:1-1:11] 'default'
              NameType [1:9-1:10] name='T'
            """#),
        DumpCase(
            "$\"a{b,5:F2}\"",
            #"""
            InterpolatedStringExpr [1:1-1:13]
              Interpolation [1:5-1:8] format='F2'
                IdentifierExpr [1:5-1:6] name='b'
                LiteralExpr [1:7-1:8] '5'
            """#),
        DumpCase(
            "x switch { 1 => \"a\", _ => \"b\" }",
            #"""
            SwitchExpr [1:1-1:32]
              IdentifierExpr [1:1-1:2] name='x'
              SwitchExprArm [1:12-1:20]
                ConstantPattern [1:12-1:13]
                  LiteralExpr [1:12-1:13] '1'
                LiteralExpr [1:17-1:20] '"a"'
              SwitchExprArm [1:22-1:30]
                DiscardPattern [1:22-1:23]
                LiteralExpr [1:27-1:30] '"b"'
            """#),
        DumpCase(
            "x ?? throw new E()",
            #"""
            BinaryExpr [1:1-1:19] op='??'
              IdentifierExpr [1:1-1:2] name='x'
              ThrowExpr [1:6-1:19]
                ObjectCreationExpr [1:12-1:19]
                  NameType [1:16-1:17] name='E'
            """#),
        DumpCase(
            "c ? a : b",
            #"""
            ConditionalExpr [1:1-1:10]
              IdentifierExpr [1:1-1:2] name='c'
              IdentifierExpr [1:5-1:6] name='a'
              IdentifierExpr [1:9-1:10] name='b'
            """#),
        DumpCase(
            "-x++",
            #"""
            PrefixUnaryExpr [1:1-1:5] op='-'
              PostfixUnaryExpr [1:2-1:5] op='++'
                IdentifierExpr [1:2-1:3] name='x'
            """#),
        DumpCase(
            "1 >> 2",
            #"""
            BinaryExpr [1:1-1:7] op='>>'
              LiteralExpr [1:1-1:2] '1'
              LiteralExpr [1:6-1:7] '2'
            """#),
        DumpCase(
            "a is not null",
            #"""
            IsPatternExpr [1:1-1:14]
              IdentifierExpr [1:1-1:2] name='a'
              NotPattern [1:6-1:14]
                ConstantPattern [1:10-1:14]
                  LiteralExpr [1:10-1:14] 'null'
            """#),
        DumpCase(
            "x as string",
            #"""
            AsExpr [1:1-1:12]
              IdentifierExpr [1:1-1:2] name='x'
              PredefinedType [1:6-1:12] 'string'
            """#),
        DumpCase(
            "base.Bar()",
            #"""
            InvocationExpr [1:1-1:11]
              MemberAccessExpr [1:1-1:9] name='Bar'
                BaseExpr [1:1-1:5]
            """#),
        DumpCase(
            "this.View",
            #"""
            MemberAccessExpr [1:1-1:10] name='View'
              ThisExpr [1:1-1:5]
            """#),
        DumpCase(
            "x is Foo f && f.Ok",
            #"""
            BinaryExpr [1:1-1:19] op='&&'
              IsPatternExpr [1:1-1:11]
                IdentifierExpr [1:1-1:2] name='x'
                DeclarationPattern [1:6-1:11] name='f'
                  NameType [1:6-1:9] name='Foo'
              MemberAccessExpr [1:15-1:19] name='Ok'
                IdentifierExpr [1:15-1:16] name='f'
            """#),
        DumpCase(
            "(int)x.Y",
            #"""
            CastExpr [1:1-1:9]
              PredefinedType [1:2-1:5] 'int'
              MemberAccessExpr [1:6-1:9] name='Y'
                IdentifierExpr [1:6-1:7] name='x'
            """#),
        DumpCase(
            "(a, b)",
            #"""
            TupleExpr [1:1-1:7]
              Argument [1:2-1:3]
                IdentifierExpr [1:2-1:3] name='a'
              Argument [1:5-1:6]
                IdentifierExpr [1:5-1:6] name='b'
            """#),
        DumpCase(
            "new List<int> { 1, 2 }",
            #"""
            ObjectCreationExpr [1:1-1:23]
              NameType [1:5-1:14] name='List' arity=1
                PredefinedType [1:10-1:13] 'int'
              InitializerExpr [1:15-1:23] kind=collection
                LiteralExpr [1:17-1:18] '1'
                LiteralExpr [1:20-1:21] '2'
            """#),
        DumpCase(
            "y = (UIView)(object)o",
            #"""
            AssignmentExpr [1:1-1:22] op='='
              IdentifierExpr [1:1-1:2] name='y'
              CastExpr [1:5-1:22]
                NameType [1:6-1:12] name='UIView'
                CastExpr [1:13-1:22]
                  PredefinedType [1:14-1:20] 'object'
                  IdentifierExpr [1:21-1:22] name='o'
            """#),
        DumpCase(
            "a >>= 2",
            #"""
            AssignmentExpr [1:1-1:8] op='>>='
              IdentifierExpr [1:1-1:2] name='a'
              LiteralExpr [1:7-1:8] '2'
            """#),
        DumpCase(
            "Math.Abs(1.0f -  g.Scale)/sf",
            #"""
            BinaryExpr [1:1-1:29] op='/'
              InvocationExpr [1:1-1:26]
                MemberAccessExpr [1:1-1:9] name='Abs'
                  IdentifierExpr [1:1-1:5] name='Math'
                Argument [1:10-1:25]
                  BinaryExpr [1:10-1:25] op='-'
                    LiteralExpr [1:10-1:14] '1.0f'
                    MemberAccessExpr [1:18-1:25] name='Scale'
                      IdentifierExpr [1:18-1:19] name='g'
              IdentifierExpr [1:27-1:29] name='sf'
            """#),
        DumpCase(
            "p is { X: > 0 } q",
            #"""
            IsPatternExpr [1:1-1:18]
              IdentifierExpr [1:1-1:2] name='p'
              RecursivePattern [1:6-1:18] name='q'
                Subpattern [1:8-1:14]
                  IdentifierExpr [1:8-1:9] name='X'
                  RelationalPattern [1:11-1:14] op='>'
                    LiteralExpr [1:13-1:14] '0'
            """#),
        DumpCase(
            "a && b || c",
            #"""
            BinaryExpr [1:1-1:12] op='||'
              BinaryExpr [1:1-1:7] op='&&'
                IdentifierExpr [1:1-1:2] name='a'
                IdentifierExpr [1:6-1:7] name='b'
              IdentifierExpr [1:11-1:12] name='c'
            """#),
        DumpCase(
            "x!.y",
            #"""
            MemberAccessExpr [1:1-1:5] name='y'
              PostfixUnaryExpr [1:1-1:3] op='!'
                IdentifierExpr [1:1-1:2] name='x'
            """#),
        DumpCase(
            "a ?? b ?? c",
            #"""
            BinaryExpr [1:1-1:12] op='??'
              IdentifierExpr [1:1-1:2] name='a'
              BinaryExpr [1:6-1:12] op='??'
                IdentifierExpr [1:6-1:7] name='b'
                IdentifierExpr [1:11-1:12] name='c'
            """#),
        DumpCase(
            "button.TouchUpInside += OnTap",
            #"""
            AssignmentExpr [1:1-1:30] op='+='
              MemberAccessExpr [1:1-1:21] name='TouchUpInside'
                IdentifierExpr [1:1-1:7] name='button'
              IdentifierExpr [1:25-1:30] name='OnTap'
            """#),
        DumpCase(
            "new Dictionary<string, List<int>>()",
            #"""
            ObjectCreationExpr [1:1-1:36]
              NameType [1:5-1:34] name='Dictionary' arity=2
                PredefinedType [1:16-1:22] 'string'
                NameType [1:24-1:33] name='List' arity=1
                  PredefinedType [1:29-1:32] 'int'
            """#),
        DumpCase(
            "GetCell<UICollectionViewCell>(id).Frame",
            #"""
            MemberAccessExpr [1:1-1:40] name='Frame'
              InvocationExpr [1:1-1:34]
                IdentifierExpr [1:1-1:30] name='GetCell'
                  NameType [1:9-1:29] name='UICollectionViewCell'
                Argument [1:31-1:33]
                  IdentifierExpr [1:31-1:33] name='id'
            """#),
        DumpCase(
            "x = new UIView { Frame = r, BackgroundColor = UIColor.Red }",
            #"""
            AssignmentExpr [1:1-1:60] op='='
              IdentifierExpr [1:1-1:2] name='x'
              ObjectCreationExpr [1:5-1:60]
                NameType [1:9-1:15] name='UIView'
                InitializerExpr [1:16-1:60] kind=object
                  AssignmentExpr [1:18-1:27] op='='
                    IdentifierExpr [1:18-1:23] name='Frame'
                    IdentifierExpr [1:26-1:27] name='r'
                  AssignmentExpr [1:29-1:58] op='='
                    IdentifierExpr [1:29-1:44] name='BackgroundColor'
                    MemberAccessExpr [1:47-1:58] name='Red'
                      IdentifierExpr [1:47-1:54] name='UIColor'
            """#),
    ]

    @Test(arguments: cases)
    func parsesWithExpectedTree(_ testCase: DumpCase) {
        let snippet = CSharpSnippet.parse(testCase.source)
        #expect(snippet.diagnostics.isEmpty, "unexpected diagnostics: \(snippet.diagnostics)")
        #expect(snippet.form == .expression, "form was \(snippet.form)")
        let dump = snippet.expression?.dump() ?? "<no expression>"
        #expect(dump == testCase.expectedDump, "\n--- got ---\n\(dump)--- expected ---\n\(testCase.expectedDump)")
    }
}
