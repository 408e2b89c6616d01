// RunawayCodeBlocks: what a locale's code block swallowed (it was closed by a fence with a
// language) is folded under that fence's finding.

import Diagnostics
import Testing

@testable import Drift

@Suite("Runaway code blocks")
struct RunawayCodeBlocksTests {
    @Test("a block closed by '```csharp' takes the block and the section it swallowed under its fence finding")
    func swallowed() throws {
        let reference =
            "# T\n\n```xml\n<a/>\n```\n\nText.\n\n## Set up\n\n```csharp\nvar b = 1;\n```\n\n## After\n\nMore.\n"
        let runaway =
            "# T\n\n```xml\n<a/>\n```csharp\n\nTexte.\n\n## Set up\n\n```csharp\nvar b = 1;\n```\n\n## After\n\nPlus.\n"
        let found = checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", runaway)])
        #expect(found.map(\.ruleID) == ["input.unclosed-fence"])
        let fence = try #require(found.first)
        #expect(fence.locations.map(\.position.line) == [5])
        #expect(fence.locations.map(\.locale) == ["pl-PL"])
        #expect(fence.severity == .error)
        #expect(fence.consequences.contains { $0.ruleID == "structure.heading-missing" })
        #expect(fence.consequences.contains { $0.ruleID == "code.markup-drift" })
    }

    @Test("what follows a swallowed heading, up to the next heading, follows from the fence too")
    func swallowedHeadingSection() throws {
        // viewpager-and-views.md (review 19): the text after the runaway block belongs to the
        // heading it swallowed, and is compared as part of the section before.
        let reference =
            "# T\n\n## Layout\n\n```xml\n<a/>\n```\n\nText.\n\n## Set up\n\nAdd the `using`:\n\n```csharp\nusing A;\n```\n\nReplace `OnCreate`.\n\n## After\n\nMore.\n"
        let runaway =
            "# T\n\n## Layout\n\n```xml\n<a/>\n```csharp\n\nTexte.\n\n## Set up\n\nDodaj `using`:\n\n```csharp\nusing A;\n```\n\nZastąp `OnCreate`.\n\n## After\n\nPlus.\n"
        let found = checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", runaway)])
        #expect(found.map(\.ruleID) == ["input.unclosed-fence"], "\(found.map(\.message))")
        let fence = try #require(found.first)
        func all(_ findings: [Finding]) -> [Finding] { findings.flatMap { [$0] + all($0.consequences) } }
        #expect(all(fence.consequences).contains { $0.ruleID == "inline.code-mismatch" })
    }

    @Test("a fence finding with nothing following from it stays as it is")
    func alone() {
        let runaway = "# T\n\n```text\nx\n```csharp\n```\n"
        let found = checkArticle([("es-ES", runaway), ("pl-PL", runaway)])
        #expect(found.map(\.ruleID) == ["input.unclosed-fence", "input.unclosed-fence"])
        #expect(found.allSatisfy { $0.consequences.isEmpty && $0.severity == .warning })
    }
}
