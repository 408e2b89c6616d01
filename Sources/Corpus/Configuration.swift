// Configuration: `.docparity.yml` — layout, reference locale, locale filter, rule severities,
// disabled rules, ignored globs, explicit article groups, and the front-matter keys to compare.

import Diagnostics
import Foundation
import Yams

/// What a run is configured to do; from `.docparity.yml` and then the command line.
public struct Configuration: Sendable {
    /// A rule's configured level: a severity, or off.
    public enum RuleLevel: Sendable, Equatable {
        /// Report with this severity.
        case severity(Severity)
        /// Do not report.
        case off
    }

    /// Forced layout; nil means detect.
    public var layout: CorpusLayout?
    /// Reference locale; nil means newest source revision, else majority.
    public var reference: String?
    /// Locales to check; empty means all.
    public var locales: [String] = []
    /// Globs of paths (relative to the checked folder) to skip.
    public var ignore: [GlobPattern] = []
    /// Per-rule levels.
    public var rules: [RuleID: RuleLevel] = [:]
    /// Explicit article groups: relative file path → group key.
    public var groups: [String: String] = [:]
    /// Front-matter keys that are per-locale by nature and never compared: the localization
    /// pipeline's (`no-loc` lists the terms its translators leave alone, and comes and goes with
    /// the pipeline, not with the article).
    public var localizationKeys: Set<String> = [
        "ms.openlocfilehash", "ms.sourcegitcommit", "ms.translationtype", "ms.contentlocale", "ms.lasthandoff",
        "ms.locfileid", "localization_priority", "ms.custom", "ms.date", "no-loc", "ms.localizationpriority",
    ]
    /// Hosts that serve the checked docs themselves: a link to `https://HOST/path` is the same
    /// target as `/path`.
    public var docsHosts: Set<String> = ["docs.microsoft.com", "learn.microsoft.com"]
    /// Folder of C# fixture files for the samples (relative to the checked folder or absolute);
    /// nil means `fixtures/` next to each locale folder, when present.
    public var fixtures: String?
    /// Files larger than this many bytes are not parsed (`input.unreadable`).
    public var maxFileSize = 64 << 20
    /// Where the team publishes docs/rules.md (an absolute `http`, `https` or `file` address):
    /// SARIF links each rule to its section there (`helpUri`). Nil: no link (each rule's help
    /// text is in the SARIF file itself).
    public var rulesURL: String?
    /// Where the configuration was read from, if a file.
    public var sourcePath: String?

    /// The default configuration.
    public init() {}

    /// The level of `rule` given its default severity.
    public func level(of rule: RuleID, default severity: Severity) -> RuleLevel {
        rules[rule] ?? .severity(severity)
    }

    /// True when `path` is ignored.
    public func isIgnored(_ path: String) -> Bool {
        ignore.contains { $0.matches(path) }
    }

    /// True when `locale` passes the locale filter.
    public func includes(locale: String) -> Bool {
        locales.isEmpty || locales.contains { LocaleTag.same($0, locale) }
    }

