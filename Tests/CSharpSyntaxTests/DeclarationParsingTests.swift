// Tree-dump expectations for member and compilation-unit snippets: types, members, accessors, attributes.

import CSharpSyntax
import Testing

@Suite("Declarations")
struct DeclarationParsingTests {
    static let cases: [DumpCase] = [
        DumpCase(
            "public class A : B, IC\n{\n    int x;\n    public override void ViewDidLoad ()\n    {\n        base.ViewDidLoad ();\n    }\n}",
            #"""
            Snippet form=compilationUnit
            CompilationUnit [1:1-8:2]
              TypeDecl [1:1-8:2] class name='A' modifiers=public
                NameType [1:18-1:19] name='B'
                NameType [1:21-1:23] name='IC'
                FieldDecl [3:5-3:11]
                  VariableDeclaration [3:5-3:10]
                    PredefinedType [3:5-3:8] 'int'
                    VariableDeclarator [3:9-3:10] name='x'
                MethodDecl [4:5-7:6] name='ViewDidLoad' modifiers=public,override
                  PredefinedType [4:21-4:25] 'void'
                  Block [5:5-7:6]
                    ExpressionStmt [6:9-6:29]
                      InvocationExpr [6:9-6:28]
                        MemberAccessExpr [6:9-6:25] name='ViewDidLoad'
                          BaseExpr [6:9-6:13]
            """#),
        DumpCase(
            "UIWindow window;\n\npublic override bool FinishedLaunching (UIApplication app, NSDictionary options)\n{\n    return true;\n}",
            #"""
            Snippet form=members
            CompilationUnit [1:1-6:2]
              FieldDecl [1:1-1:17]
                VariableDeclaration [1:1-1:16]
                  NameType [1:1-1:9] name='UIWindow'
                  VariableDeclarator [1:10-1:16] name='window'
              MethodDecl [3:1-6:2] name='FinishedLaunching' modifiers=public,override
                PredefinedType [3:17-3:21] 'bool'
                Parameter [3:41-3:58] name='app'
                  NameType [3:41-3:54] name='UIApplication'
                Parameter [3:60-3:80] name='options'
                  NameType [3:60-3:72] name='NSDictionary'
                Block [4:1-6:2]
                  ReturnStmt [5:5-5:17]
                    LiteralExpr [5:12-5:16] 'true'
            """#),
        DumpCase(
            "public int Count { get; private set; } = 3;\npublic string Name => \"x\";\npublic int Id { get => id; init { id = value; } }",
            #"""
            Snippet form=members
            CompilationUnit [1:1-3:50]
              PropertyDecl [1:1-1:44] name='Count' modifiers=public
                PredefinedType [1:8-1:11] 'int'
                AccessorDecl [1:20-1:24] 'get'
                AccessorDecl [1:25-1:37] 'set' modifiers=private
                LiteralExpr [1:42-1:43] '3'
              PropertyDecl [2:1-2:27] name='Name' modifiers=public
                PredefinedType [2:8-2:14] 'string'
                LiteralExpr [2:23-2:26] '"x"'
              PropertyDecl [3:1-3:50] name='Id' modifiers=public
                PredefinedType [3:8-3:11] 'int'
                AccessorDecl [3:17-3:27] 'get'
                  IdentifierExpr [3:24-3:26] name='id'
                AccessorDecl [3:28-3:48] 'init'
                  Block [3:33-3:48]
                    ExpressionStmt [3:35-3:46]
                      AssignmentExpr [3:35-3:45] op='='
                        IdentifierExpr [3:35-3:37] name='id'
                        IdentifierExpr [3:40-3:45] name='value'
            """#),
        DumpCase(
            "public event EventHandler Changed;\npublic MyView(IntPtr handle) : base(handle) { }\n~MyView() { }",
            #"""
            Snippet form=members
            CompilationUnit [1:1-3:14]
              EventDecl [1:1-1:35] modifiers=public
                NameType [1:14-1:26] name='EventHandler'
                VariableDeclarator [1:27-1:34] name='Changed'
              ConstructorDecl [2:1-2:48] name='MyView' modifiers=public
                Parameter [2:15-2:28] name='handle'
                  NameType [2:15-2:21] name='IntPtr'
                ConstructorInitializer [2:30-2:44] 'base'
                  Argument [2:37-2:43]
                    IdentifierExpr [2:37-2:43] name='handle'
                Block [2:45-2:48]
              DestructorDecl [3:1-3:14] name='MyView'
                Block [3:11-3:14]
            """#),
        DumpCase(
            "[Export(\"tap:\")]\npublic async Task<T> Load<T>(string path) where T : class, new() { await Task.Yield(); return default; }",
            #"""
            Snippet form=members
            CompilationUnit [1:1-2:105]
              MethodDecl [1:1-2:105] name='Load' modifiers=public,async
                AttributeList [1:1-1:17]
                  Attribute [1:2-1:16]
                    NameType [1:2-1:8] name='Export'
                    Argument [1:9-1:15]
                      LiteralExpr [1:9-1:15] '"tap:"'
                NameType [2:14-2:21] name='Task' arity=1
                  NameType [2:19-2:20] name='T'
                TypeParameter [2:27-2:28] name='T'
                Parameter [2:30-2:41] name='path'
                  PredefinedType [2:30-2:36] 'string'
                TypeParameterConstraintClause [2:43-2:65] name='T'
                  NameType [2:53-2:58] name='class'
                  NameType [2:60-2:65] name='new'
                Block [2:66-2:105]
                  ExpressionStmt [2:68-2:87]
                    AwaitExpr [2:68-2:86]
                      InvocationExpr [2:74-2:86]
                        MemberAccessExpr [2:74-2:84] name='Yield'
                          IdentifierExpr [2:74-2:78] name='Task'
                  ReturnStmt [2:88-2:103]
                    LiteralExpr [2:95-2:102] 'default'
            """#),
        DumpCase(
            "public int this[int i] => i;\npublic static Vec operator +(Vec a, Vec b) => a;",
            #"""
            Snippet form=members
            CompilationUnit [1:1-2:49]
              IndexerDecl [1:1-1:29] modifiers=public
                PredefinedType [1:8-1:11] 'int'
                Parameter [1:17-1:22] name='i'
                  PredefinedType [1:17-1:20] 'int'
                IdentifierExpr [1:27-1:28] name='i'
              OperatorDecl [2:1-2:49] op='+' modifiers=public,static
                NameType [2:15-2:18] name='Vec'
                Parameter [2:30-2:35] name='a'
                  NameType [2:30-2:33] name='Vec'
                Parameter [2:37-2:42] name='b'
                  NameType [2:37-2:40] name='Vec'
                IdentifierExpr [2:47-2:48] name='a'
            """#),
        DumpCase(
            "public struct Point { public int X; }\npublic interface IShape { double Area(); }\npublic enum Color : byte { Red, Green = 2 }",
            #"""
            Snippet form=compilationUnit
            CompilationUnit [1:1-3:44]
              TypeDecl [1:1-1:38] struct name='Point' modifiers=public
                FieldDecl [1:23-1:36] modifiers=public
                  VariableDeclaration [1:30-1:35]
                    PredefinedType [1:30-1:33] 'int'
                    VariableDeclarator [1:34-1:35] name='X'
              TypeDecl [2:1-2:43] interface name='IShape' modifiers=public
                MethodDecl [2:27-2:41] name='Area'
                  PredefinedType [2:27-2:33] 'double'
              EnumDecl [3:1-3:44] name='Color' modifiers=public
                PredefinedType [3:21-3:25] 'byte'
                EnumMemberDecl [3:28-3:31] name='Red'
                EnumMemberDecl [3:33-3:42] name='Green'
                  LiteralExpr [3:41-3:42] '2'
            """#),
        DumpCase(
            "public record Person(string Name);\npublic delegate void Handler(object sender);",
            #"""
            Snippet form=compilationUnit
            CompilationUnit [1:1-2:45]
              TypeDecl [1:1-1:35] record name='Person' modifiers=public
                Parameter [1:22-1:33] name='Name'
                  PredefinedType [1:22-1:28] 'string'
              DelegateDecl [2:1-2:45] name='Handler' modifiers=public
                PredefinedType [2:17-2:21] 'void'
                Parameter [2:30-2:43] name='sender'
                  PredefinedType [2:30-2:36] 'object'
            """#),
        DumpCase(
            "using System;\nnamespace Demo\n{\n    class C { }\n}",
            #"""
            Snippet form=compilationUnit
            CompilationUnit [1:1-5:2]
              UsingDirective [1:1-1:14]
                NameType [1:7-1:13] name='System'
              NamespaceDecl [2:1-5:2]
                NameType [2:11-2:15] name='Demo'
                TypeDecl [4:5-4:16] class name='C'
            """#),
        DumpCase(
            "namespace Demo;\nclass C { }",
            #"""
            Snippet form=compilationUnit
            CompilationUnit [1:1-2:12]
              NamespaceDecl [1:1-2:12] file-scoped
                NameType [1:11-1:15] name='Demo'
                TypeDecl [2:1-2:12] class name='C'
            """#),
    ]

    @Test(arguments: cases)
    func parsesWithExpectedTree(_ testCase: DumpCase) {
        let snippet = CSharpSnippet.parse(testCase.source)
        #expect(snippet.diagnostics.isEmpty, "unexpected diagnostics: \(snippet.diagnostics)")
        let dump = snippet.dump()
        #expect(
            dump == testCase.expectedDump,
            "form \(snippet.form)\n--- got ---\n\(dump)--- expected ---\n\(testCase.expectedDump)")
    }
}
