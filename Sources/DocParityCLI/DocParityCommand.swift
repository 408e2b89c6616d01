// DocParityCommand: the `docparity` root command and the entry point `main.swift` calls. Usage,
// configuration and I/O errors exit with status 2 and one clear line on standard error.

import ArgumentParser
import Corpus
import Foundation

/// `docparity`: translation-drift checks for localized documentation.
public struct DocParityCommand: ParsableCommand {
    /// Command configuration.
    public static let configuration = CommandConfiguration(
        commandName: "docparity",
        abstract: "Check localized documentation for translation drift: structure, code and metadata.",
        version: "0.1.0",
        subcommands: [
            CheckCommand.self, BaselineCommand.self, ExplainCommand.self, SamplesCommand.self, RunCommand.self,
            GenerateCommand.self,
        ],
        defaultSubcommand: nil)

    /// Creates the command (for ArgumentParser).
    public init() {}

    /// Parses `arguments` (without the program name), runs, and returns the exit status. With
    /// `supervised` (the `docparity` executable), `check` runs in a worker process it watches.
    public static func execute(_ arguments: [String], supervised: Bool = false) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if supervised, let check = command as? CheckCommand {
                try check.runSupervised()
            } else {
                try command.run()
            }
            return 0
        } catch let error as ToolError {
            FileHandle.standardError.write(Data("docparity: error: \(error.message)\n".utf8))
            return 2
        } catch let error as ExitCode {
            return error.rawValue
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                FileHandle.standardOutput.write(Data((message + "\n").utf8))
                return 0
            }
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            return 2
        }
    }
}
