// docparity-bench: measures the whole check on a large corpus against cmark-gfm alone.
//
// By default it replicates ../shared/corpus-sample into a temporary folder until it holds at
// least 100 MB, runs the full check (all cores, article groups in parallel), then parses the
// same files with cmark-gfm alone on one thread, and prints MB/s, articles/s and the ratio.
// Each side is measured --runs times (default 3) and the best run is reported; the copies are
// flushed to disk (sync) and read once before measuring, so neither side pays for writeback.
// With --samples it instead compiles the seed article's samples (samples/transitions, five
// locales) once and runs every sample's scenarios repeatedly on one thread: sample-scenario
// runs per second (target ≥ 2,000 per core).
// Usage: docparity-bench [CORPUS] [--megabytes N] [--threads N] [--runs N] [--keep]
//        docparity-bench --samples [SEED-FOLDER] [--seconds N]
//        docparity-bench --csharp [CORPUS] [--seconds N]
//        docparity-bench --pathological [--runs N] [--scale N]
// With --pathological it checks a family of inputs built to expose costs that grow faster than
// the input (deep nesting, long lines, thousands of blocks, a wide front matter, many locales),
// each against cmark-gfm alone on the same files; it exits 1 if one takes over 10 times as long.
// With --csharp it lexes and parses every distinct C# block of the corpus repeatedly on one
// thread: the C# front end alone, in blocks and MB per second.
// --without-samples turns the samples pipeline's rules off (structure, metadata, links and code
// drift only), as `rules: {sample.compile-error: off, …}` in .docparity.yml does.

import Corpus
import DocModel
import Drift
import Foundation
import SampleChecks

struct BenchmarkOptions {
    var corpus: String?
    var megabytes = 100
    var threads = ProcessInfo.processInfo.activeProcessorCount
    var keep = false
    var runs = 3
    var samples = false
    var seconds = 3.0
    var withoutSamples = false
    var csharp = false
    var pathological = false
    var scale = 1

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--megabytes": megabytes = Int(iterator.next() ?? "") ?? megabytes
            case "--threads": threads = Int(iterator.next() ?? "") ?? threads
            case "--keep": keep = true
            case "--runs": runs = max(1, Int(iterator.next() ?? "") ?? runs)
            case "--samples": samples = true
            case "--csharp": csharp = true
            case "--pathological": pathological = true
            case "--scale": scale = max(1, Int(iterator.next() ?? "") ?? scale)
            case "--without-samples": withoutSamples = true
            case "--seconds": seconds = max(0.1, Double(iterator.next() ?? "") ?? seconds)
            case "-h", "--help":
                print(
                    "usage: docparity-bench [CORPUS] [--megabytes N] [--threads N] [--runs N] [--keep] [--without-samples]"
                )
                print("       docparity-bench --samples [SEED-FOLDER] [--seconds N]")
                print("       docparity-bench --csharp [CORPUS] [--seconds N]")
                print("       docparity-bench --pathological [--runs N] [--scale N]")
                exit(0)
            default:
                if argument.hasPrefix("-") { throw ToolError(.usage, "unknown option '\(argument)'") }
                corpus = argument
            }
        }
    }
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        return kilobytes / 1024
    }
    return 0
}

/// Copies `source` into `target/copy-N/` until the copies hold `bytes` bytes of Markdown.
func replicate(_ source: String, into target: String, bytes: Int) throws -> Int {
    let manager = FileManager.default
    var files: [(relative: String, data: Data)] = []
    let enumerator = manager.enumerator(atPath: source)
    while let relative = enumerator?.nextObject() as? String {
        guard relative.hasSuffix(".md"), let data = manager.contents(atPath: source + "/" + relative) else { continue }
        files.append((relative, data))
    }
    let perCopy = files.reduce(0) { $0 + $1.data.count }
    guard perCopy > 0 else { throw ToolError(.io, "no Markdown files under '\(source)'") }
    var total = 0
    var copy = 0
    while total < bytes {
        for file in files {
            let path = "\(target)/copy-\(copy)/\(file.relative)"
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.data.write(to: URL(fileURLWithPath: path))
        }
        total += perCopy
        copy += 1
    }
    return copy
}

