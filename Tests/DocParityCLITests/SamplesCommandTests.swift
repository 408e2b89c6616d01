// `docparity samples`: the listing and the `--ast` dump of the seed article against golden files
// (re-record with DOCPARITY_RECORD=1).

import Foundation
import Testing

@testable import DocParityCLI

@Suite("Samples command")
struct SamplesCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    private func golden(_ name: String, _ text: String) throws -> String {
        let path = Self.repository + "/Tests/DocParityCLITests/Snapshots/" + name
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("the es-ES seed's samples with their syntax trees match the golden file")
    func astGolden() throws {
        let text = try SamplesCommand.parse([Self.repository + "/samples/transitions/es-ES/transitions.md", "--ast"])
            .execute()
        #expect(text == (try golden("samples-es-ES-ast.txt", text)))
        #expect(text.contains("#2  csharp  lines 51-61  1 syntax error"))
        #expect(text.contains("54:65 CS1003 unexpected ';' in object initializer"))
    }

    @Test("every locale's listing names the same samples; fr-FR's third overrides PresentingController")
    func listing() throws {
        let text = try SamplesCommand.parse([Self.repository + "/samples/transitions", "--sample", "3", "--ast"])
            .execute()
        #expect(text.hasSuffix("5 samples\n"))
        #expect(text.components(separatedBy: "name='PresentingController'").count == 4)
        #expect(throws: (any Error).self) {
            try SamplesCommand.parse([Self.repository + "/samples", "--sample", "0"]).execute()
        }
    }

    @Test("each sample lists the outlets its scenario assumes; a name the fixtures declare is none")
    func outlets() throws {
        let folder = NSTemporaryDirectory() + "docparity-outlets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/en-US", withIntermediateDirectories: true)
        let article = """
            ```csharp
            showButton.TouchUpInside += (s, e) => { status.Text = "tapped"; };
            ```
            """
        try article.write(toFile: folder + "/en-US/a.md", atomically: true, encoding: .utf8)
        let text = try SamplesCommand.parse([folder]).execute()
        #expect(text.contains("assumed: showButton is a UIButton outlet of HostController (inferred from use)"))
        #expect(text.contains("assumed: status is a UILabel outlet of HostController (inferred from use)"))
        // The seed's host fixture declares `showTwo`: no outlet is assumed.
        let seed = try SamplesCommand.parse([Self.repository + "/samples/transitions/es-ES/transitions.md"]).execute()
        #expect(!seed.contains("assumed:"))
    }
}
