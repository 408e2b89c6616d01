// ArticleChecker: checks one article across its locales — input problems, front matter, the
// aligned skeleton, sections, links — and applies the configured rule levels.

import ByteKeys
import Corpus
import Diagnostics
import DocModel

/// Checks article groups for drift.
public struct ArticleChecker: Sendable {
    /// The rule catalogue (default severities).
    public let catalogue: RuleCatalogue
    /// The configuration (reference, rule levels, keys).
    public let configuration: Configuration
    /// Checks contributed by other modules, run after the drift checks.
    public let extraChecks: [any ArticleCheck]

    /// Creates a checker with `catalogue` (defaults to the drift rules) and extra checks, whose
    /// rules are merged into the catalogue.
    public init(
        configuration: Configuration = Configuration(), catalogue: RuleCatalogue = DriftRules.catalogue,
        extraChecks: [any ArticleCheck] = []
    ) {
        self.configuration = configuration
        self.catalogue = catalogue.merged(with: RuleCatalogue(extraChecks.flatMap(\.rules)))
        self.extraChecks = extraChecks
        let offByDefault = self.catalogue.rules.filter { !$0.enabledByDefault }.map(\.id)
        self.offByDefault = offByDefault
        self.enabledExtraChecks = extraChecks.filter { check in
            !check.rules.allSatisfy { rule in
                configuration.rules[rule.id] == .off
                    || (configuration.rules[rule.id] == nil && offByDefault.contains(rule.id))
            }
        }
    }

    /// The rules of the catalogue that report nothing unless the configuration gives them a
    /// level (`RuleDescriptor.enabledByDefault`).
    let offByDefault: [RuleID]

    /// The extra checks with at least one rule not turned off: a check whose rules are all
    /// `off` (say, every `sample.*` rule, for a quick structural check) is not run at all.
    public let enabledExtraChecks: [any ArticleCheck]

    /// Whether `rule` is reported (not configured `off`); checks of rules that are off are skipped.
    private func isEnabled(_ rule: RuleID) -> Bool { configuration.rules[rule] != .off }

    /// Checks one article given its locales' parsed versions. Findings are ordered by rule
    /// position in the document, deterministic for the same input. `locales`, the tree's locales,
    /// tell whether the article is missing from some (nil: it is compared as it is).
    public func check(article: String, _ articles: [LocaleArticle], locales: [String]? = nil) -> [Finding] {
        var findings: [Finding] = []
        var articles = articles
        if let locales, locales.count > 1 {
            let presence = ArticlePresence(articles, locales: locales)
            if let finding = presence.finding(
                article: article, severity: { catalogue.defaultSeverity(of: $0) ?? .warning })
            {
                // An article only a minority has is that one finding; else its present locales
                // are compared with each other.
                if presence.isOrphaned { return applyLevels([finding]) }
                findings.append(finding)
            }
            if !presence.present.isEmpty { articles = presence.present }
        }
        for article_ in articles {
            for problem in article_.document.problems {
                findings.append(
                    Finding(
                        ruleID: problem.ruleID, severity: problem.severity, kind: .input, article: article,
                        message: problem.message, locations: [article_.location(problem.position)]))
            }
        }
        let comparable = articles.filter { !$0.document.source.isExcludedFromComparison }
        if comparable.count >= 2 {
            let keys = AlignmentKey.keys(of: comparable.map(\.document))
            let reference = ReferenceLocale.choose(comparable, keys: keys, configured: configuration.reference)
            var context = CheckContext(
                article: article, articles: comparable, reference: reference, catalogue: catalogue,
                configuration: configuration)
            context.checkMetadata()
            let alignment = SkeletonAlignment(keys, reference: reference)
            context.checkStructure(alignment)
            context.checkSections(alignment)
            if isEnabled(.sampleSyntaxError) { context.checkSampleSyntax(alignment) }
            context.checkLinks()
            context.checkAnchors()
            findings += context.findings
            if !enabledExtraChecks.isEmpty {
                let pairing = CodeBlockPairing(alignment, documents: comparable.map(\.document))
                for extra in enabledExtraChecks {
                    findings += extra.check(
                        article: article, articles: comparable, reference: reference, configuration: configuration,
                        snippets: context.snippets, pairing: pairing)
                }
            }
            // Levels first: a stale source counts only the findings that are reported. Then each
            // cause takes what follows from it, innermost first.
            var folded = applyLevels(findings)
            folded = TabsForZones.fold(folded, articles: comparable, reference: reference)
            folded = FlattenedLists.fold(folded, articles: comparable)
            folded = ListSplits.fold(folded, articles: comparable, reference: reference)
            folded = CodeSpansAsBlocks.fold(folded, articles: comparable, reference: reference)
            // Causes fold before repeats merge: each of several missing alerts takes what it
            // held, not the first one all of them. A runaway code block takes the sections it
            // swallowed with what they held.
            folded = CauseFolding.fold(folded, articles: comparable, reference: reference)
            folded = RunawayCodeBlocks.fold(folded, articles: comparable)
            folded = Self.foldRepeats(folded)
            folded = MovedSections.fold(
                folded, severity: severity(of: MovedSections.rule), referenceLocale: comparable[reference].locale)
            folded = MovedBlocks.fold(
                folded, articles: comparable, reference: reference, severity: severity(of: MovedBlocks.rule))
            folded = RewrittenSources.fold(folded, articles: comparable, reference: reference)
            folded = BehaviourCauseFolding.fold(folded, articles: comparable)
            findings = Self.annotateStaleSources(folded)
        } else if comparable.count == 1 {
            var context = CheckContext(
                article: article, articles: comparable, reference: 0, catalogue: catalogue, configuration: configuration
            )
            context.checkLinks()
            if isEnabled(.sampleSyntaxError) {
                let alignment = SkeletonAlignment(AlignmentKey.keys(of: [comparable[0].document]), reference: 0)
                context.checkSampleSyntax(alignment)
            }
            findings += context.findings
            let pairing = CodeBlockPairing.byPosition([comparable[0].document])
            for extra in enabledExtraChecks {
                findings += extra.check(
                    article: article, articles: comparable, reference: 0, configuration: configuration,
                    snippets: context.snippets, pairing: pairing)
            }
        }
        // The comparison of two or more locales applied the levels before folding.
        return comparable.count >= 2 ? findings : applyLevels(findings)
    }

