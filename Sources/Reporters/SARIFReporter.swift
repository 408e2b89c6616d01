// SARIFReporter: SARIF 2.1.0 for code-scanning UIs, written result by result — each result with
// the drifted locale's file as primary location (relative URI + `uriBaseId`), the reference
// locale's as related location, and a line-shift-proof partial fingerprint; every rule in
// `tool.driver.rules` (which sorts after `results`, so it is written at the end).

import Diagnostics
import Foundation

/// Renders findings as SARIF 2.1.0.
public struct SARIFReporter: Reporter {
    /// The `uriBaseId` that stands for the checked folder.
    public static let rootBaseID = "DOCROOT"

    private var run: ReportRun?
    private var ruleIndex: [String: Int] = [:]
    private var json: JSONStream?

    /// Creates a SARIF reporter.
    public init() {}

    /// What a path keeps unencoded in a URI.
    private static let uriAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~/"))

    /// Percent-encodes a relative path for a URI (segments kept).
    static func uri(_ path: String) -> String {
        // Most paths need no encoding: say so without building a new string.
        let plain = path.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
        return plain ? path : path.addingPercentEncoding(withAllowedCharacters: uriAllowed) ?? path
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// Writes what comes before the first article.
    public mutating func begin(_ run: ReportRun, to out: ReportWriter) {
        self.run = run
        ruleIndex = Dictionary(
            run.catalogue.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first }
        )
        var json = JSONStream(out)
        json.beginObject()
        json.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.key("runs")
        json.beginArray()
        json.element()
        json.beginObject()
        json.field("columnKind", "unicodeCodePoints")
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key(Self.rootBaseID)
        json.beginObject()
        var rootURI = URL(fileURLWithPath: run.root, isDirectory: true).absoluteString
        if !rootURI.hasSuffix("/") { rootURI += "/" }
        json.field("uri", rootURI)
        json.endObject()
        json.endObject()
        json.key("results")
        json.beginArray()
        self.json = json
    }

    /// Writes one article\'s findings.
    public mutating func article(_ article: ReportedArticle, to out: ReportWriter) {
        for finding in article.findings {
            json?.element()
            json?.result(finding, ruleIndex: ruleIndex[finding.ruleID])
        }
    }

    /// Writes what comes after the last article.
    public mutating func end(_ totals: ReportTotals, to out: ReportWriter) {
        guard var json, let run else { return }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.field("informationUri", "https://example.invalid/docparity")
        json.field("name", "DocParity")
        json.key("rules")
        json.beginArray()
        for rule in run.catalogue.rules {
            json.element()
            json.rule(rule)
        }
        json.endArray()
        json.field("semanticVersion", run.toolVersion)
        json.field("version", run.toolVersion)
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.field("version", "2.1.0")
        json.endObject()
        out.write("\n")
        self.json = json
    }

    /// The message with the locale groups appended, since SARIF viewers show only the text.
    static func messageText(_ finding: Finding) -> String {
        guard !finding.groups.isEmpty else { return finding.message }
        return finding.message + " (" + finding.groups.map(\.summary).joined(separator: "; ") + ")"
    }
}

extension JSONStream {
    /// One SARIF result.
    fileprivate mutating func result(_ finding: Finding, ruleIndex: Int?) {
        beginObject()
        field("level", SARIFReporter.level(finding.severity))
        key("locations")
        beginArray()
        for location in finding.locations {
            element()
            beginObject()
            key("physicalLocation")
            physical(location)
            endObject()
        }
        endArray()
        key("message")
        beginObject()
        field("text", SARIFReporter.messageText(finding))
        endObject()
        key("partialFingerprints")
        beginObject()
        field("docparity/v1", finding.fingerprint)
        endObject()
        key("properties")
        beginObject()
        field("article", finding.article)
        field("kind", finding.kind.rawValue)
        endObject()
        if !finding.related.isEmpty {
            key("relatedLocations")
            beginArray()
            for (index, location) in finding.related.enumerated() {
                element()
                beginObject()
                field("id", index + 1)
                key("message")
                beginObject()
                field("text", "reference locale \(location.locale)")
                endObject()
                key("physicalLocation")
                physical(location)
                endObject()
            }
            endArray()
        }
        field("ruleId", finding.ruleID)
        if let ruleIndex { field("ruleIndex", ruleIndex) }
        endObject()
    }

    private mutating func physical(_ location: FileLocation) {
        beginObject()
        key("artifactLocation")
        beginObject()
        field("uri", SARIFReporter.uri(location.path))
        field("uriBaseId", SARIFReporter.rootBaseID)
        endObject()
        key("region")
        beginObject()
        field("startColumn", location.codePointColumn ?? location.position.column)
        field("startLine", location.position.line)
        endObject()
        endObject()
    }

    /// One rule of `tool.driver.rules`.
    fileprivate mutating func rule(_ rule: RuleDescriptor) {
        beginObject()
        key("defaultConfiguration")
        beginObject()
        field("level", SARIFReporter.level(rule.defaultSeverity))
        endObject()
        key("fullDescription")
        beginObject()
        field("text", rule.explanation)
        endObject()
        key("help")
        beginObject()
        field("text", "docparity explain \(rule.id)")
        endObject()
        field("id", rule.id)
        field("name", rule.id.split(separator: ".").last.map(String.init) ?? rule.id)
        key("shortDescription")
        beginObject()
        field("text", rule.summary)
        endObject()
        endObject()
    }
}
