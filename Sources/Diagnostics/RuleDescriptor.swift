// RuleDescriptor: a rule of the catalogue: id, default severity, explanation, and examples.

/// A rule example: one article in several locales, as Markdown sources keyed by locale.
public struct RuleExample: Sendable, Hashable {
    /// The article's Markdown per locale. Within a source, `\u{1}XX` stands for the raw byte 0xXX
    /// (for examples of invalid input).
    public var sources: [(locale: String, markdown: String)]
    /// Relative paths that exist in each locale's tree (for link checks), keyed by locale.
    public var files: [String: [String]]

    /// Creates an example.
    public init(_ sources: [(locale: String, markdown: String)], files: [String: [String]] = [:]) {
        self.sources = sources
        self.files = files
    }

    /// Compares locales and markdown pairwise, and files.
    public static func == (lhs: RuleExample, rhs: RuleExample) -> Bool {
        lhs.sources.map(\.locale) == rhs.sources.map(\.locale)
            && lhs.sources.map(\.markdown) == rhs.sources.map(\.markdown) && lhs.files == rhs.files
    }

    /// Hashes locales and markdown.
    public func hash(into hasher: inout Hasher) {
        for source in sources {
            hasher.combine(source.locale)
            hasher.combine(source.markdown)
        }
    }
}

/// A rule: its stable id, default severity, what it checks, and examples that are also its tests.
public struct RuleDescriptor: Sendable, Hashable {
    /// Stable id, `area.name`, e.g. `structure.heading-missing`.
    public var id: RuleID
    /// Severity when the configuration does not change it.
    public var defaultSeverity: Severity
    /// One-line summary.
    public var summary: String
    /// Why it matters and what exactly is compared.
    public var explanation: String
    /// Whether the rule reports without being configured. A rule off by default (information a
    /// docs team does not act on, such as what the tool cannot simulate) reports only when the
    /// configuration gives it a level.
    public var enabledByDefault: Bool
    /// The default level as documentation writes it: the severity, and whether it is off.
    public var defaultLevelDescription: String {
        enabledByDefault ? defaultSeverity.rawValue : "\(defaultSeverity.rawValue), off by default"
    }
    /// An example that triggers the rule.
    public var triggering: RuleExample?
    /// A similar example that does not trigger it.
    public var nonTriggering: RuleExample?

    /// Creates a rule descriptor.
    public init(
        id: RuleID, defaultSeverity: Severity, summary: String, explanation: String,
        enabledByDefault: Bool = true, triggering: RuleExample? = nil, nonTriggering: RuleExample? = nil
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.explanation = explanation
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
