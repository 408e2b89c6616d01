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
    private var ruleIndex: [RuleID: Int] = [:]
    private var json: JSONStream?

    /// Creates a SARIF reporter.
    public init() {}

    /// What a path keeps unencoded in a URI.
    private static let uriAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~/"))

    /// Whether a byte stays unencoded in a URI path (`uriAllowed`, byte by byte).
    private static let uriPlain: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    /// Percent-encodes a relative path for a URI (segments kept).
    static func uri(_ path: String) -> String {
        // Most paths need no encoding: say so without building a new string.
        var bytes = path
        let plain = bytes.withUTF8 { $0.allSatisfy { uriPlain[Int($0)] } }
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
        json.key(named: Self.rootBaseID)
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

    /// Writes one article's findings.
    public mutating func article(_ article: ReportedArticle, to out: ReportWriter) {
        for finding in article.findings {
            json?.element()
            json?.result(finding, ruleIndex: ruleIndex[finding.ruleID])
        }
        json?.flush()
    }

    /// Writes what comes after the last article.
    public mutating func end(_ totals: ReportTotals, to out: ReportWriter) {
        guard var json, let run else { return }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.field("name", "DocParity")
        json.key("rules")
        json.beginArray()
        for rule in run.catalogue.rules {
            json.element()
            json.rule(rule, rulesURL: run.rulesURL)
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
        json.flush()
        out.write("\n")
        self.json = json
    }

    /// The message in Markdown: the headline, then the locale groups, the reference and every
    /// note, as the text report shows them (code-scanning UIs show this on the result).
    static func messageMarkdown(_ finding: Finding) -> String {
        var markdown: [UInt8] = []
        func append(_ text: String) { markdown.append(contentsOf: text.utf8) }
        appendMarkdownEscaped(finding.message, to: &markdown)
        if !finding.groups.isEmpty {
            append("\n")
            for group in finding.groups {
                append("\n- **")
                appendMarkdownEscaped(group.locales.joined(separator: ", "), to: &markdown)
                append("**: ")
                append(markdownCode(group.value))
            }
        }
        if let reference = finding.related.first {
            append(
                "\n\nReference: \(reference.locale), `\(reference.path):\(reference.position.line):\(reference.position.column)`"
            )
        }
        for note in finding.notes {
            append("\n\n*Note:* ")
            appendMarkdownEscaped(note, to: &markdown)
        }
        if !finding.consequences.isEmpty {
            append("\n\nFollows from it:\n")
            for consequence in finding.consequences {
                append("\n- ")
                appendMarkdownEscaped(consequenceText(consequence), to: &markdown)
            }
        }
        return String(decoding: markdown, as: UTF8.self)
    }

    /// Whether a byte is one Markdown reads as markup anywhere in a line.
    private static let markdownSpecial: [Bool] = (0..<256).map { byte in
        "\\`*_[]<".utf8.contains(UInt8(byte))
    }

    /// `text` with the characters Markdown would read as markup escaped (`#` and `>` only where
    /// they would start a heading or a quote). All of them are ASCII: the bytes are read, not the
    /// characters.
    static func markdownEscaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendMarkdownEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped as `markdownEscaped(_:)` returns it.
    static func appendMarkdownEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var plain = 0
            if let first = bytes.first, first == UInt8(ascii: "#") || first == UInt8(ascii: ">") {
                out.append(UInt8(ascii: "\\"))
            }
            for index in bytes.indices where markdownSpecial[Int(bytes[index])] {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain..<index]))
                out.append(UInt8(ascii: "\\"))
                plain = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain...]))
        }
    }

    /// `text` as inline code, fenced by more backticks than it holds.
    static func markdownCode(_ text: String) -> String {
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded + fence
    }

    /// A consequence in one line: where, its rule and its message.
    static func consequenceText(_ consequence: Finding) -> String {
        let place = consequence.locations.first.map { "\($0.path):\($0.position.line)" } ?? consequence.article
        return "\(place): [\(consequence.ruleID)] \(consequence.message)"
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
        if !finding.fixes.isEmpty {
            key("fixes")
            beginArray()
            for fix in finding.fixes {
                element()
                self.fix(fix)
            }
            endArray()
        }
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
        field("markdown", SARIFReporter.messageMarkdown(finding))
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
        if !finding.groups.isEmpty {
            key("localeGroups")
            groups(finding.groups)
        }
        if !finding.notes.isEmpty { field("notes", strings: finding.notes) }
        endObject()
        // The reference's places, then each consequence's first place with what it says.
        let consequences = finding.consequences.compactMap { consequence in
            consequence.locations.first.map { ($0, SARIFReporter.consequenceText(consequence)) }
        }
        if !finding.related.isEmpty || !consequences.isEmpty {
            key("relatedLocations")
            beginArray()
            let related = finding.related.map { ($0, "reference locale \($0.locale)") } + consequences
            for (index, (location, text)) in related.enumerated() {
                element()
                beginObject()
                field("id", index + 1)
                key("message")
                beginObject()
                field("text", text)
                endObject()
                key("physicalLocation")
                physical(location)
                endObject()
            }
            endArray()
        }
        field("ruleId", finding.ruleID.rawValue)
        if let ruleIndex { field("ruleIndex", ruleIndex) }
        endObject()
    }

    /// A SARIF fix: the drifted span replaced by the reference's text.
    private mutating func fix(_ fix: Fix) {
        beginObject()
        key("artifactChanges")
        beginArray()
        element()
        beginObject()
        key("artifactLocation")
        artifact(fix.location)
        key("replacements")
        beginArray()
        element()
        beginObject()
        key("deletedRegion")
        beginObject()
        let start = fix.location.codePointColumn ?? fix.location.position.column
        field("endColumn", start + fix.deleted.unicodeScalars.count)
        field("startColumn", start)
        field("startLine", fix.location.position.line)
        endObject()
        key("insertedContent")
        beginObject()
        field("text", fix.inserted)
        endObject()
        endObject()
        endArray()
        endObject()
        endArray()
        key("description")
        beginObject()
        field("text", "replace '\(fix.deleted)' with the reference's '\(fix.inserted)'")
        endObject()
        endObject()
    }

    private mutating func artifact(_ location: FileLocation) {
        beginObject()
        field("uri", SARIFReporter.uri(location.path))
        field("uriBaseId", SARIFReporter.rootBaseID)
        endObject()
    }

    private mutating func physical(_ location: FileLocation) {
        beginObject()
        key("artifactLocation")
        artifact(location)
        key("region")
        beginObject()
        field("startColumn", location.codePointColumn ?? location.position.column)
        field("startLine", location.position.line)
        endObject()
        endObject()
    }

    /// One rule of `tool.driver.rules`; its `helpUri` is its section of the published rules page,
    /// when there is one.
    fileprivate mutating func rule(_ rule: RuleDescriptor, rulesURL: String?) {
        beginObject()
        key("defaultConfiguration")
        beginObject()
        if !rule.enabledByDefault { field("enabled", false) }
        field("level", SARIFReporter.level(rule.defaultSeverity))
        endObject()
        key("fullDescription")
        beginObject()
        field("text", rule.explanation)
        endObject()
        key("help")
        beginObject()
        field("markdown", RuleDocumentation.section(rule))
        field(
            "text",
            "\(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()). \(rule.explanation) (docparity explain \(rule.id))"
        )
        endObject()
        if let rulesURL { field("helpUri", RuleDocumentation.url(of: rule.id, rulesURL: rulesURL)) }
        field("id", rule.id.rawValue)
        field("name", rule.id.rawValue.split(separator: ".").last.map(String.init) ?? rule.id.rawValue)
        key("shortDescription")
        beginObject()
        field("text", rule.summary)
        endObject()
        endObject()
    }
}
