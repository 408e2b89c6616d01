// CorpusCheck: checks every article group of a corpus, in parallel on all cores. Each group is
// read, parsed, checked and dropped before its slot is reused, so memory is bounded by the
// largest group, not by the corpus. Only findings are kept.

import Corpus
import Diagnostics
import DocModel
import Foundation

/// The outcome of checking a corpus.
public struct CheckReport: Sendable {
    /// The checked folder, absolute.
    public var root: String
    /// All findings: discovery problems first, then each article in key order, its findings in
    /// check order, then the run's note of link targets missing in every locale's tree.
    public var findings: [Finding]
    /// Number of article groups checked.
    public var articleCount: Int
    /// Number of files read.
    public var fileCount: Int
    /// Locales seen.
    public var locales: [String]
    /// Every checked article and its locales.
    public var articleLocales: [(key: String, locales: [String])]
}

/// Runs the checker over a scanned corpus.
public struct CorpusCheck: Sendable {
    /// The article checker (configuration and catalogue).
    public let checker: ArticleChecker
    /// Told, from the worker threads, when each article's check starts (`false`) and ends
    /// (`true`): a supervising process learns from it which article a crash happened in.
    public var progress: (@Sendable (_ article: String, _ finished: Bool) -> Void)?
    /// Articles not to check, each with the findings reported in its place (those a supervising
    /// process found to crash the check).
    public var replaced: [String: [Finding]] = [:]

    /// Creates a corpus check.
    public init(checker: ArticleChecker) {
        self.checker = checker
    }

    /// Reads and parses one group's files; unreadable files become findings. Link targets are
    /// looked up in `paths` (the disk answers what the scan did not see).
    public func load(_ group: ArticleGroup, paths: CorpusPaths = CorpusPaths()) -> (
        articles: [LocaleArticle], findings: [Finding], bytes: Int
    ) {
        var articles: [LocaleArticle] = []
        var findings: [Finding] = []
        var bytes = 0
        for file in group.files {
            do {
                let content = try FileSystem.read(file.absolutePath, limit: checker.configuration.maxFileSize)
                bytes += content.count
                let path = file.absolutePath
                let directory = String(path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.endIndex)])
                let localeRoot = file.localeRoot
                articles.append(
                    LocaleArticle(
                        locale: file.locale, path: file.path, document: Document(bytes: content),
                        linkTargetExists: { target in
                            if target.hasPrefix("~/") {
                                let rest = target.dropFirst(2)
                                return paths.exists(FileSystem.path(localeRoot, "/", rest))
                                    || paths.exists(FileSystem.path(localeRoot, "/docs/", rest))
                            }
                            return paths.exists(FileSystem.path(directory, "/", target[...]))
                        }, absolutePath: file.absolutePath, localeRoot: file.localeRoot))
            } catch let error as FileSystem.ReadError {
                findings.append(
                    Finding(
                        ruleID: .inputUnreadable, severity: .error, kind: .input, article: group.key,
                        message: "cannot read the file: \(error.reason)",
                        locations: [FileLocation(locale: file.locale, path: file.path, position: .start)]))
            } catch {
                findings.append(
                    Finding(
                        ruleID: .inputUnreadable, severity: .error, kind: .input, article: group.key,
                        message: "cannot read the file: \(error)",
                        locations: [FileLocation(locale: file.locale, path: file.path, position: .start)]))
            }
        }
        return (articles, checker.applyLevels(findings), bytes)
    }

    /// Checks every group of `corpus` using `threads` worker threads (default: all cores) and
    /// returns every finding.
    public func run(_ corpus: Corpus, threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> CheckReport {
        var findings: [Finding] = []
        run(corpus, threads: threads) { findings += $0.findings }
        return CheckReport(
            root: corpus.root, findings: findings, articleCount: corpus.groups.count,
            fileCount: corpus.groups.reduce(0) { $0 + $1.files.count }, locales: corpus.locales,
            articleLocales: corpus.groups.map { ($0.key, $0.files.map(\.locale)) })
    }

    /// Checks every group of `corpus` on `threads` worker threads and hands each article's
    /// findings to `deliver`, on the calling thread, in report order: the corpus scan's problems
    /// first, then each article in key order once it and every article before it are checked (a
    /// few at a time: the delivering thread is woken per batch, not per article), then
    /// (`PartialTree`) one note of the targets missing in every locale's tree and
    /// (`MatchingStaleSources`) one of the stale locales that match their reference otherwise.
    /// Workers run at most a few dozen articles ahead of the delivery (their documents freed,
    /// only findings held), so memory is bounded by the largest articles, not by the corpus.
    public func run(_ corpus: Corpus, threads: Int, deliver: (CheckedArticle) -> Void) {
        var problems: [(key: String, findings: [Finding])] = []
        for problem in checker.applyLevels(corpus.problems) {
            if problems.last?.key == problem.article {
                problems[problems.count - 1].findings.append(problem)
            } else {
                problems.append((problem.article, [problem]))
            }
        }
        for (key, findings) in problems { deliver(CheckedArticle(key: key, locales: nil, findings: findings)) }
        let groups = corpus.groups
        guard !groups.isEmpty else { return }
        let paths = corpus.paths
        let locales = Self.siteLocales(groups)
        let workers = max(1, min(threads, groups.count))
        let slots = ResultSlots(count: groups.count, window: workers * 16, batch: workers * 4)
        let threads = WorkerThreads(count: workers, stackSize: Self.workerStackSize) { [self] in
            while let index = slots.take() {
                let group = groups[index]
                if let findings = replaced[group.key] {
                    slots.store(index, checker.applyLevels(findings))
                    continue
                }
                progress?(group.key, false)
                let loaded = load(group, paths: paths)
                slots.store(
                    index,
                    loaded.findings
                        + checker.check(article: group.key, loaded.articles, locales: locales[Self.site(of: group)]))
                progress?(group.key, true)
            }
        }
        // Targets missing in every locale's tree are one note for the run, after the articles;
        // so are stale locales that match their reference otherwise.
        var partialTree = PartialTree()
        var matchingStale = MatchingStaleSources(
            configuredSeverity: checker.configuredSeverity(of: MatchingStaleSources.ruleID))
        for (index, group) in groups.enumerated() {
            deliver(
                CheckedArticle(
                    key: group.key, locales: group.files.map(\.locale),
                    findings: matchingStale.holdingBack(partialTree.holdingBack(slots.wait(index)))))
        }
        for folded in [partialTree.folded, matchingStale.folded].compactMap({ $0 }) {
            deliver(CheckedArticle(key: folded.article, locales: nil, findings: [folded]))
        }
        // Every worker has ended (its thread-local state freed) before the caller goes on, and
        // perhaps exits the process.
        threads.join()
    }

    /// The folder holding an article's locale folders (its "site"): a tree may hold several, each
    /// with locales of its own (two docs sets checked together), and an article is expected in
    /// the locales of its own site only.
    static func site(of group: ArticleGroup) -> String {
        let root = group.files.first?.localeRoot ?? ""
        return String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)])
    }

    /// The locales of each site of `groups`, sorted.
    static func siteLocales(_ groups: [ArticleGroup]) -> [String: [String]] {
        var locales: [String: Set<String>] = [:]
        for group in groups {
            locales[site(of: group), default: []].formUnion(group.files.map(\.locale))
        }
        return locales.mapValues { $0.sorted() }
    }

    /// Stack size of a worker thread: deeply nested input recurses in the parsers and the
    /// interpreter, so workers get twice the main thread's usual stack (the fuzz targets run
    /// their input on a thread of this size too).
    public static let workerStackSize = 16 << 20
}

