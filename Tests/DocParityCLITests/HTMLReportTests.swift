// The HTML report of the seed article, rendered by headless Chromium (installed by
// scripts/install-dependencies --with-test-tools): the page loads from disk, and the DOM holds the
// filmstrips of the behaviour drift — ControllerTwo sliding up from the bottom in fr-FR, ja-JP and
// zh-TW, and easing to {20, 20, 280, 528} in es-ES and pl-PL.

import Foundation
import Testing

@testable import DocParityCLI

@Suite("HTML report")
struct HTMLReportTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Chromium, where the test tools are installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// ControllerTwo's frames (y and the whole frame) in the seed's sample-2 filmstrip of `locales`.
    static func controllerTwoFrames(_ dom: String, locales: String) throws -> [String] {
        let strips = dom.components(separatedBy: "class=\"filmstrip\" data-locales=\"")
        let strip = try #require(
            strips.dropFirst().first { $0.hasPrefix(locales + "\"") }, "no filmstrip of \(locales)")
        let groups = strip.components(separatedBy: "data-controller=\"ControllerTwo#1\"").dropFirst()
        return groups.compactMap { group in
            guard let start = group.range(of: "data-frame=\"") else { return nil }
            let rest = group[start.upperBound...]
            return rest.prefix { $0 != "\"" }.description
        }
    }

    @Test(
        "the seed's report renders in headless Chromium with the filmstrips of its behaviour drift",
        .enabled(if: chromium != nil, "chromium is not installed (scripts/install-dependencies --with-test-tools)"))
    func chromiumRendersFilmstrips() throws {
        let (html, _) = try CheckCommand.parse([Self.repository + "/samples/transitions", "--format", "html"]).execute()
        let page = NSTemporaryDirectory() + "docparity-\(UUID().uuidString).html"
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: page) }
        let run = try TestProcess.run(
            try #require(Self.chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--dump-dom",
                URL(fileURLWithPath: page).absoluteString,
            ])
        let dom = run.output
        #expect(run.status == 0)
        #expect(dom.contains("DocParity report"))
        #expect(dom.contains("class=\"finding error\""))
        // fr-FR, ja-JP, zh-TW: the default cover-vertical slide, from below the window to its top.
        let slide = try Self.controllerTwoFrames(dom, locales: "fr-FR, ja-JP, zh-TW")
        #expect(slide.first == "0, 568, 320, 568", "\(slide)")
        #expect(slide.last == "0, 0, 320, 568", "\(slide)")
        let tops = slide.compactMap { Double($0.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)) }
        #expect(tops.count == 5 && zip(tops, tops.dropFirst()).allSatisfy { $0 > $1 }, "\(tops)")
        // es-ES, pl-PL: CustomTransitionAnimator eases ControllerTwo to {20, 20, 280, 528}.
        let eased = try Self.controllerTwoFrames(dom, locales: "es-ES, pl-PL")
        #expect(eased.last == "20, 20, 280, 528", "\(eased)")
        #expect(eased.count == 5)
    }
}
