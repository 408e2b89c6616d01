// CheckContext: what every check of one article group shares — the locales' articles, the
// reference, the alignment — and the findings it collects.

import Corpus
import Diagnostics
import DocModel

/// The state of checking one article group.
struct CheckContext {
    /// The group key.
    let article: String
    /// Articles taking part in comparison (input problems excluded), corpus order.
    let articles: [LocaleArticle]
    /// Index of the reference locale in `articles`.
    let reference: Int
    /// Default severities by rule id.
    let catalogue: RuleCatalogue
    /// The run's configuration.
    let configuration: Configuration
    /// Findings so far.
    var findings: [Finding] = []
    /// Image Markdown that did not parse, by locale, scanned when a locale first lacks an image.
    var malformedImages: [Int: MalformedImages] = [:]
    /// Parses of this article's C# blocks, shared by the code and syntax checks.
    let snippets = SnippetCache()
    /// Per locale, per element: the alignment column of the heading that not every locale has
    /// under which it lies (the nearest heading at or above it), -1 when that heading is an
    /// aligned section's; set by `checkSections`.
    var unalignedHeadingColumn: [[Int]] = []
    /// Per locale, the lines of alerts that not every locale has, with their alignment columns,
    /// set by `checkSections`: what they hold is compared apart, as what lies under an unaligned
    /// heading is.
    var unalignedAlerts: [[(lines: ClosedRange<Int>, column: Int)]] = []
    /// The reference's heading anchors, made when a heading some locale has beyond the
    /// reference is reported (`checkStructure`).
    var referenceHeadingAnchors: Set<String>?

    /// The reference article.
    var referenceArticle: LocaleArticle { articles[reference] }

    /// The default severity of `rule`.
    func severity(_ rule: RuleID) -> Severity {
        catalogue.defaultSeverity(of: rule) ?? .warning
    }

    /// Records a drift finding for the locales at `drifted`, at `positions` (one per drifted
    /// locale), related to the reference's `referencePosition`.
    mutating func drift(
        _ rule: RuleID, _ message: String, drifted: [(index: Int, position: SourceLocation)],
        referencePosition: SourceLocation?, groups: [LocaleGroup] = [], notes: [String] = [], severity: Severity? = nil,
        fixes: [ReplacementFix] = []
    ) {
        guard !drifted.isEmpty else { return }
        let locations = drifted.map { articles[$0.index].location($0.position) }
        let related = referencePosition.map { [referenceArticle.location($0)] } ?? []
        findings.append(
            Finding(
                ruleID: rule, severity: severity ?? self.severity(rule), kind: .drift, article: article,
                message: message,
                locations: locations, related: related, groups: groups, notes: notes,
                fixes: fixes.map {
                    Fix(location: articles[$0.index].location($0.position), deleted: $0.deleted, inserted: $0.inserted)
                }))
    }

    /// Records a defect shared by every locale, once, at the reference's position.
    mutating func defect(
        _ rule: RuleID, _ message: String, position: SourceLocation, severity: Severity? = nil, notes: [String] = []
    ) {
        findings.append(
            Finding(
                ruleID: rule, severity: severity ?? self.severity(rule), kind: .defect, article: article,
                message: message,
                locations: [referenceArticle.location(position)], notes: notes))
    }

    /// `'a', 'b'` list for messages.
    static func quoted(_ values: [String]) -> String {
        // The bytes of one string, written once: each `+=` on a string is a call into the
        // string library (four per value), and a section can list hundreds of links.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.reduce(0) { $0 + $1.utf8.count + 4 })
        for (index, value) in values.enumerated() {
            if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            bytes.append(UInt8(ascii: "'"))
            bytes += value.utf8
            bytes.append(UInt8(ascii: "'"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
