// GlobPattern: `ignore:` patterns of the configuration (`**/includes/**`, `*.old.md`).

import Foundation

/// A path glob: `**` matches across folders, `*` and `?` within one, everything else literally.
public struct GlobPattern {
    /// The pattern as written.
    public let pattern: String
    private let expression: NSRegularExpression?

    /// Compiles `pattern`.
    public init(_ pattern: String) {
        self.pattern = pattern
        var regex = "^"
        var characters = Array(pattern)
        if characters.first == "/" { characters.removeFirst() } else { regex += "(?:.*/)?" }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*" {
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    if index + 2 < characters.count, characters[index + 2] == "/" {
                        regex += "(?:.*/)?"
                        index += 3
                    } else {
                        regex += ".*"
                        index += 2
                    }
                    continue
                }
                regex += "[^/]*"
            } else if character == "?" {
                regex += "[^/]"
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        regex += "$"
        expression = try? NSRegularExpression(pattern: regex)
    }

    /// True when `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        guard let expression else { return false }
        let range = NSRange(path.startIndex..., in: path)
        return expression.firstMatch(in: path, range: range) != nil
    }
}

extension GlobPattern: @unchecked Sendable {}
