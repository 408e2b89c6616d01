// TestProcess: runs a program for an end-to-end test and collects what it wrote — one place for
// the tests that run the docparity executable or a browser.

import Foundation

/// A finished program run.
struct TestProcess {
    /// Exit status, or the signal when `reason` is `.uncaughtSignal`.
    let status: Int32
    let reason: Process.TerminationReason
    /// What it wrote to standard output and standard error.
    let output: String
    let errors: String

    /// Runs `executable` with `arguments`, its environment this process's with `environment`
    /// set over it (a nil value removes a variable), and waits for it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String?] = [:]) throws
        -> TestProcess
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read on another thread, so that neither pipe fills while the other
        // is read.
        let errorData = Collected()
        let done = DispatchSemaphore(value: 0)
        let errorHandle = errors.fileHandleForReading
        Thread {
            errorData.data = errorHandle.readDataToEndOfFile()
            done.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return TestProcess(
            status: process.terminationStatus, reason: process.terminationReason,
            output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData.data, as: UTF8.self)
        )
    }

    /// Bytes written by one thread and read by another after it signalled.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}