/// One article's findings, as `CorpusCheck.run(_:threads:deliver:)` hands them over.
public struct CheckedArticle: Sendable {
    /// The article's key.
    public var key: String
    /// The locales it was checked in; nil for problems of the corpus scan, delivered first.
    public var locales: [String]?
    /// Its findings, in check order.
    public var findings: [Finding]
}

/// The articles' results between the workers that check them and the thread that delivers them
/// in order. Workers take the next article only while it is within `window` of the delivery. A
/// thread is woken only when what it waits for happens, and the delivering thread only once a
/// batch of results is stored (or all are, or a worker waits for the window): each wake-up is a
/// system call and a context switch, and one per article for each thread showed in profiles.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [[Finding]?]
    private var nextToTake = 0
    private var delivered = 0
    /// Articles stored so far, delivered or not.
    private var stored = 0
    private let window: Int
    /// How many stored results the delivering thread waits for before it is woken.
    private let batch: Int
    private let condition = NSCondition()
    /// The article the delivering thread waits for, if it waits.
    private var awaited: Int?
    /// Workers waiting for the delivery to open the window.
    private var blockedWorkers = 0

    init(count: Int, window: Int, batch: Int) {
        slots = Array(repeating: nil, count: count)
        self.window = window
        self.batch = max(1, min(batch, window))
    }

    /// The next article to check, once it is within the window; nil when none is left.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextToTake < slots.count, nextToTake >= delivered + window {
            blockedWorkers += 1
            // The delivery may be waiting for a batch this worker will not add to.
            if awaited != nil { condition.broadcast() }
            condition.wait()
            blockedWorkers -= 1
        }
        guard nextToTake < slots.count else { return nil }
        nextToTake += 1
        return nextToTake - 1
    }

    func store(_ index: Int, _ findings: [Finding]) {
        condition.lock()
        slots[index] = findings
        stored += 1
        if let awaited, isReady(awaited) { condition.broadcast() }
        condition.unlock()
    }

    /// Whether the delivering thread, waiting for `index`, should go on: the article is stored,
    /// and so is a batch of others, or every article, or a worker waits for the window.
    private func isReady(_ index: Int) -> Bool {
        slots[index] != nil && (stored - delivered >= batch || stored == slots.count || blockedWorkers > 0)
    }

    /// Waits for article `index`'s findings and releases its slot.
    func wait(_ index: Int) -> [Finding] {
        condition.lock()
        defer { condition.unlock() }
        if slots[index] == nil {
            awaited = index
            while !isReady(index) { condition.wait() }
            awaited = nil
        }
        let findings = slots[index] ?? []
        slots[index] = nil
        delivered = index + 1
        if blockedWorkers > 0 { condition.broadcast() }
        return findings
    }
}
