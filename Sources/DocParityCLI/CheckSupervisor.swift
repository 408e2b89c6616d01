// CheckSupervisor: `docparity check` does its work in a worker process (this same executable,
// started again with the same arguments) and watches it. A normal run costs one process start:
// the worker writes the report (one meant for standard output to a spool the supervisor copies
// out when the worker ends, so a crash leaves no half report) and its exit status is the
// check's. When the worker dies by a signal, the supervisor reads which articles were being
// checked, runs each alone to confirm which one crashes, and runs the check again with those
// articles left out and reported as `input.internal-error`, so the rest of the report stands.

import Corpus
import Diagnostics
import Foundation
import Reporters

/// The supervisor's side: starts workers, and narrows a crash down to its articles.
struct CheckSupervisor {
    /// The worker's arguments (this process's, with `--changed -` read once and saved to a file).
    let arguments: [String]
    /// Rounds of narrowing before giving up (each round removes at least one article).
    static let maxRounds = 16

    /// Runs the check in workers until one finishes; returns its exit status.
    func run() throws -> Int32 {
        let scratch = NSTemporaryDirectory() + "docparity-worker-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var crashed: [String: Int32] = [:]
        for round in 0..<Self.maxRounds {
            let progress = "\(scratch)/progress-\(round)"
            let report = "\(scratch)/report-\(round)"
            let outcome = try start(progress: progress, crashed: crashed, scratch: scratch, only: nil, report: report)
            guard case .signalled(let signal) = outcome else {
                Self.copy(report, to: STDOUT_FILENO)
                if case .exited(let status) = outcome { return status }
                return 2
            }
            let suspects = Self.unfinished(progress)
            guard !suspects.isEmpty else {
                throw ToolError(
                    .io,
                    "the check crashed (\(Self.name(signal))) outside the check of any article; set \(WorkerEnvironment.inProcess)=1 to see where"
                )
            }
            // Only the articles that crash alone are left out; the others were checked alongside.
            var confirmed: [String: Int32] = [:]
            for suspect in suspects {
                if case .signalled(let alone) = try start(
                    progress: "\(scratch)/confirm", crashed: crashed, scratch: scratch, only: suspect)
                {
                    confirmed[suspect] = alone
                }
            }
            // A crash that does not happen alone is still this run's: leave all suspects out.
            if confirmed.isEmpty { for suspect in suspects { confirmed[suspect] = signal } }
            crashed.merge(confirmed) { first, _ in first }
            let names = confirmed.keys.sorted().joined(separator: ", ")
            FileHandle.standardError.write(
                Data(
                    "docparity: warning: the check crashed (\(Self.name(signal))) on \(names); reported as \(RuleID.inputInternalError), checking the rest again\n"
                        .utf8))
        }
        throw ToolError(.io, "the check kept crashing after \(Self.maxRounds) articles were left out; giving up")
    }

    /// Starts one worker and waits for it. A confirming worker (`only`) checks one article on one
    /// thread, silently.
    private func start(
        progress: String, crashed: [String: Int32], scratch: String, only: String?, report: String? = nil
    )
        throws -> WorkerProcess.Outcome
    {
        guard FileManager.default.createFile(atPath: progress, contents: nil) else {
            throw ToolError(.io, "cannot create the worker's progress file '\(progress)'")
        }
        let list = "\(scratch)/crashed"
        try Data(crashed.map { "\(WorkerEnvironment.escape($0.key))\t\($0.value)\n" }.joined().utf8)
            .write(to: URL(fileURLWithPath: list))
        var environment = ProcessInfo.processInfo.environment
        environment[WorkerEnvironment.progress] = progress
        environment[WorkerEnvironment.crashed] = list
        // The supervisor says what crashed; the worker's own backtrace would bury it.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[WorkerEnvironment.output] = report
        environment[WorkerEnvironment.terminal] = isatty(STDOUT_FILENO) != 0 ? "1" : nil
        var arguments = arguments
        if let only { arguments += ["--article", only, "--threads", "1"] }
        return try WorkerProcess.run(
            executable: Self.executablePath, arguments: arguments, environment: environment, silenced: only != nil)
    }

    /// Copies the report a worker spooled (if it wrote one) to `descriptor`.
    static func copy(_ report: String, to descriptor: Int32) {
        let source = open(report, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return }
        defer { close(source) }
        let out = ReportWriter(descriptor: descriptor)
        out.append(from: source)
        out.flush()
    }

    /// The articles whose check started and did not finish, in the order they started.
    static func unfinished(_ progress: String) -> [String] {
        guard let text = try? String(contentsOfFile: progress, encoding: .utf8) else { return [] }
        var started: [String] = []
        var finished: Set<String> = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { continue }
            let key = WorkerEnvironment.unescape(fields[1])
            if fields[0] == "start" { started.append(key) } else { finished.insert(key) }
        }
        return started.filter { !finished.contains($0) }
    }

    /// This executable.
    static let executablePath: String = {
        #if os(Linux)
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
            Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }()

    /// `signal 11, SIGSEGV`.
    static func name(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
        ]
        return "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
    }
}
