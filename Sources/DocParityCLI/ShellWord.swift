// ShellWord: a word of a command line as a POSIX shell reads it back, for the commands that
// findings and messages tell the user to run.

import Foundation

/// Quoting for the POSIX shell.
enum ShellWord {
    /// `word` as is when the shell reads it unchanged, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                        || "_./:=,@%+-".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
