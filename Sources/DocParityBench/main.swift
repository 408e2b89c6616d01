// docparity-bench: measures the whole check on a large corpus against cmark-gfm alone.
//
// By default it replicates ../shared/corpus-sample and ../shared/corpus-ios into a temporary
// folder until it holds at least 100 MB, runs the whole `docparity check` with the SARIF report
// written (all cores, article groups in parallel, every sample run), then parses the same files
// with cmark-gfm alone on one thread, and prints MB/s, articles/s and the ratio; beside it, the
// check with each other format written and the check alone, so each format's cost shows.
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
import Diagnostics
import DocModel
import DocParityCLI
import Drift
import Foundation
import Reporters
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

/// The CPU time `work` takes on the calling thread: steadier than the wall clock on a shared
/// machine, for work that runs on one thread.
func threadSeconds(_ work: () throws -> Void) rethrows -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try work()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

/// Each format's reporter alone, writing the checked `articles` to `output` on this thread:
/// the CPU time of the best of `runs`.
func reporterTimes(_ articles: [CheckedArticle], catalogue: RuleCatalogue, root: String, output: String, runs: Int)
    -> [(format: String, seconds: Double)]
{
    let reporters: [(String, any Reporter)] = [
        ("sarif", SARIFReporter()), ("text", TextReporter(color: false)), ("json", JSONReporter()),
        ("junit", JUnitReporter()),
    ]
    return reporters.map { format, prototype in
        var best = Double.infinity
        for _ in 0..<runs {
            let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { return (format, .nan) }
            defer { close(descriptor) }
            best = min(
                best,
                threadSeconds {
                    var reporter = prototype
                    let out = ReportWriter(descriptor: descriptor)
                    reporter.begin(ReportRun(catalogue: catalogue, root: root), to: out)
                    var totals = ReportTotals()
                    for article in articles {
                        totals.add(article.findings)
                        reporter.article(
                            ReportedArticle(key: article.key, locales: article.locales, findings: article.findings),
                            to: out)
                    }
                    reporter.end(totals, to: out)
                    out.flush()
                })
        }
        return (format, best)
    }
}

func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        return kilobytes / 1024
    }
    return 0
}

/// Copies each of `sources` into `target/copy-N/<its name>/` until the copies hold `bytes` bytes
/// of Markdown; returns the number of copies.
func replicate(_ sources: [String], into target: String, bytes: Int) throws -> Int {
    let manager = FileManager.default
    var files: [(relative: String, data: Data)] = []
    for source in sources {
        let name = (source as NSString).lastPathComponent
        let enumerator = manager.enumerator(atPath: source)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".md"), let data = manager.contents(atPath: source + "/" + relative) else {
                continue
            }
            files.append((name + "/" + relative, data))
        }
    }
    let perCopy = files.reduce(0) { $0 + $1.data.count }
    guard perCopy > 0 else { throw ToolError(.io, "no Markdown files under '\(sources.joined(separator: "', '"))'") }
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

/// Whether a check ran yet: its notes on standard error (samples that stopped at C# the compiler
/// cannot run) are shown for the first run only, not once per format and run.
nonisolated(unsafe) var checkedOnce = false

/// The whole `docparity check` of `root` as the command line runs it (in this process), the
/// report written in `format` to `output`; its exit status must be 0 or 1.
func check(_ root: String, format: String, output: String, threads: Int, config: String) throws {
    let arguments = [
        "check", root, "--format", format, "--output", output, "--threads", String(threads), "--config", config,
    ]
    let status =
        checkedOnce
        ? withStandardErrorDiscarded { DocParityCommand.execute(arguments) } : DocParityCommand.execute(arguments)
    checkedOnce = true
    guard status == 0 || status == 1 else { throw ToolError(.io, "docparity check exited \(status)") }
}

