// JSONReporter: a versioned, stable JSON document of the findings (format version 1), written
// finding by finding. Its layout is its own, kept apart from the internal types so the format can
// stay put while the code moves:
//   { "findings": [ { article, consequences: [findings folded under this one], fingerprint,
//                     fixes: [{column, line, locale, path, deleted, inserted}],
//                     groups: [{locales, value}], kind,
//                     locations: [{column, line, locale, path}], message, notes, related, rule,
//                     severity } ],
//     "root", "summary": { articles, errors, notes, suppressed, warnings },
//     "tool": { name, version }, "version": 1 }

import Diagnostics

/// Renders findings as JSON (format version 1), keys sorted, pretty-printed.
public struct JSONReporter: Reporter {
    /// The format's version.
    public static let version = 1

    private var run: ReportRun?
    private var json: JSONStream?

    /// Creates a JSON reporter.
    public init() {}

    /// Writes what comes before the first article.
    public mutating func begin(_ run: ReportRun, to out: ReportWriter) {
        self.run = run
        var json = JSONStream(out)
        json.beginObject()
        json.key("findings")
        json.beginArray()
        self.json = json
    }

    /// Writes one article's findings.
    public mutating func article(_ article: ReportedArticle, to out: ReportWriter) {
        for finding in article.findings {
            json?.element()
            json?.write(finding)
        }
        json?.flush()
    }

    /// Writes what comes after the last article.
    public mutating func end(_ totals: ReportTotals, to out: ReportWriter) {
        guard var json, let run else { return }
        json.endArray()
        json.field("root", run.root)
        json.key("summary")
        json.beginObject()
        json.field("articles", totals.articles)
        json.field("errors", totals.errors)
        json.field("notes", totals.notes)
        json.field("suppressed", totals.suppressed)
        json.field("warnings", totals.warnings)
        json.endObject()
        json.key("tool")
        json.beginObject()
        json.field("name", "docparity")
        json.field("version", run.toolVersion)
        json.endObject()
        json.field("version", Self.version)
        json.endObject()
        json.flush()
        out.write("\n")
        self.json = json
    }
}

extension JSONStream {
    /// One finding of the JSON format.
    fileprivate mutating func write(_ finding: Finding) {
        beginObject()
        field("article", finding.article)
        key("consequences")
        beginArray()
        for consequence in finding.consequences {
            element()
            write(consequence)
        }
        endArray()
        field("fingerprint", finding.fingerprint)
        key("fixes")
        beginArray()
        for fix in finding.fixes {
            element()
            beginObject()
            field("column", fix.location.position.column)
            field("deleted", fix.deleted)
            field("inserted", fix.inserted)
            field("line", fix.location.position.line)
            field("locale", fix.location.locale)
            field("path", fix.location.path)
            endObject()
        }
        endArray()
        key("groups")
        groups(finding.groups)
        field("kind", finding.kind.rawValue)
        key("locations")
        places(finding.locations)
        field("message", finding.message)
        field("notes", strings: finding.notes)
        key("related")
        places(finding.related)
        field("rule", finding.ruleID.rawValue)
        field("severity", finding.severity.rawValue)
        endObject()
    }

    private mutating func places(_ locations: [FileLocation]) {
        beginArray()
        for location in locations {
            element()
            beginObject()
            field("column", location.position.column)
            field("line", location.position.line)
            field("locale", location.locale)
            field("path", location.path)
            endObject()
        }
        endArray()
    }
}
