// OutputGuard: DocParity never writes into the checked docs tree; outputs go to standard output
// or to a file outside it.

import Corpus
import Foundation

/// Writes outputs, refusing any path inside the checked folder.
enum OutputGuard {
    /// Throws a usage error when `output` lies inside the checked folder `checked`.
    static func ensureOutside(checked: String, output: String) throws {
        let root = resolved(FileSystem.absolute(checked))
        let folder = FileSystem.status(root)?.kind == .directory ? root : parent(root)
        // Resolve the output's nearest existing folder, so a symbolic link cannot lead inside.
        var target = FileSystem.absolute(output)
        var suffix: [String] = []
        while !FileSystem.exists(target), target != "/" {
            suffix.insert(String(target[target.index(after: target.lastIndex(of: "/")!)...]), at: 0)
            target = parent(target)
        }
        let resolvedTarget = ([resolved(target)] + suffix).joined(separator: "/")
        if resolvedTarget == folder || resolvedTarget.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
            throw ToolError(
                .usage,
                "refusing to write '\(output)' inside the checked folder '\(checked)'; DocParity never writes to the docs tree"
            )
        }
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` with symbolic links resolved (the path itself when it cannot be resolved).
    private static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// A descriptor to write a report to: `path`, created or emptied, or standard output when nil.
    static func open(_ path: String?) throws -> Int32 {
        guard let path else { return STDOUT_FILENO }
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ToolError(.io, "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        return descriptor
    }

    /// Writes `text` to `path`, or to standard output when nil.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ToolError(.io, "cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
