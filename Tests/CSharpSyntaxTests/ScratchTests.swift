import Foundation
import Testing
@testable import CSharpSyntax

@Test func scratchSeeds() throws {
    let seeds = FencedCodeBlocks.sharedFolder().appendingPathComponent("seeds")
    for file in try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted().prefix(1) {
        let text = try String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8)
        for block in FencedCodeBlocks.csharpBlocks(in: text) {
            let s = CSharpSnippet.parse(block.code)
            print("=== \(file):\(block.fenceLine)")
            print(s.dump())
        }
    }
}
