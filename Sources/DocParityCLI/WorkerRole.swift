// WorkerRole: the worker's side of `CheckSupervisor` — the environment variables through which
// the two talk, and the progress a worker records (the articles it starts and finishes) and the
// articles it leaves out because they crashed an earlier worker.

import Foundation

/// The environment through which a supervisor and its worker talk.
enum WorkerEnvironment {
    /// Set in a worker: the file it appends its progress to (`start`/`done` lines of article keys).
    static let progress = "DOCPARITY_WORKER_PROGRESS"
    /// Set in a worker: a file of the articles to leave out (`key`, tab, signal number, per line).
    static let crashed = "DOCPARITY_WORKER_CRASHED"
    /// Set in a worker: the file to write a report meant for standard output to.
    static let output = "DOCPARITY_WORKER_OUTPUT"
    /// Set in a worker whose supervisor's standard output is a terminal (for colour).
    static let terminal = "DOCPARITY_WORKER_TERMINAL"
    /// Set by the user to check in-process, with no worker (a crash then ends the run).
    static let inProcess = "DOCPARITY_IN_PROCESS"
    /// A test hook: the key of an article whose check traps, as a crash in the checker would.
    static let trapArticle = "DOCPARITY_TEST_TRAP_ARTICLE"

    /// An article key on one line (keys are paths, which may hold a line feed).
    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\t", with: "%09")
    }

    /// The key `escape` wrote.
    static func unescape(_ line: Substring) -> String {
        line.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%09", with: "\t")
            .replacingOccurrences(of: "%25", with: "%")
    }
}

/// The worker's side: its progress file and the articles its supervisor left out.
struct WorkerRole: Sendable {
    /// The progress file's descriptor (appended to from the check's threads).
    let progressDescriptor: Int32
    /// Articles left out, with the signal that ended the check of each.
    let crashed: [String: Int32]

    /// The role this process has, if it is a worker.
    static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> WorkerRole? {
        guard let path = environment[WorkerEnvironment.progress] else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        var crashed: [String: Int32] = [:]
        if let list = environment[WorkerEnvironment.crashed],
            let text = try? String(contentsOfFile: list, encoding: .utf8)
        {
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2, let signal = Int32(fields[1]) else { continue }
                crashed[WorkerEnvironment.unescape(fields[0])] = signal
            }
        }
        return WorkerRole(progressDescriptor: descriptor, crashed: crashed)
    }

    /// Records that the check of `article` starts or has finished: one `write` of one line, so
    /// lines from several threads never interleave.
    func record(_ article: String, finished: Bool) {
        let line = Array(((finished ? "done\t" : "start\t") + WorkerEnvironment.escape(article) + "\n").utf8)
        _ = line.withUnsafeBytes { write(progressDescriptor, $0.baseAddress, $0.count) }
    }
}
