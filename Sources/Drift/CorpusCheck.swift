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
    /// All findings: discovery problems first, then each article in key order, its findings in check order.
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
                let directory = String(
                    file.absolutePath[..<(file.absolutePath.lastIndex(of: "/") ?? file.absolutePath.endIndex)])
                let localeRoot = file.localeRoot
                articles.append(
                    LocaleArticle(
                        locale: file.locale, path: file.path, document: Document(bytes: content),
                        linkTargetExists: { target in
                            if target.hasPrefix("~/") {
                                let rest = target.dropFirst(2)
                                return paths.exists(Self.path(localeRoot, "/", rest))
                                    || paths.exists(Self.path(localeRoot, "/docs/", rest))
                            }
                            return paths.exists(Self.path(directory, "/", target[...]))
                        }, absolutePath: file.absolutePath, localeRoot: file.localeRoot))
            } catch let error as FileSystem.ReadError {
                findings.append(
                    Finding(
                        ruleID: "input.unreadable", severity: .error, kind: .input, article: group.key,
                        message: "cannot read the file: \(error.reason)",
                        locations: [FileLocation(locale: file.locale, path: file.path, position: .start)]))
            } catch {
                findings.append(
                    Finding(
                        ruleID: "input.unreadable", severity: .error, kind: .input, article: group.key,
                        message: "cannot read the file: \(error)",
                        locations: [FileLocation(locale: file.locale, path: file.path, position: .start)]))
            }
        }
        return (articles, checker.applyLevels(findings), bytes)
    }

    /// `folder + separator + name` in one allocation (`+` made two per link checked).
    static func path(_ folder: String, _ separator: String, _ name: Substring) -> String {
        var path = ""
        path.reserveCapacity(folder.utf8.count + separator.utf8.count + name.utf8.count)
        path += folder
        path += separator
        path += name
        return path
    }

    /// Checks every group of `corpus` using `threads` worker threads (default: all cores).
    public func run(_ corpus: Corpus, threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> CheckReport {
        let groups = corpus.groups
        let paths = corpus.paths
        let results = ResultSlots(count: groups.count)
        let workers = max(1, min(threads, groups.count))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.increment()
                guard index < groups.count else { return }
                let group = groups[index]
                if let findings = replaced[group.key] {
                    results.store(index, (checker.applyLevels(findings), 0))
                    continue
                }
                progress?(group.key, false)
                let loaded = load(group, paths: paths)
                let findings = loaded.findings + checker.check(article: group.key, loaded.articles)
                results.store(index, (findings, loaded.bytes))
                progress?(group.key, true)
            }
        }
        var findings = checker.applyLevels(corpus.problems)
        var bytes = 0
        for (groupFindings, groupBytes) in results.values {
            findings += groupFindings
            bytes += groupBytes
        }
        return CheckReport(
            root: corpus.root, findings: findings, articleCount: groups.count,
            fileCount: groups.reduce(0) { $0 + $1.files.count }, locales: corpus.locales,
            articleLocales: groups.map { ($0.key, $0.files.map(\.locale)) })
    }
}

/// A lock-protected slot per group, filled by worker threads.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [([Finding], Int)]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: ([], 0), count: count) }

    func store(_ index: Int, _ value: ([Finding], Int)) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [([Finding], Int)] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

/// An atomic-enough counter for handing out work.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