    /// Folds drift findings that say exactly the same thing about the same locales (a tab id
    /// renamed at every tab marker, the same image swapped in every step) into the first one,
    /// with every place listed, so a repeated change reads as one finding.
    static func foldRepeats(_ findings: [Finding]) -> [Finding] {
        // Only findings that share rule and message can fold: a finding whose pair no other drift
        // finding has is kept without building its key (which copies every text of the finding).
        // This holds while no message has the keys' separator, 0x1F (rules never do): the
        // separators then sit at the same places in equal keys. Otherwise every key is built.
        var pairs: [Int?] = []
        pairs.reserveCapacity(findings.count)
        var pairCounts: [Int: Int] = [:]
        var everyKey = false
        for finding in findings {
            guard finding.kind == .drift else {
                pairs.append(nil)
                continue
            }
            let pair = rulePair(finding)
            if pair == nil { everyKey = true }
            pairs.append(pair)
            if let pair { pairCounts[pair, default: 0] += 1 }
        }
        if !everyKey, pairCounts.values.allSatisfy({ $0 == 1 }) { return findings }
        var result: [Finding] = []
        var firstIndex: [RepeatKey: Int] = [:]
        firstIndex.reserveCapacity(findings.count)
        var counts: [Int: Int] = [:]
        for (finding, pair) in zip(findings, pairs) {
            guard finding.kind == .drift, everyKey || pair.map({ pairCounts[$0, default: 0] > 1 }) == true else {
                result.append(finding)
                continue
            }
            let key = RepeatKey(finding)
            if let index = firstIndex[key] {
                result[index].locations += finding.locations
                result[index].consequences += finding.consequences
                result[index].severity = max(result[index].severity, finding.severity)
                // Each place's reference counterpart (what a missing alert held is folded by it).
                for related in finding.related where !result[index].related.contains(related) {
                    result[index].related.append(related)
                }
                counts[index, default: 1] += 1
            } else {
                firstIndex[key] = result.count
                result.append(finding)
            }
        }
        for (index, count) in counts {
            result[index].notes.append(
                "\(count) places of this article differ in exactly this way, each listed (a place that also differs otherwise is a finding of its own)"
            )
        }
        return result
    }

