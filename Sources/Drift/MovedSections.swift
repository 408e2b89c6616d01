// MovedSections: a section that a locale has in another place. The alignment keeps the order of
// the reference, so a moved heading shows as missing where the reference has it and as extra where
// the locale has it; both say something false ("missing": it is there; "extra": the reference has
// it). The two findings become one `structure.heading-moved`, and what the section held, missing
// at one place and extra at the other, is no difference at all: only what does not reappear
// stays, folded under the move.

import Diagnostics
import Foundation

/// Folds a locale's missing and extra findings of the same heading into one move.
enum MovedSections {
    static let rule = RuleID.structureHeadingMoved

    /// `findings` (folded by `CauseFolding`, levels applied) with each moved heading reported once;
    /// `severity` is the configured severity of `structure.heading-moved` (nil: off, and both
    /// halves of a move are dropped).
    static func fold(_ findings: [Finding], severity: Severity?, referenceLocale: String) -> [Finding] {
        // The missing halves by locale and heading, in order.
        var missing: [PresenceKey: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.ruleID == .structureHeadingMissing {
            if let key = PresenceKey(finding, missing: true) { missing[key, default: []].append(index) }
        }
        guard !missing.isEmpty else { return findings }
        var moves: [(missing: Int, extra: Int)] = []
        for (index, finding) in findings.enumerated() where finding.ruleID == .structureHeadingExtra {
            guard let key = PresenceKey(finding, missing: false), let first = missing[key]?.first else { continue }
            missing[key]!.removeFirst()
            moves.append((first, index))
        }
        guard !moves.isEmpty else { return findings }
        var result = findings
        var dropped = Set<Int>()
        for move in moves {
            dropped.insert(move.missing)
            guard let severity else {
                dropped.insert(move.extra)
                continue
            }
            result[move.extra] = moved(
                from: findings[move.missing], to: findings[move.extra], severity: severity,
                referenceLocale: referenceLocale)
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The one finding of a move: where the locale has the heading, the reference's place as its
    /// related location, and the differences of the section that do not reappear on the other side.
    static func moved(from missing: Finding, to extra: Finding, severity: Severity, referenceLocale: String)
        -> Finding
    {
        let subject = PresenceKey.subject(of: extra.message, phrase: StructureMessages.notInReference) ?? ""
        let here = extra.locations[0]
        let there = missing.related.first
        var finding = Finding(
            ruleID: rule, severity: severity, kind: .drift, article: extra.article,
            // The lines are in the groups, not the message, which a baseline's fingerprint reads.
            message: "\(subject) is in another place than in the reference \(referenceLocale)",
            locations: [here], related: there.map { [$0] } ?? [],
            groups: [
                LocaleGroup(locales: [referenceLocale], value: there.map { "line \($0.position.line)" } ?? "elsewhere"),
                LocaleGroup(locales: [here.locale], value: "line \(here.position.line)"),
            ])
        finding.consequences = unmatched(missing.consequences, extra.consequences)
        finding.severity = max(severity, finding.consequences.map(\.severity).max() ?? severity)
        return finding
    }

    /// The consequences of both halves without those that mirror each other: an element missing
    /// at the old place that the new place has as extra moved with its section.
    static func unmatched(_ missingSide: [Finding], _ extraSide: [Finding]) -> [Finding] {
        var extras: [String: [Int]] = [:]
        for (index, finding) in extraSide.enumerated() {
            if let subject = PresenceKey.subject(of: finding.message, phrase: StructureMessages.notInReference) {
                extras[subject, default: []].append(index)
            }
        }
        var matched = Set<Int>()
        var kept: [Finding] = []
        for finding in missingSide {
            if let subject = PresenceKey.subject(of: finding.message, phrase: StructureMessages.missing),
                let index = extras[subject]?.first
            {
                extras[subject]!.removeFirst()
                matched.insert(index)
            } else {
                kept.append(finding)
            }
        }
        return kept + extraSide.enumerated().filter { !matched.contains($0.offset) }.map(\.element)
    }

    /// A missing or extra heading in one locale: the locale and what the message names
    /// (`## 'setup'`, by anchor when the heading has one).
    struct PresenceKey: Hashable {
        let locale: String
        let subject: String

        init?(_ finding: Finding, missing: Bool) {
            guard finding.kind == .drift, finding.locations.count == 1,
                let subject = Self.subject(
                    of: finding.message, phrase: missing ? StructureMessages.missing : StructureMessages.notInReference)
            else { return nil }
            locale = finding.locations[0].locale
            self.subject = subject
        }

        /// The text of `message` before `phrase`, when `message` has it.
        static func subject(of message: String, phrase: String) -> String? {
            guard let range = message.range(of: phrase) else { return nil }
            return String(message[..<range.lowerBound])
        }
    }
}
