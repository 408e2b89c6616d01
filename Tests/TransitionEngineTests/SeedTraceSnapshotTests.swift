// The Swift translations of the seed scenarios (Fixtures/) as golden traces, so that other
// targets — the sample interpreter — can check they reproduce them byte for byte (re-record
// with DOCPARITY_RECORD=1).

import Foundation
import Testing
import TransitionEngine

@Suite("Seed trace snapshots")
struct SeedTraceSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Snapshots/"

    static func expectGolden(_ text: String, _ name: String) throws {
        let path = snapshots + name
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil
            || !FileManager.default.fileExists(atPath: path)
        {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOfFile: path, encoding: .utf8)), "\(name) differs")
    }

    @Test("the presentation scenarios (plain, custom delegate, misnamed delegate)")
    func presentations() throws {
        try Self.expectGolden(runPresentationScenario(.plain).engine.trace.text, "seed-plain-presentation.txt")
        try Self.expectGolden(
            runPresentationScenario(.custom({ TransitioningDelegate() })).engine.trace.text,
            "seed-custom-presentation.txt")
        try Self.expectGolden(
            runPresentationScenario(.custom({ MisnamedTransitioningDelegate() })).engine.trace.text,
            "seed-misnamed-presentation.txt")
    }
}
