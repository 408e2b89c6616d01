// swift-tools-version: 6.0
// DocParity's fuzz targets: one libFuzzer executable per entry point of the pipeline, in a package
// of their own so that the main package's builds and tests never see libFuzzer. Build and run them
// with `scripts/fuzz` (it passes `-sanitize=fuzzer,address`); see docs/reliability.md.
//
//   fuzz-markdown     bytes → Document (DocModel: SourceText, cmark-gfm walk, DocFX, inline HTML)
//   fuzz-frontmatter  bytes as the front matter of a document → FrontMatter (FlatYAML, then Yams)
//   fuzz-csharp       text → CSharpSnippet.parse and significant tokens (CSharpSyntax)
//   fuzz-sample-run   text as a ```csharp block → compile → run on the engine under the budgets
//   fuzz-article      bytes split into two locales → ArticleChecker with the sample check
//   fuzz-bytekeys     bytes → ByteKeys' memchr, memcmp and hashing, checked against plain Swift
import PackageDescription

let package = Package(
    name: "DocParityFuzz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fuzz-markdown", targets: ["FuzzMarkdown"]),
        .executable(name: "fuzz-frontmatter", targets: ["FuzzFrontMatter"]),
        .executable(name: "fuzz-csharp", targets: ["FuzzCSharp"]),
        .executable(name: "fuzz-sample-run", targets: ["FuzzSampleRun"]),
        .executable(name: "fuzz-article", targets: ["FuzzArticle"]),
        .executable(name: "fuzz-bytekeys", targets: ["FuzzByteKeys"]),
    ],
    dependencies: [
        // The root package, by path; named so the products resolve whatever the checkout's folder is called.
        .package(name: "DocParity", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "FuzzMarkdown", dependencies: [.product(name: "DocParityKit", package: "DocParity")]),
        .executableTarget(
            name: "FuzzFrontMatter", dependencies: [.product(name: "DocParityKit", package: "DocParity")]),
        .executableTarget(
            name: "FuzzCSharp", dependencies: [.product(name: "DocParitySamples", package: "DocParity")]),
        .executableTarget(
            name: "FuzzSampleRun",
            dependencies: [
                .product(name: "DocParityKit", package: "DocParity"),
                .product(name: "DocParitySamples", package: "DocParity"),
                .product(name: "TransitionEngine", package: "DocParity"),
            ]),
        .executableTarget(
            name: "FuzzArticle",
            dependencies: [
                .product(name: "DocParityKit", package: "DocParity"),
                .product(name: "DocParitySamples", package: "DocParity"),
                .product(name: "TransitionEngine", package: "DocParity"),
            ]),
        .executableTarget(
            name: "FuzzByteKeys", dependencies: [.product(name: "DocParityKit", package: "DocParity")]),
    ],
    swiftLanguageModes: [.v6]
)
