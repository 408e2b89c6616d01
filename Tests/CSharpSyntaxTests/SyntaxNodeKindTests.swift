// The node-kind enums (`exprNode`, `stmtNode`, `memberNode`, `typeNode`): every node of real
// snippets maps to the case carrying itself, and `typeName` names the node's own type.

import CSharpSyntax
import Foundation
import Testing

@Suite("Syntax node kinds")
struct SyntaxNodeKindTests {
    /// A snippet with most kinds of expressions, statements, members and types.
    static let assorted = """
        using System;
        namespace Demo {
            public class Box<T> : UIViewController, IDisposable {
                int count = 0;
                public string Name { get; set; }
                public event EventHandler Changed;
                public Box(int start) : base() { count = start; }
                ~Box() { }
                public static Box<T> operator +(Box<T> a, Box<T> b) => a;
                public int this[int i] => i;
                public override void ViewDidLoad() {
                    base.ViewDidLoad();
                    var list = new List<int> { 1, 2 };
                    int[] numbers = new int[3];
                    int? maybe = null;
                    var anonymous = new { X = 1 };
                    Func<int, int> twice = x => x * 2;
                    if (count > 0 && !(this is Box<T>)) { count++; } else { count--; }
                    while (count < 10) count += 1;
                    do { count = -count; } while (false);
                    for (int i = 0; i < 2; i++) { continue; }
                    foreach (var item in list) { break; }
                    switch (count) { case 1: break; default: break; }
                    var text = $"n={count}";
                    var size = sizeof(int);
                    var kind = typeof(string);
                    var cast = (float)count;
                    var asText = Name as string;
                    var picked = count > 1 ? "a" : "b";
                    var value = numbers[0];
                    var tuple = (1, 2);
                    var result = count switch { 1 => "one", _ => "other" };
                    try { throw new Exception(); } catch (Exception e) { } finally { }
                    using (var scope = new Scope()) { }
                    checked { count = checked(count + 1); }
                    lock (this) { }
                    label: return;
                    int Local() => 1;
                    ...
                }
            }
            public enum Color { Red }
            public delegate void Done();
        }
        """

    static func blocks() -> [String] {
        // The seed article's locales (../shared/seeds holds the same files as .txt, which this
        // filter never matched).
        let seeds = SeedArticleTests.seedsFolder
        let seedBlocks = SeedArticleTests.seedFiles.flatMap { file -> [String] in
            guard let text = try? String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8) else {
                return []
            }
            return FencedCodeBlocks.csharpBlocks(in: text).map(\.code)
        }
        return [assorted] + seedBlocks
    }

    @Test func everyNodeMapsToItsOwnCase() {
        var seen: Set<String> = []
        for code in Self.blocks() {
            for member in CSharpSnippet.parse(code).members {
                for node in member.descendants() {
                    let name = String(describing: type(of: node))
                    // Each protocol the node conforms to: the type name its enum gives, and the enum.
                    let kinds: [(typeName: String, node: Any)?] = [
                        (node as? any ExprSyntax).map { ($0.exprNode.typeName, $0.exprNode) },
                        (node as? any StmtSyntax).map { ($0.stmtNode.typeName, $0.stmtNode) },
                        (node as? any MemberDeclSyntax).map { ($0.memberNode.typeName, $0.memberNode) },
                        (node as? any TypeSyntax).map { ($0.typeNode.typeName, $0.typeNode) },
                    ]
                    for case let kind? in kinds {
                        #expect(kind.typeName == name)
                        #expect(Self.payload(kind.node) == name)
                        seen.insert(name)
                    }
                }
            }
        }
        // The walk reached a good share of the kinds, so the checks above are not vacuous.
        #expect(seen.count >= 50, "only \(seen.count) node kinds seen: \(seen.sorted())")
    }

    @Test func memberKindsAndNamesAgreeWithTheNodes() {
        var kinds: Set<String> = []
        for code in Self.blocks() {
            for member in CSharpSnippet.parse(code).members {
                for case let node as any MemberDeclSyntax in member.descendants() {
                    // The kind's case is the node case's name (read by reflection).
                    let caseName = Mirror(reflecting: node.memberNode).children.first?.label
                    #expect("\(node.memberKind)" == caseName)
                    kinds.insert("\(node.memberKind)")
                    switch node.memberNode {
                    case .methodDecl(let method): #expect(node.memberName == method.name.text)
                    case .propertyDecl(let property): #expect(node.memberName == property.name.text)
                    default: #expect(node.memberName == nil)
                    }
                }
            }
        }
        #expect(kinds.count >= 10, "only \(kinds.count) member kinds seen: \(kinds.sorted())")
    }

    /// The type name of the value an enum case carries, read by reflection (independently of
    /// `typeName`).
    static func payload(_ node: Any) -> String {
        guard let child = Mirror(reflecting: node).children.first else { return "(no payload)" }
        return String(describing: type(of: child.value))
    }
}
