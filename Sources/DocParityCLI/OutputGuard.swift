// OutputGuard: DocParity never writes into the checked docs tree; outputs go to standard output
// or to a file outside it.

import Corpus
import Foundation

/// Writes outputs, refusing any path inside the checked folder.
enum OutputGuard {
    /// Throws a usage error when `output` lies inside the checked folder `checked`.
    static func ensureOutside(checked: String, output: String) throws {
        let root = FileSystem.absolute(checked)
        let target = FileSystem.absolute(output)
        let folder =
            FileSystem.status(root)?.kind == .directory
            ? root : String(root[..<(root.lastIndex(of: "/") ?? root.endIndex)])
        if target == folder || target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
            throw ToolError(
                .usage,
                "refusing to write '\(output)' inside the checked folder '\(checked)'; DocParity never writes to the docs tree"
            )
        }
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