    /// Loads `path`. Throws `ToolError.configuration` with the file and problem on bad content,
    /// `ToolError.io` when it cannot be read.
    public static func load(path: String, knownRules: Set<RuleID>) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.io, "cannot read configuration file '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ToolError(.configuration, "\(path): configuration is not UTF-8 text")
        }
        var configuration = try parse(text, knownRules: knownRules, origin: path)
        configuration.sourcePath = path
        return configuration
    }

    /// Parses configuration YAML. `origin` names the file in error messages.
    public static func parse(_ text: String, knownRules: Set<RuleID>, origin: String = ".docparity.yml") throws
        -> Configuration
    {
        var configuration = Configuration()
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw ToolError(
                .configuration, "\(origin): not valid YAML: \("\(error)".split(separator: "\n").first ?? "")")
        }
        guard let node else { return configuration }
        guard let mapping = node.mapping else {
            throw ToolError(.configuration, "\(origin): expected a mapping of settings at the top level")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.mark.map { "\(origin):\($0.line)" } ?? origin
            switch key {
            case "layout":
                guard let name = value.string else {
                    throw ToolError(.configuration, "\(line): 'layout' must be a string")
                }
                if name == "auto" { continue }
                guard let layout = CorpusLayout(rawValue: name) else {
                    let names = CorpusLayout.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ToolError(.configuration, "\(line): unknown layout '\(name)'; expected auto, \(names)")
                }
                configuration.layout = layout
            case "reference":
                configuration.reference = try string(value, key, line)
            case "locales":
                configuration.locales = try strings(value, key, line)
            case "ignore":
                configuration.ignore = try strings(value, key, line).map(GlobPattern.init)
            case "fixtures":
                configuration.fixtures = try string(value, key, line)
            case "localization-keys":
                configuration.localizationKeys.formUnion(try strings(value, key, line))
            case "docs-hosts":
                configuration.docsHosts = Set(try strings(value, key, line).map { $0.lowercased() })
            case "rules-url":
                do {
                    configuration.rulesURL = try rulesURL(try string(value, key, line))
                } catch let error as ToolError {
                    throw ToolError(.configuration, "\(line): \(error.message)")
                }
            case "max-file-size":
                guard let size = value.int, size > 0 else {
                    throw ToolError(.configuration, "\(line): 'max-file-size' must be a positive number of bytes")
                }
                configuration.maxFileSize = size
            case "rules":
                guard let rules = value.mapping else {
                    throw ToolError(.configuration, "\(line): 'rules' must map rule ids to error, warning, note or off")
                }
                for (ruleNode, levelNode) in rules {
                    let rule = RuleID(ruleNode.string ?? "")
                    let ruleLine = ruleNode.mark.map { "\(origin):\($0.line)" } ?? origin
                    guard knownRules.contains(rule) else {
                        throw ToolError(
                            .configuration, "\(ruleLine): unknown rule '\(rule)'; 'docparity explain' lists the rules")
                    }
                    let level = levelNode.string ?? ""
                    if level == "off" {
                        configuration.rules[rule] = .off
                    } else if let severity = Severity(rawValue: level) {
                        configuration.rules[rule] = .severity(severity)
                    } else {
                        throw ToolError(
                            .configuration,
                            "\(ruleLine): level of '\(rule)' must be error, warning, note or off, not '\(level)'")
                    }
                }
            case "groups":
                guard let groups = value.mapping else {
                    throw ToolError(.configuration, "\(line): 'groups' must map file paths to article names")
                }
                for (pathNode, groupNode) in groups {
                    guard let path = pathNode.string, let group = groupNode.string else {
                        throw ToolError(.configuration, "\(line): 'groups' entries must be 'path: article'")
                    }
                    configuration.groups[path] = group
                }
            default:
                throw ToolError(
                    .configuration,
                    "\(line): unknown setting '\(key)'; expected layout, reference, locales, ignore, rules, groups, fixtures, localization-keys, docs-hosts, rules-url or max-file-size"
                )
            }
        }
        return configuration
    }

    /// `text` as the address of the rules' documentation: an absolute `http` or `https` address
    /// with a host, or a `file` address; a usage error otherwise (the message names the setting
    /// as `rules-url`, which the command line's `--rules-url` shares).
    public static func rulesURL(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "file" || ((scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty)
        else {
            throw ToolError(
                .usage,
                "'rules-url' must be an absolute http, https or file address of docs/rules.md, e.g. https://example.org/docparity/rules.md (got '\(text)')"
            )
        }
        return trimmed
    }

    private static func string(_ node: Node, _ key: String, _ line: String) throws -> String {
        guard let value = node.string else { throw ToolError(.configuration, "\(line): '\(key)' must be a string") }
        return value
    }

    private static func strings(_ node: Node, _ key: String, _ line: String) throws -> [String] {
        if let single = node.scalar?.string { return [single] }
        guard let sequence = node.sequence else { throw ToolError(.configuration, "\(line): '\(key)' must be a list") }
        return try sequence.map { item in
            guard let value = item.string else {
                throw ToolError(.configuration, "\(line): '\(key)' must list strings")
            }
            return value
        }
    }
}
