// Shared helpers of the emitter tests: the seed article compiled per locale, golden files under
// Snapshots/ (re-recorded with DOCPARITY_RECORD=1), and type-checking emitted Swift with swiftc
// against the engine and harness modules of this very build.

import DocModel
import Foundation
import SampleChecks
import SampleCompiler
// Generated Swift is compiled against these modules' build products (`modulesFolder`): imported
// so that the tests' dependencies (and so the build) include them.
import SampleHarness
import SampleModel
import SwiftEmitter
import Testing
import TransitionEngine

enum EmitterTestSupport {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let seedFixtures = LocaleSamples.loadFixtures(repository + "/samples/transitions/fixtures")

    /// The Swift file of the seed article in `locale`.
    static func seedSwift(_ locale: String) throws -> String {
        let bytes = try Data(
            contentsOf: URL(fileURLWithPath: repository + "/samples/transitions/\(locale)/transitions.md"))
        return emit(Document(bytes: Array(bytes)), path: "\(locale)/transitions.md", locale: locale)
    }

    /// The compiled samples of the seed article in `locale`, each cut down to the classes its
    /// run reaches.
    static func seedPrograms(_ locale: String) throws -> [EmittableSample] {
        let bytes = try Data(
            contentsOf: URL(fileURLWithPath: repository + "/samples/transitions/\(locale)/transitions.md"))
        let sources = LocaleSamples.sources(of: Document(bytes: Array(bytes)))
        return DocumentCompiler(fixtures: seedFixtures).compile(sources).map {
            EmittableSample(index: $0.index, program: $0.program.reachableFromScenario)
        }
    }

    /// The compiled samples of `document`, each cut down to the classes its run reaches.
    static func programs(_ document: Document, fixtures: [FixtureSource]) -> [EmittableSample] {
        DocumentCompiler(fixtures: fixtures).compile(LocaleSamples.sources(of: document)).map {
            EmittableSample(index: $0.index, program: $0.program.reachableFromScenario)
        }
    }

    /// Emits every sample of `document`, each with the classes its run reaches, as `docparity
    /// generate` writes it.
    static func emit(
        _ document: Document, path: String, locale: String, article: String = "transitions",
        fixtures: [FixtureSource]? = nil
    ) -> String {
        let sources = LocaleSamples.sources(of: document)
        let compiled = DocumentCompiler(fixtures: fixtures ?? seedFixtures).compile(sources)
        let emitter = SwiftModelEmitter(
            documentPath: path,
            sampleFirstLines: Dictionary(sources.map { ($0.index, $0.firstLine) }, uniquingKeysWith: { a, _ in a }))
        return emitter.file(
            article: article, locale: locale,
            samples: compiled.map { EmittableSample(index: $0.index, program: $0.program.reachableFromScenario) })
    }

    static func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = repository + "/Tests/SwiftEmitterTests/Snapshots/" + name
        if ProcessInfo.processInfo.environment["DOCPARITY_RECORD"] != nil
            || !FileManager.default.fileExists(atPath: path)
        {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text == golden, "\(name) differs from its golden file; re-record with DOCPARITY_RECORD=1",
            sourceLocation: sourceLocation)
    }

    /// The folder holding this build's TransitionEngine and SampleHarness modules, if found.
    static var modulesFolder: String? {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Modules").path
            if FileManager.default.fileExists(atPath: candidate + "/TransitionEngine.swiftmodule") { return candidate }
        }
        return nil
    }

    /// Runs a program and returns its exit status and output.
    static func run(_ executable: String, _ arguments: [String], in folder: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Type-checks Swift `files` against the engine and harness modules; nil when they type-check,
    /// else swiftc's output.
    static func typeCheck(_ sources: [String: String]) throws -> String? {
        let modules = try #require(modulesFolder, "the TransitionEngine module of this build was not found")
        let folder = NSTemporaryDirectory() + "docparity-typecheck-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for (name, text) in sources {
            let path = folder + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let result = try run(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-module-name", "Models"] + paths)
        return result.status == 0 ? nil : result.output
    }
}