/// `body`'s result, with what it writes to standard error discarded.
func withStandardErrorDiscarded<T>(_ body: () -> T) -> T {
    let saved = dup(STDERR_FILENO)
    let null = open("/dev/null", O_WRONLY)
    guard saved >= 0, null >= 0 else {
        if saved >= 0 { close(saved) }
        if null >= 0 { close(null) }
        return body()
    }
    _ = fcntl(saved, F_SETFD, FD_CLOEXEC)  // not handed to the check's worker processes
    dup2(null, STDERR_FILENO)
    close(null)
    defer {
        dup2(saved, STDERR_FILENO)
        close(saved)
    }
    return body()
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
    let sources =
        options.corpus.map { [FileSystem.absolute($0)] }
        ?? ["../shared/corpus-sample", "../shared/corpus-ios"].map(FileSystem.absolute)
    for source in sources where FileSystem.status(source)?.kind != .directory {
        throw ToolError(.io, "corpus folder '\(source)' does not exist; pass one: docparity-bench CORPUS")
    }
    let work = NSTemporaryDirectory() + "docparity-bench-\(UUID().uuidString)"
    defer { if !options.keep { try? FileManager.default.removeItem(atPath: work) } }
    let copies = try replicate(sources, into: work + "/docs", bytes: options.megabytes << 20)
    let root = work + "/docs"

    let corpus = try CorpusScanner(configuration: Configuration()).scan(root)
    let paths = corpus.groups.flatMap { $0.files.map(\.absolutePath) }
    // Warm the page cache so both measurements read from memory.
    var total = 0
    for path in paths { total += (try? FileSystem.read(path, limit: .max).count) ?? 0 }

    // The configuration, outside the checked folder: with --without-samples, the samples
    // pipeline's rules off (the checker then skips the pipeline).
    let config = work + "/docparity.yml"
    let rulesOff = options.withoutSamples ? SampleRules.rules.map { "  \($0.id): off\n" }.joined() : ""
    try Data(("rules:\n" + (rulesOff.isEmpty ? "  {}\n" : rulesOff)).utf8).write(to: URL(fileURLWithPath: config))
    let report = work + "/report"
    sync()
    var configuration = Configuration()
    if options.withoutSamples {
        for rule in SampleRules.rules { configuration.rules[rule.id] = .off }
    }
    // The measured run: the whole check with the SARIF report written, as CI runs it. Each other
    // format and the check alone (findings kept, nothing written) are measured beside it.
    let formats = ["sarif", "text", "json", "junit"]
    var formatTimes = [String: Double](uniqueKeysWithValues: formats.map { ($0, Double.infinity) })
    var checkAlone = Double.infinity
    var findingCount = 0
    var checked: [CheckedArticle] = []
    var cmarkTime = Double.infinity
    var arenaTime = Double.infinity
    var nodes = 0
    for _ in 0..<options.runs {
        for format in formats {
            try? FileManager.default.removeItem(atPath: report)
            formatTimes[format] = min(
                formatTimes[format]!,
                try seconds {
                    try check(root, format: format, output: report, threads: options.threads, config: config)
                })
        }
        checkAlone = min(
            checkAlone,
            try seconds {
                // As `docparity check` does it, the tree scanned too: each format's run scans it,
                // so a baseline without the scan counted the scan as the format's cost.
                let scanned = try CorpusScanner(configuration: configuration).scan(root)
                let check = CorpusCheck(
                    checker: ArticleChecker(configuration: configuration, extraChecks: [SampleCheck()]))
                checked = []
                check.run(scanned, threads: options.threads) { checked.append($0) }
                findingCount = checked.reduce(0) { $0 + $1.findings.count }
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
    let checkTime = formatTimes["sarif"]!
    let megabytes = Double(total) / 1_048_576
    let articles = Double(corpus.groups.count)
    let files = Double(paths.count)
    func f(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
    print(
        "corpus: \(sources.joined(separator: " + ")) × \(copies) = \(f(megabytes, 1)) MB, \(paths.count) files, \(corpus.groups.count) article groups"
    )
    print(
        "check\(options.withoutSamples ? " without samples" : ""), SARIF written (\(options.threads) threads): \(f(checkTime)) s, \(f(megabytes / checkTime, 1)) MB/s, \(f(articles / checkTime, 0)) articles/s (\(f(files / checkTime, 0)) files/s), \(findingCount) findings"
    )
    print("  the check alone (the tree scanned, nothing written): \(f(checkAlone)) s; each format written, over that:")
    for format in formats {
        let time = formatTimes[format]!
        print(
            "    \(format.padding(toLength: 6, withPad: " ", startingAt: 0)) \(f(time)) s  (+\(f((time / checkAlone - 1) * 100, 1)) %; target ≤ 10 %)"
        )
    }
    let reporters = reporterTimes(
        checked, catalogue: DocParityRules.catalogue, root: root, output: report, runs: options.runs)
    print("  each reporter alone, writing those findings (CPU time of its one thread), over the check alone:")
    for (format, time) in reporters {
        print(
            "    \(format.padding(toLength: 6, withPad: " ", startingAt: 0)) \(f(time, 3)) s  (\(f(time / checkAlone * 100, 1)) % of the check's wall time)"
        )
    }
    print("cmark-gfm alone (1 thread): \(f(cmarkTime)) s, \(f(megabytes / cmarkTime, 1)) MB/s (\(nodes) nodes)")
    print("ratio check (SARIF written) / cmark-gfm alone: \(f(checkTime / cmarkTime)) (target ≤ 1.5)")
    print(
        "for information, cmark-gfm alone in the check's arena allocator (1 thread): \(f(arenaTime)) s; ratio to that: \(f(checkTime / arenaTime))"
    )
    print("peak resident memory: \(f(residentMegabytes(), 0)) MB")
} catch {
    FileHandle.standardError.write(Data("docparity-bench: error: \(error)\n".utf8))
    exit(2)
}
