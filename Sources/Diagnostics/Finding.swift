// Finding: one reported problem, as data: rule, severity, message, where, and who disagrees.

/// A problem DocParity reports: drift between locales, or a defect of an article or input file.
public struct Finding: Sendable, Hashable, Codable {
    /// What kind of finding this is.
    public enum Kind: String, Sendable, Codable {
        /// Locales disagree; `locations` are the drifted locales.
        case drift
        /// Every locale shares the problem: a defect of the article, reported once.
        case defect
        /// A problem with an input file itself (encoding, unreadable, …).
        case input
    }

    /// The stable rule id, e.g. `structure.heading-missing`.
    public var ruleID: RuleID
    /// The severity after configuration.
    public var severity: Severity
    /// Drift, article defect, or input problem.
    public var kind: Kind
    /// The article group key (path relative to the locale root), e.g. `transitions/transitions.md`.
    public var article: String
    /// One-line message: lowercase start, no final period, code in 'quotes'.
    public var message: String
    /// Where it happens: for drift, each drifted locale's position; the first is primary.
    public var locations: [FileLocation]
    /// The reference locale's corresponding position, when there is one.
    public var related: [FileLocation]
    /// For drift: the locale groups and their values, the accepted group first.
    public var groups: [LocaleGroup]
    /// Further explanations shown under the message.
    public var notes: [String]
    /// Replacements that would make the drifted locales agree with the reference.
    public var fixes: [Fix]
    /// The transition each locale group ran, drawn (behaviour drift), reference group first.
    public var filmstrips: [Filmstrip]
    /// Findings that follow from this one (what a missing section held, say), folded under it:
    /// reported with it rather than on their own, unless the report is expanded.
    public var consequences: [Finding]

    /// Creates a finding.
    public init(
        ruleID: RuleID, severity: Severity, kind: Kind, article: String, message: String,
        locations: [FileLocation], related: [FileLocation] = [], groups: [LocaleGroup] = [], notes: [String] = [],
        fixes: [Fix] = [], filmstrips: [Filmstrip] = [], consequences: [Finding] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.kind = kind
        self.article = article
        self.message = message
        self.locations = locations
        self.related = related
        self.groups = groups
        self.notes = notes
        self.fixes = fixes
        self.filmstrips = filmstrips
        self.consequences = consequences
    }

    /// This finding and its consequences as findings of their own, the cause first (keeping
    /// the severity folding gave it).
    public var expanded: [Finding] {
        guard !consequences.isEmpty else { return [self] }
        var cause = self
        cause.consequences = []
        return [cause] + consequences.flatMap(\.expanded)
    }

    /// The primary location, if any.
    public var primary: FileLocation? { locations.first }

    /// This drift finding about `locales` only: their locations, and each group narrowed to
    /// them, the accepted group (first) kept as it is.
    public func restricted(to locales: Set<String>) -> Finding {
        var part = self
        part.locations = locations.filter { locales.contains($0.locale) }
        part.groups = groups.enumerated().compactMap { index, group in
            guard index > 0 else { return group }
            var kept = group
            kept.locales = group.locales.filter { locales.contains($0) }
            return kept.locales.isEmpty ? nil : kept
        }
        return part
    }

    /// A fingerprint that survives line shifts: rule, article, locales, and the primary line's
    /// text (not its number).
    /// (`Fingerprint.hash([ruleID, article, locales joined by ",", line text, message])`, fed part
    /// by part.)
    public var fingerprint: String {
        var hash = Fingerprint()
        hash.add(ruleID.rawValue)
        hash.separate()
        hash.add(article)
        hash.separate()
        for (index, location) in locations.enumerated() {
            if index > 0 { hash.add(",") }
            hash.add(location.locale)
        }
        hash.separate()
        hash.add(locations.first?.lineText ?? "")
        hash.separate()
        hash.add(message)
        return hash.hex
    }
}
