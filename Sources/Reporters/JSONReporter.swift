// JSONReporter: a versioned, stable JSON document of the findings — its own types, kept apart
// from the internal ones so the format can stay put while the code moves.

import Diagnostics
import Foundation

/// Renders findings as JSON (format version 1).
public struct JSONReporter: Sendable {
    /// Creates a JSON reporter.
    public init() {}

    struct Document: Encodable {
        var version = 1
        var tool: Tool
        var root: String
        var summary: Summary
        var findings: [Item]
    }

    struct Tool: Encodable {
        var name = "docparity"
        var version: String
    }

    struct Summary: Encodable {
        var articles: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
    }

    struct Place: Encodable {
        var locale: String
        var path: String
        var line: Int
        var column: Int
    }

    struct Group: Encodable {
        var locales: [String]
        var value: String
    }

    struct Item: Encodable {
        var rule: String
        var severity: String
        var kind: String
        var article: String
        var message: String
        var locations: [Place]
        var related: [Place]
        var groups: [Group]
        var notes: [String]
        var fingerprint: String
    }

    /// The JSON text, keys sorted, pretty-printed.
    public func render(_ input: ReportInput) -> String {
        let counts = input.counts
        func place(_ location: FileLocation) -> Place {
            Place(
                locale: location.locale, path: location.path, line: location.position.line,
                column: location.position.column)
        }
        let document = Document(
            tool: Tool(version: input.toolVersion), root: input.root,
            summary: Summary(
                articles: input.articles.count, errors: counts.errors, warnings: counts.warnings, notes: counts.notes,
                suppressed: input.suppressedCount),
            findings: input.findings.map { finding in
                Item(
                    rule: finding.ruleID, severity: finding.severity.rawValue, kind: finding.kind.rawValue,
                    article: finding.article,
                    message: finding.message, locations: finding.locations.map(place),
                    related: finding.related.map(place),
                    groups: finding.groups.map { Group(locales: $0.locales, value: $0.value) }, notes: finding.notes,
                    fingerprint: finding.fingerprint)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
