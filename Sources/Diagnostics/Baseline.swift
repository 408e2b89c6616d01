// Baseline: accepted findings, saved to a file and suppressed on later runs. Matched by
// fingerprint (rule, article, locales, the primary line's text, message), not by line number,
// so it survives line shifts; matched as a multiset, so a second identical finding still shows.

import Foundation

/// A set of accepted findings.
public struct Baseline: Sendable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Codable, Hashable {
        /// Rule id.
        public var rule: String
        /// Article group key.
        public var article: String
        /// The finding's fingerprint.
        public var fingerprint: String
        /// The message when accepted (for people reading the file).
        public var message: String
    }

    /// File format version.
    public var version = 1
    /// Accepted findings.
    public var findings: [Entry]

    /// A baseline accepting `findings`.
    public init(accepting findings: [Finding]) {
        self.findings = findings.map {
            Entry(rule: $0.ruleID.rawValue, article: $0.article, fingerprint: $0.fingerprint, message: $0.message)
        }
    }

    /// Reads a baseline file; throws a message naming the file on failure.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(message: "cannot read baseline file '\(path)'")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(message: "'\(path)' is not a DocParity baseline (JSON with 'version' and 'findings')")
        }
    }

    /// The baseline as JSON text.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// Splits `findings` into those not in the baseline and the number suppressed.
    public func filter(_ findings: [Finding]) -> (kept: [Finding], suppressed: Int) {
        var filter = BaselineFilter(self)
        return filter.filter(findings)
    }
}

/// A baseline applied to a report that arrives in parts (an article at a time): each accepted
/// finding suppresses one matching finding, whichever part it comes in.
public struct BaselineFilter: Sendable {
    private var remaining: [String: Int] = [:]

    /// A filter for `baseline`.
    public init(_ baseline: Baseline) {
        for entry in baseline.findings { remaining[entry.fingerprint, default: 0] += 1 }
    }

    /// Splits `findings` into those not suppressed and the number suppressed.
    public mutating func filter(_ findings: [Finding]) -> (kept: [Finding], suppressed: Int) {
        guard !remaining.isEmpty else { return (findings, 0) }
        var kept: [Finding] = []
        var suppressed = 0
        for finding in findings {
            if let count = remaining[finding.fingerprint], count > 0 {
                remaining[finding.fingerprint] = count - 1
                suppressed += 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, suppressed)
    }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}
