// SARIFReporter: SARIF 2.1.0 for code-scanning UIs — every rule in `tool.driver.rules`, each
// result with the drifted locale's file as primary location (relative URI + `uriBaseId`), the
// reference locale's as related location, and a line-shift-proof partial fingerprint.

import Diagnostics
import Foundation

/// Renders findings as SARIF 2.1.0.
public struct SARIFReporter: Sendable {
    /// Creates a SARIF reporter.
    public init() {}

    /// The `uriBaseId` that stands for the checked folder.
    public static let rootBaseID = "DOCROOT"

    /// Percent-encodes a relative path for a URI (segments kept).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func physical(_ location: FileLocation) -> [String: Any] {
        [
            "artifactLocation": ["uri": uri(location.path), "uriBaseId": rootBaseID],
            "region": [
                "startLine": location.position.line,
                "startColumn": location.codePointColumn ?? location.position.column,
            ],
        ]
    }

    /// The SARIF log as JSON text.
    public func render(_ input: ReportInput) -> String {
        let rules = input.catalogue.rules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        let driverRules: [[String: Any]] = rules.map { rule in
            [
                "id": rule.id,
                "name": rule.id.split(separator: ".").last.map(String.init) ?? rule.id,
                "shortDescription": ["text": rule.summary],
                "fullDescription": ["text": rule.explanation],
                "defaultConfiguration": ["level": Self.level(rule.defaultSeverity)],
                "help": ["text": "docparity explain \(rule.id)"],
            ]
        }
        let results: [[String: Any]] = input.findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.ruleID,
                "level": Self.level(finding.severity),
                "message": ["text": Self.messageText(finding)],
                "locations": finding.locations.map { ["physicalLocation": Self.physical($0)] },
                "partialFingerprints": ["docparity/v1": finding.fingerprint],
                "properties": ["kind": finding.kind.rawValue, "article": finding.article],
            ]
            if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = index }
            if !finding.related.isEmpty {
                result["relatedLocations"] = finding.related.enumerated().map { index, location in
                    [
                        "id": index + 1,
                        "physicalLocation": Self.physical(location),
                        "message": ["text": "reference locale \(location.locale)"],
                    ] as [String: Any]
                }
            }
            return result
        }
        var rootURI = URL(fileURLWithPath: input.root, isDirectory: true).absoluteString
        if !rootURI.hasSuffix("/") { rootURI += "/" }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "DocParity",
                            "version": input.toolVersion,
                            "semanticVersion": input.toolVersion,
                            "informationUri": "https://example.invalid/docparity",
                            "rules": driverRules,
                        ]
                    ],
                    "originalUriBaseIds": [Self.rootBaseID: ["uri": rootURI]],
                    "columnKind": "unicodeCodePoints",
                    "results": results,
                ] as [String: Any]
            ],
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The message with the locale groups appended, since SARIF viewers show only the text.
    static func messageText(_ finding: Finding) -> String {
        guard !finding.groups.isEmpty else { return finding.message }
        return finding.message + " (" + finding.groups.map(\.summary).joined(separator: "; ") + ")"
    }
}
