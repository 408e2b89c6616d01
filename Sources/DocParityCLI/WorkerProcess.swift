// WorkerProcess: starts the check's worker process and waits for it. On Linux with `posix_spawn`
// and `waitpid`: Foundation's `Process.waitUntilExit` polls its run loop every 50 ms there, which
// made every supervised check up to 50 ms slower than the work it waited for.

import Corpus
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of a worker process.
enum WorkerProcess {
    /// How a worker ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Runs `executable` with `arguments` and `environment` (its standard output and error the
    /// caller's, or `/dev/null` when `silenced`) and waits until it ends.
    static func run(executable: String, arguments: [String], environment: [String: String], silenced: Bool) throws
        -> Outcome
    {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if silenced {
                posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            }
            let argv = ([executable] + arguments).map { strdup($0) }
            let envp = environment.map { strdup("\($0.key)=\($0.value)") }
            defer { for pointer in argv + envp { free(pointer) } }
            var pid = pid_t()
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
            guard spawned == 0 else {
                throw ToolError(
                    .io, "cannot start the check's worker process: \(String(cString: strerror(spawned)))")
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else {
                    throw ToolError(
                        .io, "cannot wait for the check's worker process: \(String(cString: strerror(errno)))")
                }
            }
            // <sys/wait.h>'s macros, which Swift does not import: the low 7 bits are the signal
            // that ended the process (0 when it exited), the next byte its exit status.
            let signal = status & 0x7F
            return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        #else
            let worker = Process()
            worker.executableURL = URL(fileURLWithPath: executable)
            worker.arguments = arguments
            worker.environment = environment
            if silenced {
                worker.standardOutput = FileHandle.nullDevice
                worker.standardError = FileHandle.nullDevice
            }
            do { try worker.run() } catch { throw ToolError(.io, "cannot start the check's worker process: \(error)") }
            worker.waitUntilExit()
            switch worker.terminationReason {
            case .exit: return .exited(worker.terminationStatus)
            case .uncaughtSignal: return .signalled(worker.terminationStatus)
            @unknown default: return .exited(2)
            }
        #endif
    }
}
