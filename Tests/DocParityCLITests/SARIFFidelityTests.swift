// SARIF carries what the text report says: the seed article's SARIF (samples checked) names the
// Unified API member in its CS0115 result, gives the first divergence of the behaviour drift,
// proposes the reference's token as a fix for the token drift, and validates against the
// vendored SARIF 2.1.0 schema.

import Foundation
import Testing

@testable import DocParityCLI

@Suite("SARIF fidelity")
struct SARIFFidelityTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func seedResults(_ options: [String] = []) throws -> (text: String, results: [[String: Any]]) {
        let (text, _) = try CheckCommand.parse([repository + "/samples/transitions", "--format", "sarif"] + options)
            .execute()
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return (text, try #require(run["results"] as? [[String: Any]]))
    }

    static func markdown(_ result: [String: Any]) -> String {
        (result["message"] as? [String: Any])?["markdown"] as? String ?? ""
    }

    @Test("the CS0115 result names the Unified API member")
    func compileError() throws {
        let results = try Self.seedResults().results.filter { $0["ruleId"] as? String == "sample.compile-error" }
        let result = try #require(results.first)
        #expect(Self.markdown(result).contains("CS0115"))
        #expect(
            Self.markdown(result).contains("the Unified API member is 'GetAnimationControllerForPresentedController'"))
        let notes = (result["properties"] as? [String: Any])?["notes"] as? [String]
        #expect(notes?.contains { $0.contains("GetAnimationControllerForPresentedController") } == true)
    }

    @Test("the behaviour drift carries its first divergence and its locale groups")
    func behaviourDrift() throws {
        let results = try Self.seedResults().results.filter { $0["ruleId"] as? String == "sample.behavior-drift" }
        let result = try #require(results.first)
        #expect(Self.markdown(result).contains("first divergence"))
        let groups = (result["properties"] as? [String: Any])?["localeGroups"] as? [[String: Any]]
        #expect(groups?.count == 2)
    }

    @Test("the token drift proposes the reference's token as a fix in each drifted locale")
    func tokenFix() throws {
        let results = try Self.seedResults().results.filter { $0["ruleId"] as? String == "code.token-drift" }
        let fixes = try #require(results.first?["fixes"] as? [[String: Any]])
        #expect(fixes.count == 3)
        let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let inserted = (replacement["insertedContent"] as? [String: Any])?["text"] as? String
        #expect(inserted == "GetAnimationControllerForPresentedController")
        let region = try #require(replacement["deletedRegion"] as? [String: Any])
        let width = (region["endColumn"] as? Int ?? 0) - (region["startColumn"] as? Int ?? 0)
        #expect(width == "PresentingController".count)
    }

    static func rules(_ text: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    }

    @Test("with --rules-url, each rule's helpUri is its section of the published docs/rules.md")
    func helpURI() throws {
        let page = "https://example.org/docparity/rules.md"
        let rules = try Self.rules(try Self.seedResults(["--rules-url", page + "#top"]).text)
        let published = try String(contentsOfFile: Self.repository + "/docs/rules.md", encoding: .utf8)
        #expect(rules.count > 30)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let anchor = id.replacingOccurrences(of: ".", with: "")
            #expect(rule["helpUri"] as? String == "\(page)#\(anchor)")
            // The anchor is the one docs/rules.md's own table links to, for a heading it has.
            #expect(published.contains("](#\(anchor))") && published.contains("\n## \(id)\n"), "\(id)")
        }
        // Without an address there is no link to make up: each rule's help is in the log itself.
        #expect(try Self.rules(try Self.seedResults().text).allSatisfy { $0["helpUri"] == nil })
        #expect(throws: (any Error).self) {
            try CheckCommand.parse([Self.repository + "/samples/transitions", "--rules-url", "rules.md"]).execute()
        }
    }

    @Test("every rule has help in Markdown, and the log validates against the SARIF 2.1.0 schema")
    func schema() throws {
        let (text, _) = try Self.seedResults(["--rules-url", "https://example.org/docparity/rules.md"])
        let rules = try Self.rules(text)
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["markdown"] as? String)?.isEmpty == false })
        let file = NSTemporaryDirectory() + "docparity-\(UUID().uuidString).sarif"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))",
            file, Self.repository + "/Tests/ReportersTests/Schemas/sarif-schema-2.1.0.json",
        ]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "the seed's SARIF does not validate: \(output)")
    }
}
