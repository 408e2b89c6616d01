// Articles the article fuzzer found (scripts/fuzz article, docs/reliability.md), kept in
// Tests/Fixtures/fuzz-article as minimized: each is checked as the fuzz target checks it, and
// must not trap.

import DocModel
import Foundation
import Testing

@testable import Drift

@Suite("Article fuzz regressions")
struct ArticleFuzzRegressionTests {
    static let folder =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
        + "/Fixtures/fuzz-article"

    static var findings: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            FileManager.default.fileExists(atPath: folder + "/" + $0 + "/es-ES.md")
        }.sorted()
    }

    @Test("each article the fuzzer found is checked without trapping", arguments: findings)
    func checks(name: String) throws {
        let es = try String(contentsOfFile: Self.folder + "/\(name)/es-ES.md", encoding: .utf8)
        let fr = try String(contentsOfFile: Self.folder + "/\(name)/fr-FR.md", encoding: .utf8)
        _ = checkArticle([("es-ES", es), ("fr-FR", fr)])
    }

    @Test("the findings are there")
    func present() {
        #expect(Self.findings.contains("list-parts-on-one-line"))
        #expect(Self.findings.contains("tabs-past-the-last-line"))
    }
}