do {
    let options = try BenchmarkOptions(Array(CommandLine.arguments.dropFirst()))
    if options.csharp {
        try CSharpBenchmark.run(folder: options.corpus ?? "../shared/corpus-sample", seconds: options.seconds)
        exit(0)
    }
    if options.pathological {
        exit(try PathologicalBenchmark.run(runs: options.runs, scale: options.scale) ? 0 : 1)
    }
    if options.samples {
        try SampleBenchmark.run(folder: options.corpus ?? "samples/transitions", seconds: options.seconds)
        exit(0)
    }
    let source = FileSystem.absolute(options.corpus ?? "../shared/corpus-sample")
    guard FileSystem.status(source)?.kind == .directory else {
        throw ToolError(.io, "corpus folder '\(source)' does not exist; pass one: docparity-bench CORPUS")
    }
    let work = NSTemporaryDirectory() + "docparity-bench-\(UUID().uuidString)"
    defer { if !options.keep { try? FileManager.default.removeItem(atPath: work) } }
    let copies = try replicate(source, into: work, bytes: options.megabytes << 20)

    let corpus = try CorpusScanner(configuration: Configuration()).scan(work)
    let paths = corpus.groups.flatMap { $0.files.map(\.absolutePath) }
    // Warm the page cache so both measurements read from memory.
    var total = 0
    for path in paths { total += (try? FileSystem.read(path, limit: .max).count) ?? 0 }

    sync()
    var report: CheckReport?
    var configuration = Configuration()
    if options.withoutSamples {
        // The samples pipeline's rules off: the checker then skips the pipeline.
        for rule in SampleRules.rules { configuration.rules[rule.id] = .off }
    }
    var checkTime = Double.infinity
    var cmarkTime = Double.infinity
    var arenaTime = Double.infinity
    var nodes = 0
    for _ in 0..<options.runs {
        report = nil  // the previous run's findings are freed outside the measurement
        // A new checker for each run, as each `docparity check` makes one: nothing a run caches
        // (fixtures compilers) carries over to the next.
        checkTime = min(
            checkTime,
            seconds {
                let check = CorpusCheck(
                    checker: ArticleChecker(configuration: configuration, extraChecks: [SampleCheck()]))
                report = check.run(corpus, threads: options.threads)
            })
        cmarkTime = min(
            cmarkTime,
            seconds {
                nodes = 0
                for path in paths {
                    guard let bytes = try? FileSystem.read(path, limit: .max) else { continue }
                    nodes += CmarkBaseline.parse(bytes)
                }
            })
        // For information: the parser in the arena the check parses in.
        arenaTime = min(
            arenaTime,
            seconds {
                for path in paths {
                    guard let bytes = try? FileSystem.read(path, limit: .max) else { continue }
                    _ = CmarkBaseline.parse(bytes, inArena: true)
                }
            })
    }
    let megabytes = Double(total) / 1_048_576
    let articles = Double(report?.articleCount ?? 0)
    let files = Double(report?.fileCount ?? 0)
    print(
        "corpus: \(source) × \(copies) = \(String(format: "%.1f", megabytes)) MB, \(paths.count) files, \(corpus.groups.count) article groups"
    )
    print(
        "check\(options.withoutSamples ? " without samples" : "") (\(options.threads) threads): \(String(format: "%.2f", checkTime)) s, \(String(format: "%.1f", megabytes / checkTime)) MB/s, \(String(format: "%.0f", articles / checkTime)) articles/s (\(String(format: "%.0f", files / checkTime)) files/s), \(report?.findings.count ?? 0) findings"
    )
    print(
        "cmark-gfm alone (1 thread): \(String(format: "%.2f", cmarkTime)) s, \(String(format: "%.1f", megabytes / cmarkTime)) MB/s (\(nodes) nodes)"
    )
    print("ratio check / cmark-gfm alone: \(String(format: "%.2f", checkTime / cmarkTime)) (target ≤ 1.5)")
    print(
        "for information, cmark-gfm alone in the check's arena allocator (1 thread): \(String(format: "%.2f", arenaTime)) s; ratio to that: \(String(format: "%.2f", checkTime / arenaTime))"
    )
    print("peak resident memory: \(String(format: "%.0f", residentMegabytes())) MB")
} catch {
    FileHandle.standardError.write(Data("docparity-bench: error: \(error)\n".utf8))
    exit(2)
}
