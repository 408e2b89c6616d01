// swift-tools-version: 6.0
// DocParity: translation-drift checking for localized documentation.
//
// The pipeline, one target per stage:
//   Markdown → DocModel → Corpus (articles grouped across locales) → Drift (alignment + checks)
//   → Reporters (text, json, sarif, junit) → DocParityCLI → `docparity`.
//   C# samples: CSharpSyntax (tolerant parser) feeds code drift by tokens; SampleCompiler binds and
//   lowers each locale's samples to SampleModel (the IR), SampleRuntime interprets it on
//   TransitionEngine (the simulated UIKit), SampleChecks compares behaviour across locales.
// C libraries stay behind their own targets: cmark-gfm (CCmarkGFM, parsing into MarkdownArena's
// per-thread arena) and libxml2 (XMLShim, whose header exposes only what we need, so Swift never
// imports libxml2's ICU-laden headers).
import PackageDescription

let package = Package(
    name: "DocParity",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "docparity", targets: ["docparity"]),
        .executable(name: "docparity-bench", targets: ["DocParityBench"]),
        .library(
            name: "DocParityKit", targets: ["DocParityCLI", "Drift", "Corpus", "DocModel", "Reporters", "ByteKeys"]),
        .library(name: "TransitionEngine", targets: ["TransitionEngine"]),
        .library(name: "SampleHarness", targets: ["SampleHarness"]),
        // The samples pipeline, for packages that drive it directly (the fuzz targets in `Fuzzing/`).
        .library(
            name: "DocParitySamples", targets: ["CSharpSyntax", "SampleCompiler", "SampleRuntime", "SampleChecks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        // C libraries.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "XMLShim", dependencies: ["CLibXML2"]),
        // A per-thread arena allocator for cmark-gfm's parses.
        .target(name: "MarkdownArena", dependencies: ["CCmarkGFM"]),
        // Vector scans of a file's bytes: whether it is well-formed UTF-8 (the scalar scan runs only on
        // files it rejects) and where its lines end.
        .target(name: "UTF8Scan"),

        // The one place for byte-level tricks: keys whose hash is computed once and mixed with a
        // table's seed without `Hasher` (`_rawHashValue`), the byte hash they use, and memchr/memcmp
        // behind bounds-checked signatures. Its own tests and fuzz target (Fuzzing/, bytekeys).
        .target(name: "ByteKeys"),

        // Foundation: source locations, severities, rules and findings.
        .target(name: "Diagnostics", dependencies: ["UTF8Scan"]),
        // Markdown + front matter + inline HTML → Document.
        .target(
            name: "DocModel",
            dependencies: ["ByteKeys", "Diagnostics", "CCmarkGFM", "MarkdownArena", "UTF8Scan", "XMLShim", "Yams"]),
        // Locale layouts, discovery, grouping articles across locales, configuration.
        .target(name: "Corpus", dependencies: ["ByteKeys", "Diagnostics", "DocModel", "Yams"]),
        // C# snippets: a lexer and a tolerant parser with exact ranges and syntax diagnostics.
        .target(name: "CSharpSyntax"),
        // Skeleton alignment across locales and the drift rules.
        .target(name: "Drift", dependencies: ["ByteKeys", "Diagnostics", "DocModel", "Corpus", "CSharpSyntax"]),
        // The headless, deterministic UIKit transition simulation the samples run on.
        // Depends on nothing but the standard library and Foundation.
        .target(name: "TransitionEngine"),
        // Swift source from the samples' model: writer, escaping of untrusted doc text, packages.
        .target(name: "SwiftEmitter", dependencies: ["SampleModel"]),
        // The engine-only part of running a sample (registrations, fire/select/pinch steps, C#
        // numeric helpers, samples' values and recording doubles), shared by the interpreter and
        // the Swift that `docparity generate` writes.
        .target(name: "SampleHarness", dependencies: ["TransitionEngine"]),
        // The samples pipeline: the typed model a sample compiles to (Swift code against the engine),
        // the compiler from C# (API model, binding, C#-like diagnostics, lowering), the interpreter
        // with its hosts, fixtures and scenarios, and the checks comparing behaviour across locales.
        // Neither back end sees the C# syntax tree.
        .target(name: "SampleModel"),
        .target(name: "SampleCompiler", dependencies: ["ByteKeys", "CSharpSyntax", "SampleModel"]),
        .target(name: "SampleRuntime", dependencies: ["SampleModel", "TransitionEngine", "SampleHarness"]),
        .target(
            name: "SampleChecks",
            dependencies: [
                "ByteKeys", "Diagnostics", "DocModel", "Corpus", "Drift", "CSharpSyntax", "SampleModel",
                "SampleCompiler", "SampleHarness", "SampleRuntime", "SwiftEmitter", "TransitionEngine",
            ]),
        // Output formats, each handed the rule catalogue (HTML built with Plot).
        .target(name: "Reporters", dependencies: ["Diagnostics", .product(name: "Plot", package: "Plot")]),
        // The command-line interface as a library, and the thin executable.
        .target(
            name: "DocParityCLI",
            dependencies: [
                "Diagnostics", "DocModel", "Corpus", "Drift", "Reporters", "CSharpSyntax", "SampleChecks",
                "SampleRuntime", "SampleModel", "SampleCompiler", "SwiftEmitter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "docparity", dependencies: ["DocParityCLI"]),
        .executableTarget(
            name: "DocParityBench",
            dependencies: [
                "DocParityCLI", "Corpus", "DocModel", "Drift", "Reporters", "SampleChecks", "SampleModel",
                "SampleRuntime", "SampleCompiler", "CSharpSyntax", "Diagnostics",
            ]),

        .testTarget(name: "TransitionEngineTests", dependencies: ["TransitionEngine"], exclude: ["Snapshots"]),
        .testTarget(name: "CSharpSyntaxTests", dependencies: ["CSharpSyntax"], exclude: ["Fixtures"]),
        .testTarget(
            name: "SwiftEmitterTests",
            dependencies: [
                "SwiftEmitter", "SampleModel", "SampleCompiler", "SampleChecks", "DocModel", "SampleHarness",
                "TransitionEngine", "Drift",
            ],
            exclude: ["Snapshots"]),
        .testTarget(name: "SampleModelTests", dependencies: ["SampleModel"]),
        .testTarget(name: "SampleHarnessTests", dependencies: ["SampleHarness", "TransitionEngine"]),
        .testTarget(
            name: "SampleRuntimeTests",
            dependencies: [
                "SampleModel", "SampleCompiler", "SampleRuntime", "SampleChecks", "DocModel", "CSharpSyntax",
                "TransitionEngine",
            ],
            resources: [.copy("Snapshots")]),
        .testTarget(
            name: "SampleChecksTests",
            dependencies: [
                "SampleChecks", "Drift", "Corpus", "DocModel", "Diagnostics", "Reporters", "SampleCompiler",
                "TransitionEngine",
            ],
            exclude: ["Snapshots"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ByteKeysTests", dependencies: ["ByteKeys"]),
        .testTarget(
            name: "DocModelTests", dependencies: ["ByteKeys", "DocModel", "Diagnostics", "MarkdownArena", "UTF8Scan"]),
        .testTarget(name: "CorpusTests", dependencies: ["Corpus", "Diagnostics"]),
        .testTarget(
            name: "DriftTests",
            dependencies: ["ByteKeys", "Drift", "Corpus", "DocModel", "CSharpSyntax", "Diagnostics"]),
        .testTarget(
            name: "ReportersTests", dependencies: ["Reporters", "Drift", "XMLShim", "Corpus", "Diagnostics"],
            exclude: ["Schemas"],
            resources: [.copy("Snapshots")]),
        .testTarget(
            name: "DocParityCLITests",
            dependencies: [
                "DocParityCLI", "Corpus", "DocModel", "SampleChecks", "SwiftEmitter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds drop the dynamic exclusivity checks of class properties and globals: in the
// interpreter and the engine they were 8–10 % of a sample's run (callgrind, docparity-bench
// --samples), a thread-local lookup per property access. Debug builds, and so the test suite and
// the sanitizer runs, keep them.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
        ]
}