    /// A hash of a drift finding's rule and message (equal for equal pairs), or nil when the
    /// message holds the keys' separator (0x1F).
    static func rulePair(_ finding: Finding) -> Int? {
        var message = finding.message
        let hash = message.withUTF8 { bytes -> Int? in
            guard !bytes.contains(0x1F) else { return nil }
            return ByteHash.of(bytes)
        }
        return hash.map { $0 ^ (ByteHash.of(finding.ruleID.rawValue) &* 0x1000_0000_01B3) }
    }

    /// What makes two drift findings the same change: rule, message, locales and locale groups,
    /// as the bytes of their texts (joined by separators), hashed once (`ByteHash.of`):
    /// a dictionary hashes a key again each time it grows.
    struct RepeatKey: PrehashedKey {
        let bytes: [UInt8]
        let bytesHash: Int

        init(_ finding: Finding) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(256)
            bytes += finding.ruleID.rawValue.utf8
            bytes.append(0x1F)
            bytes += finding.message.utf8
            bytes.append(0x1F)
            for (index, location) in finding.locations.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes += location.locale.utf8
            }
            bytes.append(0x1F)
            // Each group's summary (`locales: value`), written straight into the bytes.
            for (index, group) in finding.groups.enumerated() {
                if index > 0 { bytes.append(0x0A) }
                for (position, locale) in group.locales.enumerated() {
                    if position > 0 { bytes += ", ".utf8 }
                    bytes += locale.utf8
                }
                bytes += ": ".utf8
                bytes += group.value.utf8
            }
            self.bytes = bytes
            bytesHash = bytes.withUnsafeBufferPointer { ByteHash.of($0) }
        }

        func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }
        var prehash: Int { bytesHash }

        static func == (lhs: RepeatKey, rhs: RepeatKey) -> Bool {
            lhs.bytesHash == rhs.bytesHash && lhs.bytes == rhs.bytes
        }
    }

    /// How many drift findings of `findings`, other than `stale`'s rule, involve a locale of
    /// `stale` (a `meta.stale-source` finding of the same article).
    static func otherDriftCount(involving stale: Finding, in findings: [Finding]) -> Int {
        let locales = Set(stale.locations.map(\.locale))
        return findings.count { other in
            other.kind == .drift && other.ruleID != stale.ruleID
                && other.locations.contains { locales.contains($0.locale) }
        }
    }

    /// Adds to each `meta.stale-source` finding how many other drift findings of the article
    /// involve its stale locales, since most of those usually stem from the older source. (One
    /// that none involve is held back for the run's note: `MatchingStaleSources`.)
    static func annotateStaleSources(_ findings: [Finding]) -> [Finding] {
        // In place and by index: a finding copied is a retain of each of its strings, and most
        // articles have no stale source at all.
        var result = findings
        for index in findings.indices where findings[index].ruleID == .metaStaleSource {
            let related = otherDriftCount(involving: findings[index], in: findings)
            guard related > 0 else { continue }
            result[index].notes.append(
                "\(related) other drift finding\(related == 1 ? " of this article involves" : "s of this article involve") these locales; "
                    + "many may stem from the older source")
        }
        return result
    }

    /// The severity the configuration sets for `rule`, nil when it sets none (or turns it off).
    func configuredSeverity(of rule: RuleID) -> Severity? {
        if case .severity(let severity)? = configuration.rules[rule] { severity } else { nil }
    }

    /// The severity a rule's findings are reported at, nil when it is off.
    func severity(of rule: RuleID) -> Severity? {
        switch configuration.rules[rule] {
        case .off?: return nil
        case .severity(let severity)?: return severity
        case nil:
            guard !offByDefault.contains(rule) else { return nil }
            return catalogue.defaultSeverity(of: rule)
        }
    }

    /// Applies configured levels: `off` drops a finding, a severity replaces its own; a rule off
    /// by default and not configured drops it too.
    public func applyLevels(_ findings: [Finding]) -> [Finding] {
        // No levels configured and no rule off by default: nothing to copy.
        if configuration.rules.isEmpty
            && (offByDefault.isEmpty || !findings.contains { offByDefault.contains($0.ruleID) })
        {
            return findings
        }
        return findings.compactMap { finding in
            guard let level = configuration.rules[finding.ruleID] else {
                return offByDefault.contains(finding.ruleID) ? nil : finding
            }
            switch level {
            case .off: return nil
            case .severity(let severity):
                var changed = finding
                changed.severity = severity
                return changed
            }
        }
    }
}
