// RuleFilesTests: one rule per file under Sources/Diagnostics/Rules, and rule ids named by their
// typed constants everywhere else in the sources, never by a string literal.

import Diagnostics
import Foundation
import Testing

@Suite("rule files")
struct RuleFilesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path
    static let rulesFolder = sources + "/Diagnostics/Rules"

    /// Every Swift file under `folder`, as (path relative to Sources, text).
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: folder) as [String]?)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let full = folder + "/" + path
            return (String(full.dropFirst(sources.count + 1)), try String(contentsOfFile: full, encoding: .utf8))
        }
    }

    /// The ids the rule files define: `RuleID("…")` literals, with the file defining each.
    static func definedIDs() throws -> [(id: String, path: String)] {
        let definition = try Regex(#"RuleID\("([a-z]+\.[a-z-]+)"\)"#)
        return try swiftFiles(under: rulesFolder).flatMap { file in
            file.text.matches(of: definition).map { (String($0.output[1].substring!), file.path) }
        }
    }

    @Test("each rule file defines one rule: its id and its descriptor")
    func oneRulePerFile() throws {
        let files = try Self.swiftFiles(under: Self.rulesFolder).filter { !$0.path.contains("RuleExample+") }
        #expect(files.count >= 41)
        let constant = try Regex(#"public static let (\w+) = RuleID\("#)
        for file in files {
            let ids = file.text.matches(of: constant).map { String($0.output[1].substring!) }
            #expect(ids.count == 1, "\(file.path) defines \(ids.count) rule ids")
            guard let name = ids.first else { continue }
            #expect(file.text.contains("public static let \(name) = RuleDescriptor("), "\(file.path)")
            #expect(file.text.contains("id: .\(name),"), "\(file.path): the descriptor has another id")
        }
    }

    @Test("no source outside the rule files writes a rule id as a string literal")
    func noLiteralIDs() throws {
        let defined = try Self.definedIDs()
        #expect(Set(defined.map(\.id)).count == defined.count, "an id is defined twice")
        let literals = Set(defined.map { "\"\($0.id)\"" })
        for file in try Self.swiftFiles(under: Self.sources) where !file.path.hasPrefix("Diagnostics/Rules/") {
            for literal in literals where file.text.contains(literal) {
                Issue.record("\(file.path) writes \(literal); use its RuleID constant")
            }
            #expect(!file.text.contains("RuleID(\""), "\(file.path) makes a rule id from a literal")
        }
    }
}
